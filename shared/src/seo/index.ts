/**
 * What a page says about itself to search engines and link previews (issue 25): its title and
 * description in the page language, written for each public page, an offer's and a post's from
 * their data, a plain title for signed-in and one-time pages. One source for the server (the
 * api's head include, api/src/lib/page-head.ts, in all-in-one mode and behind the gateway) and the
 * apps (the document title after an in-app navigation), so both say the same. Plain text: the
 * caller escapes it for its markup. No React, no stores: bundled by each app that uses it.
 */
import type { BoardPost, SpotFreight } from '../contract';
import { formatWholeNumber } from '../format/number';
import { postText } from '../post-html';

/** A page language. */
export type SeoLang = 'en' | 'es' | 'ru';

/** What a page is to search engines. */
export type PageKind = 'public' | 'private' | 'not-found' | 'gone';

/** One step of a page's breadcrumb trail: its name and path (no query, no language). */
export interface Crumb {
  name: string;
  path: string;
}

/** A page's title (the document's, with the site's name), description and trail. */
export interface PageMeta {
  kind: PageKind;
  /** The document title: "{page title} | {host}". */
  title: string;
  /** The page's own title, without the site's name (og:title). */
  headline: string;
  /** One or two sentences for results and previews; '' for pages no search engine lists. */
  description: string;
  /** Home first, the page itself last (an offer's or a post's with path ''); empty for home and pages no search engine lists. */
  crumbs: Crumb[];
}

type Texts = Readonly<Record<SeoLang, readonly [name: string, title: string, description: string]>>;

