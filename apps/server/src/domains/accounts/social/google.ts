import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from 'jose';
import { ProviderError, type SocialProfile } from './http';

export type GoogleSettings = { clientId: string; jwksUrl: string; issuers: string[] };

/**
 * Google: the token is an ID token. Its signature is checked against the provider's published keys (fetched
 * and cached per JWKS URL), RS256 only, issuer and audience pinned, expiry enforced. The e-mail counts only
 * when Google says it is verified.
 */
export function googleVerifier(timeoutMs: number) {
  const keySets = new Map<string, JWTVerifyGetKey>();
  return async (settings: GoogleSettings, idToken: string): Promise<SocialProfile> => {
    let keys = keySets.get(settings.jwksUrl);
    if (!keys) {
      keys = createRemoteJWKSet(new URL(settings.jwksUrl), { timeoutDuration: timeoutMs });
      keySets.set(settings.jwksUrl, keys);
    }
    const { payload } = await jwtVerify(idToken, keys, {
      algorithms: ['RS256'],
      issuer: settings.issuers,
      audience: settings.clientId,
      requiredClaims: ['sub', 'exp'],
    });
    if (typeof payload.sub !== 'string' || !payload.sub) throw new ProviderError('ID token without subject');
    const verified = payload.email_verified === true && typeof payload.email === 'string';
    return {
      subject: payload.sub,
      email: verified ? (payload.email as string) : undefined,
      name: typeof payload.name === 'string' ? payload.name : undefined,
    };
  };
}
