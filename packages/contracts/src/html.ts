/**
 * The one set of rules for HTML from the console (episode descriptions, articles, pages): the server sanitises
 * with it before storing, the site again before showing (DOMPurify on both sides). No script, event handlers,
 * javascript: links or styles (DOMPurify's defaults), and nothing a listener could submit or that could restyle
 * the page. Links open in a new tab without a handle on the page (LINK_ATTRIBUTES).
 */
export const SANITIZE_OPTIONS = {
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option'],
  FORBID_ATTR: ['style'],
};

/** Set on every link with an href, after sanitising. */
export const LINK_ATTRIBUTES = { target: '_blank', rel: 'noopener noreferrer nofollow' } as const;
