import { AUTH_MESSAGES, type socialLoginBody } from '@tarang/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { HttpError } from '../../../errors';
import type { App } from '../../../types';
import { verifyFacebook } from './facebook';
import { googleVerifier } from './google';
import type { SocialProfile } from './http';
import type { LocalKeys } from './local/keys';
import { allowedRedirect } from './redirect';
import { settingsFor } from './settings';
import { verifyTwitter } from './twitter';

type SocialBody = z.output<typeof socialLoginBody>;

/**
 * Checks a social payload's token with its provider and answers who it vouches for. Whatever goes wrong with
 * the token or the provider (bad signature, wrong audience, expired, refused, unreachable, timed out) is a 401
 * with one message; the cause goes to the log.
 */
export function socialVerifier(app: App, keys: () => Promise<LocalKeys>) {
  const { timeoutMs } = app.config.social;
  const google = googleVerifier(timeoutMs);

  /** Twitter's code is exchanged with PKCE for the redirect URI it was issued to, which must be ours. */
  function twitterGrant(body: SocialBody, request: FastifyRequest) {
    if (!body.codeVerifier) throw new HttpError(400, 'codeVerifier is required', 'codeVerifier');
    if (!body.redirectUri) throw new HttpError(400, 'redirectUri is required', 'redirectUri');
    if (!allowedRedirect(body.redirectUri, request, app.config.publicUrl)) {
      throw new HttpError(400, 'redirectUri must be an address of this site', 'redirectUri');
    }
    return { code: body.token, codeVerifier: body.codeVerifier, redirectUri: body.redirectUri };
  }

  return async function verify(body: SocialBody, request: FastifyRequest): Promise<SocialProfile> {
    const grant = body.provider === 'Twitter' ? twitterGrant(body, request) : undefined;
    try {
      switch (body.provider) {
        case 'Google': {
          const settings = await unavailableUnless(settingsFor(app, 'Google', keys), body.provider);
          return await google(settings, body.token);
        }
        case 'Facebook': {
          const settings = await unavailableUnless(settingsFor(app, 'Facebook', keys), body.provider);
          return await verifyFacebook(settings, body.token, timeoutMs);
        }
        case 'Twitter': {
          const settings = await unavailableUnless(settingsFor(app, 'Twitter', keys), body.provider);
          return await verifyTwitter(settings, grant as NonNullable<typeof grant>, timeoutMs);
        }
      }
    } catch (error) {
      if (error instanceof HttpError) throw error;
      request.log.warn({ err: error, provider: body.provider }, 'social sign-in: token not verified');
      throw new HttpError(401, AUTH_MESSAGES.socialTokenInvalid);
    }
  };
}

function unavailableUnless<T>(settings: Promise<T> | undefined, provider: string): Promise<T> {
  if (!settings) throw new HttpError(400, `${provider} sign-in is not available`, 'provider');
  return settings;
}
