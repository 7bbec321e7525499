/**
 * Mails about one booking, in the account's language: the owner's confirmation of a booking that
 * someone who was not signed in asked for with their email (issue 22), and the set-password mail
 * of a visitor whose booking made a password-less account (issue 23). Links are built from
 * PUBLIC_URL, never from a request's Host header.
 */
import type { Config } from '../config.ts';
import type { OutgoingMail } from '../plugins/mail.ts';
import { layoutMail, userLang } from './mail-layout.ts';
import { CLAIM_TTL_DAYS } from './booking-tokens.ts';



const CLAIM = {
  en: {
    subject: (id: number) => `Confirm booking request ${id}`,
    hello: (name: string) => `Hello ${name},`,
    body: (id: number, route: string, host: string) =>
      `Someone who was not signed in asked for booking ${id} (${route}) on ${host} with your email address. If it was you, add it to your bookings with the link below.`,
    action: (id: number) => `Add booking ${id} to my bookings`,
    expiry: `This link can be used once and expires in ${CLAIM_TTL_DAYS} days.`,
    ignore: 'If it was not you, ignore this email: the booking stays out of your account.',
  },
  es: {
    subject: (id: number) => `Confirme la solicitud de reserva ${id}`,
    hello: (name: string) => `Hola ${name}:`,
    body: (id: number, route: string, host: string) =>
      `Alguien que no había iniciado sesión solicitó la reserva ${id} (${route}) en ${host} con su dirección de correo. Si fue usted, agréguela a sus reservas con el enlace de abajo.`,
    action: (id: number) => `Agregar la reserva ${id} a mis reservas`,
    expiry: `Este enlace solo se puede usar una vez y caduca en ${CLAIM_TTL_DAYS} días.`,
    ignore: 'Si no fue usted, ignore este correo: la reserva no se agrega a su cuenta.',
  },
  ru: {
    subject: (id: number) => `Подтвердите заявку на бронирование ${id}`,
    hello: (name: string) => `Здравствуйте, ${name}!`,
    body: (id: number, route: string, host: string) =>
      `Кто-то, не вошедший в аккаунт, оформил бронирование ${id} (${route}) на ${host}, указав ваш адрес электронной почты. Если это были вы, добавьте его в свои бронирования по ссылке ниже.`,
    action: (id: number) => `Добавить бронирование ${id} в мои бронирования`,
    expiry: `Ссылку можно использовать один раз, она действует ${CLAIM_TTL_DAYS} дней.`,
    ignore: 'Если это были не вы, проигнорируйте письмо: бронирование не попадёт в ваш аккаунт.',
  },
} as const;

/** Hours the set-password link of a visitor's booking stays valid. */
export const SETUP_TTL_HOURS = 24;

const WELCOME = {
  en: {
    subject: (id: number) => `Your booking request ${id}: set a password to follow it`,
    hello: (name: string) => `Hello ${name},`,
    body: (id: number, route: string, host: string) =>
      `We received your booking request ${id} (${route}) on ${host}. Our staff will review it and send the invoice by email within one business day. Set a password to follow the booking, chat with us about it and download its invoice in My Booking.`,
    action: 'Set my password',
    expiry: `This link can be used once and expires in ${SETUP_TTL_HOURS} hours. Later, use "Forgot password" on the sign-in page.`,
  },
  es: {
    subject: (id: number) => `Su solicitud de reserva ${id}: cree una contraseña para seguirla`,
    hello: (name: string) => `Hola ${name}:`,
    body: (id: number, route: string, host: string) =>
      `Recibimos su solicitud de reserva ${id} (${route}) en ${host}. Nuestro personal la revisará y le enviará la factura por correo en un día hábil. Cree una contraseña para seguir la reserva, chatear con nosotros y descargar su factura en Mis reservas.`,
    action: 'Crear mi contraseña',
    expiry: `Este enlace solo se puede usar una vez y caduca en ${SETUP_TTL_HOURS} horas. Después, use "¿Olvidó su contraseña?" en la página de inicio de sesión.`,
  },
  ru: {
    subject: (id: number) => `Ваша заявка на бронирование ${id}: задайте пароль, чтобы следить за ней`,
    hello: (name: string) => `Здравствуйте, ${name}!`,
    body: (id: number, route: string, host: string) =>
      `Мы получили вашу заявку на бронирование ${id} (${route}) на ${host}. Наши сотрудники рассмотрят её и пришлют инвойс по электронной почте в течение одного рабочего дня. Задайте пароль, чтобы следить за бронированием, переписываться с нами и скачать инвойс в разделе «Мои бронирования».`,
    action: 'Задать пароль',
    expiry: `Ссылку можно использовать один раз, она действует ${SETUP_TTL_HOURS} часа. Позже воспользуйтесь «Забыли пароль?» на странице входа.`,
  },
} as const;

/** The page the owner's confirmation link opens. */
export const bookingClaimPath = (token: string) => `/member/confirm-booking/${token}`;

/** The page the set-password link opens (the reset page; `booking` only changes its wording). */
export const bookingSetupPath = (token: string, bookingId: number) => `/member/change-password/${token}?booking=${bookingId}`;

/** The mail after a visitor's booking made a password-less account: set a password, land on the booking. */
export function bookingWelcomeMail(config: Config, user: { email: string; name: string; lang: string }, bookingId: number, route: string, token: string): OutgoingMail {
  const lang = userLang(user.lang);
  const t = WELCOME[lang];
  const host = config.runtimeConfig.brand.host;
  const link = `${config.publicUrl}${bookingSetupPath(token, bookingId)}`;
  return layoutMail({ to: user.email, lang, subject: t.subject(bookingId), hello: t.hello(user.name), body: [t.body(bookingId, route, host)], action: { label: t.action, link }, fineprint: [t.expiry] }, config);
}

/** The owner's confirmation mail for booking `bookingId` (`route`: "Busan -> Tema"). */
export function bookingClaimMail(config: Config, owner: { email: string; name: string; lang: string }, bookingId: number, route: string, token: string): OutgoingMail {
  const lang = userLang(owner.lang);
  const t = CLAIM[lang];
  const host = config.runtimeConfig.brand.host;
  const link = `${config.publicUrl}${bookingClaimPath(token)}`;
  return layoutMail(
    {
      to: owner.email,
      lang,
      subject: t.subject(bookingId),
      hello: t.hello(owner.name),
      body: [t.body(bookingId, route, host)],
      action: { label: t.action(bookingId), link },
      fineprint: [t.expiry, t.ignore],
    },
    config,
  );
}
