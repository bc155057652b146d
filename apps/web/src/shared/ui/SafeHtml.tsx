import { LINK_ATTRIBUTES, SANITIZE_OPTIONS } from '@tarang/contracts';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

type Sanitiser = (html: string) => string;
let sanitise: Sanitiser | undefined;

/** Server rendering: DOMPurify needs a DOM, so the server lends its own sanitiser (the same rules, on jsdom). */
export function setHtmlSanitiser(server: Sanitiser) {
  sanitise = server;
}

/** The browser's: DOMPurify on the page's own DOM, set up on first use. */
function browserSanitiser(): Sanitiser {
  // Links from the CMS open in a new tab without giving the new page a handle on this one.
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('href')) {
      // rel is set again after target, so the order is always href, target, rel and sanitising the result
      // again gives it back unchanged (DOMPurify drops target, which it does not allow, and keeps rel in place).
      node.removeAttribute('rel');
      node.setAttribute('target', LINK_ATTRIBUTES.target);
      node.setAttribute('rel', LINK_ATTRIBUTES.rel);
    }
  });
  return (html) => DOMPurify.sanitize(html, SANITIZE_OPTIONS);
}

/**
 * HTML from the CMS, sanitised again before it reaches the DOM with the rules the server stores it by
 * (contracts' SANITIZE_OPTIONS: no script, event handlers, javascript: links, styles or forms).
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => {
    sanitise ??= browserSanitiser();
    return sanitise(html);
  }, [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised above
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
