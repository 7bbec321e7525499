/**
 * Outgoing mail. With SMTP_URL set, mail goes to that server (a mail catcher in
 * docker-compose). Without it, nodemailer's JSON transport renders each message and it is
 * kept in memory, newest first, for GET /dev/mail (never in production).
 */
import type { FastifyPluginAsync } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import type { DevMail } from '../lib/shared.ts';
import { globalPlugin } from '../lib/plugin.ts';

/** A message to send. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The mail service of the app. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /** Captured mail, newest first (empty when SMTP_URL is set). */
  captured(): DevMail[];
  /** Forget the captured mail. */
  clear(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Outgoing mail. */
    mailer: Mailer;
  }
}

const MAX_CAPTURED = 200;

/** Every URL in a message: absolute ones anywhere, and href values (relative ones included). */
export function extractLinks(html: string, text: string): string[] {
  const found = new Set<string>();
  for (const m of html.matchAll(/href\s*=\s*"([^"]+)"/gi)) if (m[1]) found.add(m[1].replaceAll('&amp;', '&'));
  for (const m of `${html}\n${text}`.matchAll(/https?:\/\/[^\s"'<>)]+/g)) found.add(m[0].replaceAll('&amp;', '&').replace(/[.,;:!?]+$/, ''));
  return [...found];
}

const plugin: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  const capture = !config.mail.smtpUrl;
  const transport = capture ? nodemailer.createTransport({ jsonTransport: true }) : nodemailer.createTransport(config.mail.smtpUrl);
  let store: DevMail[] = [];
  let nextId = 1;

  const mailer: Mailer = {
    async send(mail) {
      await transport.sendMail({ from: config.mail.from, ...mail });
      if (capture) {
        store.unshift({
          id: nextId++,
          date: new Date().toISOString(),
          to: [mail.to],
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          links: extractLinks(mail.html, mail.text),
        });
        store = store.slice(0, MAX_CAPTURED);
      }
    },
    captured: () => store.slice(),
    clear: () => {
      store = [];
    },
  };
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => transport.close());
};

/** Registers the mailer. */
export const mailPlugin = globalPlugin(plugin, 'mail');
