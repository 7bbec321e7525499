import { describedPages, documentTitle, offerMeta, pageMeta, postMeta, type OfferFacts, type SeoLang } from '.';
import { isKnownPage, isPrivatePage } from '../paths';

const LANGS: SeoLang[] = ['en', 'es', 'ru'];
const HOST = 'KoreaCarShipping';

describe('the content pages’ titles and descriptions', () => {
  it('every described page is a public page of the suite, written in en, es and ru, each title its own', () => {
    for (const lang of LANGS) {
      const titles = new Set<string>();
      for (const path of describedPages) {
        expect(isKnownPage(path) && !isPrivatePage(path)).toBe(true);
        const meta = pageMeta(path, lang, HOST);
        expect(meta.kind).toBe('public');
        expect(meta.title).toBe(documentTitle(meta.headline, HOST));
        expect(meta.description.length).toBeGreaterThan(50);
        expect(meta.description.length).toBeLessThanOrEqual(200);
        expect(meta.description).not.toContain('{host}');
        titles.add(meta.title);
        // A translation, not the English text again.
        if (lang !== 'en') {
          const en = pageMeta(path, 'en', HOST);
          expect(meta.headline).not.toBe(en.headline);
          expect(meta.description).not.toBe(en.description);
        }
      }
      expect(titles.size).toBe(describedPages.length);
    }
  });

  it('Spanish and Russian are written in their own words and letters', () => {
    expect(pageMeta('/contents/howToBook', 'es', HOST).title).toBe('Cómo reservar: de la cotización al puerto en cinco pasos | KoreaCarShipping');
    for (const path of describedPages) expect(pageMeta(path, 'ru', HOST).description).toMatch(/[а-яё]{4}/i);
  });

  it('a page with trailing segments reads as its page; a team page sits under About us', () => {
    expect(pageMeta('/contents/blog/any/thing', 'en', HOST).headline).toBe(pageMeta('/contents/blog', 'en', HOST).headline);
    expect(pageMeta('/contents/tracking/', 'en', HOST).headline).toBe('Track your shipment by B/L number');
    expect(pageMeta('/contents/team-equipment', 'es', HOST).crumbs.map((c) => c.path)).toEqual(['/', '/contents/about-us', '/contents/team-equipment']);
    expect(pageMeta('/', 'en', HOST).crumbs).toEqual([]);
    expect(pageMeta('/policy/privacy-policy', 'en', HOST).description).toContain('How KoreaCarShipping collects');
  });

  it('private pages get a plain title; missing ones the not-found or closed-offer title, no description', () => {
    expect(pageMeta('/member/sign-in/after-shipping-quotation', 'ru', HOST, { private: true })).toEqual({ kind: 'private', title: 'Вход | KoreaCarShipping', headline: 'Вход', description: '', crumbs: [] });
    expect(pageMeta('/my-booking-list/detail/3', 'es', HOST, { private: true }).title).toBe('Mis reservas | KoreaCarShipping');
    expect(pageMeta('/member/confirm-email', 'en', HOST, { private: true }).title).toBe('My account | KoreaCarShipping');
    expect(pageMeta('/x', 'es', HOST, { missing: 'not-found' }).title).toBe('Página no encontrada | KoreaCarShipping');
    expect(pageMeta('/contents/oceanFreight-detail/1', 'en', HOST, { missing: 'gone' })).toMatchObject({ kind: 'gone', title: 'This offer has closed | KoreaCarShipping', description: '' });
    expect(pageMeta('/no-such-page', 'en', HOST).kind).toBe('not-found');
  });
});

describe('an offer’s and a post’s texts', () => {
  const offer: OfferFacts = { dptPortNm: 'Pyeongtaek', arvPortNm: 'Tema', cargoType: 'RORO', cargoSize: null, costDisplay: 1450, dptEstimateDate: '2026-12-12', depositExpirationDate: '2026-12-05', freLineNm: 'Hoegh Autoliners', tradeCondition: 'CFR' };

  it('names the route, the shipping type and the price in the page language', () => {
    expect(offerMeta(offer, 'en', HOST, { dpt: 'South Korea', arv: 'Ghana' }).title).toBe('Pyeongtaek → Tema, Ghana · RoRo · from USD 1,450 | KoreaCarShipping');
    expect(offerMeta(offer, 'es', HOST, { dpt: 'Corea del Sur', arv: 'Ghana' }).headline).toBe('Pyeongtaek → Tema, Ghana · RoRo · desde 1.450 USD');
    expect(offerMeta({ ...offer, costDisplay: 12500 }, 'es', HOST, { dpt: 'Corea del Sur', arv: 'Ghana' }).headline).toContain('desde 12.500 USD');
    expect(offerMeta(offer, 'ru', HOST, { dpt: 'Южная Корея', arv: 'Гана' }).headline).toBe('Pyeongtaek → Tema, Гана · RoRo · от 1\u00a0450 USD');
    const en = offerMeta(offer, 'en', HOST, { dpt: 'South Korea', arv: 'Ghana' }).description;
    expect(en).toBe('Spot RoRo freight from Pyeongtaek (South Korea) to Tema (Ghana), sailing on Dec 12, 2026 with Hoegh Autoliners: from USD 1,450 (CFR). Book online before Dec 5, 2026.');
    expect(offerMeta(offer, 'ru', HOST, { dpt: 'Южная Корея', arv: 'Гана' }).description).toMatch(/^Спотовый фрахт \(RoRo\): Pyeongtaek \(Южная Корея\) → Tema \(Гана\), отход 12 дек\. 2026 г\., .* до 5 дек\. 2026 г\.$/);
  });

  it('a container offer names its size; a withheld price reads as on request; the trail ends at the offer', () => {
    const cont = offerMeta({ ...offer, cargoType: 'CONT', cargoSize: 'HQ40', costDisplay: null }, 'es', HOST, { dpt: 'Corea del Sur', arv: 'Ghana' });
    expect(cont.headline).toBe("Pyeongtaek → Tema, Ghana · contenedor 40' HQ · precio a consultar");
    expect(cont.crumbs.map((c) => c.path)).toEqual(['/', '/contents/oceanFreight', '']);
  });

  it('a post is titled by its title and described by its excerpt, else the start of its text', () => {
    expect(postMeta({ title: ' Fish & chips ', content: '<p>x</p>', excerpt: 'Short card text.' }, 'en', HOST)).toMatchObject({ title: 'Fish & chips | KoreaCarShipping', description: 'Short card text.' });
    const long = postMeta({ title: 'T', content: `<p>Hello&nbsp;world <script>alert(1)</script>${' word'.repeat(60)}</p>` }, 'en', HOST).description;
    expect(long.startsWith('Hello world word')).toBe(true);
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith('…')).toBe(true);
    expect(long).not.toContain('alert');
  });
});
