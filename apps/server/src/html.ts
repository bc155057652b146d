import { createRequire } from 'node:module';
import { LINK_ATTRIBUTES, SANITIZE_OPTIONS } from '@tarang/contracts';
import createDOMPurify from 'dompurify';

/** Text made safe for HTML content and quoted attribute values. */
export const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

type Purifier = { sanitize: (html: string, options: typeof SANITIZE_OPTIONS) => string };
let purifier: Purifier | undefined;

/**
 * jsdom, loaded on first use: its code alone weighs ~95 MiB of memory, which a server that only reads never
 * needs (required, not imported: the first use is synchronous).
 */
function loadJsdom(): typeof import('jsdom') {
  return createRequire(import.meta.url)('jsdom');
}

/**
 * Console HTML as it is stored: DOMPurify (on a jsdom window, made on first use) with the rules the site applies
 * when it shows it, links made to open in a new tab without a handle on the page.
 */
export function sanitizeHtml(html: string): string {
  if (!purifier) {
    const { window } = new (loadJsdom().JSDOM)('');
    const instance = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
    instance.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('href')) {
        node.setAttribute('target', LINK_ATTRIBUTES.target);
        node.setAttribute('rel', LINK_ATTRIBUTES.rel);
      }
    });
    purifier = instance as Purifier;
  }
  return purifier.sanitize(html, SANITIZE_OPTIONS).trim();
}
