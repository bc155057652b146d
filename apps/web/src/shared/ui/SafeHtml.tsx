import DOMPurify from 'dompurify';
import { useMemo } from 'react';

// Links from the CMS open in a new tab without giving the new page a handle on this one.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer nofollow');
  }
});

/** HTML from the CMS, sanitised (DOMPurify, no script, no event handlers, no styles) before it reaches the DOM. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(
    () => DOMPurify.sanitize(html, { FORBID_ATTR: ['style'], FORBID_TAGS: ['style'] }),
    [html],
  );
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised above
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
