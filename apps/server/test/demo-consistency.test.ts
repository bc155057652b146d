import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/types';
import {
  type Demo,
  istWeekday,
  loadDemo,
  type ManifestFile,
  manifestByName,
  people,
  plain,
  says,
  sentences,
} from './demo-helper';
import { buildTestApp } from './helper';

/**
 * The demo network holds to its schedule and to itself, as a listener scanning it would check: what an RJ's page
 * says they present, and when, is on the schedule with them; a show airs when its texts say; its episodes come
 * out on days it airs; what an episode plays fits its show and sounds like its hosts; a video's title card names
 * its own series; a show's language is its city's and the one its description names; an RJ's portrait and bio
 * agree. Dated items, seasons and pictures: demo-calendar.test.ts.
 */
let app: App;
let demo: Demo;
let manifest: Map<string, ManifestFile>;
beforeAll(async () => {
  app = await buildTestApp();
  demo = await loadDemo(app);
  manifest = manifestByName();
});
afterAll(() => app.close());

const DAY_SETS: Record<string, number[]> = {
  Daily: [0, 1, 2, 3, 4, 5, 6],
  'Mon–Fri': [1, 2, 3, 4, 5],
  'Mon–Sat': [1, 2, 3, 4, 5, 6],
  'Sat–Sun': [0, 6],
};
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** What a text says of the days a show airs. */
const DAY_PHRASES: [RegExp, number[]][] = [
  [/\bevery (night|evening|morning)\b|\bseven days a week\b/i, DAY_SETS.Daily as number[]],
  [/\bweekdays\b|\bweeknights\b|\bmonday to friday\b|\bevery weekday\b/i, DAY_SETS['Mon–Fri'] as number[]],
  [/\bmonday to saturday\b|\bsix nights a week\b/i, DAY_SETS['Mon–Sat'] as number[]],
  [/\bweekends\b|\bevery weekend\b/i, DAY_SETS['Sat–Sun'] as number[]],
];
const hour12 = (h: number, half: string | undefined) => (half === 'PM' && h !== 12 ? h + 12 : h % 12);

/** The weekly slots of a show on its station, with the days and minutes it airs. */
const weeklySlots = (mediaId: number) => demo.slots.filter((s) => s.mediaId === mediaId && s.date === null);
const airDays = (mediaId: number) =>
  [...new Set(weeklySlots(mediaId).map((s) => s.weekday as number))].sort();

