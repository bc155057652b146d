import { SOCIAL_PROVIDERS, type SocialProvider, type SocialProviderConfig } from '@tarang/contracts';
import type { AppConfig } from '../../../config';
import type { App } from '../../../types';
import type { FacebookSettings } from './facebook';
import type { GoogleSettings } from './google';
import { ProviderError } from './http';
import { LOCAL_CLIENT_ID, LOCAL_ISSUER, type LocalKeys } from './local/keys';
import type { TwitterSettings } from './twitter';

export type ProviderSettings = {
  Google: GoogleSettings;
  Facebook: FacebookSettings;
  Twitter: TwitterSettings;
};

/** Where the local provider is mounted (customer service, /social/local). */
export const LOCAL_PROVIDER_PATH = '/api/customer/v1/social/local';
export const localSlug = (provider: SocialProvider) => provider.toLowerCase();

/** How each provider's sign-in starts in the browser. */
const START: Record<SocialProvider, Pick<SocialProviderConfig, 'authorizeUrl' | 'scope' | 'responseType'>> = {
  Google: {
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    scope: 'openid email profile',
    responseType: 'id_token',
  },
  Facebook: {
    authorizeUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
    scope: 'email',
    responseType: 'token',
  },
  Twitter: {
    authorizeUrl: 'https://twitter.com/i/oauth2/authorize',
    scope: 'users.read tweet.read',
    responseType: 'code',
  },
};

/** The public client id of a configured provider; undefined when it is not configured. */
export function configuredClientId(config: AppConfig['social'], provider: SocialProvider) {
  if (provider === 'Google') return config.google.clientId;
  if (provider === 'Facebook') return config.facebook.appSecret ? config.facebook.appId : undefined;
  return config.twitter.clientId;
}

/** A provider is served locally when it is not configured and the local sign-in is on. */
export const isLocal = (config: AppConfig['social'], provider: SocialProvider) =>
  !configuredClientId(config, provider) && config.localProviders;

/** What GET social/providers answers: every provider that can be used, and how to start it. */
export function providerConfigs(config: AppConfig['social']): SocialProviderConfig[] {
  return SOCIAL_PROVIDERS.flatMap((provider): SocialProviderConfig[] => {
    const clientId = configuredClientId(config, provider);
    if (clientId) return [{ provider, mode: 'provider', clientId, ...START[provider] }];
    if (!config.localProviders) return [];
    return [
      {
        provider,
        mode: 'local',
        ...START[provider],
        authorizeUrl: `${LOCAL_PROVIDER_PATH}/${localSlug(provider)}/authorize`,
        clientId: LOCAL_CLIENT_ID,
      },
    ];
  });
}

/**
 * The origin this server listens on, as it can call itself (a wildcard address becomes loopback). The local
 * provider's endpoints are reached there: PUBLIC_URL need not be reachable from the server.
 */
export function selfOrigin(app: App): string | undefined {
  const address = app.server.address();
  if (!address || typeof address === 'string') return undefined;
  let host = address.address;
  if (host === '0.0.0.0') host = '127.0.0.1';
  if (host === '::') host = '::1';
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

/**
 * The endpoints a provider's tokens are verified at: the configured provider's, or, for a provider served
 * locally, this server's own local provider over loopback. The verifiers cannot tell the difference.
 * undefined: the provider can not be used at all.
 */
export function settingsFor<P extends SocialProvider>(
  app: App,
  provider: P,
  keys: () => Promise<LocalKeys>,
): Promise<ProviderSettings[P]> | undefined {
  const config = app.config.social;
  if (configuredClientId(config, provider)) {
    const real: ProviderSettings = {
      Google: { ...config.google, clientId: config.google.clientId as string },
      Facebook: {
        ...config.facebook,
        appId: config.facebook.appId as string,
        appSecret: config.facebook.appSecret as string,
      },
      Twitter: { ...config.twitter, clientId: config.twitter.clientId as string },
    };
    return Promise.resolve(real[provider]);
  }
  if (!config.localProviders) return undefined;
  return (async () => {
    const origin = selfOrigin(app);
    if (!origin)
      throw new ProviderError('the local provider is reached over HTTP; this server is not listening');
    const base = `${origin}${LOCAL_PROVIDER_PATH}`;
    const local: ProviderSettings = {
      Google: { clientId: LOCAL_CLIENT_ID, jwksUrl: `${base}/google/jwks`, issuers: [LOCAL_ISSUER] },
      Facebook: { appId: LOCAL_CLIENT_ID, appSecret: (await keys()).appSecret, graphUrl: `${base}/facebook` },
      Twitter: {
        clientId: LOCAL_CLIENT_ID,
        clientSecret: undefined,
        tokenUrl: `${base}/twitter/2/oauth2/token`,
        apiUrl: `${base}/twitter`,
      },
    };
    return local[provider];
  })();
}
