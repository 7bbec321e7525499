/**
 * The one layout of the api's mails to a person (issue 28), built with MJML: the logo on a navy
 * band, a greeting, the message, an optional quoted message, one button (a table-based link, with
 * the address under it for clients that lose the button), fine print, and a footer with the
 * company's contact block, address and legal line, in the mail's language; plus the same as plain
 * text. Every value is escaped here, so callers pass plain text. And the language a mail (or an
 * invoice) to a user is written in: theirs when the suite speaks it, else English.
 *
 * MJML turns the layout into the table markup mail clients need once, when this module loads
 * (about 10 ms); each mail then only fills in that template's `%%SLOTS%%` and drops the
 * `<!--mail:if x-->…<!--mail:end x-->` blocks it has nothing for.
 */
import mjml2html from 'mjml';
import type { Config } from '../config.ts';
import type { OutgoingMail } from '../plugins/mail.ts';
import { companyName, companyRegistration } from './company.ts';
import { paths, type Lang } from './shared.ts';

/** `s` safe inside HTML text and attribute values. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The language a user's mail and invoice are in: their own when it is one of the suite's, else English. */
export const userLang = (lang: string): Lang => (lang === 'es' || lang === 'ru' ? lang : 'en');

/** What a mail says, in order. */
export interface MailContent {
  to: string;
  /** The reader's language: the footer's and the button fallback's words. */
  lang: Lang;
  subject: string;
  hello: string;
  /** Paragraphs of the message. */
  body: string[];
  /** A message quoted whole after the paragraphs (a staff reply), its line breaks kept. */
  quote?: string;
  /** The one thing to do: a link. */
  action?: { label: string; link: string };
  /** Lines in small print after the action (expiry, "ignore this if…"). */
  fineprint?: string[];
  /** A way out of a mailing list, in the footer. */
  unsubscribe?: { label: string; link: string };
}

/** What the layout takes from the api's configuration: the public origin and the brand. */
export type MailConfig = Pick<Config, 'publicUrl' | 'runtimeConfig'>;

/** Where the logo is served (api/public/media, see scripts/mail-logo.mjs). */
export const MAIL_LOGO_PATH = '/media/mail/logo.png';

/** `s` ending a sentence: "Co., Ltd." takes no second full stop. */
const dot = (s: string) => (s.endsWith('.') ? s : `${s}.`);

/** The footer's words and the button fallback's, next to the mail texts of each caller. */
const FOOTER: Record<
  Lang,
  {
    logoAlt: (host: string) => string;
    fallback: string;
    phone: string;
    email: string;
    sentTo: (to: string, company: string) => string;
    registration: (number: string, ceo: string) => string;
    rights: (year: number, company: string) => string;
    terms: string;
    privacy: string;
  }
> = {
  en: {
    logoAlt: (host) => `${host} logo`,
    fallback: 'If the button does not work, copy this address into your browser:',
    phone: 'Phone',
    email: 'Email',
    sentTo: (to, company) => `This email was sent to ${to} by ${dot(company)}`,
    registration: (number, ceo) => `Business registration number ${number}. CEO ${ceo}.`,
    rights: (year, company) => `© ${year} ${dot(company)} All rights reserved.`,
    terms: 'Terms of use',
    privacy: 'Privacy policy',
  },
  es: {
    logoAlt: (host) => `Logotipo de ${host}`,
    fallback: 'Si el botón no funciona, copie esta dirección en su navegador:',
    phone: 'Teléfono',
    email: 'Correo',
    sentTo: (to, company) => `Este correo fue enviado a ${to} por ${dot(company)}`,
    registration: (number, ceo) => `Número de registro mercantil ${number}. Director general: ${ceo}.`,
    rights: (year, company) => `© ${year} ${dot(company)} Todos los derechos reservados.`,
    terms: 'Condiciones de uso',
    privacy: 'Política de privacidad',
  },
  ru: {
    logoAlt: (host) => `Логотип ${host}`,
    fallback: 'Если кнопка не работает, скопируйте этот адрес в браузер:',
    phone: 'Телефон',
    email: 'Почта',
    sentTo: (to, company) => `Это письмо отправлено на адрес ${to} компанией ${dot(company)}`,
    registration: (number, ceo) => `Регистрационный номер ${number}. Генеральный директор: ${ceo}.`,
    rights: (year, company) => `© ${year} ${dot(company)} Все права защищены.`,
    terms: 'Условия использования',
    privacy: 'Политика конфиденциальности',
  },
};

// The design tokens (shared/src/ui/tokens.css): mail clients read no custom properties.
const C = { navy: '#0B1F3A', ocean: '#0E6BA8', sky: '#F2F7FB', ink: '#14202E', inkSoft: '#4A5868', line: '#DCE3EA', white: '#FFFFFF' };
// Inter when the reader has it; mail clients load no web font reliably, so system faces follow.
const FONT = "Inter, -apple-system, BlinkMacSystemFont, 'Segoe UI', 'Helvetica Neue', Arial, sans-serif";