describe('the demo RJs and the schedule', () => {
  it("an RJ's show and times are on the schedule with them, as their page says", () => {
    for (const rj of demo.profiles) {
      const match = /^(.+), (Daily|Mon–Fri|Mon–Sat|Sat–Sun), (\d{1,2})(?: (AM|PM))?–(\d{1,2}) (AM|PM)$/.exec(
        rj.showTime,
      );
      expect(match, `${rj.name}: "${rj.showTime}"`).not.toBeNull();
      const [, title, days, from, fromHalf, to, toHalf] = match as RegExpExecArray;
      const show = demo.media.find((m) => m.title === title && m.stationId === rj.stationId);
      expect(show, `${rj.name}'s show ${title} on their station`).toBeDefined();
      const start = hour12(Number(from), fromHalf ?? toHalf) * 60;
      // "12 AM" ends the day.
      const end = hour12(Number(to), toHalf) * 60 || 24 * 60;
      const theirs = weeklySlots(show?.id ?? 0).filter((s) => s.hosts.includes(rj.id));
      for (const day of DAY_SETS[days as string] as number[]) {
        const label = `${rj.name}: ${rj.showTime}, ${WEEKDAY_NAMES[day]}`;
        expect(
          theirs.some((s) => s.weekday === day && s.startMinute === start),
          label,
        ).toBe(true);
        // A show past midnight goes on in the first hour of the next day.
        if (end > start)
          expect(
            theirs.some((s) => s.weekday === day && s.endMinute === end),
            label,
          ).toBe(true);
        else
          expect(
            theirs.some((s) => s.weekday === (day + 1) % 7 && s.endMinute === end),
            label,
          ).toBe(true);
      }
      expect(new Set(theirs.map((s) => s.weekday)), rj.name).toEqual(new Set(DAY_SETS[days as string]));
    }
  });

  it('every show, podcast or series a bio names is hosted by that RJ, and every colleague it names shares a show', () => {
    const { firstName } = people(manifest);
    for (const rj of demo.profiles) {
      const text = `${rj.showTime}. ${rj.bio}`;
      for (const item of demo.media.filter((m) => says(text, m.title))) {
        expect(item.hosts, `${rj.name} presents ${item.title}`).toContain(rj.id);
        if (item.mediaType === 'AudioShow')
          expect(
            weeklySlots(item.id).some((s) => s.hosts.includes(rj.id)),
            `${rj.name} on ${item.title}`,
          ).toBe(true);
      }
      const colleagues = demo.profiles.filter((o) => o.stationId === rj.stationId && o.id !== rj.id);
      for (const colleague of colleagues.filter((o) => says(rj.bio, firstName(o)))) {
        const together = demo.media.some((m) => m.hosts.includes(rj.id) && m.hosts.includes(colleague.id));
        expect(together, `${rj.name}'s bio names ${colleague.name}`).toBe(true);
      }
    }
  });

  it('a show airs on the days and at the times its texts, its hosts’ bios and the contests and news naming it say', () => {
    const texts = [
      ...demo.contests.map((c) => c.text),
      ...demo.news.map((n) => n.text),
      ...demo.events.map((e) => e.text),
    ];
    for (const show of demo.media.filter((m) => m.mediaType === 'AudioShow')) {
      const days = airDays(show.id);
      const own = [
        plain(show.description),
        ...demo.episodes.filter((e) => e.mediaId === show.id).map((e) => plain(e.description)),
      ];
      const bios = demo.profiles.filter(
        (p) => show.hosts.includes(p.id) && p.showTime.startsWith(show.title),
      );
      const said = [
        ...own.flatMap(sentences),
        ...bios.flatMap((p) => sentences(p.bio)),
        ...texts.flatMap(sentences).filter((sentence) => says(sentence, show.title)),
      ];
      for (const sentence of said) {
        const label = `${show.title} (${days.map((d) => WEEKDAY_NAMES[d]).join(', ')}): "${sentence}"`;
        for (const [phrase, claimed] of DAY_PHRASES)
          if (phrase.test(sentence)) expect(days, label).toEqual(claimed);
        for (const [, day] of sentence.matchAll(
          /\b(?:every|on) (Sunday|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday)s?\b/g,
        ))
          expect(days, label).toContain(WEEKDAY_NAMES.indexOf(day as string));
        for (const [, h, m, half] of sentence.matchAll(/\b(?:at|from) (\d{1,2})(?::(\d\d))? (AM|PM)\b/g)) {
          const minute = hour12(Number(h), half) * 60 + Number(m ?? 0);
          const onAir = weeklySlots(show.id).some((s) => s.startMinute <= minute && minute < s.endMinute);
          expect(onAir, label).toBe(true);
        }
      }
    }
  });

  it("a show's episodes come out on days it airs, a podcast's on the release days it gives", () => {
    for (const show of demo.media.filter((m) => m.mediaType === 'AudioShow')) {
      const days = airDays(show.id);
      for (const episode of demo.episodes.filter((e) => e.mediaId === show.id))
        expect(days, `${show.title}: ${episode.title}`).toContain(istWeekday(episode.publishedAt));
    }
    const bannerText = demo.banners.map((b) => `${b.title}. ${b.subtitle}`);
    for (const item of demo.media) {
      const said = [
        plain(item.description),
        ...demo.episodes.filter((e) => e.mediaId === item.id).map((e) => plain(e.description)),
      ]
        .concat(bannerText.filter((t) => says(t, item.title)))
        .join(' ');
      // "New episodes every other Thursday", "a new episode every week"; a series named for its day.
      const release =
        /\bnew episodes? every (other )?(Sunday|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|week)\b/i.exec(
          said,
        ) ??
        (/ (Saturday)s$/.exec(item.title) && [null, undefined, 'Saturday']);
      if (!release) continue;
      const cadence = release[1] ? 14 : 7;
      const weekday = release[2] === 'week' ? undefined : release[2];
      const dates = demo.episodes
        .filter((e) => e.mediaId === item.id)
        .map((e) => e.publishedAt.getTime())
        .sort((a, b) => a - b);
      for (const [n, time] of dates.entries()) {
        if (weekday)
          expect(WEEKDAY_NAMES[istWeekday(new Date(time))], `${item.title} comes out on ${weekday}`).toBe(
            weekday,
          );
        const gap = n > 0 ? Math.round((time - (dates[n - 1] as number)) / 86_400_000) : cadence;
        expect(gap % cadence, `${item.title}: ${gap} days between episodes, every ${cadence}`).toBe(0);
      }
      // The newest came out in the last cycle (a day more: not yet today's).
      expect(Date.now() - (dates.at(-1) as number), `${item.title}'s newest episode`).toBeLessThan(
        (cadence + 1) * 86_400_000,
      );
    }
  });
});

