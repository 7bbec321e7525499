/**
 * The mails the staff desk sends a buyer, in the buyer's language: a chat reply (the message
 * quoted whole) and an issued proforma invoice (the amount and when to pay). Both link to the
 * booking's page, built from PUBLIC_URL.
 */
import type { Config } from '../config.ts';
import type { OutgoingMail } from '../plugins/mail.ts';
import { layoutMail, userLang } from './mail-layout.ts';
import type { Lang } from './shared.ts';

/** The reply mail in the customer's language. */
const REPLY_MAIL: Record<Lang, { subject: (id: number) => string; hello: (name: string) => string; intro: (staff: string, brand: string) => string; open: string }> = {
  en: { subject: (id) => `New reply to your booking ${id}`, hello: (n) => `Hello ${n},`, intro: (s, b) => `${s} from ${b} answered your booking chat:`, open: 'Open the booking' },
  es: { subject: (id) => `Nueva respuesta a tu reserva ${id}`, hello: (n) => `Hola ${n}:`, intro: (s, b) => `${s} de ${b} respondió en el chat de tu reserva:`, open: 'Abrir la reserva' },
  ru: { subject: (id) => `Новый ответ по вашему бронированию ${id}`, hello: (n) => `Здравствуйте, ${n}!`, intro: (s, b) => `${s} из ${b} ответил(а) в чате вашего бронирования:`, open: 'Открыть бронирование' },
};

/** The invoice mail in the buyer's language: the booking, the amount, when to pay and the link. */
const PI_MAIL: Record<Lang, { subject: (id: number) => string; hello: (name: string) => string; body: (brand: string, id: number, amount: string, due: string) => string; open: string }> = {
  en: {
    subject: (id) => `Proforma invoice for your booking ${id}`,
    hello: (n) => `Hello ${n},`,
    body: (b, id, amount, due) => `${b} has issued a proforma invoice for your booking ${id}: ${amount}. Please pay it by bank transfer by ${due}.`,
    open: 'Open the booking',
  },
  es: {
    subject: (id) => `Factura proforma de su reserva ${id}`,
    hello: (n) => `Hola ${n}:`,
    body: (b, id, amount, due) => `${b} ha emitido una factura proforma para su reserva ${id}: ${amount}. Páguela por transferencia bancaria antes del ${due}.`,
    open: 'Abrir la reserva',
  },
  ru: {
    subject: (id) => `Счёт-проформа по вашему бронированию ${id}`,
    hello: (n) => `Здравствуйте, ${n}!`,
    body: (b, id, amount, due) => `${b}: по вашему бронированию ${id} выставлен счёт-проформа на сумму ${amount}. Оплатите его банковским переводом до ${due}.`,
    open: 'Открыть бронирование',
  },
};

/** The buyer of a booking, as the desk reads it. */
export interface DeskMailBooking {
  booking_id: number;
  email: string;
  name: string;
  lang: string;
}

const bookingLink = (config: Config, bookingId: number) => `${config.publicUrl}/my-booking-list/detail/${bookingId}`;

/** The mail telling the buyer that `staffName` answered in the booking's chat, with the answer. */
export function chatReplyMail(config: Config, b: DeskMailBooking, staffName: string, content: string): OutgoingMail {
  const lang = userLang(b.lang);
  const t = REPLY_MAIL[lang];
  const brand = config.runtimeConfig.brand.host;
  return layoutMail(
    { to: b.email, lang, subject: t.subject(b.booking_id), hello: t.hello(b.name), body: [t.intro(staffName, brand)], quote: content, action: { label: t.open, link: bookingLink(config, b.booking_id) } },
    config,
  );
}

/** The mail of an issued proforma invoice: `amount` as printed ("EUR 1,234.00"), due `dueDtm` (yyyy-MM-dd). */
export function invoiceMail(config: Config, b: DeskMailBooking, amount: string, dueDtm: string): OutgoingMail {
  const lang = userLang(b.lang);
  const t = PI_MAIL[lang];
  const brand = config.runtimeConfig.brand.host;
  return layoutMail(
    {
      to: b.email,
      lang,
      subject: t.subject(b.booking_id),
      hello: t.hello(b.name),
      body: [t.body(brand, b.booking_id, amount, dueDtm.replaceAll('-', '.'))],
      action: { label: t.open, link: bookingLink(config, b.booking_id) },
    },
    config,
  );
}
