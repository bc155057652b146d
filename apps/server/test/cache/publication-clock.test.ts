import { inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PublicationClock } from '../../src/cache/publication-clock';
import { publicationRepository } from '../../src/cache/publication-repository';
import { episodes, redLines } from '../../src/db/schema';
import type { App } from '../../src/types';
import { client } from '../client';
import { buildTestApp } from '../helper';
import { type Account, signUp } from '../sections-helper';
import { scheduleEpisode, until } from './scheduled-episode';

/**
 * Shows and episodes are kept in memory like every catalogue read, yet a scheduled one reaches listeners the
 * moment its time comes, with no write to clear the cache: the publication clock clears it then.
 */
let app: App;
let admin: Account;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await signUp(app, { staff: true });
});
afterAll(() => app.close());

const api = client(() => app, { prefix: '/api/media/v1' });

describe('a scheduled episode', () => {
  it('is in no kept read before its time, and in every read at once when it comes', async () => {
    const { showId, episodeId, at } = await scheduleEpisode(app, admin, 4000);

    const reads = {
      show: `/media/${showId}`,
      shows: '/media?stationId=1&pageSize=100',
      episodes: `/media/${showId}/episodes?pageSize=100`,
      latest: '/episodes?stationId=1&pageSize=100',
    };
    const view = async () => {
      const [show, shows, list, latest] = await Promise.all(Object.values(reads).map((url) => api.get(url)));
      return {
        cached: [show, shows, list, latest].map((response) => response?.headers['x-cache'] ?? 'miss'),
        episodeCount: show?.json().data.episodeCount as number,
        listedCount: shows?.json().data.find((item: { id: number }) => item.id === showId)?.episodeCount,
        inList: list?.json().data.some((episode: { id: number }) => episode.id === episodeId),
        inLatest: latest?.json().data.some((episode: { id: number }) => episode.id === episodeId),
      };
    };
    const before = await view();
    const keptBefore = await view();
    const one = await api.get(`/media/${showId}/episodes/${episodeId}`);
    expect(Date.now(), 'the machine was too slow to read before the episode’s time').toBeLessThan(at);
    expect(keptBefore).toEqual({ ...before, cached: ['hit', 'hit', 'hit', 'hit'] });
    expect(before).toMatchObject({ inList: false, inLatest: false, listedCount: before.episodeCount });
    expect(one.statusCode).toBe(404);

    await until(at, 100);
    const after = await view();
    expect(after).toEqual({
      cached: ['miss', 'miss', 'miss', 'miss'],
      episodeCount: before.episodeCount + 1,
      listedCount: before.episodeCount + 1,
      inList: true,
      inLatest: true,
    });
    expect((await api.get(`/media/${showId}/episodes/${episodeId}`)).statusCode).toBe(200);
    expect((await view()).cached).toEqual(['hit', 'hit', 'hit', 'hit']);
  });
});

describe('the next publication', () => {
  it('is the soonest scheduled show, episode or red line; drafts and past items do not count', async () => {
    const repository = publicationRepository(app.db);
    const soon = new Date(Date.now() + 60_000);
    const [episode] = await app.db.select().from(episodes).limit(1);
    const [article] = await app.db.select().from(redLines).limit(1);
    if (!episode || !article) throw new Error('the demo network has no episode or red line');
    const later = await app.db
      .insert(redLines)
      .values({ ...article, id: undefined, slug: `${article.slug}-later`, publishedAt: soon })
      .returning({ id: redLines.id });
    const delay = await repository.nextPublicationDelayMs();
    expect(delay).toBeGreaterThan(55_000);
    expect(delay).toBeLessThanOrEqual(60_000);
    const draft = await app.db
      .insert(episodes)
      .values({ ...episode, id: undefined, status: 'draft', publishedAt: new Date(Date.now() + 5_000) })
      .returning({ id: episodes.id });
    expect(await repository.nextPublicationDelayMs()).toBeGreaterThan(55_000);
    await app.db.delete(redLines).where(
      inArray(
        redLines.id,
        later.map((row) => row.id),
      ),
    );
    await app.db.delete(episodes).where(
      inArray(
        episodes.id,
        draft.map((row) => row.id),
      ),
    );
  });
});

describe('the clock', () => {
  afterEach(() => vi.useRealTimers());
  const log = { warn: () => {} };

  it('follows the newest look when an older, slower one answers last', async () => {
    vi.useFakeTimers();
    const answers: Array<(delay: number | null) => void> = [];
    const due = vi.fn();
    const clock = new PublicationClock(() => new Promise((resolve) => answers.push(resolve)), due, log);
    const older = clock.arm();
    const newer = clock.arm();
    answers[1]?.(1_000);
    await newer;
    answers[0]?.(null);
    await older;
    await vi.advanceTimersByTimeAsync(1_001);
    expect(due).toHaveBeenCalledTimes(1);
    clock.close();
  });

  it('waits an hour at most, then looks again without clearing anything', async () => {
    vi.useFakeTimers();
    const due = vi.fn();
    const look = vi.fn(async () => 3 * 3_600_000);
    const clock = new PublicationClock(look, due, log);
    await clock.arm();
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(look).toHaveBeenCalledTimes(2);
    expect(due).not.toHaveBeenCalled();
    clock.close();
  });
});
