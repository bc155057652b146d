import { href } from '@tarang/contracts';
import { PREVIEW_SIZE, type PreviewInputs, previewAlt, previewPath } from '../previews/inputs';
import type { PageContext } from './context';
import { breadcrumbList, type Crumb, stationNode } from './json-ld';

/** What a page says about itself in its <head>, decided on the server from the data (renderHead writes it). */
export type PageHead = {
  status: 200 | 404;
  /** As the browser tab shows it (contracts' pageTitle). */
  title: string;
  /** Plain text, at most 160 characters. */
  description: string;
  /** Absolute URL. */
  canonical: string;
  /** The absolute og:image. */
  image: { url: string; width: number; height: number; alt: string };
  /** website | music.radio_station | music.playlist | music.song | profile | article | video.* */
  ogType: string;
  /** my-tarang, reset-password and not-found pages. */
  noindex?: boolean;
  /** schema.org nodes, written as one JSON-LD @graph. */
  jsonLd: Record<string, unknown>[];
  /** og:site_name: the network's brand. */
  siteName?: string;
  /** Open Graph properties of the page's type, e.g. ['article:published_time', '2026-11-24T16:03:16.077Z']. */
  openGraph?: [property: string, content: string][];
};

export const ogImage = (absolute: (path: string) => string, preview: PreviewInputs, alt?: string) => ({
  url: absolute(previewPath(preview)),
  ...PREVIEW_SIZE,
  alt: alt ?? previewAlt(preview),
});

export type HeadParts = {
  title: string;
  description: string;
  /** The canonical path (site-relative). */
  path: string;
  preview: PreviewInputs;
  ogType?: string;
  /** The page's own schema.org nodes (the station's and the breadcrumbs are added). */
  nodes?: Record<string, unknown>[];
  /** The trail after the station's home, the page itself last. */
  crumbs: Crumb[];
  status?: 200 | 404;
  noindex?: boolean;
  openGraph?: [string, string][];
};

/** The head of a page under a station: its parts, the station's node and the breadcrumb trail added. */
export function buildHead(ctx: PageContext, parts: HeadParts): PageHead {
  const home = { name: ctx.station.name, url: ctx.absolute(href.section(ctx.stationUrlName, 'home')) };
  const canonical = ctx.absolute(parts.path);
  return {
    status: parts.status ?? 200,
    title: parts.title,
    description: parts.description,
    canonical,
    image: ogImage(ctx.absolute, parts.preview),
    ogType: parts.ogType ?? 'website',
    ...(parts.noindex ? { noindex: true } : {}),
    jsonLd: [
      ...(parts.nodes ?? []),
      stationNode(ctx),
      breadcrumbList([home, ...parts.crumbs.map((crumb) => ({ ...crumb, url: ctx.absolute(crumb.url) }))]),
    ],
    siteName: ctx.brandName,
    ...(parts.openGraph?.length ? { openGraph: parts.openGraph } : {}),
  };
}
