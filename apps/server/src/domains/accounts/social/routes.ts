import {
  AUTH_MESSAGES,
  authUser,
  emailProblem,
  one,
  SOCIAL_PROVIDERS,
  type SocialProvider,
  socialLoginBody,
  socialProviderConfig,
} from '@tarang/contracts';
import { z } from 'zod';
import { HttpError } from '../../../errors';
import { LIMITS, perAddress } from '../../../plugins/rate-limits';
import type { App } from '../../../types';
import { displayName, existingStationId } from '../names';
import { createSocialSubscriber, linkedSubscriber as findLinked } from '../repository';
import { startSession } from '../sessions';
import { localKeyStore } from './local/keys';
import { localProviderRoutes } from './local/routes';
import { isLocal, providerConfigs } from './settings';
import { socialVerifier } from './verify';

const tags = ['customer'];
const signedIn = { 200: one(authUser) };

/**
 * Sign-in and sign-up through Google, Facebook or Twitter. An account is found only by its linked identity
 * (provider and the provider's user id), never by e-mail: a provider account must not take over an account
 * that signs in with a password.
 */
export async function socialRoutes(app: App) {
  const keys = localKeyStore(app.config.dataDir);
  const verify = socialVerifier(app, keys);

  const local = SOCIAL_PROVIDERS.filter((provider) => isLocal(app.config.social, provider));
  if (local.length) {
    await app.register(localProviderRoutes, { prefix: '/social/local', keys });
    app.log[app.config.env === 'production' ? 'warn' : 'info'](
      { providers: local },
      'local development sign-in is on for providers without configuration: anyone can sign in as any local ' +
        'identity; set SOCIAL_LOCAL_PROVIDERS=false in a real deployment',
    );
  }

  const linkedSubscriber = (provider: SocialProvider, subject: string) =>
    findLinked(app.db, provider, subject);

  app.get(
    '/social/providers',
    {
      schema: {
        tags,
        summary: 'How to start each social sign-in: the provider, or the local development sign-in',
        response: { 200: z.object({ data: z.array(socialProviderConfig) }) },
      },
    },
    async () => ({ data: providerConfigs(app.config.social) }),
  );

  app.post(
    '/subscriber/social-login',
    {
      config: perAddress(LIMITS.socialSignIn.perAddress),
      schema: {
        tags,
        summary:
          "Sign in with a provider's token; 404 'Subscriber Not Found' when no account is linked to it",
        body: socialLoginBody,
        response: signedIn,
      },
    },
    async (request) => {
      const profile = await verify(request.body, request);
      const subscriber = await linkedSubscriber(request.body.provider, profile.subject);
      if (!subscriber) throw new HttpError(404, AUTH_MESSAGES.subscriberNotFound);
      return { data: await startSession(app, subscriber, request.ip) };
    },
  );

  app.post(
    '/subscriber/social-signup',
    {
      config: perAddress(LIMITS.socialSignUp.perAddress),
      schema: {
        tags,
        summary:
          "Create an account linked to a provider's identity (signs in when it is already linked); 409 " +
          "'Account already exists' when the e-mail has an account",
        body: socialLoginBody,
        response: signedIn,
      },
    },
    async (request) => {
      const body = request.body;
      const profile = await verify(body, request);
      const linked = await linkedSubscriber(body.provider, profile.subject);
      if (linked) return { data: await startSession(app, linked, request.ip) };

      // The provider's (verified) e-mail first; Twitter gives none, so the listener's own.
      const email = (profile.email ?? body.email ?? '').trim().toLowerCase();
      if (!email) throw new HttpError(400, AUTH_MESSAGES.socialEmailRequired, 'email');
      const problem = emailProblem(email);
      if (problem) throw new HttpError(400, problem, 'email');
      const stationId = await existingStationId(app, body.stationDetail.stationId);
      const name = displayName([profile.name, body.name, email.split('@')[0]]);
      try {
        const created = await createSocialSubscriber(
          app.db,
          {
            name,
            email,
            stationId,
            latitude: body.geoCoordinates.latitude,
            longitude: body.geoCoordinates.longitude,
          },
          { provider: body.provider, providerUserId: profile.subject },
        );
        request.log.info({ subscriberId: created.id, provider: body.provider }, 'social sign-up');
        return { data: await startSession(app, created, request.ip) };
      } catch (error) {
        // The same sign-up twice at once: the first made the account, the second signs in to it.
        const meanwhile = await linkedSubscriber(body.provider, profile.subject);
        if (meanwhile) return { data: await startSession(app, meanwhile, request.ip) };
        throw error;
      }
    },
  );
}
