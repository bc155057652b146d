import DOMPurify from 'dompurify';
import { useMemo } from 'react';

// Links from the CMS open in a new tab without giving the new page a handle on this one.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer nofollow');
  }
});

/** Nothing a listener could submit or that could restyle the page: CMS text has no business with forms. */
const FORBID_TAGS = ['style', 'form', 'input', 'button', 'textarea', 'select', 'option'];

/**
 * HTML from the CMS, sanitised (DOMPurify: no script, no event handlers, no javascript: links, no styles, no
 * forms) before it reaches the DOM.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { FORBID_ATTR: ['style'], FORBID_TAGS }), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised above
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
