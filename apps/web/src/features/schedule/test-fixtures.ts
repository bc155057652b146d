import type { NowPlaying, ScheduleRj, ScheduleSlot } from '@tarang/contracts';
import { istDayStart, minutesOf } from '@tarang/contracts';

/** Shows and RJs as the API gives them, for the schedule's component tests. */

export const STATION = { id: 1, name: 'Tarang Delhi', urlName: 'tarang-delhi-1' };

export const rj = (id: number, name: string): ScheduleRj => ({
  id,
  name,
  urlName: `${name.toLowerCase().replace(/\s+/g, '-')}-${id}`,
  image: null,
});

const show = (id: number, title: string) => ({
  id,
  title,
  urlName: `${title.toLowerCase().replace(/\s+/g, '-')}-${id}`,
  image: null,
  imageAlt: title,
});

const at = (date: string, clock: string) =>
  new Date(istDayStart(date) + (minutesOf(clock) ?? 0) * 60_000).toISOString();

/** A slot on an IST date, its instants worked out from the clock times. */
export function slot(
  id: number,
  date: string,
  start: string,
  end: string,
  title: string,
  rjs: ScheduleRj[] = [],
  isOverride = false,
): ScheduleSlot {
  return {
    id,
    date,
    start,
    end,
    startsAt: at(date, start),
    endsAt: at(date, end),
    show: show(id * 10, title),
    rjs,
    isOverride,
  };
}

export function nowPlaying(current: ScheduleSlot | null, next: ScheduleSlot | null): NowPlaying {
  return {
    show: current?.show ?? null,
    rjs: current?.rjs ?? [],
    startsAt: current?.startsAt ?? null,
    endsAt: current?.endsAt ?? null,
    title: null,
    next: next ? { show: next.show, rjs: next.rjs, startsAt: next.startsAt, endsAt: next.endsAt } : null,
    stream: { url: '/live/1/index.m3u8', type: 'hls', fallbackUrl: '/live/1.mp3', builtIn: true },
  };
}

/** A fetch that answers from a table of path-and-query → response, and records what it was asked. */
export function fakeApi(answer: (url: URL) => { status: number; body: unknown } | Promise<never>) {
  const asked: URL[] = [];
  const fetch = async (input: string | URL | Request) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    asked.push(url);
    const { status, body } = await answer(url);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, asked };
}
