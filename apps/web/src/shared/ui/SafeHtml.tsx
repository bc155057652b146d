import { LINK_ATTRIBUTES, SANITIZE_OPTIONS } from '@tarang/contracts';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

// Links from the CMS open in a new tab without giving the new page a handle on this one.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('href')) {
    node.setAttribute('target', LINK_ATTRIBUTES.target);
    node.setAttribute('rel', LINK_ATTRIBUTES.rel);
  }
});

/**
 * HTML from the CMS, sanitised again before it reaches the DOM with the rules the server stores it by
 * (contracts' SANITIZE_OPTIONS: no script, event handlers, javascript: links, styles or forms).
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, SANITIZE_OPTIONS), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised above
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
