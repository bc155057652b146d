import {
  istDate,
  list,
  nowPlaying,
  one,
  scheduleQuery,
  scheduleSlot,
  stationIdPath,
} from '@tarang/contracts';
import { notFound } from '../../errors';
import { PUBLIC_CACHE } from '../../shared/reads';
import type { App } from '../../types';
import { icecastTitles } from './icecast';
import { nowPlayingOf } from './now-playing';
import { toScheduleSlots } from './on-air';
import { scheduleRepository } from './repository';
import { slotsOnDate } from './timetable';

const tags = ['station', 'schedule'];

/**
 * Now-playing changes at a slot's end and an Icecast title with each song: listeners' browsers and a CDN keep it
 * only a few seconds (the server itself keeps Icecast answers 10 s).
 */
export const NOW_PLAYING_CACHE = 'public, max-age=5';

/**
 * The live schedule in the station service: a station's slots on an India date and what it has on air now
 * (listeners), and the console's schedule (staff.ts).
 */
export async function scheduleRoutes(app: App) {
  const icecast = icecastTitles(app.log, { allowPrivateHosts: app.config.allowPrivateStreamHosts });
  const repository = scheduleRepository(app.db);

  /** The station's timetable listeners see on these dates; 404 for an unknown or inactive station. */
  async function timetableOr404(stationId: number, dates: readonly string[]) {
    const timetable = await repository.listenerTimetable(stationId, dates);
    if (!timetable) throw notFound('Station not found');
    return timetable;
  }

  app.get(
    '/station/:id/schedule',
    {
      schema: {
        tags,
        summary: "A station's schedule on an India date (default today): its overrides and weekly slots",
        description:
          'Times are India Standard Time (start, end) and ISO instants (startsAt, endsAt). A one-off override (isOverride) airs whole on its date; a weekly slot it overlaps airs before and after it, listed once for each part (same id). rjs are the RJs the slot names, else its show’s.',
        params: stationIdPath,
        querystring: scheduleQuery,
        response: { 200: list(scheduleSlot) },
      },
    },
    async (request, reply) => {
      const date = request.query.date ?? istDate();
      const timetable = await timetableOr404(request.params.id, [date]);
      const slots = toScheduleSlots(app, slotsOnDate(timetable.rows, date), timetable);
      reply.header('Cache-Control', PUBLIC_CACHE);
      return { data: slots, total: slots.length };
    },
  );

  app.get(
    '/station/:id/now-playing',
    {
      schema: {
        tags,
        summary: 'What a station has on air now, what comes next, and its live stream',
        description:
          'stream is the station’s external stream when set, else the built-in playout (HLS with an MP3 fallback). title is what an external Icecast mount reports it plays (its status-json.xsl), else null.',
        params: stationIdPath,
        response: { 200: one(nowPlaying) },
      },
    },
    async (request, reply) => {
      const read = (dates: readonly string[]) => repository.listenerTimetable(request.params.id, dates);
      const data = await nowPlayingOf(app, read, icecast, Date.now());
      if (!data) throw notFound('Station not found');
      reply.header('Cache-Control', NOW_PLAYING_CACHE);
      return { data };
    },
  );
}
