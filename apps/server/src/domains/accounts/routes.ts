import { hash, verify } from '@node-rs/argon2';
import {
  AUTH_MESSAGES,
  authUser,
  changePasswordBody,
  loginBody,
  one,
  refreshBody,
  signupBody,
  subscriberProfile,
} from '@tarang/contracts';
import { HttpError } from '../../errors';
import { emailTried, LIMITS, perAddress, perPerson, signedInAccount } from '../../plugins/rate-limits';
import type { App } from '../../types';
import { ARGON2 } from './guards';
import { loginThrottleFor } from './login-throttle';
import { existingStationId } from './names';
import { passwordResetRoutes } from './password-reset';
import {
  createSubscriber,
  findSubscriberByEmail,
  findSubscriberById,
  findSubscriberProfile,
  setPassword,
} from './repository';
import { endSession, revokeOtherSessions, rotateSession, startSession } from './sessions';
import { socialRoutes } from './social/routes';

const tags = ['customer'];

/** Verified against when the account does not exist, so a wrong e-mail costs as long as a wrong password. */
let dummyHash: Promise<string> | undefined;

export async function accountRoutes(app: App) {
  dummyHash ??= hash('not a real password', ARGON2);
  const throttle = loginThrottleFor(app);

  app.post(
    '/subscriber/signup',
    {
      config: perAddress(LIMITS.signUp.perAddress),
      preHandler: perPerson(app, 'sign-up', LIMITS.signUp.perEmail, emailTried),
      schema: {
        tags,
        summary: 'Create an account with e-mail and password; answers the signed-in user',
        body: signupBody,
        response: { 200: one(authUser) },
      },
    },
    async (request) => {
      const { name, email, password, stationDetail } = request.body;
      const stationId = await existingStationId(app, stationDetail.stationId);
      const passwordHash = await hash(password, ARGON2);
      const created = await createSubscriber(app.db, { name, email, passwordHash, stationId });
      if (!created) throw new HttpError(409, AUTH_MESSAGES.emailExists, 'email');
      return { data: await startSession(app, created, request.ip) };
    },
  );

  app.post(
    '/subscriber/login',
    {
      config: perAddress(LIMITS.signIn.perAddress),
      schema: {
        tags,
        summary: "Sign in with e-mail and password; 404 'Subscriber Not Found' for an e-mail with no account",
        body: loginBody,
        response: { 200: one(authUser) },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      const subscriber = await findSubscriberByEmail(app.db, email);
      // Counted before the check, so no number of requests at once gets more guesses (login-throttle.ts).
      await throttle.beforeAttempt(email, request.ip, subscriber?.id);
      // An unknown e-mail answers 'Subscriber Not Found', which the site's dialog turns into sign-up.
      // This tells which e-mails have accounts, as sign-up's 'Email already exists' already does; the
      // per-address and per-account limits above bound how fast anyone can ask. The sign-up hand-off wins
      // over ASVS 2.2 here.
      if (!subscriber) throw new HttpError(404, AUTH_MESSAGES.subscriberNotFound, 'email');
      const ok = await verify(subscriber.passwordHash ?? (await (dummyHash as Promise<string>)), password);
      if (!subscriber.passwordHash || !ok) throw new HttpError(401, AUTH_MESSAGES.invalidCredentials);
      await throttle.succeeded(email, request.ip);
      return { data: await startSession(app, subscriber, request.ip) };
    },
  );

  app.post(
    '/refresh',
    {
      config: perAddress(LIMITS.session.perAddress),
      schema: {
        tags,
        summary: 'A new token pair for a refresh token (each refresh token works once)',
        body: refreshBody,
        response: { 200: one(authUser) },
      },
    },
    async (request) => ({ data: await rotateSession(app, request.body.refreshToken, request.ip) }),
  );

  app.post(
    '/subscriber/logout',
    {
      config: perAddress(LIMITS.session.perAddress),
      schema: { tags, summary: 'End the session of a refresh token', body: refreshBody },
    },
    async (request, reply) => {
      await endSession(app, request.body.refreshToken);
      return reply.code(204).send();
    },
  );

  app.post(
    '/subscriber/change-password',
    {
      onRequest: [
        app.authenticate,
        perPerson(app, 'change-password', LIMITS.changePassword.perAccount, signedInAccount),
      ],
      config: perAddress(LIMITS.changePassword.perAddress),
      schema: {
        tags,
        summary: 'Change the password; every other session ends, and this one gets new tokens',
        security: [{ bearerAuth: [] }],
        body: changePasswordBody,
        response: { 200: one(authUser) },
      },
    },
    async (request) => {
      const user = request.user as NonNullable<typeof request.user>;
      const subscriber = await findSubscriberById(app.db, user.id);
      if (!subscriber) throw new HttpError(401, AUTH_MESSAGES.sessionExpired);
      if (!subscriber.passwordHash || !(await verify(subscriber.passwordHash, request.body.oldPassword))) {
        throw new HttpError(400, AUTH_MESSAGES.oldPasswordWrong, 'oldPassword');
      }
      const passwordHash = await hash(request.body.newPassword, ARGON2);
      await setPassword(app.db, subscriber.id, passwordHash);
      await revokeOtherSessions(app, subscriber.id);
      return { data: await startSession(app, subscriber, request.ip) };
    },
  );

  app.get(
    '/subscriber/me',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'The signed-in listener (checks a stored user)',
        security: [{ bearerAuth: [] }],
        response: { 200: one(subscriberProfile) },
      },
    },
    async (request) => {
      const user = request.user as NonNullable<typeof request.user>;
      const subscriber = await findSubscriberProfile(app.db, user.id);
      if (!subscriber) throw new HttpError(401, AUTH_MESSAGES.sessionExpired);
      return { data: subscriber };
    },
  );

  await app.register(passwordResetRoutes);
  await app.register(socialRoutes);
}