// Dark mode (Apple Mail, iOS, Outlook for Mac, Thunderbird): the page and card go dark and every
// text light; the navy band and the ocean button keep their colours, white on them reads either way.
const STYLE = `
  :root { color-scheme: light dark; supported-color-schemes: light dark; }
  @media only screen and (max-width: 479px) {
    .mail-pad { padding-left: 20px !important; padding-right: 20px !important; }
    .mail-button table { width: 100% !important; }
    .mail-button a { display: block !important; }
  }
  @media (prefers-color-scheme: dark) {
    body, body > div, .mail-page { background: #06101D !important; background-color: #06101D !important; }
    .mail-card, .mail-card > table { background: #0F2238 !important; background-color: #0F2238 !important; }
    .mail-card div, .mail-card p { color: #E8EEF4 !important; }
    .mail-card .mail-soft div, .mail-footer div, .mail-footer p { color: #B9C6D3 !important; }
    .mail-footer .mail-company { color: #E8EEF4 !important; }
    .mail-card .mail-quote { background-color: #16304D !important; border-color: #7CC4F0 !important; }
    .mail-card a, .mail-footer a { color: #8FD0F5 !important; }
    .mail-card .mail-button a { color: ${C.white} !important; }
    .mail-divider p { border-color: #2A4460 !important; }
  }
`;

