import { istDayStart } from '@tarang/contracts';
import { describe, expect, it } from 'vitest';
import {
  type FrameRun,
  frameMs,
  framesOf,
  type Piece,
  piecesBetween,
  programmeOf,
  type Track,
} from '../src/domains/live/timeline';
import { type SlotRow, slotsBetween, type TimedSlot } from '../src/domains/schedule/timetable';

const track = (key: string, frameCount: number, sampleRate = 22050, samplesPerFrame = 576): Track => ({
  key,
  timing: { frameCount, sampleRate, samplesPerFrame },
});

const DAY = istDayStart('2026-03-02');
const A = programmeOf([track('a', 100), track('b', 37)]);
const B = programmeOf([track('c', 500, 44100, 1152)]);
if (!A || !B) throw new Error('programmes');

const frameCount = (runs: FrameRun[]) => runs.reduce((sum, run) => sum + run.endFrame - run.firstFrame, 0);

/** The runs of consecutive 4-second segments, flattened into (key, frame, start) triples. */
function timeline(pieces: (from: number, to: number) => Piece[], from: number, segments: number) {
  const frames: { key: string; frame: number; startMs: number }[] = [];
  for (let n = 0; n < segments; n++) {
    const start = from + n * 4000;
    for (const run of pieces(start, start + 4000).flatMap((piece) => framesOf(piece, start, start + 4000))) {
      const step = frameMs(run.track.timing);
      for (let frame = run.firstFrame; frame < run.endFrame; frame++) {
        frames.push({ key: run.track.key, frame, startMs: run.startMs + (frame - run.firstFrame) * step });
      }
    }
  }
  return frames;
}

describe('the timeline', () => {
  it('plays a programme from its anchor, looped, each frame in exactly one segment', () => {
    const piece = (from: number, to: number): Piece[] => [{ from, to, anchor: DAY, programme: A }];
    const frames = timeline(piece, DAY, 30);
    // 120 s of 26.1 ms frames: a pass of A is 137 frames (3.58 s), so it loops many times, in order.
    expect(frames.length).toBe(Math.ceil(120_000 / frameMs(track('x', 1).timing)));
    frames.forEach((frame, i) => {
      const inPass = i % 137;
      expect(frame.key).toBe(inPass < 100 ? 'a' : 'b');
      expect(frame.frame).toBe(inPass < 100 ? inPass : inPass - 100);
      expect(frame.startMs).toBeCloseTo(DAY + i * ((576 * 1000) / 22050), 2);
    });
  });

  it('gives the same frames whichever instant a segment is asked about first', () => {
    const piece: Piece = { from: DAY, to: DAY + 86_400_000, anchor: DAY, programme: A };
    const later = DAY + 5 * 3600_000 + 123;
    const whole = framesOf(piece, later, later + 8000);
    const halves = [...framesOf(piece, later, later + 4000), ...framesOf(piece, later + 4000, later + 8000)];
    expect(frameCount(halves)).toBe(frameCount(whole));
    expect(halves[0]).toEqual(whole[0]);
  });

  it('plays the slot from its start between the filler, and the filler from the India day’s start', () => {
    const slot: TimedSlot = {
      id: 1,
      weekday: null,
      date: '2026-03-02',
      startMinute: 600,
      endMinute: 601,
      mediaId: 7,
      day: '2026-03-02',
      startsAt: DAY + 600 * 60_000 + 0,
      endsAt: DAY + 601 * 60_000,
      isOverride: true,
      anchorAt: DAY + 600 * 60_000,
    };
    const from = slot.startsAt - 10_000;
    const pieces = piecesBetween([slot], from, slot.endsAt + 10_000, () => B, A);
    expect(pieces.map((p) => [p.from - from, p.to - from, p.anchor, p.programme])).toEqual([
      [0, 10_000, DAY, A],
      [10_000, 70_000, slot.startsAt, B],
      [70_000, 80_000, DAY, A],
    ]);
    // The slot's first frame starts at its start, frame 0 of its first track.
    const [first] = framesOf(pieces[1] as Piece, slot.startsAt, slot.startsAt + 4000);
    expect(first).toMatchObject({ firstFrame: 0, startMs: slot.startsAt });
    expect(first?.track.key).toBe('c');
    // A show with nothing to play leaves the slot to the filler.
    const without = piecesBetween([slot], from, slot.endsAt, () => null, A);
    expect(without.every((p) => p.programme === A && p.anchor === DAY)).toBe(true);
  });

  it('plays a weekly show before and after a special that interrupts it, resuming where it stopped', () => {
    const hour = 3600_000;
    const weekly: SlotRow = {
      id: 1,
      weekday: 1,
      date: null,
      startMinute: 16 * 60,
      endMinute: 20 * 60,
      mediaId: 7,
    };
    const special = (from: number, to: number): SlotRow => ({
      id: 2,
      weekday: null,
      date: '2026-03-02',
      startMinute: from * 60,
      endMinute: to * 60,
      mediaId: 8,
    });
    const show = (slot: TimedSlot) => (slot.mediaId === 7 ? B : A);
    const at = (h: number) => DAY + h * hour;
    const air = (rows: SlotRow[]) =>
      piecesBetween(slotsBetween(rows, at(16), at(20)), at(16), at(20), show, null).map((p) => [
        (p.from - DAY) / hour,
        (p.to - DAY) / hour,
        (p.anchor - DAY) / hour,
        p.programme === B ? 'weekly' : 'special',
      ]);
    // 2026-03-02 is a Monday. A special 16:00–17:00: the weekly show from 17:00, its programme from the start.
    expect(air([weekly, special(16, 17)])).toEqual([
      [16, 17, 16, 'special'],
      [17, 20, 17, 'weekly'],
    ]);
    // A special 17:00–18:00: the weekly show's hour before it, then from 18:00 its programme an hour in.
    expect(air([weekly, special(17, 18)])).toEqual([
      [16, 17, 16, 'weekly'],
      [17, 18, 17, 'special'],
      [18, 20, 17, 'weekly'],
    ]);
    const [, , after] = piecesBetween(
      slotsBetween([weekly, special(17, 18)], at(16), at(20)),
      at(16),
      at(20),
      show,
      null,
    );
    const [resumed] = framesOf(after as Piece, at(18), at(18) + 4000);
    const [stopped] = framesOf(
      { from: at(16), to: at(17), anchor: at(16), programme: B },
      at(17) - 4000,
      at(17),
    );
    // The first frame after the special is the one after the last before it.
    expect(resumed?.firstFrame).toBe((stopped?.endFrame ?? 0) % (B.tracks[0]?.timing.frameCount ?? 1));
  });

  it('starts the filler over at India midnight', () => {
    const midnight = istDayStart('2026-03-03');
    const pieces = piecesBetween([], midnight - 2000, midnight + 2000, () => null, A);
    expect(pieces.map((p) => [p.from, p.to, p.anchor])).toEqual([
      [midnight - 2000, midnight, DAY],
      [midnight, midnight + 2000, midnight],
    ]);
    const [afterMidnight] = framesOf(pieces[1] as Piece, midnight, midnight + 2000);
    expect(afterMidnight).toMatchObject({ firstFrame: 0, startMs: midnight });
    expect(afterMidnight?.track.key).toBe('a');
  });

  it('has nothing to play without a programme', () => {
    expect(programmeOf([])).toBeNull();
    expect(piecesBetween([], DAY, DAY + 4000, () => null, null)).toEqual([]);
  });
});
