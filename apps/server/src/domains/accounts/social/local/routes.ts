import { createHash } from 'node:crypto';
import { emailProblem, SOCIAL_PROVIDERS, type SocialProvider } from '@tarang/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { perAddress } from '../../../../plugins/rate-limits';
import type { App } from '../../../../types';
import { allowedRedirect } from '../redirect';
import { isLocal, localSlug } from '../settings';
import {
  LOCAL_AUDIENCE,
  LOCAL_CLIENT_ID,
  type LocalKeys,
  localSubject,
  signLocal,
  verifyLocal,
} from './keys';
import { authorizePage, errorPage, pageCsp } from './page';

const tags = ['local sign-in (development)'];
const RESPONSE_TYPE: Record<SocialProvider, string> = {
  Google: 'id_token',
  Facebook: 'token',
  Twitter: 'code',
};
const bySlug = new Map(SOCIAL_PROVIDERS.map((provider) => [localSlug(provider), provider]));

const param = (max: number) => z.string().max(max).optional();
/** The OAuth parameters of an authorize request, carried from the page to its form. */
const oauthParams = z.object({
  client_id: param(100),
  redirect_uri: z.string().max(2000),
  response_type: param(20),
  scope: param(200),
  state: param(500),
  nonce: param(500),
  code_challenge: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43,128}$/)
    .optional(),
  code_challenge_method: param(10),
});
type OAuthParams = z.output<typeof oauthParams>;
const decision = z.object({
  name: z.string().max(1000).default(''),
  email: z.string().max(1000).default(''),
  decision: z.enum(['continue', 'cancel']).default('continue'),
});

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');
const oauthError = (message: string) => ({ error: { message, type: 'OAuthException', code: 190 } });

type Options = { keys: () => Promise<LocalKeys> };

/**
 * A small identity provider for development, used for each social provider that is not configured: an
 * authorize page (name and e-mail, no password) that sends the browser back like the real provider would,
 * and the provider-side endpoints the verifiers call (JWKS; Graph-style debug_token and me; Twitter-style
 * token exchange and users/me). Everything it issues is a JWT signed with its own key: no state to share.
 */