/** The public pages' texts: the name (breadcrumbs), the title and the description; `{host}` is the site's name. */
const PAGES: Readonly<Record<string, { texts: Texts; parent?: string }>> = {
  '/': {
    texts: {
      en: ['Home', 'Vehicle & cargo shipping from Korea: spot freight, schedules, quotes', 'Ship cars, trucks, buses and equipment from South Korea: spot RoRo and container freight deals, sailings, quotes, booking and tracking.'],
      es: ['Inicio', 'Envío de vehículos y carga desde Corea: fletes spot, salidas y cotizaciones', 'Envíe coches, camiones, autobuses y maquinaria desde Corea del Sur: ofertas de flete RoRo y en contenedor, salidas, cotizaciones, reservas y seguimiento.'],
      ru: ['Главная', 'Доставка автомобилей и грузов из Кореи: спотовый фрахт, расписание, расчёт', 'Отправляйте легковые автомобили, грузовики, автобусы и спецтехнику из Южной Кореи: спотовые ставки RoRo и в контейнерах, расписание рейсов, расчёт стоимости, бронирование и отслеживание.'],
    },
  },
  '/contents/oceanFreight': {
    texts: {
      en: ['Spot ocean freight', 'Spot ocean freight deals from Korea', 'Limited-time RoRo and container rates from Korean ports to over 100 countries. See the price, the sailing date and the deposit deadline, and book before the countdown ends.'],
      es: ['Flete marítimo spot', 'Ofertas de flete marítimo spot desde Corea', 'Tarifas RoRo y de contenedor por tiempo limitado desde puertos coreanos a más de 100 países. Vea el precio, la fecha de salida y el plazo del depósito, y reserve antes de que termine la cuenta atrás.'],
      ru: ['Спотовый морской фрахт', 'Спотовые ставки морского фрахта из Кореи', 'Ставки RoRo и на контейнеры из портов Кореи в более чем 100 стран на ограниченное время. Цена, дата отхода и срок внесения депозита: бронируйте, пока идёт обратный отсчёт.'],
    },
  },
  '/contents/shipping-schedule': {
    texts: {
      en: ['Shipping schedule', 'Shipping schedule: sailings from South Korea', 'Sailings from Korea to more than 110 countries with our 17 partner lines: departure and arrival dates of every RoRo and container route.'],
      es: ['Horario de salidas', 'Horario de salidas de buques desde Corea del Sur', 'Salidas desde Corea a más de 110 países con nuestras 17 navieras asociadas: fechas de salida y de llegada de cada ruta RoRo y de contenedor.'],
      ru: ['Расписание рейсов', 'Расписание рейсов из Южной Кореи', 'Рейсы из Кореи в более чем 110 стран с 17 линиями-партнёрами: даты отправления и прибытия по каждому маршруту RoRo и контейнерных перевозок.'],
    },
  },
  '/contents/shipping-quotation': {
    texts: {
      en: ['Shipping quotation', 'Instant shipping quotation from Korea', 'Get an all-in price for shipping your vehicle or cargo from Korea in three steps (destination, shipping type, item), then request your booking.'],
      es: ['Cotización de envío', 'Cotización de envío al instante desde Corea', 'Obtenga un precio todo incluido para enviar su vehículo o carga desde Corea en tres pasos (destino, tipo de envío, artículo) y solicite después su reserva.'],
      ru: ['Расчёт стоимости доставки', 'Онлайн-расчёт стоимости доставки из Кореи', 'Узнайте полную цену доставки автомобиля или груза из Кореи за три шага (пункт назначения, способ перевозки, груз) и отправьте запрос на бронирование.'],
    },
  },
  '/contents/tracking': {
    texts: {
      en: ['Tracking', 'Track your shipment by B/L number', "Enter your bill of lading (B/L) number to follow your vehicle or container from Korea on the carrier's site."],
      es: ['Seguimiento', 'Seguimiento de su envío por número de B/L', 'Introduzca su número de conocimiento de embarque (B/L) para seguir su vehículo o contenedor desde Corea en el sitio de la naviera.'],
      ru: ['Отслеживание', 'Отслеживание груза онлайн: поиск по номеру B/L', 'Введите номер коносамента (B/L), чтобы отследить автомобиль или контейнер из Кореи на сайте перевозчика.'],
    },
  },
  '/contents/hotItems': {
    texts: {
      en: ['Hot items', 'Hot items: used equipment ready to ship from Korea', 'Excavators, loaders, forklifts, cranes and dump trucks from Korean yards. Buy on our equipment site and ship with us.'],
      es: ['Ofertas destacadas', 'Ofertas destacadas: maquinaria usada lista para enviar desde Corea', 'Excavadoras, cargadoras, carretillas elevadoras, grúas y volquetes de patios coreanos. Compre en nuestro sitio de maquinaria y envíe con nosotros.'],
      ru: ['Горячие предложения', 'Горячие предложения: подержанная спецтехника из Кореи', 'Экскаваторы, погрузчики, вилочные погрузчики, краны и самосвалы с корейских площадок. Покупайте на нашем сайте спецтехники и отправляйте с нами.'],
    },
  },
  '/contents/shipping': {
    texts: {
      en: ['Shipping service', 'Ship your vehicle from Korea by RoRo or container', 'More than 3,000 vehicles a month leave Korea with us for over 100 countries. Compare RoRo and container shipping: the price you see is the price you pay.'],
      es: ['Servicio de envío', 'Envíe su vehículo desde Corea en RoRo o en contenedor', 'Más de 3.000 vehículos al mes salen de Corea con nosotros hacia más de 100 países. Compare el envío RoRo y en contenedor: el precio que ve es el que paga.'],
      ru: ['Услуга перевозки', 'Доставка автомобиля из Кореи: RoRo или контейнер', 'Более 3 000 автомобилей в месяц уходят с нами из Кореи в более чем 100 стран. Сравните RoRo и контейнер: вы платите ровно ту цену, которую видите.'],
    },
  },
  '/contents/container-stuffing': {
    texts: {
      en: ['Container stuffing', 'Container stuffing: vehicles shored and lashed by our team', 'We load every container ourselves in our yard near Incheon, with wooden chocks, ratchet straps and a photo of each step.'],
      es: ['Carga de contenedores', 'Carga de contenedores: vehículos calzados y trincados por nuestro equipo', 'Cargamos cada contenedor nosotros mismos en nuestro patio cerca de Incheon, con calzos de madera, cinchas de trinquete y una foto de cada paso.'],
      ru: ['Загрузка контейнеров', 'Загрузка контейнеров: автомобили крепит наша команда', 'Мы сами загружаем каждый контейнер на нашей площадке под Инчхоном: деревянные упоры, ремни с храповиком и фото каждого этапа.'],
    },
  },
  '/contents/howToBook': {
    texts: {
      en: ['How to book', 'How to book: from quote to port in five steps', 'Booking a shipment from Korea takes a few minutes online. What happens at each step, what you need and how long it takes.'],
      es: ['Cómo reservar', 'Cómo reservar: de la cotización al puerto en cinco pasos', 'Reservar un envío desde Corea lleva unos minutos en línea. Qué ocurre en cada paso, qué necesita y cuánto tarda.'],
      ru: ['Как забронировать', 'Как забронировать: от расчёта до порта за пять шагов', 'Забронировать перевозку из Кореи можно онлайн за несколько минут. Что происходит на каждом шаге, что понадобится и сколько это займёт.'],
    },
  },
  '/contents/reviews': {
    texts: {
      en: ['Buyer reviews', 'Buyer reviews: vehicles shipped from Korea', 'Importers and dealers from every continent on how their vehicles travelled from Korea with us.'],
      es: ['Opiniones de compradores', 'Opiniones de compradores: vehículos enviados desde Corea', 'Importadores y concesionarios de todos los continentes cuentan cómo viajaron sus vehículos desde Corea con nosotros.'],
      ru: ['Отзывы покупателей', 'Отзывы покупателей о доставке автомобилей из Кореи', 'Импортёры и дилеры со всех континентов рассказывают, как их автомобили доехали из Кореи с нами.'],
    },
  },
  '/contents/blog': {
    texts: {
      en: ['Blog', 'Blog: shipping news and buyer guides', 'Schedules, port news and tips for importing vehicles from Korea, from the people who load them.'],
      es: ['Blog', 'Blog: noticias de envíos y guías para compradores', 'Itinerarios, novedades de los puertos y consejos para importar vehículos desde Corea, de quienes los cargan.'],
      ru: ['Блог', 'Блог: новости перевозок и советы покупателям', 'Расписания, новости портов и советы по импорту автомобилей из Кореи от тех, кто их грузит.'],
    },
  },
  '/contents/about-us': {
    texts: {
      en: ['About us', 'About us: a Korean forwarder shipping to the world', 'We are a forwarder based in Seoul. Every week we load cars, trucks, buses and equipment for buyers on every continent.'],
      es: ['Sobre nosotros', 'Sobre nosotros: un transitario coreano que envía a todo el mundo', 'Somos un transitario con sede en Seúl. Cada semana cargamos coches, camiones, autobuses y maquinaria para compradores de todos los continentes.'],
      ru: ['О компании', 'О компании: экспедитор из Кореи с доставкой по всему миру', 'Мы — экспедиторская компания из Сеула. Каждую неделю мы грузим легковые автомобили, грузовики, автобусы и технику для покупателей со всех континентов.'],
    },
  },
  '/contents/team-shipping': {
    parent: '/contents/about-us',
    texts: {
      en: ['Our shipping team', 'Our shipping team in Korea', 'Real people in Korea answer your booking, load your vehicle and send your documents. Call or message them in your language.'],
      es: ['Nuestro equipo de envíos', 'Nuestro equipo de envíos en Corea', 'Personas reales en Corea atienden su reserva, cargan su vehículo y envían sus documentos. Llámelas o escríbales en su idioma.'],
      ru: ['Наша команда по перевозкам', 'Наша команда по перевозкам в Корее', 'Живые люди в Корее отвечают на ваше бронирование, грузят автомобиль и отправляют документы. Звоните или пишите им на своём языке.'],
    },
  },
  '/contents/team-equipment': {
    parent: '/contents/about-us',
    texts: {
      en: ['Our heavy equipment team', 'Our heavy equipment team in Korea', 'Buying an excavator, a loader or a crane in Korea? Meet the people who find it, check it and ship it.'],
      es: ['Nuestro equipo de maquinaria pesada', 'Nuestro equipo de maquinaria pesada en Corea', '¿Compra una excavadora, una cargadora o una grúa en Corea? Conozca a las personas que la encuentran, la revisan y la envían.'],
      ru: ['Наша команда по спецтехнике', 'Наша команда по спецтехнике в Корее', 'Покупаете в Корее экскаватор, погрузчик или кран? Познакомьтесь с людьми, которые найдут технику, проверят её и отправят.'],
    },
  },
  '/policy/terms-of-use': {
    texts: {
      en: ['Terms of use', 'Terms of use', 'The terms that govern the use of the {host} website and its shipping services.'],
      es: ['Condiciones de uso', 'Condiciones de uso', 'Las condiciones que regulan el uso del sitio web de {host} y de sus servicios de envío.'],
      ru: ['Условия использования', 'Условия использования', 'Условия, на которых действуют сайт {host} и его услуги по перевозке.'],
    },
  },
  '/policy/privacy-policy': {
    texts: {
      en: ['Privacy policy', 'Privacy policy', 'How {host} collects, uses and protects your personal data, and the rights you have over it.'],
      es: ['Política de privacidad', 'Política de privacidad', 'Cómo {host} recoge, usa y protege sus datos personales y qué derechos tiene sobre ellos.'],
      ru: ['Политика конфиденциальности', 'Политика конфиденциальности', 'Как {host} собирает, использует и защищает ваши персональные данные и какие права у вас есть.'],
    },
  },
};

