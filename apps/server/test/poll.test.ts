import type { Poll } from '@tarang/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pollOptions, polls, subscribers } from '../src/db/schema';
import type { App } from '../src/types';
import { client } from './client';
import { buildTestApp } from './helper';
import { type Account, freshAddress, signUp } from './sections-helper';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const api = client(() => app);

function vote(pollId: number | string, body: unknown, account?: Account, remoteAddress = freshAddress()) {
  return api.as(account).post(`/api/poll/v1/poll/${pollId}/vote`, body, { remoteAddress });
}

async function openPoll(): Promise<Poll> {
  const { data } = (await api.get('/api/poll/v1/poll?stationId=1')).json() as { data: Poll[] };
  const poll = data[0];
  if (!poll) throw new Error('the demo network has no open poll on station 1');
  return poll;
}

describe('POST /api/poll/v1/poll/{id}/vote', () => {
  it('counts one vote and answers the poll with the new results and myVote', async () => {
    const listener = await signUp(app);
    const before = await openPoll();
    const [first, second] = before.options;
    if (!first || !second) throw new Error('a poll has at least two options');

    const response = await vote(before.id, { optionId: second.id }, listener);
    expect(response.statusCode, response.body).toBe(200);
    const after = response.json().data as Poll;
    expect(after).toMatchObject({ id: before.id, isOpen: true, myVote: second.id });
    expect(after.totalVotes).toBe(before.totalVotes + 1);
    expect(after.options.find((o) => o.id === second.id)?.votes).toBe(second.votes + 1);
    expect(after.options.find((o) => o.id === first.id)?.votes).toBe(first.votes);

    // The listener sees their vote on the poll and in the list; everyone sees the counts.
    expect((await api.as(listener).get(`/api/poll/v1/poll/${before.id}`)).json().data).toEqual(after);
    const mine = (await api.as(listener).get('/api/poll/v1/poll?stationId=1')).json().data as Poll[];
    expect(mine.find((p) => p.id === before.id)?.myVote).toBe(second.id);
    for (const other of mine.filter((p) => p.id !== before.id)) expect(other.myVote).toBeNull();
    const anonymous = (await api.get(`/api/poll/v1/poll/${before.id}`)).json().data as Poll;
    expect(anonymous).toEqual({ ...after, myVote: null });
  });

  it('refuses a second vote by the same listener with 409, and keeps the first', async () => {
    const listener = await signUp(app);
    const poll = await openPoll();
    const [first, second] = poll.options;
    if (!first || !second) throw new Error('a poll has at least two options');
    expect((await vote(poll.id, { optionId: first.id }, listener)).statusCode).toBe(200);

    const again = await vote(poll.id, { optionId: second.id }, listener);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'You have already voted in this poll',
    });
    const now = (await api.as(listener).get(`/api/poll/v1/poll/${poll.id}`)).json().data as Poll;
    expect(now.myVote).toBe(first.id);
    expect(now.totalVotes).toBe(poll.totalVotes + 1);
  });

  it('counts one of two votes sent at the same moment', async () => {
    const listener = await signUp(app);
    const poll = await openPoll();
    const options = poll.options.map((o) => o.id);
    const answers = await Promise.all(
      [options[0], options[1], options[0]].map((optionId) => vote(poll.id, { optionId }, listener)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const now = (await api.get(`/api/poll/v1/poll/${poll.id}`)).json().data as Poll;
    expect(now.totalVotes).toBe(poll.totalVotes + 1);
  });

  it('needs a signed-in listener', async () => {
    const poll = await openPoll();
    const anonymous = await vote(poll.id, { optionId: poll.options[0]?.id });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ statusCode: 401, message: 'Please log in to continue' });
    const forged = await vote(
      poll.id,
      { optionId: poll.options[0]?.id },
      {
        id: 0,
        token: 'x',
        authorization: 'Bearer not.a.token',
      },
    );
    expect(forged.statusCode).toBe(401);
  });

  it('refuses an account that no longer exists with 401, not a 500', async () => {
    const listener = await signUp(app);
    await app.db.delete(subscribers).where(eq(subscribers.id, listener.id));
    const poll = await openPoll();
    const response = await vote(poll.id, { optionId: poll.options[0]?.id }, listener);
    expect(response.statusCode).toBe(401);
  });

  it('refuses an option of another poll with 400 on optionId', async () => {
    const listener = await signUp(app);
    const { data } = (await api.get('/api/poll/v1/poll?pageSize=100')).json() as { data: Poll[] };
    const [poll, other] = data;
    if (!poll || !other) throw new Error('the demo network has at least two open polls');
    const response = await vote(poll.id, { optionId: other.options[0]?.id }, listener);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Choose one of the options of this poll',
      field: 'optionId',
    });
    expect((await api.as(listener).get(`/api/poll/v1/poll/${poll.id}`)).json().data.myVote).toBeNull();
  });

  it('refuses a vote in a closed poll with 400 "This poll is closed"', async () => {
    const listener = await signUp(app);
    const closed = (await api.get('/api/poll/v1/poll?status=closed')).json().data[0] as Poll;
    expect(closed.isOpen).toBe(false);
    const response = await vote(closed.id, { optionId: closed.options[0]?.id }, listener);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'This poll is closed',
    });
  });

  it('answers 404 for a poll that does not exist or has not started', async () => {
    const listener = await signUp(app);
    expect((await vote(424242, { optionId: 1 }, listener)).json()).toMatchObject({
      statusCode: 404,
      message: 'Poll not found',
    });
    const [scheduled] = await app.db
      .insert(polls)
      .values({
        stationId: 1,
        question: 'Next week: which song opens the morning show?',
        startsAt: new Date(Date.now() + 86_400_000),
        endsAt: new Date(Date.now() + 7 * 86_400_000),
      })
      .returning();
    if (!scheduled) throw new Error('insert returned no row');
    const [option] = await app.db
      .insert(pollOptions)
      .values({ pollId: scheduled.id, text: 'Kesariya' })
      .returning();
    const early = await vote(scheduled.id, { optionId: option?.id }, listener);
    expect(early.statusCode).toBe(404);
    expect((await api.get(`/api/poll/v1/poll/${scheduled.id}`)).statusCode).toBe(404);
  });

  it.each([
    [{}, 'optionId'],
    [{ optionId: 'two' }, 'optionId'],
    [{ optionId: 0 }, 'optionId'],
    [{ optionId: 1.5 }, 'optionId'],
  ])('refuses the body %j with a 400 naming %s', async (body, field) => {
    const listener = await signUp(app);
    const poll = await openPoll();
    const response = await vote(poll.id, body, listener);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, field });
  });

  it('refuses a bad poll id with a 400 naming id', async () => {
    const listener = await signUp(app);
    const response = await vote('first', { optionId: 1 }, listener);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'id' });
  });

  it('limits the votes of one account, not of everyone on its address', async () => {
    const [listener, neighbour] = [await signUp(app), await signUp(app)];
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await vote(424242, { optionId: 1 }, listener, address)).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await vote(424242, { optionId: 1 }, neighbour, address)).statusCode).toBe(404);
  });
});

describe('GET /api/poll/v1/poll', () => {
  it('gives myVote null to anonymous visitors', async () => {
    const { data } = (await api.get('/api/poll/v1/poll?stationId=1')).json() as { data: Poll[] };
    expect(data.length).toBeGreaterThan(0);
    for (const poll of data) expect(poll.myVote).toBeNull();
    // A bad token is treated as anonymous on a public read.
    const withBadToken = await app.inject({
      method: 'GET',
      url: '/api/poll/v1/poll?stationId=1',
      headers: { authorization: 'Bearer not.a.token' },
    });
    expect(withBadToken.statusCode).toBe(200);
  });
});