describe('the demo media', () => {
  it("what an episode plays fits its show and is spoken like its hosts; a series' video names that series", () => {
    const { genderOf } = people(manifest);
    const mediaTitles = new Set(demo.media.map((m) => m.title));
    for (const episode of demo.episodes) {
      const show = demo.media.find((m) => m.id === episode.mediaId);
      if (!show) throw new Error(`episode ${episode.id} has no show`);
      const file = manifest.get(episode.file);
      const label = `${show.title}: ${episode.title} plays ${episode.file}`;
      if (show.mediaType === 'Video') {
        const station = demo.stations.find((s) => s.id === show.stationId);
        expect(file?.card, label).toEqual({ title: show.title, station: station?.name });
        continue;
      }
      const about = `${show.title}. ${plain(show.description)}`;
      expect(
        file?.subjects?.some((subject) => says(about, subject)),
        `${label}, about ${file?.subjects}`,
      ).toBe(true);
      const hosts = demo.profiles.filter((p) => show.hosts.includes(p.id)).map(genderOf);
      for (const voice of file?.voices ?? [])
        expect(hosts, `${label}, spoken by a ${voice}`).toContain(voice);
    }
    // An RJ's own videos are not a show: their title card names only Tarang.
    const rjVideos = [
      ...demo.rjVideos.map((v) => v.file),
      ...demo.gallery.filter((g) => g.file.endsWith('.mp4')).map((g) => g.file),
    ];
    expect(rjVideos.length).toBeGreaterThan(20);
    for (const video of rjVideos) {
      const card = manifest.get(video)?.card;
      expect(card?.station ?? null, video).toBeNull();
      expect(mediaTitles.has(card?.title ?? ''), `${video} shows the title card of ${card?.title}`).toBe(
        false,
      );
    }
  });

  it("a show's language is one its description names, and one of its station's city", async () => {
    const CITY_LANGUAGES: Record<string, string[]> = {
      Delhi: ['Hindi', 'Hinglish', 'English', 'Urdu', 'Punjabi'],
      Maharashtra: ['Marathi', 'Hindi', 'Hinglish', 'English'],
      Karnataka: ['Kannada', 'English', 'Hinglish'],
      'West Bengal': ['Bengali', 'English', 'Hindi'],
      'Tamil Nadu': ['Tamil', 'English'],
      Telangana: ['Telugu', 'Urdu', 'Hindi', 'Hinglish', 'English'],
      Rajasthan: ['Hindi', 'Rajasthani', 'English'],
      'Uttar Pradesh': ['Hindi', 'Urdu', 'English'],
    };
    const LANGUAGES = [
      'Hindi',
      'English',
      'Hinglish',
      'Kannada',
      'Tamil',
      'Telugu',
      'Bengali',
      'Marathi',
      'Urdu',
      'Dakhni',
    ];
    const states = new Map(demo.stations.map((s) => [s.id, s.stateId]));
    const stateName = new Map((await app.db.query.states.findMany()).map((s) => [s.id, s.name]));
    for (const item of demo.media) {
      const named = LANGUAGES.filter((language) => says(plain(item.description), language));
      const spoken = item.language === 'Hinglish' ? ['Hinglish', 'Hindi', 'English'] : [item.language];
      if (named.length > 0)
        expect(
          spoken.some((l) => named.includes(l)),
          `${item.title} in ${item.language}, says ${named}`,
        ).toBe(true);
      if (item.stationId === null) continue;
      const state = stateName.get(states.get(item.stationId) ?? 0) ?? '';
      expect(CITY_LANGUAGES[state], `${item.title} in ${item.language}, ${state}`).toContain(item.language);
    }
  });

  it("an RJ's portrait shows who their bio says", () => {
    const { genderOf } = people(manifest);
    for (const rj of demo.profiles) {
      const she = /\b(she|her)\b/i.test(rj.bio);
      const he = /\b(he|his|him)\b/i.test(rj.bio);
      expect(she !== he, `${rj.name}: the bio says she or he`).toBe(true);
      expect(genderOf(rj), `${rj.name}'s portrait`).toBe(she ? 'woman' : 'man');
    }
  });
});
