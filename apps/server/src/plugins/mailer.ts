import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import type { Transporter } from 'nodemailer';
import { loadNodemailer } from '../lazy-modules';
import type { App } from '../types';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the e-mail is about; kept beside a message written to the outbox. */
  link?: string;
};

/** Where a message went: through SMTP, or into the outbox folder (`path` of its .eml file). */
export type MailReceipt = { via: 'smtp'; messageId: string } | { via: 'outbox'; path: string };

declare module 'fastify' {
  interface FastifyInstance {
    mailer: {
      send: (message: MailMessage) => Promise<MailReceipt>;
      /** Sends without making the caller wait; the outcome is logged. Closing the app waits for it. */
      sendInBackground: (message: MailMessage, what: string) => void;
    };
  }
}

/**
 * E-mail through SMTP_URL when it is set. Otherwise the real MIME message is rendered (nodemailer's stream
 * transport) and written to DATA_DIR/outbox/<time>-<random>.eml, with a .json beside it ({ to, subject,
 * text, link }) so a developer, or a test, can follow the link.
 */
export const mailerPlugin = fp(async (app: App) => {
  const { smtpUrl } = app.config.mail;
  const from = app.config.mail.from ?? `"${app.config.brandName}" <no-reply@localhost>`;
  const outbox = join(app.config.dataDir, 'outbox');
  // Made with the first mail: most instances send none between restarts (lazy-modules.ts).
  let transport: Transporter | undefined;
  async function openTransport(): Promise<Transporter> {
    const nodemailer = await loadNodemailer();
    transport ??= smtpUrl
      ? nodemailer.createTransport(smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    return transport;
  }
  const pending = new Set<Promise<unknown>>();

  async function send(message: MailMessage): Promise<MailReceipt> {
    const { to, subject, text, html } = message;
    const info = await (await openTransport()).sendMail({ from, to, subject, text, html });
    if (smtpUrl) return { via: 'smtp', messageId: info.messageId };
    await mkdir(outbox, { recursive: true });
    const stem = `${new Date().toISOString().replaceAll(':', '-')}-${randomBytes(4).toString('hex')}`;
    const path = join(outbox, `${stem}.eml`);
    await writeFile(path, (info as unknown as { message: Buffer }).message, { mode: 0o600 });
    await writeFile(
      join(outbox, `${stem}.json`),
      `${JSON.stringify({ to, subject, text, link: message.link }, null, 2)}\n`,
      { mode: 0o600 },
    );
    return { via: 'outbox', path };
  }

  function sendInBackground(message: MailMessage, what: string) {
    const sending = send(message)
      .then((receipt) => {
        if (receipt.via === 'outbox') {
          app.log.info({ path: receipt.path, link: message.link }, `${what} written to ${receipt.path}`);
        } else app.log.info({ messageId: receipt.messageId }, `${what} sent`);
      })
      .catch((error) => app.log.error({ err: error }, `${what} could not be sent`))
      .finally(() => pending.delete(sending));
    pending.add(sending);
  }

  app.decorate('mailer', { send, sendInBackground });
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
    transport?.close();
  });
});
