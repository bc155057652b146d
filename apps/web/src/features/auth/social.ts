import type { SocialProviderConfig } from '@tarang/contracts';

/** What the provider's popup gave back: the token of the social login payload (and PKCE for Twitter). */
type SocialGrant = { token: string; codeVerifier?: string; redirectUri: string };

/** The page the providers send the popup back to: it passes the answer to this tab and closes itself. */
const CALLBACK_PATH = '/auth/callback.html';
const CALLBACK_CHANNEL = 'tarang-auth';

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const randomText = (bytes = 32) => base64url(crypto.getRandomValues(new Uint8Array(bytes)));

async function s256(verifier: string) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}

type CallbackMessage = {
  state?: string;
  id_token?: string;
  access_token?: string;
  code?: string;
  error?: string;
};

/**
 * Opens the provider's sign-in in a popup and waits for its answer. Resolves null when no token was obtained
 * (the listener closed the popup, refused, or the popup was blocked): the flow then stops silently.
 * Must be called from the click itself, so the popup is not blocked.
 */
export function obtainSocialGrant(config: SocialProviderConfig): Promise<SocialGrant | null> {
  const popup = window.open('', `tarang-${config.provider}`, 'popup,width=520,height=680');
  if (!popup) return Promise.resolve(null);
  const redirectUri = new URL(CALLBACK_PATH, window.location.origin).toString();
  const state = randomText();
  const nonce = randomText();
  const codeVerifier = config.responseType === 'code' ? randomText(48) : undefined;

  return new Promise((resolve) => {
    const channel = new BroadcastChannel(CALLBACK_CHANNEL);
    let done = false;
    const finish = (grant: SocialGrant | null) => {
      if (done) return;
      done = true;
      channel.close();
      window.clearInterval(watch);
      if (!popup.closed) popup.close();
      resolve(grant);
    };
    channel.onmessage = (event: MessageEvent<CallbackMessage>) => {
      const answer = event.data;
      if (!answer || answer.state !== state) return; // another sign-in's answer
      const token =
        config.responseType === 'id_token'
          ? answer.id_token
          : config.responseType === 'token'
            ? answer.access_token
            : answer.code;
      if (!token) console.warn(`${config.provider} sign-in gave no token`, answer.error ?? '');
      finish(token ? { token, codeVerifier, redirectUri } : null);
    };
    // Closed without an answer: give a late message a moment, then stop.
    const watch = window.setInterval(() => {
      if (popup.closed) window.setTimeout(() => finish(null), 500);
    }, 400);

    void (async () => {
      const url = new URL(config.authorizeUrl, window.location.origin);
      url.searchParams.set('client_id', config.clientId);
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('response_type', config.responseType);
      url.searchParams.set('scope', config.scope);
      url.searchParams.set('state', state);
      url.searchParams.set('nonce', nonce);
      if (codeVerifier) {
        url.searchParams.set('code_challenge', await s256(codeVerifier));
        url.searchParams.set('code_challenge_method', 'S256');
      }
      popup.location.href = url.toString();
    })();
  });
}
