import { pageTitle } from '@tarang/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describePage, renderHead } from '../../src/domains/site/heads/describe';
import type { App } from '../../src/types';
import { buildTestApp, tempDataDir } from '../helper';
import { type Account, freshAddress, signUp } from '../sections-helper';
import { expectShareImage, nodeOf, readHead } from './head-reading';

/**
 * An HTML-injection attempt in a title or description, saved through the console as staff would, comes out of
 * the head as text: no element of its own in the head, nothing spilled into the body, and the JSON-LD block reads
 * back to the exact text that was saved.
 */
const PUBLIC_URL = 'https://radio.example';
const TITLE = '"><script>alert(1)</script> Mela </script><!-- & \u2028 end';
const SUMMARY = 'Bring friends\'"><img src=x onerror=alert(2)></script><script>alert(3)</script>';

let app: App;
let admin: Account;
beforeAll(async () => {
  app = await buildTestApp({ publicUrl: PUBLIC_URL, dataDir: tempDataDir() });
  admin = await signUp(app, { staff: true });
});
afterAll(() => app.close());

async function create(url: string, payload: object) {
  const response = await app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload,
    remoteAddress: freshAddress(),
    headers: { authorization: admin.authorization },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; title: string; summary: string; version: number };
}

/** The head of `path`, rendered and parsed, with the raw HTML beside it. */
async function headOf(path: string) {
  const described = await describePage(app, path);
  expect(described?.status, path).toBe(200);
  const html = renderHead(described as NonNullable<typeof described>);
  return { html, head: readHead(html) };
}

/** A head of the same page kind with plain words: the injected one must have exactly as many elements. */
async function plainElementCount(path: string) {
  return (await headOf(path)).head.elementCount;
}

describe('HTML in titles and descriptions', () => {
  it('an event: escaped in every tag, one script (the JSON-LD), which parses back to the saved text', async () => {
    const event = await create('/event/v1/event', {
      stationId: 1,
      title: TITLE,
      summary: SUMMARY,
      description: '<p>Music</p>',
      venue: '<b>Lodhi</b> Garden',
      address: 'Lodhi Road',
      startsAt: '2027-07-10T18:30:00+05:30',
      endsAt: '2027-07-10T22:00:00+05:30',
      status: 'published',
    });
    // The console keeps the text as typed (it is not HTML).
    expect(event.title).toBe(TITLE);
    expect(event.summary).toBe(SUMMARY);
    const path = `/tarang-delhi-1/events/event-${event.id}`;
    const { html, head } = await headOf(path);

    expect(head.spilled).toBeUndefined();
    expect(head.scriptCount).toBe(1);
    expect(head.elementCount).toBe(
      await plainElementCount('/tarang-delhi-1/events/tarang-dilli-monsoon-mela-1'),
    );
    // The raw HTML holds one closing script tag (the JSON-LD block's own) and no opening tag of the payload.
    expect(html.split('</script>')).toHaveLength(2);
    expect(html).not.toMatch(/<script>|<img|<!--/);

    expect(head.title).toBe(pageTitle(TITLE, 'Tarang Delhi'));
    expect(head.meta('og:title')).toBe(pageTitle(TITLE, 'Tarang Delhi'));
    expect(head.description).toBe(SUMMARY);
    expect(head.meta('twitter:description')).toBe(SUMMARY);
    const node = nodeOf(head, 'Event');
    expect(node.name).toBe(TITLE);
    expect(node.description).toBe(SUMMARY);
    expect((node.location as { name: string }).name).toBe('<b>Lodhi</b> Garden');
    const trail = nodeOf(head, 'BreadcrumbList').itemListElement as { name: string }[];
    expect(trail.at(-1)?.name).toBe(TITLE);

    // Its share image draws the same text (escaped for SVG), and has no artwork: the station's brand alone.
    await expectShareImage(app, head.meta('og:image') as string);
  });

  it('a red line: the same for the NewsArticle headline and description', async () => {
    const article = await create('/content/v1/redline', {
      stationId: 1,
      title: TITLE,
      summary: SUMMARY,
      body: '<p>Story</p>',
      author: '</script><script>alert(4)</script>',
      status: 'published',
    });
    const { html, head } = await headOf(`/tarang-delhi-1/redlines/story-${article.id}`);
    expect(head.spilled).toBeUndefined();
    expect(head.scriptCount).toBe(1);
    expect(html.split('</script>')).toHaveLength(2);
    expect(head.title).toBe(pageTitle(TITLE, 'Tarang Delhi'));
    expect(head.description).toBe(SUMMARY);
    const node = nodeOf(head, 'NewsArticle');
    expect(node).toMatchObject({
      headline: TITLE,
      description: SUMMARY,
      author: { '@type': 'Person', name: '</script><script>alert(4)</script>' },
    });
    await expectShareImage(app, head.meta('og:image') as string);
  });
});

describe('an edit', () => {
  it('gives the page a new share image address and the image a new ETag', async () => {
    const event = await create('/event/v1/event', {
      stationId: 2,
      title: 'Sea Face Sunset Session',
      summary: 'Acoustic sets at the promenade',
      description: '<p>Free entry.</p>',
      venue: 'Carter Road',
      address: 'Bandra West',
      startsAt: '2027-08-01T17:00:00+05:30',
      endsAt: '2027-08-01T20:00:00+05:30',
      status: 'published',
    });
    const path = `/tarang-mumbai-2/events/sea-face-sunset-session-${event.id}`;
    const before = (await headOf(path)).head.meta('og:image') as string;
    const first = await expectShareImage(app, before);
    const edited = await app.inject({
      method: 'PATCH',
      url: `/api/event/v1/event/${event.id}`,
      payload: { version: event.version, title: 'Sea Face Sunset Session, Second Night' },
      remoteAddress: freshAddress(),
      headers: { authorization: admin.authorization },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = (await headOf(`/tarang-mumbai-2/events/x-${event.id}`)).head.meta('og:image') as string;
    expect(new URL(after).pathname).toBe(new URL(before).pathname);
    expect(new URL(after).search).not.toBe(new URL(before).search);
    const second = await expectShareImage(app, after);
    expect(second.headers.etag).not.toBe(first.headers.etag);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(false);
  });
});
