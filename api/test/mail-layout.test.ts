// @no-database
/**
 * Issue 28: every mail in the one branded layout, in the reader's language. For each kind of mail
 * and language: the logo as an image on the public origin with alt text, one table-based button
 * opening the mail's link, the footer's company, address, contact and legal line in that language,
 * markup in names and messages shown as text, and a plain-text part carrying the same link and
 * contact block. (How they look in a browser: mail-render.test.ts.)
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { JSDOM } from 'jsdom';
import { companyRegistration } from '../src/lib/company.ts';
import { MAIL_LOGO_PATH } from '../src/lib/mail-layout.ts';
import type { Lang } from '../src/lib/shared.ts';
import { config, HOSTILE_NAME, HOSTILE_REPLY, LANGS, mailSamples, PUBLIC_URL } from './mail-samples.ts';

/** What the footer says in each language. */
const FOOTER: Record<Lang, { sentTo: string; rights: string; registration: string; terms: string; privacy: string; phone: string }> = {
  en: { sentTo: 'This email was sent to ama.owusu@example.com', rights: 'All rights reserved.', registration: 'Business registration number 214-88-01742', terms: 'Terms of use', privacy: 'Privacy policy', phone: 'Phone' },
  es: { sentTo: 'Este correo fue enviado a ama.owusu@example.com', rights: 'Todos los derechos reservados.', registration: 'Número de registro mercantil 214-88-01742', terms: 'Condiciones de uso', privacy: 'Política de privacidad', phone: 'Teléfono' },
  ru: { sentTo: 'Это письмо отправлено на адрес ama.owusu@example.com', rights: 'Все права защищены.', registration: 'Регистрационный номер 214-88-01742', terms: 'Условия использования', privacy: 'Политика конфиденциальности', phone: 'Телефон' },
};

const { brand } = config.runtimeConfig;
const COMPANY = `${brand.host} Co., Ltd.`;

describe('the branded mail layout', () => {
  for (const lang of LANGS) {
    for (const { kind, mail, link } of mailSamples(lang)) {
      it(`${kind} (${lang}): logo, one button, the footer in ${lang}, escaped values, a text part with the contact block`, () => {
        const f = FOOTER[lang];
        const doc = new JSDOM(mail.html).window.document;
        const footer = doc.querySelector('.mail-footer')?.textContent ?? '';
        assert.equal(doc.documentElement.lang, lang);
        assert.ok(doc.querySelector('meta[name="color-scheme"][content="light dark"]'), 'declares light and dark');
        assert.equal(doc.title, mail.subject);

        const logo = doc.querySelector('img');
        assert.equal(logo?.getAttribute('src'), `${PUBLIC_URL}${MAIL_LOGO_PATH}`, 'the logo, a PNG on the public origin');
        assert.match(logo?.getAttribute('alt') ?? '', new RegExp(brand.host), 'the logo has alt text');
        assert.equal(logo?.getAttribute('width'), '40');

        // The button: a link filling a coloured table cell (what every client renders), and only one.
        const buttons = [...doc.querySelectorAll('td[bgcolor] > a')];
        assert.equal(buttons.length, 1, 'one button');
        assert.equal(buttons[0]!.getAttribute('href'), link);
        assert.ok(buttons[0]!.textContent!.trim().length > 0);
        assert.ok(mail.html.includes(`href="${link.replaceAll('&', '&amp;')}"`));

        for (const s of [COMPANY, companyRegistration.address, brand.phone, brand.email, f.sentTo, f.rights, f.registration, f.terms, f.privacy, f.phone]) {
          assert.ok(footer.includes(s), `footer has "${s}": ${footer}`);
          assert.ok(mail.text.includes(s), `text part has "${s}"`);
        }
        assert.ok(doc.querySelector(`.mail-footer a[href="${PUBLIC_URL}/policy/terms-of-use"]`), 'terms of use link');
        assert.ok(doc.querySelector(`.mail-footer a[href="tel:+8225550142"]`), 'phone link');
        assert.ok(!/\.\./.test(footer), 'no doubled full stop after "Co., Ltd."');

        assert.doesNotMatch(mail.html, /<script|<img src=x|%%[A-Z_]+%%|mail:(if|end)/i, 'values escaped, every slot filled');
        if (kind !== 'newsletter-welcome') {
          assert.ok(doc.body.textContent!.includes(HOSTILE_NAME), 'the name reads as written');
          assert.ok(mail.text.includes(HOSTILE_NAME));
        }
        if (kind === 'chat-reply') {
          assert.ok(doc.querySelector('.mail-quote')?.textContent?.includes('<img src=x onerror="alert(1)"> Bring the keys.'), 'the answer, as text');
          assert.equal(doc.querySelectorAll('.mail-quote br').length, 1, 'its line break kept');
          assert.ok(mail.text.includes(HOSTILE_REPLY));
        }

        assert.ok(mail.text.includes(`: ${link}`), 'text part: the link');
        assert.ok(mail.text.includes('\n-- \n'), 'text part: the signature separator before the contact block');
        const unsubscribe = [...doc.querySelectorAll('.mail-footer a')].find((a) => a.getAttribute('href')?.includes('/member/email-unsubscribed/'));
        assert.equal(Boolean(unsubscribe), kind === 'newsletter-welcome', 'the unsubscribe link is in the newsletter footer only');
        if (unsubscribe) assert.ok(mail.text.includes(unsubscribe.getAttribute('href')!));
      });
    }
  }

  it('the logo file is a PNG in the media the api serves at /media/', () => {
    const png = readFileSync(join(config.static.mediaRoot, MAIL_LOGO_PATH.replace(/^\/media\//, '')));
    assert.deepEqual([...png.subarray(1, 4)], [...Buffer.from('PNG')]);
    assert.equal(png.readUInt32BE(16), 80, 'twice its 40 px display width');
  });
});
