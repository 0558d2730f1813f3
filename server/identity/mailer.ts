import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { createTransport } from 'nodemailer';
import type { Database } from '../db/schema';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** The one link the message is about (verification, reset, invitation); shown in the mailbox. */
  link?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/**
 * Every message is written to the outbox table. Without SMTP_URL the outbox is the delivery: the
 * message is printed to the log and listed at /dev/mailbox (development sign-in on loopback only, config.devMailbox). With SMTP_URL it
 * is also sent through nodemailer, and the log shows only who it went to.
 */
export function createMailer(options: { db: Kysely<Database>; log: FastifyBaseLogger; smtpUrl?: string; from: string }): Mailer {
  const transport = options.smtpUrl ? createTransport(options.smtpUrl) : undefined;
  return {
    async send(mail) {
      const row = await options.db
        .insertInto('mail_outbox')
        .values({ recipient: mail.to, subject: mail.subject, body: mail.text, link: mail.link ?? null })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (!transport) {
        options.log.info({ to: mail.to, subject: mail.subject, link: mail.link }, `mail outbox: "${mail.subject}" to ${mail.to}${mail.link ? ` (${mail.link})` : ''}`);
        return;
      }
      await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
      await options.db.updateTable('mail_outbox').set({ sent_at: new Date() }).where('id', '=', row.id).execute();
      options.log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
    },
  };
}