/** Plain titles of the pages no search engine lists, by path prefix (the longest wins). */
const PRIVATE_TITLES: ReadonlyArray<readonly [prefix: string, texts: Readonly<Record<SeoLang, string>>]> = [
  ['/member', { en: 'My account', es: 'Mi cuenta', ru: 'Личный кабинет' }],
  ['/member/sign-in', { en: 'Sign in', es: 'Iniciar sesión', ru: 'Вход' }],
  ['/member/sign-up', { en: 'Sign up', es: 'Registrarse', ru: 'Регистрация' }],
  ['/member/forgot-password', { en: 'Forgot password', es: 'Recuperar la contraseña', ru: 'Восстановление пароля' }],
  ['/my-booking-list', { en: 'My bookings', es: 'Mis reservas', ru: 'Мои бронирования' }],
  ['/desk', { en: 'Staff desk', es: 'Escritorio del personal', ru: 'Рабочий стол сотрудника' }],
  ['/contents/oceanFreight-confirmed', { en: 'Booking received', es: 'Reserva recibida', ru: 'Бронирование получено' }],
  ['/contents/shipping-quotation/after-login', { en: 'Shipping quotation', es: 'Cotización de envío', ru: 'Расчёт стоимости доставки' }],
];

/** The not-found page's and a closed offer's titles. */
const MISSING: Readonly<Record<'not-found' | 'gone', Readonly<Record<SeoLang, string>>>> = {
  'not-found': { en: 'Page not found', es: 'Página no encontrada', ru: 'Страница не найдена' },
  gone: { en: 'This offer has closed', es: 'Esta oferta ha cerrado', ru: 'Это предложение закрыто' },
};

