import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import { insertOutboxMessage } from '../repositories/outbox.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The links the message carries; the offline mailbox lists them so they can be clicked. */
  links: string[];
}

export interface Mailer {
  /** `log` is the request's logger, so the line carries its request id. */
  send(message: MailMessage, log: FastifyBaseLogger): Promise<void>;
}

/** Offline: the outbox table (shown at /dev/mailbox). The log names recipient and subject only: links carry tokens. */
export function createOutboxMailer(db: Db, now: () => Date): Mailer {
  return {
    async send(message, log) {
      const id = randomUUID();
      await insertOutboxMessage(db, { id, ...message, createdAt: now().toISOString() });
      log.info({ mailId: id, to: message.to, subject: message.subject }, 'e-mail stored in the offline outbox');
    },
  };
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message, log) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
      log.info({ to: message.to, subject: message.subject }, 'e-mail sent');
    },
  };
}
