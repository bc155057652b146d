import { create } from 'xmlbuilder2';
import { APPLE_CATEGORIES } from './apple-categories';
import {
  child,
  childrenNamed,
  type FeedContext,
  imageProblems,
  isEmail,
  isHttpUrl,
  isRfc2822,
  text,
  uuidV5,
} from './feed-reading';

export type { FeedContext, Fetched } from './feed-reading';

/**
 * The rules Apple Podcasts (podcasters.apple.com/support/823-podcast-requirements) and Spotify apply to a feed,
 * plus the Podcasting 2.0 tags, written down independently of the server's feed code: each rule is named, and each
 * failure message names the tag at fault. `validateFeed` answers the failures (none: the feed passes).
 */
const NS = {
  itunes: 'http://www.itunes.com/dtds/podcast-1.0.dtd',
  podcast: 'https://podcastindex.org/namespace/1.0',
  atom: 'http://www.w3.org/2005/Atom',
  content: 'http://purl.org/rss/1.0/modules/content/',
} as const;
const PODCAST_GUID_NAMESPACE = 'ead4c236-bf58-58c6-a2c6-a6b28d128cb6';

/** Media types Apple and Spotify accept for an enclosure. */
const ENCLOSURE_TYPES = [
  'audio/mpeg',
  'audio/x-m4a',
  'audio/mp4',
  'audio/aac',
  'video/mp4',
  'video/quicktime',
];

export type Failure = { rule: string; message: string };
type Checked = { channel: Element; items: Element[]; root: Element; context: FeedContext };
type Rule = { name: string; check: (feed: Checked) => string[] | Promise<string[]> };

// ------------------------------------------------------------------ the rules

const required = (name: string, ns?: string, label = name) => ({
  name: `channel has ${label}`,
  check: ({ channel }: Checked) =>
    text(channel, name, ns) || child(channel, name, ns) ? [] : [`${label} is missing`],
});

