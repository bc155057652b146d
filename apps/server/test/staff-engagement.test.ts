import { STAFF_MESSAGES } from '@tarang/contracts';
import { describe, expect, it } from 'vitest';
import { type Account, randomPng, signUp, upload } from './sections-helper';
import { DELHI, inDays, MUMBAI, useConsoleApp } from './staff-engagement-helper';

/**
 * Contests and polls (with live results) in the console: written on the read paths by an editor of
 * the item's station only, validated field by field, protected by a version check, and recorded in Activity.
 * Talent-hunt categories: staff-talent-hunt-categories.test.ts.
 */
const t = useConsoleApp();
const { api, data, activityOf, expectRefused, expectBadInput } = t;

const aContest = (overrides: Record<string, unknown> = {}) => ({
  stationId: DELHI,
  title: 'Dilli Selfie Contest',
  description: '<p>Your best selfie at India Gate.</p><script>alert(1)</script>',
  howToParticipate: '<ul><li>Post it</li></ul><img src=x onerror="alert(1)">',
  prize: 'Concert passes',
  startsAt: inDays(-1),
  endsAt: inDays(10),
  ...overrides,
});

describe('console contests', () => {
  it('an editor creates, edits and deletes a contest; listeners see it from its start; Activity records it', async () => {
    const png = await randomPng(800, 450);
    const image = (await upload(t.app, t.delhiEditor, png, 'selfie.png', 'image/png')).json().data;
    const contest = await data(
      'POST',
      '/contest/v1/contest',
      t.delhiEditor,
      aContest({ imageFileId: image.id }),
    );
    expect(contest).toMatchObject({ version: 1, stationId: DELHI, state: 'open', imageFileId: image.id });
    expect(contest.image).toEqual(expect.any(String));
    expect(contest.description).toBe('<p>Your best selfie at India Gate.</p>');
    expect(contest.howToParticipate).not.toMatch(/onerror|script/);
    expect(await data('GET', `/contest/v1/contest/${contest.id}`)).toMatchObject({ prize: 'Concert passes' });

    const edited = await data('PATCH', `/contest/v1/contest/${contest.id}`, t.delhiEditor, {
      version: 1,
      prize: 'Backstage passes',
    });
    expect(edited).toMatchObject({ version: 2, prize: 'Backstage passes', title: 'Dilli Selfie Contest' });
    expect(await data('GET', `/contest/v1/contest/${contest.id}`)).toMatchObject({
      prize: 'Backstage passes',
    });

    // Scheduled: the console lists it as upcoming, listeners do not see it yet.
    const later = await data('POST', '/contest/v1/contest', t.delhiEditor, aContest({ startsAt: inDays(3) }));
    expect(later.state).toBe('upcoming');
    expect((await api.get(`/contest/v1/contest/${later.id}`)).statusCode).toBe(404);
    const upcoming = await data(
      'GET',
      '/contest/v1/staff/contests?status=upcoming&pageSize=100',
      t.delhiEditor,
    );
    expect(upcoming.map((c: { id: number }) => c.id)).toContain(later.id);
    expect(upcoming.map((c: { id: number }) => c.id)).not.toContain(contest.id);

    expect((await api.as(t.delhiEditor).delete(`/contest/v1/contest/${contest.id}`)).statusCode).toBe(204);
    expect((await api.get(`/contest/v1/contest/${contest.id}`)).statusCode).toBe(404);
    const log = await activityOf('contest', contest.id, t.delhiEditor);
    expect(log.map((entry) => entry.action)).toEqual(['delete', 'update', 'create']);
    expect(log[1]?.changes).toEqual({ prize: 'Backstage passes' });
  });

  it("a Delhi editor is refused on Mumbai's contests, a listener and anonymous everywhere", async () => {
    const mumbai = await data('POST', '/contest/v1/contest', t.admin, aContest({ stationId: MUMBAI }));
    const own = await data('POST', '/contest/v1/contest', t.delhiEditor, aContest());
    await expectRefused([
      ['POST', '/contest/v1/contest', aContest({ stationId: MUMBAI })],
      ['PATCH', `/contest/v1/contest/${mumbai.id}`, { version: 1, title: 'Mine now' }],
      ['PATCH', `/contest/v1/contest/${own.id}`, { version: 1, stationId: MUMBAI }],
      ['DELETE', `/contest/v1/contest/${mumbai.id}`],
      ['GET', `/contest/v1/staff/contests/${mumbai.id}`],
      ['GET', `/contest/v1/staff/contests?stationId=${MUMBAI}`],
    ]);
    const mine = await data('GET', '/contest/v1/staff/contests?pageSize=100', t.delhiEditor);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((contest: { stationId: number }) => contest.stationId === DELHI)).toBe(true);
    expect(await data('GET', `/contest/v1/staff/contests/${mumbai.id}`, t.admin)).toMatchObject({
      version: 1,
    });
  });

  it('refuses bad input naming the field, saves nothing, and refuses a stale version', async () => {
    const audio = await t.app.db.query.files.findFirst({
      where: (f, { like }) => like(f.mimeType, 'audio/%'),
    });
    const before = (await api.as(t.admin).get('/contest/v1/staff/contests')).json().total;
    await expectBadInput('POST', '/contest/v1/contest', [
      [aContest({ title: '  ' }), 'title'],
      [aContest({ endsAt: inDays(-2) }), 'endsAt'],
      [aContest({ startsAt: 'next Friday' }), 'startsAt'],
      [aContest({ prize: 'x'.repeat(201) }), 'prize'],
      [aContest({ imageFileId: audio?.id }), 'imageFileId'],
      [aContest({ imageFileId: 999999 }), 'imageFileId'],
      [aContest({ stationId: 999999 }), 'stationId'],
    ]);
    expect((await api.as(t.admin).get('/contest/v1/staff/contests')).json().total).toBe(before);

    const contest = await data('POST', '/contest/v1/contest', t.admin, aContest({ title: 'Quiz' }));
    // One end sent alone is checked against the other one as stored.
    await expectBadInput('PATCH', `/contest/v1/contest/${contest.id}`, [
      [{ version: 1, endsAt: inDays(-5) }, 'endsAt'],
    ]);
    await data('PATCH', `/contest/v1/contest/${contest.id}`, t.delhiEditor, { version: 1, prize: 'First' });
    const second = await api.as(t.admin).patch(`/contest/v1/contest/${contest.id}`, {
      version: 1,
      prize: 'Lost',
    });
    expect(second.json()).toMatchObject({
      statusCode: 409,
      message: STAFF_MESSAGES.conflict,
      field: 'version',
    });
    expect(await data('GET', `/contest/v1/staff/contests/${contest.id}`, t.admin)).toMatchObject({
      prize: 'First',
      version: 2,
    });
  });
});