/** The paths with their own texts (each in en, es and ru): the public content pages. */
export const describedPages: readonly string[] = /*#__PURE__*/ Object.keys(PAGES);

/** "{page} | {host}": every document title of the suite. */
export const documentTitle = (page: string, host: string): string => `${page} | ${host}`;

const withHost = (text: string, host: string) => text.replaceAll('{host}', host);

/** The described page `pathname` belongs to: itself, or the longest described prefix (trailing segments of a content page). */
function describedPageOf(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (Object.hasOwn(PAGES, path)) return path;
    let best: string | null = null;
  for (const p of describedPages) if (p !== '/' && path.startsWith(`${p}/`) && (!best || p.length > best.length)) best = p;
  return best;
}

/** The trail to a described page: home, its parent if any, the page. */
function crumbsOf(path: string, lang: SeoLang): Crumb[] {
  if (path === '/') return [];
  const chain = [path];
  for (let p = PAGES[path]?.parent; p; p = PAGES[p]?.parent) chain.unshift(p);
  return ['/', ...chain].map((p) => ({ name: PAGES[p]!.texts[lang][0], path: p }));
}

/**
 * The meta of the page at `pathname` (no query) in `lang`, the site being `host`: `kind`
 * `private` for a page no search engine lists (isPrivatePage: a plain title), `not-found`
 * (`missing` set, or a path without texts) and `gone` (`missing: 'gone'`, a closed offer).
 * An offer's or a post's page takes its data's texts (offerMeta, postMeta) over this.
 */