export async function localProviderRoutes(app: App, { keys }: Options) {
  // The authorize form and the token exchange post form-urlencoded bodies.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  /** The provider and checked parameters of an authorize request, or an error page already sent. */
  function authorizeRequest(request: FastifyRequest, reply: FastifyReply, input: unknown) {
    const provider = bySlug.get((request.params as { provider: string }).provider);
    const fail = (status: number, message: string) => {
      reply.code(status).type('text/html; charset=utf-8').send(errorPage(provider, message));
      return undefined;
    };
    if (!provider || !isLocal(app.config.social, provider)) {
      return fail(404, 'There is no local sign-in for this provider.');
    }
    const parsed = oauthParams.safeParse(input);
    if (!parsed.success) return fail(400, 'The sign-in request is incomplete or malformed.');
    const params = parsed.data;
    const redirect = allowedRedirect(params.redirect_uri, request, app.config.publicUrl);
    if (!redirect) return fail(400, 'The sign-in request names a return address that is not this site.');
    if (params.client_id !== undefined && params.client_id !== LOCAL_CLIENT_ID) {
      return fail(400, `Unknown client_id: use ${LOCAL_CLIENT_ID}.`);
    }
    if (params.response_type !== undefined && params.response_type !== RESPONSE_TYPE[provider]) {
      return fail(400, `response_type must be ${RESPONSE_TYPE[provider]}.`);
    }
    if (provider === 'Twitter' && (!params.code_challenge || params.code_challenge_method !== 'S256')) {
      return fail(400, 'PKCE is required: code_challenge with code_challenge_method S256.');
    }
    return { provider, params, redirect };
  }

  function sendPage(reply: FastifyReply, status: number, html: string) {
    const formTargets = [new URL(app.config.publicUrl).origin];
    return reply
      .code(status)
      .header('content-security-policy', pageCsp(formTargets))
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html);
  }

  const pageOf = (request: FastifyRequest, provider: SocialProvider, params: OAuthParams) => ({
    provider,
    brand: app.config.brandName,
    action: request.url.split('?')[0] as string,
    hidden: params,
  });

  app.get(
    '/:provider/authorize',
    { schema: { hide: true, tags, summary: 'The local sign-in page (google, facebook or twitter)' } },
    async (request, reply) => {
      const checked = authorizeRequest(request, reply, request.query);
      if (!checked) return reply;
      return sendPage(reply, 200, authorizePage(pageOf(request, checked.provider, checked.params)));
    },
  );

  app.post(
    '/:provider/authorize',
    {
      config: perAddress({ max: 30, timeWindow: '1 minute' }),
      schema: {
        hide: true,
        tags,
        summary: 'Continue (or cancel) the local sign-in: redirects (303) to redirect_uri',
      },
    },
    async (request, reply) => {
      const checked = authorizeRequest(request, reply, request.body);
      if (!checked) return reply;
      const { provider, params, redirect } = checked;
      const form = decision.safeParse(request.body);
      const { name, email, decision: choice } = form.success ? form.data : decision.parse({});
      const answer = new URLSearchParams();
      if (choice === 'cancel') {
        answer.set('error', 'access_denied');
      } else {
        const errors = {
          name: name.trim()
            ? name.trim().length > 100
              ? 'Name must be at most 100 characters'
              : undefined
            : 'Name is required',
          email: emailProblem(email) ?? undefined,
        };
        if (errors.name || errors.email) {
          const page = authorizePage({
            ...pageOf(request, provider, params),
            values: { name, email },
            errors,
          });
          return sendPage(reply, 400, page);
        }
        for (const [key, value] of Object.entries(await issue(provider, params, name.trim(), email))) {
          answer.set(key, value);
        }
      }
      if (params.state) answer.set('state', params.state);
      // Google and Facebook answer in the fragment (never sent to a server); Twitter's code in the query.
      if (provider === 'Twitter') {
        for (const [key, value] of answer) redirect.searchParams.set(key, value);
      } else redirect.hash = answer.toString();
      return reply.header('cache-control', 'no-store').redirect(redirect.toString(), 303);
    },
  );

  /** What the provider hands back to the site for a completed sign-in. */
  async function issue(provider: SocialProvider, params: OAuthParams, name: string, rawEmail: string) {
    const key = await keys();
    const email = rawEmail.trim().toLowerCase();
    const subject = localSubject(email);
    if (provider === 'Google') {
      const claims = { email, email_verified: true, name, ...(params.nonce ? { nonce: params.nonce } : {}) };
      const idToken = await signLocal(key, claims, {
        audience: LOCAL_AUDIENCE.googleIdToken,
        subject,
        seconds: 600,
      });
      return { id_token: idToken, token_type: 'Bearer', expires_in: '600' };
    }
    if (provider === 'Facebook') {
      const claims = { name, email, app_id: LOCAL_CLIENT_ID };
      const accessToken = await signLocal(key, claims, {
        audience: LOCAL_AUDIENCE.facebookAccess,
        subject,
        seconds: 3600,
      });
      return { access_token: accessToken, token_type: 'bearer', expires_in: '3600' };
    }
    // Twitter: a code bound to the PKCE challenge and the redirect URI, good for five minutes.
    const claims = { name, cc: params.code_challenge, ru: params.redirect_uri };
    return {
      code: await signLocal(key, claims, { audience: LOCAL_AUDIENCE.twitterCode, subject, seconds: 300 }),
    };
  }

  // ---------------------------------------------------------------- what the verifiers call (server to server)
  // Tokens travel in these URLs, as with the real providers: their requests are not logged.
  const quiet = { logLevel: 'warn' as const };

  app.get(
    '/google/jwks',
    { ...quiet, schema: { hide: true, tags, summary: 'The local ID tokens’ public keys' } },
    async () => ({
      keys: [(await keys()).publicJwk],
    }),
  );

  app.get(
    '/facebook/debug_token',
    {
      ...quiet,
      schema: { hide: true, tags, summary: 'Graph API style: is this access token valid, and whose is it' },
    },
    async (request, reply) => {
      const { input_token: input, access_token: appToken } = request.query as Record<
        string,
        string | undefined
      >;
      const key = await keys();
      if (appToken !== `${LOCAL_CLIENT_ID}|${key.appSecret}`) {
        return reply.code(400).send(oauthError('Invalid OAuth access token signature.'));
      }
      const claims = await verifyLocal(key, input, LOCAL_AUDIENCE.facebookAccess);
      if (!claims)
        return { data: { is_valid: false, error: { code: 190, message: 'Invalid OAuth access token.' } } };
      return {
        data: {
          app_id: claims.app_id,
          type: 'USER',
          application: app.config.brandName,
          expires_at: claims.exp,
          is_valid: true,
          scopes: ['email', 'public_profile'],
          user_id: claims.sub,
        },
      };
    },
  );

  app.get(
    '/facebook/me',
    { ...quiet, schema: { hide: true, tags, summary: 'Graph API style: the user of an access token' } },
    async (request, reply) => {
      const { access_token: token } = request.query as Record<string, string | undefined>;
      const claims = await verifyLocal(await keys(), token, LOCAL_AUDIENCE.facebookAccess);
      if (!claims) return reply.code(400).send(oauthError('Invalid OAuth access token.'));
      return { id: claims.sub, name: claims.name, email: claims.email };
    },
  );

  app.post(
    '/twitter/2/oauth2/token',
    {
      ...quiet,
      schema: { hide: true, tags, summary: 'Twitter style: exchange an authorization code (PKCE S256)' },
    },
    async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, string | undefined>;
      const refuse = (description: string) =>
        reply.code(400).send({ error: 'invalid_request', error_description: description });
      if (body.grant_type !== 'authorization_code') return refuse('grant_type must be authorization_code');
      if (body.client_id !== LOCAL_CLIENT_ID) return refuse('unknown client_id');
      const key = await keys();
      const code = await verifyLocal(key, body.code, LOCAL_AUDIENCE.twitterCode);
      if (!code) return refuse('Value passed for the authorization code was invalid.');
      if (code.ru !== body.redirect_uri)
        return refuse('redirect_uri does not match the authorization request');
      if (!body.code_verifier || s256(body.code_verifier) !== code.cc)
        return refuse('code_verifier is not valid');
      const accessToken = await signLocal(
        key,
        { name: code.name },
        { audience: LOCAL_AUDIENCE.twitterAccess, subject: code.sub, seconds: 7200 },
      );
      return {
        token_type: 'bearer',
        expires_in: 7200,
        access_token: accessToken,
        scope: 'users.read tweet.read',
      };
    },
  );

  app.get(
    '/twitter/2/users/me',
    { ...quiet, schema: { hide: true, tags, summary: 'Twitter style: the user of a bearer token' } },
    async (request, reply) => {
      const token = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
      const claims = await verifyLocal(await keys(), token, LOCAL_AUDIENCE.twitterAccess);
      if (!claims)
        return reply.code(401).send({ title: 'Unauthorized', status: 401, detail: 'Unauthorized' });
      const name = typeof claims.name === 'string' ? claims.name : 'Listener';
      return {
        data: { id: claims.sub, name, username: name.replace(/\W+/g, '').toLowerCase() || 'listener' },
      };
    },
  );
}
