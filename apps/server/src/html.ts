import { LINK_ATTRIBUTES, SANITIZE_OPTIONS } from '@tarang/contracts';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

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
 * Console HTML as it is stored: DOMPurify (on a jsdom window, made on first use: only writes need it) with the
 * rules the site applies when it shows it, links made to open in a new tab without a handle on the page.
 */
export function sanitizeHtml(html: string): string {
  if (!purifier) {
    const { window } = new JSDOM('');
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