export function pageMeta(pathname: string, lang: SeoLang, host: string, o: { private?: boolean; missing?: 'not-found' | 'gone' } = {}): PageMeta {
  const plain = (kind: PageKind, headline: string): PageMeta => ({ kind, title: documentTitle(headline, host), headline, description: '', crumbs: [] });
  if (o.missing) return plain(o.missing, MISSING[o.missing][lang]);
  if (o.private) {
    let best: (typeof PRIVATE_TITLES)[number] | undefined;
    for (const row of PRIVATE_TITLES) if ((pathname === row[0] || pathname.startsWith(`${row[0]}/`)) && (!best || row[0].length > best[0].length)) best = row;
    return plain('private', best ? best[1][lang] : host);
  }
  // The offer page without its offer (the data could not be read): the offers' page texts.
  const path = pathname.startsWith('/contents/oceanFreight-detail/') ? '/contents/oceanFreight' : describedPageOf(pathname);
  if (!path) return plain('not-found', MISSING['not-found'][lang]);
  const [, headline, description] = PAGES[path]!.texts[lang];
  return { kind: 'public', title: documentTitle(headline, host), headline, description: withHost(description, host), crumbs: crumbsOf(path, lang) };
}

/** Words of an offer's texts in each language. */
const OFFER_WORDS: Readonly<Record<SeoLang, { container: (size: string) => string; onRequest: string; from: (price: string) => string; describe: (o: OfferWords) => string }>> = {
  en: {
    container: (size) => (size ? `${size} container` : 'container'),
    onRequest: 'price on request',
    from: (p) => `from ${p}`,
    describe: (o) => `Spot ${o.type} freight from ${o.from} to ${o.to}, sailing on ${o.sails} with ${o.line}: ${o.price} (${o.trade}). Book online before ${o.deadline}.`,
  },
  es: {
    container: (size) => (size ? `contenedor ${size}` : 'contenedor'),
    onRequest: 'precio a consultar',
    from: (p) => `desde ${p}`,
    describe: (o) => `Flete spot en ${o.type} de ${o.from} a ${o.to}, con salida el ${o.sails} con ${o.line}: ${o.price} (${o.trade}). Reserve en línea antes del ${o.deadline}.`,
  },
  ru: {
    container: (size) => (size ? `контейнер ${size}` : 'контейнер'),
    onRequest: 'цена по запросу',
    from: (p) => `от ${p}`,
    describe: (o) => `Спотовый фрахт (${o.type}): ${o.from} → ${o.to}, отход ${o.sails}, линия ${o.line}. Цена: ${o.price} (${o.trade}). Бронируйте онлайн до ${o.deadline}.`,
  },
};
interface OfferWords {
  type: string;
  from: string;
  to: string;
  sails: string;
  line: string;
  price: string;
  trade: string;
  deadline: string;
}

/** The container sizes as a buyer writes them. */
const SIZES: Readonly<Record<string, string>> = { FT20: "20'", FT40: "40'", HQ40: "40' HQ", HQ45: "45' HQ", FT45: "45'" };

/** `yyyy-MM-dd` as a day in `lang` (12 Dec 2026; 12 dic 2026; 12 дек. 2026 г.). */
function longDay(day: string, lang: SeoLang): string {
  const d = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return day;
  return formatters(lang).day.format(d);
}

/** A whole amount with the page language's digit groups (as the price on the page). */
function amount(n: number, lang: SeoLang): string {
  return formatWholeNumber(n, lang);
}

