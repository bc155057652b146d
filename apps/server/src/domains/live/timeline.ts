import { istDate, istDayStart } from '@tarang/contracts';
import type { TimedSlot } from '../schedule';
import type { Mp3Index } from './mp3';

/**
 * The station's air as a pure function of the clock: which frames of which file start at each instant. Every
 * instance computes the same answer from the same data, so the media sequence and the bytes of a segment do not
 * depend on which instance serves them or on when it started.
 */

/** How long a file plays: all the timeline needs (the frame offsets are loaded only to cut it). */
export type TrackTiming = Pick<Mp3Index, 'frameCount' | 'samplesPerFrame' | 'sampleRate'>;

/** One playable file: its storage key and timing. */
export type Track = { key: string; timing: TrackTiming };

/** Tracks played one after another and looped. */
export type Programme = {
  tracks: readonly Track[];
  /** Where each track starts in one pass, ms, and the length of a pass. */
  starts: readonly number[];
  lengthMs: number;
};

/** A stretch of air [from, to) playing a programme whose first pass began at `anchor`. */
export type Piece = { from: number; to: number; anchor: number; programme: Programme };

/** Consecutive frames of one track, and the instant (ms since the epoch) the first of them starts. */
export type FrameRun = { track: Track; firstFrame: number; endFrame: number; startMs: number };

export const frameMs = (timing: TrackTiming) => (timing.samplesPerFrame * 1000) / timing.sampleRate;

export function programmeOf(tracks: readonly Track[]): Programme | null {
  if (tracks.length === 0) return null;
  const starts: number[] = [];
  let lengthMs = 0;
  for (const track of tracks) {
    starts.push(lengthMs);
    lengthMs += track.timing.frameCount * frameMs(track.timing);
  }
  return { tracks, starts, lengthMs };
}

/** Where the first frame starting at or after `instant` is: pass, track and frame (instant >= anchor). */
function positionAt(programme: Programme, anchor: number, instant: number) {
  const elapsed = instant - anchor;
  let pass = Math.floor(elapsed / programme.lengthMs);
  const intoPass = elapsed - pass * programme.lengthMs;
  let track = 0;
  while (track + 1 < programme.tracks.length && (programme.starts[track + 1] as number) <= intoPass) track++;
  const { timing } = programme.tracks[track] as Track;
  let frame = Math.max(0, Math.ceil((intoPass - (programme.starts[track] as number)) / frameMs(timing)));
  if (frame >= timing.frameCount) {
    frame = 0;
    track++;
    if (track === programme.tracks.length) {
      track = 0;
      pass++;
    }
  }
  return { pass, track, frame };
}

/**
 * The frames of a piece that start in [from, to), in order. A segment and its neighbour ask about the same
 * boundary instant, so a frame is in exactly one of them.
 */
export function framesOf(piece: Piece, from: number, to: number): FrameRun[] {
  const lo = Math.max(from, piece.from);
  const hi = Math.min(to, piece.to);
  if (hi <= lo) return [];
  const { programme, anchor } = piece;
  const first = positionAt(programme, anchor, lo);
  const last = positionAt(programme, anchor, hi);
  const runs: FrameRun[] = [];
  let { pass, track, frame } = first;
  while (pass < last.pass || (pass === last.pass && track <= last.track)) {
    const current = programme.tracks[track] as Track;
    const endFrame = pass === last.pass && track === last.track ? last.frame : current.timing.frameCount;
    if (endFrame > frame) {
      const startMs =
        anchor +
        pass * programme.lengthMs +
        (programme.starts[track] as number) +
        frame * frameMs(current.timing);
      runs.push({ track: current, firstFrame: frame, endFrame, startMs });
    }
    frame = 0;
    track++;
    if (track === programme.tracks.length) {
      track = 0;
      pass++;
    }
  }
  return runs;
}

/**
 * The pieces of air in [from, to): each scheduled slot plays its show's programme from the slot's anchor (its
 * start, or for a weekly slot resuming after an override, where the override stopped it); the time between
 * slots (and a slot whose show has nothing to play) plays the station's filler programme, which starts over at
 * each India midnight.
 */
export function piecesBetween(
  slots: readonly TimedSlot[],
  from: number,
  to: number,
  programmeOfShow: (slot: TimedSlot) => Programme | null,
  filler: Programme | null,
): Piece[] {
  const pieces: Piece[] = [];
  const addFiller = (start: number, end: number) => {
    for (let at = start; at < end; ) {
      const dayStart = istDayStart(istDate(at));
      const nextDay = istDayStart(istDate(dayStart + 36 * 3600_000));
      const until = Math.min(end, nextDay);
      if (filler) pieces.push({ from: at, to: until, anchor: dayStart, programme: filler });
      at = until;
    }
  };
  let cursor = from;
  for (const slot of [...slots].sort((a, b) => a.startsAt - b.startsAt)) {
    const start = Math.max(slot.startsAt, cursor);
    const end = Math.min(slot.endsAt, to);
    if (end <= start) continue;
    addFiller(cursor, start);
    const programme = programmeOfShow(slot);
    if (programme) pieces.push({ from: start, to: end, anchor: slot.anchorAt, programme });
    else addFiller(start, end);
    cursor = end;
  }
  addFiller(cursor, to);
  return pieces;
}
