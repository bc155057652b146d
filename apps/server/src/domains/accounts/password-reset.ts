import { createHash, randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { AUTH_MESSAGES, authUser, forgotPasswordBody, one, resetPasswordBody } from '@tarang/contracts';
import { z } from 'zod';
import { HttpError } from '../../errors';
import { escapeHtml } from '../../html';
import type { MailMessage } from '../../plugins/mailer';
import { emailTried, LIMITS, perAddress, perPerson } from '../../plugins/rate-limits';
import type { App } from '../../types';
import { ARGON2 } from './guards';
import { loginThrottleFor } from './login-throttle';
import { findSubscriberByEmail, setPassword } from './repository';
import { revokeOtherSessions, startSession } from './sessions';
import { insertResetLink, resetLinksSince, spendResetLink, spendResetLinksOf } from './sign-in-repository';

const tags = ['customer'];
export const RESET_LINK_MINUTES = 30;
/** At most this many reset e-mails an hour for one account (beyond it the answer is the same, nothing is sent). */
export const RESET_MAILS_PER_HOUR = 5;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

export function resetMail(brand: string, to: string, name: string, link: string): MailMessage {
  const text = [
    `Hello ${name},`,
    '',
    `Someone, hopefully you, asked to reset the password of your ${brand} account. Open this link to choose a new password:`,
    '',
    link,
    '',
    `The link works once and expires in ${RESET_LINK_MINUTES} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
    '',
    brand,
  ].join('\n');
  const [b, n, l] = [escapeHtml(brand), escapeHtml(name), escapeHtml(link)];
  const html = `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;color:#16141f;line-height:1.5">
<p>Hello ${n},</p>
<p>Someone, hopefully you, asked to reset the password of your ${b} account.</p>
<p><a href="${l}" style="display:inline-block;padding:10px 18px;background:#5b21b6;color:#fff;border-radius:6px;text-decoration:none">Choose a new password</a></p>
<p>Or open this link: <a href="${l}">${l}</a></p>
<p>The link works once and expires in ${RESET_LINK_MINUTES} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.</p>
<p>${b}</p>
</body></html>`;
  return { to, subject: `Reset your ${brand} password`, text, html, link };
}

/**
 * Forgot password: a one-time link by e-mail (only the token's sha256 is stored), and the reset that spends
 * it. The request never tells whether an account exists.
 */
export async function passwordResetRoutes(app: App) {
  const throttle = loginThrottleFor(app);
  app.post(
    '/subscriber/forgot-password',
    {
      config: perAddress(LIMITS.forgotPassword.perAddress),
      preHandler: perPerson(app, 'forgot-password', LIMITS.forgotPassword.perEmail, emailTried),
      schema: {
        tags,
        summary: `E-mail a one-time link (valid ${RESET_LINK_MINUTES} minutes) to reset the password`,
        description:
          'Answers the same message whether or not an account exists. The link is `PUBLIC_URL/0/reset-password#token=…`.',
        body: forgotPasswordBody,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      const { email } = request.body;
      const subscriber = await findSubscriberByEmail(app.db, email);
      if (subscriber) {
        const sent = await resetLinksSince(app.db, subscriber.id, new Date(Date.now() - 3_600_000));
        if (sent >= RESET_MAILS_PER_HOUR) {
          request.log.warn(
            { subscriberId: subscriber.id },
            'password reset: hourly limit reached, no e-mail sent',
          );
        } else {
          const token = randomBytes(32).toString('base64url');
          await insertResetLink(app.db, {
            subscriberId: subscriber.id,
            tokenHash: sha256(token),
            expiresAt: new Date(Date.now() + RESET_LINK_MINUTES * 60_000),
          });
          const link = `${app.config.publicUrl}/0/reset-password#token=${token}`;
          // Not awaited: an existing account must not answer measurably later than an unknown e-mail.
          app.mailer.sendInBackground(
            resetMail(app.config.brandName, subscriber.email, subscriber.name, link),
            'password reset e-mail',
          );
        }
      }
      return { message: AUTH_MESSAGES.resetLinkSent };
    },
  );

  app.post(
    '/subscriber/reset-password',
    {
      config: perAddress(LIMITS.resetPassword.perAddress),
      schema: {
        tags,
        summary:
          'Set a new password with the one-time token of a reset link; ends every session and signs in',
        body: resetPasswordBody,
        response: { 200: one(authUser) },
      },
    },
    async (request) => {
      const { token, newPassword } = request.body;
      const now = new Date();
      // Spend the token atomically: of two concurrent uses, only one gets the row back.
      const spent = await spendResetLink(app.db, sha256(token), now);
      if (!spent) throw new HttpError(400, AUTH_MESSAGES.resetLinkInvalid, 'token');
      const passwordHash = await hash(newPassword, ARGON2);
      const subscriber = await setPassword(app.db, spent.subscriberId, passwordHash, now);
      if (!subscriber) throw new HttpError(400, AUTH_MESSAGES.resetLinkInvalid, 'token');
      // Other links sent before this one die with it; so do every session and the sign-in limits.
      await spendResetLinksOf(app.db, subscriber.id, now);
      await revokeOtherSessions(app, subscriber.id);
      await throttle.reset(subscriber.email, request.ip);
      request.log.info({ subscriberId: subscriber.id }, 'password reset');
      return { data: await startSession(app, subscriber, request.ip) };
    },
  );
}
