import type { SocialProvider } from '@tarang/contracts';
import { escapeHtml } from '../../../../html';

/** Each provider's colour, dark enough for white text at WCAG AA. */
const ACCENT: Record<SocialProvider, string> = { Google: '#1a62d1', Facebook: '#1257b8', Twitter: '#14171a' };

/** The page's own policy: no script at all, inline style only, and the form may post only to this site. */
export const pageCsp = (formTargets: string[]) =>
  [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `form-action 'self' ${formTargets.join(' ')}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f4f3f8;color:#16141f;
font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{width:min(100% - 32px,400px);background:#fff;border-radius:12px;padding:28px 24px;box-shadow:0 4px 24px #16141f1f}
h1{font-size:1.35rem;line-height:1.3;margin:0 0 8px}
p{margin:0 0 16px;color:#3d3a4b}
label{display:block;font-weight:600;margin:16px 0 4px}
input{width:100%;font:inherit;padding:10px 12px;border:1px solid #6e6a80;border-radius:8px}
input:focus-visible,button:focus-visible{outline:3px solid #7c3aed;outline-offset:2px}
input[aria-invalid=true]{border-color:#b3261e}
.error{color:#b3261e;margin:4px 0 0;font-size:.925rem}
.actions{display:flex;gap:12px;margin-top:24px}
button{flex:1;font:inherit;font-weight:600;padding:10px 16px;border-radius:8px;border:1px solid transparent;cursor:pointer}
.primary{background:var(--accent);color:#fff}
.secondary{background:#fff;color:#16141f;border-color:#6e6a80}
`;

function layout(title: string, accent: string, body: string) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body style="--accent:${accent}">
<main>
${body}
</main>
</body>
</html>`;
}

export type AuthorizeForm = {
  provider: SocialProvider;
  brand: string;
  action: string;
  /** The OAuth parameters carried through the form. */
  hidden: Record<string, string | undefined>;
  values?: { name?: string; email?: string };
  errors?: { name?: string; email?: string };
};

export const pageTitle = (provider: SocialProvider) => `Sign in with ${provider} (local development)`;

export function authorizePage({ provider, brand, action, hidden, values = {}, errors = {} }: AuthorizeForm) {
  const firstError = errors.name ? 'name' : errors.email ? 'email' : undefined;
  const field = (id: 'name' | 'email', label: string, type: string, autocomplete: string) => {
    const error = errors[id];
    return `<label for="${id}">${label}</label>
<input id="${id}" name="${id}" type="${type}" autocomplete="${autocomplete}" required maxlength="${id === 'email' ? 200 : 100}"
 value="${escapeHtml(values[id] ?? '')}"${error ? ` aria-invalid="true" aria-describedby="${id}-error"` : ''}${firstError === id ? ' autofocus' : ''}>
${error ? `<p class="error" id="${id}-error">${escapeHtml(error)}</p>` : ''}`;
  };
  const hiddenInputs = Object.entries(hidden)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  return layout(
    pageTitle(provider),
    ACCENT[provider],
    `<h1>${escapeHtml(pageTitle(provider))}</h1>
<p>${escapeHtml(brand)} is running without a ${provider} app, so this stand-in signs you in instead. Enter any name and e-mail address; no ${provider} account is used.</p>
<form method="post" action="${escapeHtml(action)}" novalidate>
${hiddenInputs}
${field('name', 'Name', 'text', 'name')}
${field('email', 'Email', 'email', 'email')}
<div class="actions">
<button type="submit" name="decision" value="continue" class="primary">Continue</button>
<button type="submit" name="decision" value="cancel" class="secondary">Cancel</button>
</div>
</form>`,
  );
}

export function errorPage(provider: SocialProvider | undefined, message: string) {
  const title = provider ? pageTitle(provider) : 'Local sign-in';
  return layout(
    title,
    provider ? ACCENT[provider] : '#14171a',
    `<h1>${escapeHtml(title)}</h1>\n<p role="alert">${escapeHtml(message)}</p>`,
  );
}