const MJML = `<mjml lang="%%LANG%%" dir="ltr">
  <mj-head>
    <mj-title>%%TITLE%%</mj-title>
    <mj-preview>%%PREVIEW%%</mj-preview>
    <mj-breakpoint width="480px" />
    <mj-attributes>
      <mj-all font-family="${FONT}" />
      <mj-section padding="0" />
      <mj-text font-size="16px" line-height="24px" color="${C.ink}" padding="0 32px" css-class="mail-pad" />
    </mj-attributes>
    <mj-raw><meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark"></mj-raw>
    <mj-style>${STYLE}</mj-style>
  </mj-head>
  <mj-body width="600px" background-color="${C.sky}" css-class="mail-page">
    <mj-section padding="24px 0 0"><mj-column></mj-column></mj-section>
    <mj-section background-color="${C.navy}" border-radius="12px 12px 0 0" padding="20px 0">
      <mj-column>
        <mj-text line-height="40px" padding="0 32px"><a href="%%SITE%%" style="color:${C.white};text-decoration:none"><img src="%%LOGO%%" width="40" height="40" alt="%%LOGO_ALT%%" style="display:inline-block;vertical-align:middle;border:0;width:40px;height:40px"><span style="display:inline-block;vertical-align:middle;padding-left:12px;color:${C.white};font-size:20px;font-weight:700;line-height:40px">%%BRAND%%</span></a></mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="${C.white}" border-radius="0 0 12px 12px" padding="32px 0 24px" css-class="mail-card">
      <mj-column>
        <mj-text padding="0 32px 0"><p style="margin:0 0 16px">%%HELLO%%</p>%%BODY%%</mj-text>
        <mj-raw><!--mail:if quote--></mj-raw>
        <mj-text padding="0 32px 16px"><div class="mail-quote" style="margin:0;padding:12px 16px;border-left:4px solid ${C.ocean};background-color:${C.sky};border-radius:4px">%%QUOTE%%</div></mj-text>
        <mj-raw><!--mail:end quote--></mj-raw>
        <mj-raw><!--mail:if action--></mj-raw>
        <mj-button href="%%ACTION_LINK%%" align="left" background-color="${C.ocean}" color="${C.white}" font-size="16px" font-weight="600" line-height="24px" inner-padding="12px 24px" border-radius="8px" padding="8px 32px 16px" css-class="mail-pad mail-button">%%ACTION_LABEL%%</mj-button>
        <mj-text font-size="14px" line-height="20px" color="${C.inkSoft}" padding="0 32px 8px" css-class="mail-pad mail-soft">%%FALLBACK%%<br><a href="%%ACTION_LINK%%" style="color:${C.ocean};word-break:break-all">%%ACTION_LINK%%</a></mj-text>
        <mj-raw><!--mail:end action--></mj-raw>
        <mj-raw><!--mail:if fineprint--></mj-raw>
        <mj-divider border-color="${C.line}" border-width="1px" padding="16px 32px" css-class="mail-pad mail-divider" />
        <mj-text font-size="14px" line-height="20px" color="${C.inkSoft}" css-class="mail-pad mail-soft">%%FINEPRINT%%</mj-text>
        <mj-raw><!--mail:end fineprint--></mj-raw>
      </mj-column>
    </mj-section>
    <mj-section padding="24px 0 32px" css-class="mail-footer">
      <mj-column>
        <mj-text font-size="14px" line-height="20px" color="${C.inkSoft}">%%CONTACT%%</mj-text>
        <mj-text font-size="14px" line-height="20px" color="${C.inkSoft}" padding="16px 32px 0" css-class="mail-pad mail-legal">%%LEGAL%%</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;

/** Compile the layout once; an error in it stops the api at start, not at the first mail. */
async function compile(): Promise<string> {
  // fonts: {} keeps MJML from linking Google Fonts for any face it recognises in the stack.
  const { html, errors } = await mjml2html(MJML, { validationLevel: 'strict', fonts: {}, keepComments: true });
  if (errors.length) throw new Error(`mail layout: ${errors.map((e) => e.formattedMessage).join('; ')}`);
  return html;
}

const TEMPLATE = await compile();

/** The template with the blocks that `on` does not name dropped, and every slot filled (`slots` are HTML). */
function fill(on: Record<string, boolean>, slots: Record<string, string>): string {
  return TEMPLATE.replace(/<!--mail:if (\w+)-->([\s\S]*?)<!--mail:end \1-->/g, (_, name: string, inner: string) => (on[name] ? inner : '')).replace(
    /%%([A-Z_]+)%%/g,
    (_, name: string) => slots[name] ?? '',
  );
}

/** `tel:` wants the digits and the leading plus only. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** `m` as a mail in the site's branded layout: plain text, and HTML with the action as a button. */
export function layoutMail(m: MailContent, config: MailConfig): OutgoingMail {
  const f = FOOTER[m.lang];
  const { brand } = config.runtimeConfig;
  const site = `${config.publicUrl}/`;
  const company = companyName(brand.host);
  const reg = companyRegistration;
  const terms = `${config.publicUrl}${paths.paths.termsOfUse}`;
  const privacy = `${config.publicUrl}${paths.paths.privacyPolicy}`;
  const year = new Date().getFullYear();
  const fineprint = m.fineprint ?? [];
  const legal = [f.sentTo(m.to, company), f.registration(reg.businessRegistrationNumber, reg.ceo), f.rights(year, company)];

  const text = [
    m.hello,
    '',
    ...m.body.flatMap((p, i) => (i ? ['', p] : [p])),
    ...(m.quote ? ['', m.quote] : []),
    ...(m.action ? ['', `${m.action.label}: ${m.action.link}`] : []),
    ...(fineprint.length ? ['', ...fineprint] : []),
    '',
    // The usual signature separator: clients fold what follows.
    '-- ',
    company,
    reg.address,
    `${f.phone}: ${brand.phone}`,
    `${f.email}: ${brand.email}`,
    site,
    '',
    ...legal,
    `${f.terms}: ${terms}`,
    `${f.privacy}: ${privacy}`,
    ...(m.unsubscribe ? [`${m.unsubscribe.label}: ${m.unsubscribe.link}`] : []),
    '',
  ].join('\n');

  const e = escapeHtml;
  const a = (href: string, label: string) => `<a href="${e(href)}" style="color:${C.ocean}">${e(label)}</a>`;
  const contact = [
    `<p class="mail-company" style="margin:0 0 4px;font-weight:600;color:${C.navy}">${e(company)}</p>`,
    `<p style="margin:0 0 8px">${e(reg.address)}</p>`,
    `<p style="margin:0">${e(f.phone)}: ${a(telHref(brand.phone), brand.phone)}<br>${e(f.email)}: ${a(`mailto:${brand.email}`, brand.email)}<br>${a(site, new URL(site).host)}</p>`,
  ].join('');
  const links = [a(terms, f.terms), a(privacy, f.privacy), ...(m.unsubscribe ? [a(m.unsubscribe.link, m.unsubscribe.label)] : [])].join(' &middot; ');
  const html = fill(
    { quote: Boolean(m.quote), action: Boolean(m.action), fineprint: fineprint.length > 0 },
    {
      LANG: m.lang,
      TITLE: e(m.subject),
      PREVIEW: e(m.body[0] ?? m.subject),
      SITE: e(site),
      LOGO: e(`${config.publicUrl}${MAIL_LOGO_PATH}`),
      LOGO_ALT: e(f.logoAlt(brand.host)),
      BRAND: e(brand.host),
      HELLO: e(m.hello),
      BODY: m.body.map((p) => `<p style="margin:0 0 16px">${e(p)}</p>`).join(''),
      QUOTE: e(m.quote ?? '').replaceAll('\n', '<br>'),
      ACTION_LINK: e(m.action?.link ?? ''),
      ACTION_LABEL: e(m.action?.label ?? ''),
      FALLBACK: e(f.fallback),
      FINEPRINT: fineprint.map((l) => `<p style="margin:0 0 8px">${e(l)}</p>`).join(''),
      CONTACT: contact,
      LEGAL: `${legal.map((l) => `<p style="margin:0 0 4px">${e(l)}</p>`).join('')}<p style="margin:8px 0 0">${links}</p>`,
    },
  );
  return { to: m.to, subject: m.subject, text, html };
}
