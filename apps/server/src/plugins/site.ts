import { readFileSync } from 'node:fs';
import type { AppConfig } from '../config';
import { escapeHtml } from '../html';

/**
 * The page-head tags that come from configuration (ads account, site verification, analytics), put into
 * the site's HTML on the server so that crawlers and verifiers see them without running the app.
 */
export function headTags(site: AppConfig['site']): string {
  const tags: string[] = [];
  if (site.adsAccount)
    tags.push(`<meta name="google-adsense-account" content="${escapeHtml(site.adsAccount)}">`);
  if (site.siteVerification) {
    tags.push(`<meta name="google-site-verification" content="${escapeHtml(site.siteVerification)}">`);
  }
  if (site.analyticsId) {
    const id = encodeURIComponent(site.analyticsId);
    tags.push(
      `<script async src="https://www.googletagmanager.com/gtag/js?id=${id}"></script>`,
      `<script src="/analytics.js" data-measurement-id="${escapeHtml(site.analyticsId)}" defer></script>`,
    );
  }
  return tags.join('\n    ');
}

/** The built index.html with the configured head tags, rendered once at start. */
export function renderIndexHtml(indexPath: string, site: AppConfig['site']): string {
  const html = readFileSync(indexPath, 'utf8');
  const tags = headTags(site);
  return tags ? html.replace('</head>', `    ${tags}\n  </head>`) : html;
}
