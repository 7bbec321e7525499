/**
 * Every kind of mail the api sends, in each language, built by the same functions the routes
 * call, for a buyer whose name is markup (it must reach the reader as text). Shared by the layout
 * test and the Chromium rendering test.
 */
import { loadConfig } from '../src/config.ts';
import { bookingClaimMail, bookingWelcomeMail } from '../src/lib/booking-mail.ts';
import { chatReplyMail, invoiceMail } from '../src/lib/desk-mail.ts';
import { memberMail } from '../src/lib/member-mail.ts';
import { newsletterWelcomeMail } from '../src/lib/newsletter-mail.ts';
import type { Lang } from '../src/lib/shared.ts';
import type { OutgoingMail } from '../src/plugins/mail.ts';

/** The public origin the samples' links and logo are on. */
export const PUBLIC_URL = 'https://ship.example';
/** The api configuration the samples are built with. */
export const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL });

/** A buyer name that is markup. */
export const HOSTILE_NAME = '<script>alert("name")</script> Ama & Co';
/** A chat answer that is markup, on two lines. */
export const HOSTILE_REPLY = 'The vessel loads on Friday.\n<img src=x onerror="alert(1)"> Bring the keys.';

export const LANGS: readonly Lang[] = ['en', 'es', 'ru'];

/** One mail to look at: what it is, and the link its button must open. */
export interface MailSample {
  kind: string;
  lang: Lang;
  mail: OutgoingMail;
  link: string;
}

const TOKEN = 'tok3nTOK3Ntok3nTOK3Ntok3n';

/** Every kind of mail in `lang`. */
export function mailSamples(lang: Lang): MailSample[] {
  const user = { email: 'ama.owusu@example.com', name: HOSTILE_NAME, lang };
  const booking = { booking_id: 4711, email: user.email, name: HOSTILE_NAME, lang };
  const detail = `${PUBLIC_URL}/my-booking-list/detail/4711`;
  return [
    { kind: 'confirm', mail: memberMail(config, 'confirm', user, TOKEN), link: `${PUBLIC_URL}/member/confirm-email-completed/${TOKEN}` },
    { kind: 'reset', mail: memberMail(config, 'reset', user, TOKEN), link: `${PUBLIC_URL}/member/change-password/${TOKEN}` },
    { kind: 'booking-welcome', mail: bookingWelcomeMail(config, user, 4711, 'Busan -> Tema', TOKEN), link: `${PUBLIC_URL}/member/change-password/${TOKEN}?booking=4711` },
    { kind: 'booking-claim', mail: bookingClaimMail(config, user, 4711, 'Busan -> Tema', TOKEN), link: `${PUBLIC_URL}/member/confirm-booking/${TOKEN}` },
    { kind: 'newsletter-welcome', mail: newsletterWelcomeMail(config, user.email, lang, TOKEN), link: `${PUBLIC_URL}/contents/oceanFreight` },
    { kind: 'chat-reply', mail: chatReplyMail(config, booking, 'Mina Park', HOSTILE_REPLY), link: detail },
    { kind: 'invoice', mail: invoiceMail(config, booking, 'EUR 1,234.00', '2030-01-31'), link: detail },
  ].map((s) => ({ ...s, lang }));
}
