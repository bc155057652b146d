import { addDays, istDate, weekdayOf } from '@tarang/contracts';
import { describe } from 'vitest';
import { getJson } from './api';
import { expectNoAxeViolations, expectNoIssues, test, type ViewportName } from './browser';
import { ADMIN, createEditor, openSection, signInToConsole, staffCall } from './staff';
import { addSlot, dayRegion, fillSlot, makeStation, messageOf, removeStation } from './staff-schedule';

/**
 * The console's Schedule at 390 and 1280 px, and the station form's live stream, each test on a
 * station of its own (staff-schedule.ts).
 */
describe.concurrent('console schedule', () => {
  for (const viewport of ['desktop', 'mobile'] as ViewportName[]) {
    const width = viewport === 'desktop' ? 1280 : 390;

    test(`an editor adds a weekly slot and is refused an overlapping one at ${width} px`, async ({
      openPage,
      expect,
    }) => {
      const fixture = await makeStation(`Schedule ${width}`);
      const { show, podcast, rj } = fixture;
      const editor = await createEditor([fixture.stationId], 'Schedule Desk');
      try {
        const session = await openPage({ viewport });
        const { page } = session;
        await signInToConsole(page, editor);
        await openSection(page, 'Schedule');
        // The whole week at a glance: seven days side by side on a wide screen, one under another on a phone.
        const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
        const tops = await Promise.all(
          days.map(async (day) => (await dayRegion(page, day).boundingBox())?.y ?? Number.NaN),
        );
        if (viewport === 'desktop') expect(new Set(tops).size).toBe(1);
        else expect(tops).toEqual([...tops].sort((a, b) => a - b));
        expect(await dayRegion(page, 'Monday').getByText('Nothing scheduled.').count()).toBe(1);
        await session.settle();
        await expectNoAxeViolations(page, { label: 'empty week' });

        // A weekly slot with its RJ; nothing filled in first: the problems are named.
        await page.getByRole('link', { name: 'New slot' }).click();
        await page.getByRole('heading', { level: 1, name: 'New slot' }).waitFor();
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByText('start must be a time written HH:MM (00:00 to 24:00)').waitFor();
        expect(await messageOf(page, page.getByLabel('Start', { exact: true }))).toBe(
          'start must be a time written HH:MM (00:00 to 24:00)',
        );
        expect(await messageOf(page, page.getByLabel('Show', { exact: true }))).toBe('Choose a show');
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
          .toBe('start');
        await page.getByRole('checkbox', { name: new RegExp(`^${rj}`) }).check();
        await session.settle();
        await expectNoAxeViolations(page, { label: 'new slot with errors' });
        await fillSlot(page, { day: 'Monday', start: '07:00', end: '10:00', show });
        await page
          .getByRole('status')
          .filter({ hasText: `Slot added: ${show} (Monday 07:00–10:00).` })
          .waitFor();
        const monday = dayRegion(page, 'Monday');
        await monday.getByRole('link', { name: `07:00–10:00 · ${show} · ${rj}` }).waitFor();

        // An overlapping slot is refused, both slots named under Start.
        await page.getByRole('link', { name: 'New slot' }).click();
        await fillSlot(page, { day: 'Monday', start: '09:00', end: '11:00', show: `${podcast} (podcast)` });
        const overlap = `${podcast} (Monday 09:00–11:00) overlaps ${show} (Monday 07:00–10:00)`;
        await page.getByText(overlap).waitFor();
        const start = page.getByLabel('Start', { exact: true });
        expect(await messageOf(page, start)).toBe(overlap);
        await session.settle();
        await expectNoAxeViolations(page, { label: 'overlap refused' });
        // Moved after the first one, it fits; the day lists both by time.
        await start.fill('10:00');
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByRole('status').filter({ hasText: 'Slot added:' }).waitFor();
        const mondaySlots = monday.getByRole('link');
        // The new slot comes with the week's next read (over a second on a busy machine); then the whole day.
        await monday.getByRole('link', { name: `10:00–11:00 · ${podcast}` }).waitFor();
        await expect
          .poll(() => mondaySlots.allTextContents())
          .toEqual([`07:00–10:00 · ${show} · ${rj}`, `10:00–11:00 · ${podcast}`]);

        // The overlap's 409 was the point of the test.
        expectNoIssues(session, [
          /409 POST .*\/api\/station\/v1\/staff\/schedule/,
          /status of 409 \(Conflict\) \(at .*\/api\/station\/v1\/staff\/schedule/,
        ]);
      } finally {
        await removeStation(fixture, editor.id);
      }
    });

    test(`an editor edits a slot and deletes another at ${width} px`, async ({ openPage, expect }) => {
      const fixture = await makeStation(`Edit ${width}`);
      const { show, podcast, rj } = fixture;
      const editor = await createEditor([fixture.stationId], 'Schedule Desk');
      try {
        const morning = { weekday: 1, mediaId: fixture.ids.show, rjIds: [fixture.ids.profile] };
        await addSlot(fixture, { ...morning, start: '07:00', end: '10:00' });
        await addSlot(fixture, { weekday: 1, mediaId: fixture.ids.podcast, start: '10:00', end: '11:00' });
        const session = await openPage({ viewport });
        const { page } = session;
        await signInToConsole(page, editor, '/schedule');
        const monday = dayRegion(page, 'Monday');
        const mondaySlots = monday.getByRole('link');
        // The week arrives after signing in (over a second on a busy machine); then the whole day is checked.
        await monday.getByRole('link', { name: `10:00–11:00 · ${podcast}` }).waitFor();
        await expect
          .poll(() => mondaySlots.allTextContents())
          .toEqual([`07:00–10:00 · ${show} · ${rj}`, `10:00–11:00 · ${podcast}`]);

        // Edit the first: it ends earlier.
        await mondaySlots.first().click();
        await page.getByRole('heading', { level: 1, name: `${show} (Monday 07:00–10:00)` }).waitFor();
        await session.settle();
        await expectNoAxeViolations(page, { label: 'slot form' });
        await page.getByLabel('End', { exact: true }).fill('08:30');
        await page.getByRole('button', { name: 'Save' }).click();
        await page
          .getByRole('status')
          .filter({ hasText: `Slot saved: ${show} (Monday 07:00–08:30).` })
          .waitFor();
        await monday.getByRole('link', { name: `07:00–08:30 · ${show} · ${rj}` }).waitFor();

        // Delete the second, after saying yes.
        await monday.getByRole('link', { name: `10:00–11:00 · ${podcast}` }).click();
        await page.getByRole('button', { name: 'Delete slot' }).click();
        const dialog = page.getByRole('alertdialog');
        await dialog.getByRole('heading', { name: `Delete 10:00–11:00 · ${podcast}?` }).waitFor();
        await expectNoAxeViolations(page, { label: 'delete slot' });
        await dialog.getByRole('button', { name: 'Delete slot' }).click();
        await page.getByRole('status').filter({ hasText: 'Slot deleted:' }).waitFor();
        await monday.getByRole('link', { name: `10:00–11:00 · ${podcast}` }).waitFor({ state: 'detached' });
        await expect.poll(() => mondaySlots.allTextContents()).toEqual([`07:00–08:30 · ${show} · ${rj}`]);

        expectNoIssues(session);
      } finally {
        await removeStation(fixture, editor.id);
      }
    });

    test(`an editor adds a special inside a weekly show, and listeners get the show before and after it at ${width} px`, async ({
      openPage,
      expect,
    }) => {
      const fixture = await makeStation(`Change ${width}`);
      const { show, podcast, rj } = fixture;
      const editor = await createEditor([fixture.stationId], 'Schedule Desk');
      try {
        // A date the listener's schedule offers (today and the six days after), and its weekly evening show.
        const date = addDays(istDate(), 2);
        const weekday = weekdayOf(date);
        await addSlot(fixture, {
          weekday,
          start: '16:00',
          end: '20:00',
          mediaId: fixture.ids.show,
          rjIds: [fixture.ids.profile],
        });
        const session = await openPage({ viewport });
        const { page } = session;
        await signInToConsole(page, editor, '/schedule');
        const changes = page.getByRole('region', { name: 'Changes on a date' });
        await changes.getByText('No changes from today on.').waitFor();

        // A one-hour special inside the show, on that date only.
        await page.getByRole('link', { name: 'New slot' }).click();
        await page.getByRole('radio', { name: 'On one date' }).check();
        await page.getByLabel('Date', { exact: true }).fill(date);
        await fillSlot(page, { start: '17:00', end: '18:00', show: `${podcast} (podcast)` });
        await page
          .getByRole('status')
          .filter({ hasText: `(${date} 17:00–18:00)` })
          .waitFor();
        // The console shows the date as it airs: the weekly show, the special, the rest of the weekly show.
        const day = changes.getByRole('region', { name: /^\w{3} \d+ \w{3} \d{4}$/ });
        await day.getByRole('link', { name: /^17:00–18:00/ }).waitFor();
        expect(await day.locator('h3 time').getAttribute('datetime')).toBe(date);
        expect(await day.getByRole('link').allTextContents()).toEqual([
          `16:00–17:00 · ${show} · ${rj} · weekly 16:00–20:00`,
          `17:00–18:00 · ${podcast} · change for this date`,
          `18:00–20:00 · ${show} · ${rj} · weekly 16:00–20:00`,
        ]);
        await session.settle();
        await expectNoAxeViolations(page, { label: 'a date with a special' });

        // The listener's schedule of that date: the weekly show before and after the special.
        await page.goto(`/${fixture.urlName}/schedule?day=${date}`);
        const shows = page.getByRole('list', { name: /^Shows on / });
        await shows.waitFor();
        const items = await shows.getByRole('listitem').allTextContents();
        expect(items).toHaveLength(3);
        expect(items[0]).toMatch(new RegExp(`^16:00–17:00 IST${show}with ${rj}$`));
        expect(items[1]).toMatch(new RegExp(`^17:00–18:00 IST${podcast}Special`));
        expect(items[2]).toMatch(new RegExp(`^18:00–20:00 IST${show}with ${rj}$`));
        await session.settle();
        await expectNoAxeViolations(page, { label: 'listener schedule of that date' });
        expectNoIssues(session);
      } finally {
        await removeStation(fixture, editor.id);
      }
    });

    test(`a network admin switches a station to an external stream and back at ${width} px`, async ({
      openPage,
      expect,
    }) => {
      const fixture = await makeStation(`Stream ${width}`);
      try {
        const session = await openPage({ viewport });
        const { page } = session;
        await signInToConsole(page, ADMIN, `/stations/${fixture.stationId}`);
        const builtIn = page.getByRole('radio', { name: 'Built-in playout (plays the schedule)' });
        await builtIn.waitFor();
        expect(await builtIn.isChecked()).toBe(true);
        expect(await page.getByLabel('Stream address').count()).toBe(0);
        await session.settle();
        await expectNoAxeViolations(page, { label: 'built-in playout' });

        // External without an address, then with one that is not a link: the contract's message, focused.
        await page.getByRole('radio', { name: 'External stream' }).check();
        const address = page.getByLabel('Stream address');
        await page.getByRole('button', { name: 'Save' }).click();
        const notALink = 'Stream address must be a link starting with https:// or http://';
        await page.getByText(notALink).waitFor();
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
          .toBe('streamUrl');
        await address.fill('stream.example.in/live.m3u8');
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByText(notALink).waitFor();
        await session.settle();
        await expectNoAxeViolations(page, { label: 'external stream with an error' });

        const url = 'https://stream.example.in/tarang/live.m3u8';
        await address.fill(url);
        await page.getByLabel('Stream type').selectOption({ label: 'HLS playlist (.m3u8)' });
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByRole('status').filter({ hasText: 'Station saved.' }).waitFor();
        const nowPlaying = () =>
          getJson<{ data: { stream: { url: string; type: string; builtIn: boolean } } }>(
            `/api/station/v1/station/${fixture.stationId}/now-playing`,
          ).then((answer) => answer.data.stream);
        expect(await nowPlaying()).toMatchObject({ url, type: 'hls', builtIn: false });
        // The group in view, as an editor sees it to switch back: where Save left the page scrolled, a phone's
        // sticky console bar may cover the radio buttons, which axe counts against their size.
        await builtIn.evaluate((radio) => radio.scrollIntoView({ block: 'center' }));
        await session.settle();
        await expectNoAxeViolations(page, { label: 'external stream saved' });

        // Back to the built-in playout.
        await builtIn.check();
        expect(await address.count()).toBe(0);
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByRole('status').filter({ hasText: 'Station saved.' }).waitFor();
        const stored = await staffCall<{ data: { streamUrl: string } }>(
          'GET',
          `/api/station/v1/staff/stations/${fixture.stationId}`,
          undefined,
          fixture.token,
        );
        expect(stored.data.streamUrl).toBe('');
        expect(await nowPlaying()).toMatchObject({
          url: `/live/${fixture.stationId}/index.m3u8`,
          builtIn: true,
        });
        expectNoIssues(session);
      } finally {
        await removeStation(fixture);
      }
    });
  }
});
