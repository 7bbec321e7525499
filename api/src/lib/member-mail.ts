/**
 * The member emails (confirm the address, reset the password) in the user's language, as text
 * and HTML. Links are built from PUBLIC_URL (config.publicUrl), never from a request's Host
 * header, so a forged Host cannot point a reset link at another site.
 */
import type { Config } from '../config.ts';
import type { OutgoingMail } from '../plugins/mail.ts';
import { layoutMail, userLang } from './mail-layout.ts';



/** Hours a confirmation link stays valid. */
export const CONFIRM_TTL_HOURS = 24;
/** Hours a password-reset link stays valid. */
export const RESET_TTL_HOURS = 1;

const TEXTS = {
  confirm: {
    en: {
      subject: (host: string) => `Confirm your email address for ${host}`,
      hello: (name: string) => `Hello ${name},`,
      body: (host: string) => `Thank you for signing up with ${host}. Please confirm your email address to activate your account.`,
      action: 'Confirm my email',
      expiry: `This link can be used once and expires in ${CONFIRM_TTL_HOURS} hours.`,
      ignore: 'If you did not sign up, you can ignore this email.',
    },
    es: {
      subject: (host: string) => `Confirme su correo electrónico para ${host}`,
      hello: (name: string) => `Hola ${name}:`,
      body: (host: string) => `Gracias por registrarse en ${host}. Confirme su dirección de correo electrónico para activar su cuenta.`,
      action: 'Confirmar mi correo',
      expiry: `Este enlace solo se puede usar una vez y caduca en ${CONFIRM_TTL_HOURS} horas.`,
      ignore: 'Si usted no se registró, puede ignorar este correo.',
    },
    ru: {
      subject: (host: string) => `Подтвердите адрес электронной почты для ${host}`,
      hello: (name: string) => `Здравствуйте, ${name}!`,
      body: (host: string) => `Спасибо за регистрацию на ${host}. Подтвердите адрес электронной почты, чтобы активировать аккаунт.`,
      action: 'Подтвердить почту',
      expiry: `Ссылку можно использовать один раз, она действует ${CONFIRM_TTL_HOURS} часа.`,
      ignore: 'Если вы не регистрировались, просто проигнорируйте это письмо.',
    },
  },
  reset: {
    en: {
      subject: (host: string) => `Reset your ${host} password`,
      hello: (name: string) => `Hello ${name},`,
      body: (host: string) => `We received a request to reset the password of your ${host} account. Choose a new password with the link below.`,
      action: 'Reset my password',
      expiry: `This link can be used once and expires in ${RESET_TTL_HOURS} hour.`,
      ignore: 'If you did not ask for this, ignore this email: your password stays as it is.',
    },
    es: {
      subject: (host: string) => `Restablezca su contraseña de ${host}`,
      hello: (name: string) => `Hola ${name}:`,
      body: (host: string) => `Recibimos una solicitud para restablecer la contraseña de su cuenta de ${host}. Elija una nueva contraseña con el enlace de abajo.`,
      action: 'Restablecer mi contraseña',
      expiry: `Este enlace solo se puede usar una vez y caduca en ${RESET_TTL_HOURS} hora.`,
      ignore: 'Si usted no lo solicitó, ignore este correo: su contraseña no cambia.',
    },
    ru: {
      subject: (host: string) => `Сброс пароля ${host}`,
      hello: (name: string) => `Здравствуйте, ${name}!`,
      body: (host: string) => `Мы получили запрос на сброс пароля вашего аккаунта ${host}. Задайте новый пароль по ссылке ниже.`,
      action: 'Сбросить пароль',
      expiry: `Ссылку можно использовать один раз, она действует ${RESET_TTL_HOURS} час.`,
      ignore: 'Если вы этого не запрашивали, проигнорируйте письмо: пароль останется прежним.',
    },
  },
} as const;

/** Which member email. */
export type MemberMailKind = 'confirm' | 'reset';

/** The path of the page a member email links to, for a token. */
export function memberLinkPath(kind: MemberMailKind, token: string): string {
  return kind === 'confirm' ? `/member/confirm-email-completed/${token}` : `/member/change-password/${token}`;
}

/** The confirmation or reset email for a user, in their language, with the single-use link. */
export function memberMail(config: Config, kind: MemberMailKind, user: { email: string; name: string; lang: string }, token: string): OutgoingMail {
  const lang = userLang(user.lang);
  const t = TEXTS[kind][lang];
  const host = config.runtimeConfig.brand.host;
  const link = `${config.publicUrl}${memberLinkPath(kind, token)}`;
  return layoutMail({ to: user.email, lang, subject: t.subject(host), hello: t.hello(user.name), body: [t.body(host)], action: { label: t.action, link }, fineprint: [t.expiry, t.ignore] }, config);
}
