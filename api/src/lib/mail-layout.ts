/**
 * The one layout of the api's mails to a person: a greeting, the message, an optional action
 * (a button in HTML, "label: link" in text) and fine print, as text and HTML. Every value is
 * escaped here, so callers pass plain text. And the language a mail (or an invoice) to a user is
 * written in: theirs when the suite speaks it, else English.
 */
import type { OutgoingMail } from '../plugins/mail.ts';
import type { Lang } from './shared.ts';

/** `s` safe inside HTML text and attribute values. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The language a user's mail and invoice are in: their own when it is one of the suite's, else English. */
export const userLang = (lang: string): Lang => (lang === 'es' || lang === 'ru' ? lang : 'en');

/** What a mail says, in order. */
export interface MailContent {
  to: string;
  subject: string;
  hello: string;
  /** Paragraphs of the message. */
  body: string[];
  /** The one thing to do: a link. */
  action?: { label: string; link: string };
  /** Lines in small print after the action (expiry, "ignore this if…"). */
  fineprint?: string[];
}

/** `m` as a mail: plain text, and HTML with the action as a button. */
export function layoutMail(m: MailContent): OutgoingMail {
  const fineprint = m.fineprint ?? [];
  const text = [
    m.hello,
    '',
    ...m.body.flatMap((p, i) => (i ? ['', p] : [p])),
    ...(m.action ? ['', `${m.action.label}: ${m.action.link}`] : []),
    ...(fineprint.length ? ['', ...fineprint] : []),
    '',
  ].join('\n');
  const html = [
    `<p>${escapeHtml(m.hello)}</p>`,
    ...m.body.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(m.action
      ? [
          `<p><a href="${escapeHtml(m.action.link)}" style="display:inline-block;padding:12px 20px;background:#0e6ba8;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:600">${escapeHtml(m.action.label)}</a></p>`,
        ]
      : []),
    ...(fineprint.length ? [`<p style="color:#555">${fineprint.map(escapeHtml).join('<br>')}</p>`] : []),
  ].join('\n');
  return { to: m.to, subject: m.subject, text, html };
}
