/** What is wrong with an address typed for a link, so the message can name it. */
export type LinkProblem = 'empty' | 'spaces' | 'noScheme' | 'scheme' | 'incomplete' | 'email';

export type LinkCheck = { href: string } | { problem: LinkProblem; scheme?: string };

/** Where a link in the site's text may go: web pages and e-mail (no javascript:, data:, file:…). */
const SCHEMES = new Set(['http', 'https', 'mailto']);
const EMAIL = /^[^@\s/?#]+@[^@\s/?#]+\.[^@\s/?#]+$/;

/** The link's address as it will be stored, or what is wrong with it. */
export function checkLinkAddress(typed: string): LinkCheck {
  const text = typed.trim();
  if (text === '') return { problem: 'empty' };
  if (/\s/.test(text)) return { problem: 'spaces' };
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(text)?.[1]?.toLowerCase();
  if (!scheme) return { problem: 'noScheme' };
  if (!SCHEMES.has(scheme)) return { problem: 'scheme', scheme: `${scheme}:` };
  if (scheme === 'mailto') {
    const address = text.slice('mailto:'.length).split('?')[0] ?? '';
    return EMAIL.test(address) ? { href: text } : { problem: 'email' };
  }
  // The browser's own reading of the address ("https://" alone is not one). URL.parse is too new for older phones.
  try {
    const url = new URL(text);
    return url.hostname ? { href: url.href } : { problem: 'incomplete' };
  } catch {
    return { problem: 'incomplete' };
  }
}
