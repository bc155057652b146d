import { loadXmlBuilder } from '../../lazy-modules';
import type { AppleCategory } from './apple';

/** Everything a feed says, already decided (routes.ts): this module only writes it as RSS 2.0. */
export type FeedModel = {
  title: string;
  /** The show's page on the site. */
  link: string;
  /** The feed's own URL (atom:link rel=self). */
  feedUrl: string;
  /** Sanitised HTML. */
  descriptionHtml: string;
  language: string;
  copyright: string;
  author: string;
  owner: { name: string; email?: string };
  imageUrl?: string;
  category: AppleCategory;
  explicit: boolean;
  podcastGuid: string;
  /** podcast:locked: other platforms may not import the show; its owner is the address that may unlock it. */
  locked: boolean;
  lastBuildDate: Date;
  items: FeedItem[];
};

export type FeedItem = {
  guid: string;
  title: string;
  descriptionHtml: string;
  link: string;
  enclosure: { url: string; length: number; type: string };
  pubDate: Date;
  durationSeconds: number;
  episodeNumber?: number | null;
  imageUrl?: string;
  explicit: boolean;
};

export const NAMESPACES = {
  itunes: 'http://www.itunes.com/dtds/podcast-1.0.dtd',
  podcast: 'https://podcastindex.org/namespace/1.0',
  atom: 'http://www.w3.org/2005/Atom',
  content: 'http://purl.org/rss/1.0/modules/content/',
} as const;

/** RFC 2822 date-time in UTC, e.g. `Wed, 25 Nov 2026 00:32:04 +0000` (toUTCString's `GMT` is the obsolete form). */
export const rfc2822 = (date: Date) => date.toUTCString().replace(/GMT$/, '+0000');

/** CDATA cannot hold `]]>`; in HTML text `]]&gt;` reads the same. */
const cdataSafe = (html: string) => html.replace(/]]>/g, ']]&gt;');

export async function buildFeedXml(feed: FeedModel): Promise<string> {
  const { create } = await loadXmlBuilder();
  const doc = create({ version: '1.0', encoding: 'UTF-8' });
  const channel = doc
    .ele('rss', {
      version: '2.0',
      'xmlns:itunes': NAMESPACES.itunes,
      'xmlns:podcast': NAMESPACES.podcast,
      'xmlns:atom': NAMESPACES.atom,
      'xmlns:content': NAMESPACES.content,
    })
    .ele('channel');

  channel.ele('atom:link', { href: feed.feedUrl, rel: 'self', type: 'application/rss+xml' });
  channel.ele('title').txt(feed.title);
  channel.ele('link').txt(feed.link);
  channel.ele('description').dat(cdataSafe(feed.descriptionHtml));
  channel.ele('language').txt(feed.language);
  channel.ele('copyright').txt(feed.copyright);
  channel.ele('lastBuildDate').txt(rfc2822(feed.lastBuildDate));
  channel.ele('generator').txt('Tarang');
  channel.ele('itunes:author').txt(feed.author);
  const owner = channel.ele('itunes:owner');
  owner.ele('itunes:name').txt(feed.owner.name);
  if (feed.owner.email) owner.ele('itunes:email').txt(feed.owner.email);
  if (feed.imageUrl) {
    channel.ele('itunes:image', { href: feed.imageUrl });
    // Plain RSS readers show <image>; it must link to the channel's link.
    const image = channel.ele('image');
    image.ele('url').txt(feed.imageUrl);
    image.ele('title').txt(feed.title);
    image.ele('link').txt(feed.link);
  }
  const category = channel.ele('itunes:category', { text: feed.category.category });
  if (feed.category.subcategory) category.ele('itunes:category', { text: feed.category.subcategory });
  channel.ele('itunes:explicit').txt(String(feed.explicit));
  channel.ele('itunes:type').txt('episodic');
  channel.ele('podcast:guid').txt(feed.podcastGuid);
  const lockedAttributes = feed.owner.email ? { owner: feed.owner.email } : {};
  channel.ele('podcast:locked', lockedAttributes).txt(feed.locked ? 'yes' : 'no');

  for (const item of feed.items) {
    const entry = channel.ele('item');
    entry.ele('title').txt(item.title);
    entry.ele('itunes:title').txt(item.title);
    entry.ele('description').dat(cdataSafe(item.descriptionHtml));
    entry.ele('content:encoded').dat(cdataSafe(item.descriptionHtml));
    entry.ele('link').txt(item.link);
    entry.ele('enclosure', {
      url: item.enclosure.url,
      length: String(item.enclosure.length),
      type: item.enclosure.type,
    });
    entry.ele('guid', { isPermaLink: 'false' }).txt(item.guid);
    entry.ele('pubDate').txt(rfc2822(item.pubDate));
    entry.ele('itunes:duration').txt(String(Math.max(1, Math.round(item.durationSeconds))));
    if (item.episodeNumber) entry.ele('itunes:episode').txt(String(item.episodeNumber));
    entry.ele('itunes:episodeType').txt('full');
    if (item.imageUrl) entry.ele('itunes:image', { href: item.imageUrl });
    entry.ele('itunes:explicit').txt(String(item.explicit));
  }
  return doc.end({ prettyPrint: true });
}
