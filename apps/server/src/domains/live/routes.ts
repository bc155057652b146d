import { MAX_ID } from '@tarang/contracts';
import type { FastifyReply } from 'fastify';
import { badRequest, HttpError, notFound } from '../../errors';
import { addressKey } from '../../plugins/rate-limits';
import type { App } from '../../types';
import { Broadcaster } from './broadcast';
import type { LiveStation } from './catalogue';
import { ConnectionCap } from './connection-cap';
import { renderPlaylist } from './playlist';
import { LivePlayout, lastCompleteSequence, PLAYLIST_SEGMENTS, SEGMENT_GRACE } from './segments';

/**
 * The built-in playout's addresses (livePaths in the contracts), outside /api because players fetch them as
 * media: `/live/{stationId}/index.m3u8` (HLS playlist), `/live/{stationId}/{sequence}.mp3` (its segments) and
 * `/live/{stationId}.mp3` (the continuous MP3 for players without HLS).
 */

const PLAYLIST_CACHE = 'public, max-age=1';
/** A segment's bytes never change once it has ended; it is served only while near the live edge. */
const SEGMENT_CACHE = 'public, max-age=3600';

const STATION_ID = /^\d{1,10}$/;
const SEQUENCE = /^\d{1,15}$/;

function stationIdOf(text: string): number {
  const id = STATION_ID.test(text) ? Number(text) : Number.NaN;
  if (!(id >= 1 && id <= MAX_ID)) {
    throw badRequest(`stationId must be a whole number from 1 to ${MAX_ID}`, 'stationId');
  }
  return id;
}

/** How long a client over its address's cap of live connections is asked to wait. */
const LIVE_RETRY_SECONDS = 30;

const offAir = (id: number) =>
  notFound(`Station ${id} is off air: it has no published MP3 episodes to play right now`);

/** Header values are Latin-1: a name outside printable ASCII keeps what it can. */
const icyName = (station: LiveStation) =>
  station.name.replace(/[^\x20-\x7e]/g, '').trim() || `Station ${station.id}`;

export async function liveRoutes(app: App) {
  const playout = new LivePlayout(app.db, app.storage, app.log);
  const broadcaster = new Broadcaster((id, sequence) => playout.segment(id, sequence), app.log);
  // Before the server waits for open connections to end: otherwise a listener would keep it open.
  app.addHook('preClose', async () => broadcaster.close());

  // Every live request holds a place of its client address until its connection closes: a stream for as long as
  // it is listened to, a playlist or segment for a moment.
  const cap = new ConnectionCap(app.config.liveConnectionsPerAddress);
  app.addHook('onRequest', (request, reply, done) => {
    const key = addressKey(request.ip);
    if (!cap.take(key)) {
      const max = app.config.liveConnectionsPerAddress;
      return done(
        new HttpError(
          429,
          `Too many live streams are open from your network (${max} at once). Close one, or try again in a minute.`,
          undefined,
          { 'retry-after': String(LIVE_RETRY_SECONDS) },
        ),
      );
    }
    reply.raw.once('close', () => cap.release(key));
    done();
  });

  async function builtInStation(id: number): Promise<LiveStation> {
    const station = await playout.catalogue.station(id);
    if (!station) throw notFound(`No station with id ${id}`);
    if (station.streamUrl !== '') {
      throw notFound(
        `Station ${id} streams from its own server, not the built-in playout: see its now-playing stream`,
      );
    }
    return station;
  }

  app.get<{ Params: { stationId: string; file: string } }>(
    '/live/:stationId/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const id = stationIdOf(request.params.stationId);
      const { file } = request.params;
      if (file === 'index.m3u8') return playlist(id, reply);
      if (file.endsWith('.mp3')) {
        const sequence = file.slice(0, -'.mp3'.length);
        if (!SEQUENCE.test(sequence)) throw badRequest('sequence must be a whole number', 'sequence');
        return segment(id, Number(sequence), reply);
      }
      throw notFound(`No live file ${file}: the playlist is index.m3u8 and its segments {sequence}.mp3`);
    },
  );

  async function playlist(id: number, reply: FastifyReply) {
    await builtInStation(id);
    const window = await playout.window(id, Date.now());
    if (window.length === 0) throw offAir(id);
    return reply
      .header('Cache-Control', PLAYLIST_CACHE)
      .type('application/vnd.apple.mpegurl')
      .send(renderPlaylist(window));
  }

  async function segment(id: number, sequence: number, reply: FastifyReply) {
    await builtInStation(id);
    const last = lastCompleteSequence(Date.now());
    if (sequence > last) throw notFound(`Segment ${sequence} has not ended yet: the newest is ${last}`);
    const oldest = last - PLAYLIST_SEGMENTS + 1 - SEGMENT_GRACE;
    if (sequence < oldest)
      throw notFound(`Segment ${sequence} has left the live window: the oldest is ${oldest}`);
    const built = await playout.segment(id, sequence);
    if (built.frames.length === 0) throw offAir(id);
    return reply
      .header('Cache-Control', SEGMENT_CACHE)
      .type('audio/mpeg')
      .send(Buffer.concat([built.tag, built.frames]));
  }

  app.get<{ Params: { file: string } }>('/live/:file', { schema: { hide: true } }, async (request, reply) => {
    const { file } = request.params;
    if (!file.endsWith('.mp3')) {
      throw notFound(`No live file ${file}: a station's continuous stream is /live/{stationId}.mp3`);
    }
    const id = stationIdOf(file.slice(0, -'.mp3'.length));
    const station = await builtInStation(id);
    const [newest] = (await playout.window(id, Date.now())).slice(-1);
    if (!newest) throw offAir(id);
    if (request.method === 'HEAD') {
      return reply
        .header('Cache-Control', 'no-store')
        .header('icy-name', icyName(station))
        .type('audio/mpeg')
        .send();
    }
    // Written to directly, for as long as the listener stays (broadcast.ts): no stream or hook in between.
    reply.hijack();
    const { raw } = reply;
    raw.writeHead(200, {
      'Cache-Control': 'no-store',
      'icy-name': icyName(station),
      'Content-Type': 'audio/mpeg',
    });
    broadcaster.add(id, raw);
  });
}