/** One date formatter per language: making an Intl formatter costs far more than using one (a server writes a head per request). */
const FORMATTERS = new Map<SeoLang, { day: Intl.DateTimeFormat }>();
function formatters(lang: SeoLang) {
  let f = FORMATTERS.get(lang);
  if (!f) {
    f = {
      day: new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
    };
    FORMATTERS.set(lang, f);
  }
  return f;
}

/** The offer fields its texts use. */
export type OfferFacts = Pick<SpotFreight, 'dptPortNm' | 'arvPortNm' | 'cargoType' | 'cargoSize' | 'costDisplay' | 'dptEstimateDate' | 'depositExpirationDate' | 'freLineNm' | 'tradeCondition'>;

/**
 * An offer's page: "Pyeongtaek → Tema, Ghana · RoRo · from USD 1,450 | {host}" and a sentence
 * with its route, sailing, line, price and deadline, in `lang`. `countries`: the departure and
 * arrival countries' names in `lang` (the caller's country table). A withheld price (null) reads
 * "price on request". Plain text from staff input: escape it for markup.
 */
/** An offer's cargo type and price, in `lang`. */
function offerTerms(offer: OfferFacts, lang: SeoLang): { type: string; price: string } {
  const w = OFFER_WORDS[lang];
  const type = offer.cargoType === 'RORO' ? 'RoRo' : w.container(offer.cargoSize ? (SIZES[offer.cargoSize] ?? offer.cargoSize) : '');
  const price = offer.costDisplay === null ? w.onRequest : w.from(lang === 'en' ? `USD ${amount(offer.costDisplay, lang)}` : `${amount(offer.costDisplay, lang)} USD`);
  return { type, price };
}

/**
 * An offer's headline, "Pyeongtaek → Tema, Ghana · RoRo · from USD 1,250" in `lang` (`arvCountry`:
 * the destination country's name in it). The offer page's document title is documentTitle of it.
 */
export function offerHeadline(offer: OfferFacts, lang: SeoLang, arvCountry: string): string {
  const { type, price } = offerTerms(offer, lang);
  return `${offer.dptPortNm} → ${offer.arvPortNm}, ${arvCountry} · ${type} · ${price}`;
}

export function offerMeta(offer: OfferFacts, lang: SeoLang, host: string, countries: { dpt: string; arv: string }): PageMeta {
  const w = OFFER_WORDS[lang];
  const { type, price } = offerTerms(offer, lang);
  const headline = offerHeadline(offer, lang, countries.arv);
  const description = w.describe({
    type,
    from: `${offer.dptPortNm} (${countries.dpt})`,
    to: `${offer.arvPortNm} (${countries.arv})`,
    sails: longDay(offer.dptEstimateDate, lang),
    line: offer.freLineNm,
    price,
    trade: offer.tradeCondition,
    deadline: longDay(offer.depositExpirationDate, lang),
    // A day that ends in a full stop (ru "г.") ends the sentence too.
  }).replace(/\.\.$/, '.');
  const list = '/contents/oceanFreight';
  return {
    kind: 'public',
    title: documentTitle(headline, host),
    headline,
    description,
    crumbs: [...crumbsOf(list, lang), { name: headline, path: '' }],
  };
}

/** `text` cut at a word before `max` characters, with an ellipsis when cut. */
export function clip(text: string, max = 160): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}

/**
 * A blog post's page: its title (plain text), and its card's text as the description (the excerpt
 * staff wrote, else the start of the post's text: postText, as the blog's card reads it).
 */
export function postMeta(post: Pick<BoardPost, 'title' | 'content' | 'excerpt'>, lang: SeoLang, host: string): PageMeta {
  const headline = post.title.trim() || PAGES['/contents/blog']!.texts[lang][1];
  const description = clip((post.excerpt || postText(post.content)).replace(/\s+/g, ' ').trim());
  return {
    kind: 'public',
    title: documentTitle(headline, host),
    headline,
    description,
    crumbs: [...crumbsOf('/contents/blog', lang), { name: headline, path: '' }],
  };
}
