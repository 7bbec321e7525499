/**
 * The newsletter's welcome mail, in the subscriber's language: thanks, a way to the spot offers,
 * and in its footer the unsubscribe link with the random single-use token (stored hashed by the
 * route, never derived from the address). Links are built from PUBLIC_URL.
 */
import type { Config } from '../config.ts';
import type { OutgoingMail } from '../plugins/mail.ts';
import { layoutMail } from './mail-layout.ts';
import { paths, type Lang } from './shared.ts';

const WELCOME = {
  en: {
    subject: 'Thank you for your subscription',
    hello: 'Hello,',
    body: 'Thank you for subscribing to our newsletter: spot offers, new sailings and shipping tips from Korea.',
    offers: 'See the spot offers',
    leave: 'Unsubscribe',
  },
  es: {
    subject: 'Gracias por su suscripción',
    hello: 'Hola:',
    body: 'Gracias por suscribirse a nuestro boletín: ofertas spot, nuevas salidas y consejos de envío desde Corea.',
    offers: 'Ver las ofertas spot',
    leave: 'Cancelar la suscripción',
  },
  ru: {
    subject: 'Спасибо за подписку',
    hello: 'Здравствуйте!',
    body: 'Спасибо за подписку на нашу рассылку: спотовые предложения, новые рейсы и советы по отправке из Кореи.',
    offers: 'Смотреть спотовые предложения',
    leave: 'Отписаться',
  },
} as const;

/** The page an unsubscribe link opens, for a token. */
export const unsubscribePath = (token: string) => `/member/email-unsubscribed/${token}`;

/** The welcome mail to a new subscriber (`token`: the plain unsubscribe token). */
export function newsletterWelcomeMail(config: Config, email: string, lang: Lang, token: string): OutgoingMail {
  const t = WELCOME[lang];
  return layoutMail(
    {
      to: email,
      lang,
      subject: t.subject,
      hello: t.hello,
      body: [t.body],
      action: { label: t.offers, link: `${config.publicUrl}${paths.paths.oceanFreight}` },
      unsubscribe: { label: t.leave, link: `${config.publicUrl}${unsubscribePath(token)}` },
    },
    config,
  );
}