export const APPLE_RULES: Rule[] = [
  {
    name: 'rss 2.0 with the itunes, podcast, atom and content namespaces',
    check: ({ root }) => [
      ...(root.nodeName === 'rss' && root.getAttribute('version') === '2.0'
        ? []
        : ['rss version="2.0" is missing']),
      ...Object.entries(NS)
        .filter(([prefix, uri]) => root.getAttribute(`xmlns:${prefix}`) !== uri)
        .map(([prefix, uri]) => `rss xmlns:${prefix}="${uri}" is not declared`),
    ],
  },
  required('title'),
  required('link'),
  required('description'),
  required('copyright'),
  required('author', NS.itunes, 'itunes:author'),
  {
    name: 'language is an ISO 639 code',
    check: ({ channel }) =>
      /^[a-z]{2,3}(-[A-Za-z]{2})?$/.test(text(channel, 'language'))
        ? []
        : [`language must be an ISO 639 code like "hi" or "en", got "${text(channel, 'language')}"`],
  },
  {
    name: 'itunes:owner has a name and a public e-mail address',
    check: ({ channel }) => {
      const owner = child(channel, 'owner', NS.itunes);
      if (!owner) return ['itunes:owner is missing'];
      return [
        ...(text(owner, 'name', NS.itunes) ? [] : ['itunes:owner itunes:name is missing']),
        ...(isEmail(text(owner, 'email', NS.itunes))
          ? []
          : ['itunes:owner itunes:email is not an e-mail address']),
      ];
    },
  },
  {
    name: 'itunes:image is a square JPEG/PNG of 1400–3000 px in RGB',
    check: ({ channel, context }) => {
      const href = child(channel, 'image', NS.itunes)?.getAttribute('href');
      return href ? imageProblems('itunes:image', href, context) : ['itunes:image is missing'];
    },
  },
  {
    name: "itunes:category is one of Apple's",
    check: ({ channel }) => {
      const categories = childrenNamed(channel, 'category', NS.itunes);
      if (categories.length === 0) return ['itunes:category is missing'];
      return categories.flatMap((category) => {
        const name = category.getAttribute('text') ?? '';
        const subcategories = APPLE_CATEGORIES[name];
        if (!subcategories) return [`itunes:category "${name}" is not an Apple category`];
        return childrenNamed(category, 'category', NS.itunes)
          .map((sub) => sub.getAttribute('text') ?? '')
          .filter((sub) => !subcategories.includes(sub))
          .map((sub) => `itunes:category "${name}" has no subcategory "${sub}"`);
      });
    },
  },
  {
    name: 'itunes:explicit is true or false (channel and items)',
    check: ({ channel, items }) =>
      [channel, ...items]
        .map((el) => text(el, 'explicit', NS.itunes))
        .filter((value) => value !== 'true' && value !== 'false')
        .map((value) => `itunes:explicit must be "true" or "false", got "${value}"`),
  },
  {
    name: 'itunes:type is episodic or serial',
    check: ({ channel }) =>
      ['episodic', 'serial'].includes(text(channel, 'type', NS.itunes))
        ? []
        : [`itunes:type must be episodic or serial, got "${text(channel, 'type', NS.itunes)}"`],
  },
  {
    name: 'atom:link rel=self is the feed URL',
    check: ({ channel, context }) => {
      const self = childrenNamed(channel, 'link', NS.atom).find(
        (link) => link.getAttribute('rel') === 'self',
      );
      if (!self) return ['atom:link rel="self" is missing'];
      return self.getAttribute('href') === context.feedUrl &&
        self.getAttribute('type') === 'application/rss+xml'
        ? []
        : [
            `atom:link rel="self" must be ${context.feedUrl} (application/rss+xml), is ${self.getAttribute('href')}`,
          ];
    },
  },
  {
    name: 'podcast:guid is the UUIDv5 of the feed URL',
    check: ({ channel, context }) => {
      const expected = uuidV5(
        context.feedUrl.replace(/^[a-z]+:\/\//i, '').replace(/\/+$/, ''),
        PODCAST_GUID_NAMESPACE,
      );
      const actual = text(channel, 'guid', NS.podcast);
      return actual === expected ? [] : [`podcast:guid must be ${expected}, is "${actual}"`];
    },
  },
  {
    name: 'podcast:locked is yes or no, with an owner',
    check: ({ channel }) => {
      const locked = child(channel, 'locked', NS.podcast);
      if (!locked) return ['podcast:locked is missing'];
      return [
        ...(['yes', 'no'].includes(locked.textContent?.trim() ?? '')
          ? []
          : ['podcast:locked must be yes or no']),
        ...(isEmail(locked.getAttribute('owner') ?? '')
          ? []
          : ['podcast:locked owner must be an e-mail address']),
      ];
    },
  },
  {
    name: 'items have a title, an enclosure and a guid',
    check: ({ items }) => [
      ...(items.length === 0 ? ['item: the feed has no episode'] : []),
      ...items.flatMap((item, i) =>
        ['title', 'enclosure', 'guid']
          .filter((tag) => !child(item, tag))
          .map((tag) => `item ${i + 1}: ${tag} is missing`),
      ),
    ],
  },
  {
    name: 'guids are unique',
    check: ({ items }) => {
      const guids = items.map((item) => text(item, 'guid'));
      const problems = guids.filter((guid) => !guid).map(() => 'guid is empty');
      const dupes = guids.filter((guid, i) => guid && guids.indexOf(guid) !== i);
      return [...problems, ...dupes.map((guid) => `guid "${guid}" is used by more than one item`)];
    },
  },
  {
    name: 'pubDate is RFC 2822, newest first',
    check: ({ items }) => {
      const dates = items.map((item) => text(item, 'pubDate'));
      const problems = dates
        .filter((date) => !isRfc2822(date))
        .map((date) => `pubDate "${date}" is not RFC 2822`);
      const times = dates.map((date) => Date.parse(date));
      if (times.some((time, i) => i > 0 && time > (times[i - 1] ?? 0)))
        problems.push('pubDate: items are not newest first');
      return problems;
    },
  },
  {
    name: 'itunes:duration is seconds or [HH:]MM:SS',
    check: ({ items }) =>
      items
        .map((item) => text(item, 'duration', NS.itunes))
        .filter((value) => !/^\d+$/.test(value) && !/^(\d+:)?[0-5]?\d:[0-5]\d$/.test(value))
        .map((value) => `itunes:duration "${value}" is neither seconds nor HH:MM:SS`),
  },
  {
    name: 'itunes:episode is a positive whole number when given',
    check: ({ items }) =>
      items
        .map((item) => child(item, 'episode', NS.itunes)?.textContent?.trim())
        .filter((value): value is string => value !== undefined && !/^[1-9]\d*$/.test(value))
        .map((value) => `itunes:episode "${value}" is not a positive whole number`),
  },
  {
    name: 'enclosure: absolute URL, exact byte length, matching type, HEAD and byte ranges answered',
    async check({ items, context }) {
      const problems: string[] = [];
      for (const item of items) {
        const enclosure = child(item, 'enclosure');
        if (!enclosure) continue;
        const url = enclosure.getAttribute('url') ?? '';
        const length = Number(enclosure.getAttribute('length'));
        const type = enclosure.getAttribute('type') ?? '';
        if (!isHttpUrl(url)) problems.push(`enclosure url "${url}" is not an absolute http(s) URL`);
        if (!ENCLOSURE_TYPES.includes(type)) problems.push(`enclosure type "${type}" is not accepted`);
        if (!Number.isInteger(length) || length <= 0)
          problems.push(`enclosure length "${length}" is not a byte count`);
        const got = await context.fetch(url);
        if (got.status !== 200) problems.push(`enclosure ${url} answers ${got.status}`);
        else if (got.body.length !== length)
          problems.push(`enclosure length ${length} is not the ${got.body.length} bytes served at ${url}`);
        if (got.headers['content-type']?.split(';')[0] !== type)
          problems.push(`enclosure type ${type} is not the served ${got.headers['content-type']}`);
        const head = await context.fetch(url, { method: 'HEAD' });
        if (head.status !== 200 || Number(head.headers['content-length']) !== length)
          problems.push(
            `enclosure ${url}: HEAD answers ${head.status} with content-length ${head.headers['content-length']}`,
          );
        const range = await context.fetch(url, { range: 'bytes=0-1' });
        if (
          range.status !== 206 ||
          range.headers['content-range'] !== `bytes 0-1/${length}` ||
          range.body.length !== 2
        )
          problems.push(
            `enclosure ${url}: a byte range answers ${range.status} ${range.headers['content-range'] ?? ''}`,
          );
      }
      return problems;
    },
  },
  {
    name: "an item's itunes:image, when given, follows the channel image rules",
    async check({ items, context }) {
      const hrefs = new Set(
        items.map((item) => child(item, 'image', NS.itunes)?.getAttribute('href')).filter(Boolean),
      );
      const problems = await Promise.all(
        [...hrefs].map((href) => imageProblems('item itunes:image', href as string, context)),
      );
      return problems.flat();
    },
  },
];

/** Every rule's failures on this feed; an unparsable document fails as a whole. */
export async function validateFeed(xml: string, context: FeedContext): Promise<Failure[]> {
  let root: Element;
  try {
    root = (create(xml).node as unknown as Document).documentElement;
  } catch (error) {
    return [
      { rule: 'well-formed XML', message: `rss: the document does not parse: ${(error as Error).message}` },
    ];
  }
  const channel = child(root, 'channel');
  if (!channel) return [{ rule: 'rss has a channel', message: 'channel is missing' }];
  const feed: Checked = { root, channel, items: childrenNamed(channel, 'item'), context };
  const failures: Failure[] = [];
  for (const rule of APPLE_RULES) {
    for (const message of await rule.check(feed)) failures.push({ rule: rule.name, message });
  }
  return failures;
}
