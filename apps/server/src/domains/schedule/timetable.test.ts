import { describe, expect, it } from 'vitest';
import { datesBetween, type SlotRow, slotAt, slotsBetween, slotsOnDate } from './timetable';

/** 2026-11-23 is a Monday (weekday 1); India is UTC+5:30 all year. */
const MONDAY = '2026-11-23';
const TUESDAY = '2026-11-24';
const at = (iso: string) => Date.parse(iso);
const hours = (h: number) => h * 60;

let nextId = 1;
const weekly = (weekday: number, from: number, to: number, mediaId = 10): SlotRow => ({
  id: nextId++,
  weekday,
  date: null,
  startMinute: hours(from),
  endMinute: hours(to),
  mediaId,
});
const override = (date: string, from: number, to: number, mediaId = 99): SlotRow => ({
  id: nextId++,
  weekday: null,
  date,
  startMinute: hours(from),
  endMinute: hours(to),
  mediaId,
});

const breakfast = weekly(1, 7, 10, 1);
const midday = weekly(1, 10, 14, 2);
const lateNight = weekly(1, 22, 24, 3);
const tuesdayEarly = weekly(2, 0, 2, 4);
const rows = [breakfast, midday, lateNight, tuesdayEarly];

describe('timetable', () => {
  it('places a weekly slot on its weekday in India time: 07:00 IST is 01:30 UTC', () => {
    const [first] = slotsOnDate(rows, MONDAY);
    expect(first).toMatchObject({ id: breakfast.id, day: MONDAY, isOverride: false });
    expect(new Date(first?.startsAt ?? 0).toISOString()).toBe('2026-11-23T01:30:00.000Z');
    expect(new Date(first?.endsAt ?? 0).toISOString()).toBe('2026-11-23T04:30:00.000Z');
  });

  it('lists a date’s slots in order and none of another weekday', () => {
    expect(slotsOnDate(rows, MONDAY).map((slot) => slot.id)).toEqual([breakfast.id, midday.id, lateNight.id]);
    expect(slotsOnDate(rows, TUESDAY).map((slot) => slot.id)).toEqual([tuesdayEarly.id]);
    expect(slotsOnDate(rows, '2026-11-25')).toEqual([]);
  });

  it('airs an override whole and the weekly slots it overlaps around it, on its date only', () => {
    const special = override(MONDAY, 9, 11);
    const withSpecial = [...rows, special];
    const monday = slotsOnDate(withSpecial, MONDAY);
    expect(
      monday.map((slot) => [slot.id, slot.startMinute / 60, slot.endMinute / 60, slot.isOverride]),
    ).toEqual([
      [breakfast.id, 7, 9, false],
      [special.id, 9, 11, true],
      [midday.id, 11, 14, false],
      [lateNight.id, 22, 24, false],
    ]);
    // The next Monday has its weekly slots whole again.
    expect(
      slotsOnDate(withSpecial, '2026-11-30').map((slot) => [slot.id, slot.startMinute, slot.endMinute]),
    ).toEqual([
      [breakfast.id, breakfast.startMinute, breakfast.endMinute],
      [midday.id, midday.startMinute, midday.endMinute],
      [lateNight.id, lateNight.startMinute, lateNight.endMinute],
    ]);
  });

  describe('a weekly slot 16:00–20:00 and a special on its day', () => {
    const evening = weekly(1, 16, 20, 5);
    /** What airs on Monday from 14:00 on: [slot, from, to] in hours, the override marked by its mediaId 99. */
    const airWith = (...specials: SlotRow[]) =>
      slotsOnDate([evening, ...specials], MONDAY).map((slot) => [
        slot.isOverride ? 'special' : 'weekly',
        slot.startMinute / 60,
        slot.endMinute / 60,
      ]);

    it('at its start: the special, then the weekly show until its end', () => {
      expect(airWith(override(MONDAY, 16, 17))).toEqual([
        ['special', 16, 17],
        ['weekly', 17, 20],
      ]);
    });

    it('inside it: the weekly show before and after the special', () => {
      expect(airWith(override(MONDAY, 17, 18))).toEqual([
        ['weekly', 16, 17],
        ['special', 17, 18],
        ['weekly', 18, 20],
      ]);
    });

    it('at its end, and starting before it', () => {
      expect(airWith(override(MONDAY, 19, 20))).toEqual([
        ['weekly', 16, 19],
        ['special', 19, 20],
      ]);
      expect(airWith(override(MONDAY, 15, 17))).toEqual([
        ['special', 15, 17],
        ['weekly', 17, 20],
      ]);
    });

    it('covering it whole: the special alone', () => {
      expect(airWith(override(MONDAY, 16, 20))).toEqual([['special', 16, 20]]);
      expect(airWith(override(MONDAY, 12, 22))).toEqual([['special', 12, 22]]);
    });

    it('two specials inside it: the weekly show in each gap', () => {
      expect(airWith(override(MONDAY, 17, 18), override(MONDAY, 19, 19.5))).toEqual([
        ['weekly', 16, 17],
        ['special', 17, 18],
        ['weekly', 18, 19],
        ['special', 19, 19.5],
        ['weekly', 19.5, 20],
      ]);
    });

    it('a special spanning two weekly slots takes the end of one and the start of the next', () => {
      const late = weekly(1, 20, 23, 6);
      const special = override(MONDAY, 19, 21);
      expect(
        slotsOnDate([evening, late, special], MONDAY).map((slot) => [
          slot.id,
          slot.startMinute / 60,
          slot.endMinute / 60,
        ]),
      ).toEqual([
        [evening.id, 16, 19],
        [special.id, 19, 21],
        [late.id, 21, 23],
      ]);
    });

    it('counts the weekly show’s programme from where the special stopped it', () => {
      const [before, , after] = slotsOnDate([evening, override(MONDAY, 17, 18)], MONDAY);
      // 16:00 IST is 10:30Z; the show aired an hour before the special, so at 18:00 it is an hour in.
      expect(before?.anchorAt).toBe(at('2026-11-23T10:30:00Z'));
      expect(after?.startsAt).toBe(at('2026-11-23T12:30:00Z'));
      expect(after?.anchorAt).toBe(at('2026-11-23T11:30:00Z'));
      // After a special at its start, the show starts from the beginning of its programme.
      const [, resumed] = slotsOnDate([evening, override(MONDAY, 16, 17)], MONDAY);
      expect(resumed?.anchorAt).toBe(resumed?.startsAt);
    });

    it('finds the weekly show on air after the special, and the special during it', () => {
      const withSpecial = [evening, override(MONDAY, 16, 17)];
      expect(slotAt(withSpecial, at('2026-11-23T10:45:00Z'))?.isOverride).toBe(true); // 16:15 IST
      expect(slotAt(withSpecial, at('2026-11-23T11:30:00Z'))).toMatchObject({ id: evening.id }); // 17:00 IST
      expect(slotAt(withSpecial, at('2026-11-23T14:29:00Z'))).toMatchObject({ id: evening.id }); // 19:59 IST
    });

    it('leaves another date’s weekly show alone: slots never cross midnight, so a special touches its date only', () => {
      const tuesdayMorning = weekly(2, 0, 2, 7);
      const lateSpecial = override(MONDAY, 23, 24);
      expect(
        slotsOnDate([tuesdayMorning, lateSpecial], TUESDAY).map((slot) => [
          slot.id,
          slot.startMinute,
          slot.endMinute,
        ]),
      ).toEqual([[tuesdayMorning.id, 0, 120]]);
    });
  });

  it('keeps a weekly slot that only touches an override', () => {
    const special = override(MONDAY, 14, 16);
    expect(slotsOnDate([...rows, special], MONDAY).map((slot) => slot.id)).toEqual([
      breakfast.id,
      midday.id,
      special.id,
      lateNight.id,
    ]);
  });

  it('gives nothing for an impossible date', () => {
    expect(slotsOnDate(rows, '2026-02-30')).toEqual([]);
    expect(slotsOnDate(rows, 'yesterday')).toEqual([]);
  });

  it('finds the slot on air at an instant, and none between slots or at a slot’s end', () => {
    expect(slotAt(rows, at('2026-11-23T01:30:00Z'))?.id).toBe(breakfast.id);
    expect(slotAt(rows, at('2026-11-23T04:29:59Z'))?.id).toBe(breakfast.id);
    expect(slotAt(rows, at('2026-11-23T04:30:00Z'))?.id).toBe(midday.id);
    expect(slotAt(rows, at('2026-11-23T08:30:00Z'))).toBeNull();
    expect(slotAt(rows, at('2026-11-23T01:29:59Z'))).toBeNull();
  });

  it('crosses midnight in India, not in UTC: Monday 23:00 IST then Tuesday 01:00 IST', () => {
    // 2026-11-23T17:30Z is Monday 23:00 IST; 19:30Z is Tuesday 01:00 IST.
    expect(slotAt(rows, at('2026-11-23T17:30:00Z'))?.id).toBe(lateNight.id);
    expect(slotAt(rows, at('2026-11-23T19:30:00Z'))).toMatchObject({ id: tuesdayEarly.id, day: TUESDAY });
  });

  it('lists the slots between two instants, the one already on air included', () => {
    const from = at('2026-11-23T03:00:00Z'); // Monday 08:30 IST
    const to = at('2026-11-23T20:00:00Z'); // Tuesday 01:30 IST
    expect(slotsBetween(rows, from, to).map((slot) => slot.id)).toEqual([
      breakfast.id,
      midday.id,
      lateNight.id,
      tuesdayEarly.id,
    ]);
  });

  it('names the India dates an interval touches', () => {
    expect(datesBetween(at('2026-11-23T17:30:00Z'), at('2026-11-23T19:00:00Z'))).toEqual([MONDAY, TUESDAY]);
    expect(datesBetween(at('2026-11-23T00:00:00Z'), at('2026-11-23T18:30:00Z'))).toEqual([MONDAY]);
  });
});