const aPoll = (overrides: Record<string, unknown> = {}) => ({
  stationId: DELHI,
  question: 'Which decade had the best film songs?',
  startsAt: inDays(-1),
  endsAt: inDays(7),
  options: [{ text: 'The 60s' }, { text: 'The 70s' }, { text: 'The 90s' }],
  ...overrides,
});
const vote = (pollId: number, optionId: number, account: Account) =>
  api.as(account).post(`/poll/v1/poll/${pollId}/vote`, { optionId });

describe('console polls', () => {
  it('an editor creates a poll, sees live results, edits options without losing votes, and deletes it', async () => {
    const poll = await data('POST', '/poll/v1/poll', t.delhiEditor, aPoll());
    expect(poll).toMatchObject({ version: 1, state: 'open', totalVotes: 0 });
    const [sixties, seventies, nineties] = poll.options as { id: number; text: string }[];
    if (!sixties || !seventies || !nineties) throw new Error('three options');
    for (const optionId of [seventies.id, seventies.id, sixties.id]) {
      expect((await vote(poll.id, optionId, await signUp(t.app))).statusCode).toBe(200);
    }
    const live = await data('GET', `/poll/v1/staff/polls/${poll.id}`, t.delhiEditor);
    expect(live.totalVotes).toBe(3);
    expect(live.options.map((o: { votes: number }) => o.votes)).toEqual([1, 2, 0]);

    // Re-worded, moved, one added and the unvoted one removed: the votes stay with their options.
    const edited = await data('PATCH', `/poll/v1/poll/${poll.id}`, t.delhiEditor, {
      version: 1,
      options: [
        { id: seventies.id, text: 'The seventies' },
        { id: sixties.id, text: 'The 60s' },
        { text: 'The 80s' },
      ],
    });
    expect(edited.version).toBe(2);
    expect(edited.options.map((o: { text: string; votes: number }) => [o.text, o.votes])).toEqual([
      ['The seventies', 2],
      ['The 60s', 1],
      ['The 80s', 0],
    ]);
    const publicPoll = await data('GET', `/poll/v1/poll/${poll.id}`);
    expect(publicPoll).toMatchObject({
      totalVotes: 3,
      options: [{ text: 'The seventies', votes: 2 }, {}, {}],
    });

    // An option with votes cannot be removed; nothing changes.
    const removing = await api.as(t.delhiEditor).patch(`/poll/v1/poll/${poll.id}`, {
      version: 2,
      question: 'Changed?',
      options: [{ id: sixties.id, text: 'The 60s' }, { text: 'The 2000s' }],
    });
    expect(removing.statusCode).toBe(409);
    expect(removing.json()).toMatchObject({
      field: 'options',
      message: expect.stringContaining('“The seventies” (2 votes)'),
    });
    const other = (await data('GET', '/poll/v1/staff/polls?pageSize=1', t.admin))[0];
    await expectBadInput('PATCH', `/poll/v1/poll/${poll.id}`, [
      [
        {
          version: 2,
          options: [
            { id: seventies.id, text: 'A' },
            { id: other.options[0].id, text: 'B' },
          ],
        },
        'options.1.id',
      ],
    ]);
    expect(await data('GET', `/poll/v1/staff/polls/${poll.id}`, t.delhiEditor)).toMatchObject({
      version: 2,
      question: 'Which decade had the best film songs?',
      totalVotes: 3,
    });

    // A poll with votes may be deleted, its votes with it; Activity keeps the final results.
    expect((await api.as(t.delhiEditor).delete(`/poll/v1/poll/${poll.id}`)).statusCode).toBe(204);
    expect((await api.get(`/poll/v1/poll/${poll.id}`)).statusCode).toBe(404);
    const log = await activityOf('poll', poll.id, t.delhiEditor);
    expect(log.map((entry) => entry.action)).toEqual(['delete', 'update', 'create']);
    expect(log[1]?.changes).toEqual({ options: ['The seventies', 'The 60s', 'The 80s'] });
    expect(log[0]?.changes).toEqual({
      totalVotes: 3,
      results: { 'The seventies': 2, 'The 60s': 1, 'The 80s': 0 },
    });
  });

  it("a Delhi editor is refused on Mumbai's polls, a listener and anonymous everywhere", async () => {
    const mumbai = await data('POST', '/poll/v1/poll', t.admin, aPoll({ stationId: MUMBAI }));
    await expectRefused([
      ['POST', '/poll/v1/poll', aPoll({ stationId: MUMBAI })],
      ['PATCH', `/poll/v1/poll/${mumbai.id}`, { version: 1, question: 'Mine now?' }],
      ['DELETE', `/poll/v1/poll/${mumbai.id}`],
      ['GET', `/poll/v1/staff/polls/${mumbai.id}`],
      ['GET', `/poll/v1/staff/polls?stationId=${MUMBAI}`],
    ]);
    const mine = await data('GET', '/poll/v1/staff/polls?pageSize=100', t.delhiEditor);
    expect(mine.every((poll: { stationId: number }) => poll.stationId === DELHI)).toBe(true);
  });

  it('refuses bad input naming the field, saves nothing, and refuses a stale version', async () => {
    const before = (await api.as(t.admin).get('/poll/v1/staff/polls')).json().total;
    const texts = (n: number) => Array.from({ length: n }, (_, i) => ({ text: `Option ${i}` }));
    await expectBadInput('POST', '/poll/v1/poll', [
      [aPoll({ question: ' ' }), 'question'],
      [aPoll({ options: texts(1) }), 'options'],
      [aPoll({ options: texts(11) }), 'options'],
      [aPoll({ options: [{ text: 'Yes' }, { text: 'yes' }] }), 'options.1.text'],
      [aPoll({ options: [{ text: 'Yes' }, { text: ' ' }] }), 'options.1.text'],
      [aPoll({ options: [{ id: 1, text: 'Yes' }, { text: 'No' }] }), 'options.0.id'],
      [aPoll({ endsAt: inDays(-3) }), 'endsAt'],
      [aPoll({ stationId: 999999 }), 'stationId'],
    ]);
    expect((await api.as(t.admin).get('/poll/v1/staff/polls')).json().total).toBe(before);

    const poll = await data('POST', '/poll/v1/poll', t.admin, aPoll({ startsAt: inDays(2) }));
    expect(poll.state).toBe('upcoming');
    expect((await api.get(`/poll/v1/poll/${poll.id}`)).statusCode).toBe(404);
    await data('PATCH', `/poll/v1/poll/${poll.id}`, t.delhiEditor, { version: 1, question: 'First?' });
    const stale = await api.as(t.admin).patch(`/poll/v1/poll/${poll.id}`, { version: 1, question: 'Lost?' });
    expect(stale.json()).toMatchObject({ statusCode: 409, field: 'version' });
    expect((await data('GET', `/poll/v1/staff/polls/${poll.id}`, t.admin)).question).toBe('First?');
  });
});

describe('console engagement lists', () => {
  it('sort each sortable column both ways, as the console asks (`-` descending)', async () => {
    const names = (rows: { title?: string; question?: string }[]) =>
      rows.map((row) => row.title ?? row.question);
    for (const [list, key] of [
      ['/contest/v1/staff/contests', 'title'],
      ['/poll/v1/staff/polls', 'question'],
    ] as const) {
      const up = names(await data('GET', `${list}?sort=${key}&pageSize=100`, t.admin));
      const down = names(await data('GET', `${list}?sort=-${key}&pageSize=100`, t.admin));
      expect(up.length).toBeGreaterThan(1);
      expect(down).toEqual([...up].reverse());
      const byEnd = await data('GET', `${list}?sort=endsAt&pageSize=100`, t.admin);
      const ends = byEnd.map((row: { endsAt: string }) => Date.parse(row.endsAt));
      expect(ends).toEqual([...ends].sort((a, b) => a - b));
      expect((await api.as(t.admin).get(`${list}?sort=-prize`)).json()).toMatchObject({ field: 'sort' });
    }
  });
});
