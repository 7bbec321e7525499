/**
 * Demo data of the content pages: the equipment-service stand-in's listings (hot items, five
 * default categories plus one the page does not ask for) and older blog posts, so the blog's
 * infinite scroll (20 a page) has a second page in every language. Both are seeded when absent,
 * also into a demo database kept from an earlier run.
 */
import type { Insertable, Kysely } from 'kysely';
import { addDays } from '../../lib/dates.ts';
import type { Database, HotItemsTable } from '../schema.ts';

const ARCHIVE_KEY = 'content_blog_archive';

interface Category {
  code: string;
  name: string;
  models: string[];
  basePrice: number | null;
}

// Category codes of the equipment service; C300 is outside the page's default list on purpose.
const CATEGORIES: Category[] = [
  { code: 'C200', name: 'Excavator', models: ['Hyundai HX220L Crawler Excavator', 'Doosan DX225LCA Excavator', 'Volvo EC210D Excavator', 'Hyundai R55-9 Mini Excavator', 'Doosan DX140W Wheel Excavator', 'Case CX130D Excavator'], basePrice: 38000 },
  { code: 'C240', name: 'Wheel loader', models: ['Hyundai HL960 Wheel Loader', 'Doosan DL250-5 Wheel Loader', 'Volvo L60H Wheel Loader', 'SDLG L956F Wheel Loader', 'Hyundai HL940 Wheel Loader', 'Doosan DL200 Wheel Loader'], basePrice: 42000 },
  { code: 'C250', name: 'Forklift', models: ['Doosan D30S-7 Diesel Forklift', 'Hyundai 25D-9 Forklift', 'Clark C25D Forklift', 'Doosan B20X-7 Electric Forklift', 'Hyundai 50D-9 Forklift 5 ton', 'Toyota 8FD25 Forklift'], basePrice: 9500 },
  { code: 'C260', name: 'Crane', models: ['Hyundai Mega 25-ton Truck Crane', 'Kato NK-250E Truck Crane', 'Tadano TR-250M Rough Terrain Crane', 'Soosan SCS746L Knuckle Crane Truck', 'Dongyang SS1926 Cargo Crane Truck', 'Kanglim KS1256 Loader Crane'], basePrice: null },
  { code: 'C270', name: 'Dump truck', models: ['Hyundai Xcient 25.5-ton Dump Truck', 'Daewoo Novus 15-ton Dump Truck', 'Hyundai Trago 25-ton Dump Truck', 'Volvo FMX 460 Dump Truck', 'Hyundai Mighty 3.5-ton Dump Truck', 'Scania P410 Dump Truck'], basePrice: 51000 },
  { code: 'C300', name: 'Farm tractor', models: ['LS Mtron XR50 Tractor', 'Kioti RX7320 Tractor', 'TYM T503 Tractor'], basePrice: 17000 },
];

/** Listings per default category: 12 x 5 = 60, three pages of 20. */
const PER_CATEGORY = 12;

/** The seeded listings of the equipment-service stand-in. */
export function hotItems(): Insertable<HotItemsTable>[] {
  const rows: Insertable<HotItemsTable>[] = [];
  for (const [ci, c] of CATEGORIES.entries()) {
    const count = c.code === 'C300' ? c.models.length : PER_CATEGORY;
    for (let i = 0; i < count; i += 1) {
      const model = c.models[i % c.models.length] ?? c.name;
      const year = 2013 + ((i * 3 + ci) % 11);
      const hours = 2400 + ((i * 1733 + ci * 577) % 9000);
      const listingId = 720_100 + ci * 100 + i;
      const usage = c.code === 'C270' || c.code === 'C260' ? `${(hours * 21).toLocaleString('en-US')} km` : `${hours.toLocaleString('en-US')} h`;
      // Every seventh listing of a priced category is "price on request".
      const price = c.basePrice === null || i % 7 === 6 ? null : Math.round((c.basePrice * (0.7 + ((i * 37) % 60) / 100)) / 100) * 100;
      rows.push({
        listing_id: listingId,
        category: c.code,
        category_name: c.name,
        item_name: `${year} ${model}, ${usage}, ${i % 2 ? 'Incheon yard' : 'Pyeongtaek yard'}, export documents ready`,
        price,
        thumbnail: `/media/equipment/${c.code.toLowerCase()}.svg`,
        detail_url: `https://equipment.koreacarshipping.example/listings/${listingId}`,
        // Interleave the categories, as the service lists its newest listings first.
        sort_order: i * CATEGORIES.length + ci,
      });
    }
  }
  return rows;
}

/** An older blog post in the three languages (short: the archive of the demo blog). */
interface ArchivePost {
  daysAgo: number;
  image: number;
  en: [string, string];
  es: [string, string];
  ru: [string, string];
}

const ARCHIVE: ArchivePost[] = [
  {
    daysAgo: 102, image: 3,
    en: ['Checklist: documents for exporting a used car from Korea', 'Before the deposit deadline we need the deregistration (export) certificate, the seller\'s invoice, a copy of the consignee\'s ID and the vehicle\'s chassis number. With these four documents export customs clearance takes one to two business days.'],
    es: ['Lista de control: documentos para exportar un coche usado desde Corea', 'Antes de la fecha límite del depósito necesitamos el certificado de baja para exportación, la factura del vendedor, una copia de la identificación del consignatario y el número de chasis. Con estos cuatro documentos el despacho de exportación tarda uno o dos días hábiles.'],
    ru: ['Чек-лист: документы для экспорта подержанного автомобиля из Кореи', 'До срока внесения депозита нам нужны свидетельство о снятии с учёта для экспорта, инвойс продавца, копия документа получателя и номер кузова. С этими четырьмя документами экспортное таможенное оформление занимает один-два рабочих дня.'],
  },
  {
    daysAgo: 113, image: 6,
    en: ['Why the vessel date can move, and what we do about it', 'Car carriers call at several Korean ports and wait for berths; a departure can shift by a few days. We tell you as soon as the line announces a change and, when the delay is long, offer the next vessel at the same price.'],
    es: ['Por qué puede cambiar la fecha del buque y qué hacemos al respecto', 'Los buques portavehículos hacen escala en varios puertos coreanos y esperan atraque; una salida puede moverse unos días. Le avisamos en cuanto la naviera anuncia un cambio y, si el retraso es largo, le ofrecemos el siguiente buque al mismo precio.'],
    ru: ['Почему дата отхода судна может сдвинуться и что мы делаем', 'Автомобилевозы заходят в несколько корейских портов и ждут причала, поэтому отход может сдвинуться на несколько дней. Мы сообщаем об изменении сразу после объявления линии, а при долгой задержке предлагаем следующее судно по той же цене.'],
  },
  {
    daysAgo: 124, image: 9,
    en: ['Shipping spare parts together with your car', 'In a container you may load spare parts, tyres and accessories with the vehicle if they are declared on the packing list. On RoRo vessels only the parts fixed to the car travel with it; loose items are not allowed.'],
    es: ['Enviar repuestos junto con su coche', 'En un contenedor puede cargar repuestos, neumáticos y accesorios con el vehículo si figuran en la lista de empaque. En los buques RoRo solo viajan las piezas fijadas al coche; no se permiten objetos sueltos.'],
    ru: ['Отправка запчастей вместе с автомобилем', 'В контейнер можно погрузить запчасти, шины и аксессуары вместе с автомобилем, если они указаны в упаковочном листе. На судах RoRo едут только закреплённые на машине детали; незакреплённые предметы запрещены.'],
  },
  {
    daysAgo: 136, image: 2,
    en: ['How we photograph your vehicle at the wharf', 'Every vehicle is photographed on arrival at our yard and again when it is loaded: all four sides, the odometer and any existing damage. The photos are added to your booking so you can check the condition before the vessel sails.'],
    es: ['Cómo fotografiamos su vehículo en el muelle', 'Cada vehículo se fotografía al llegar a nuestro patio y de nuevo al cargarlo: los cuatro lados, el cuentakilómetros y cualquier daño previo. Las fotos se añaden a su reserva para que compruebe el estado antes de que zarpe el buque.'],
    ru: ['Как мы фотографируем ваш автомобиль в порту', 'Каждый автомобиль фотографируется при поступлении на нашу площадку и ещё раз при погрузке: четыре стороны, одометр и имеющиеся повреждения. Фото добавляются в бронирование, чтобы вы проверили состояние до отхода судна.'],
  },
  {
    daysAgo: 148, image: 7,
    en: ['Paying by T/T: avoid the three most common mistakes', 'Send the exact amount of the proforma invoice, write the booking number in the transfer reference and pay only to the company account printed on the invoice. Upload the bank receipt on your booking page so we can confirm it the same day.'],
    es: ['Pagar por T/T: evite los tres errores más comunes', 'Envíe el importe exacto de la factura proforma, escriba el número de reserva en la referencia de la transferencia y pague solo a la cuenta de la empresa impresa en la factura. Suba el comprobante bancario en su página de reserva para que lo confirmemos el mismo día.'],
    ru: ['Оплата банковским переводом: три частые ошибки', 'Переводите точную сумму проформы-инвойса, указывайте номер бронирования в назначении платежа и платите только на счёт компании, указанный в инвойсе. Загрузите банковскую квитанцию на странице бронирования, и мы подтвердим её в тот же день.'],
  },
  {
    daysAgo: 161, image: 10,
    en: ['Hybrid and electric cars: what changes for shipping', 'Hybrids and electric cars ship like any other vehicle, but the battery must be between 30 and 50 percent charged and undamaged. Some lines ask for a battery declaration; we prepare it with the shipping documents.'],
    es: ['Coches híbridos y eléctricos: qué cambia en el envío', 'Los híbridos y eléctricos se envían como cualquier otro vehículo, pero la batería debe estar cargada entre el 30 y el 50 por ciento y sin daños. Algunas navieras piden una declaración de batería; la preparamos con los documentos de envío.'],
    ru: ['Гибриды и электромобили: что меняется при отправке', 'Гибриды и электромобили отправляются как обычные автомобили, но батарея должна быть заряжена на 30–50 процентов и не иметь повреждений. Некоторые линии требуют декларацию на батарею; мы готовим её вместе с отгрузочными документами.'],
  },
  {
    daysAgo: 175, image: 4,
    en: ['Insurance for ocean shipping: is it worth it?', 'Carrier liability covers very little of a vehicle\'s value. Cargo insurance costs a small percentage of the invoice value and covers loss and damage at sea; ask for it in your booking request and we add it to the invoice.'],
    es: ['Seguro para el transporte marítimo: ¿vale la pena?', 'La responsabilidad de la naviera cubre muy poco del valor de un vehículo. El seguro de carga cuesta un pequeño porcentaje del valor de la factura y cubre pérdidas y daños en el mar; solicítelo en su reserva y lo añadimos a la factura.'],
    ru: ['Страхование морской перевозки: стоит ли оно того?', 'Ответственность перевозчика покрывает лишь малую часть стоимости автомобиля. Страхование груза стоит небольшой процент от стоимости инвойса и покрывает утрату и повреждение в море; укажите его в заявке, и мы добавим его в инвойс.'],
  },
  {
    daysAgo: 189, image: 11,
    en: ['Reading your bill of lading', 'The bill of lading names the shipper, the consignee, the vessel and voyage, the ports and the vehicle\'s chassis number. Check every line when we send the draft: a wrong consignee name is the most common reason for delays at destination.'],
    es: ['Cómo leer su conocimiento de embarque', 'El conocimiento de embarque indica el embarcador, el consignatario, el buque y el viaje, los puertos y el número de chasis del vehículo. Revise cada línea cuando le enviemos el borrador: un nombre de consignatario erróneo es la causa más común de retrasos en destino.'],
    ru: ['Как читать коносамент', 'В коносаменте указаны отправитель, получатель, судно и рейс, порты и номер кузова автомобиля. Проверьте каждую строку, когда мы пришлём черновик: неверное имя получателя — самая частая причина задержек в порту назначения.'],
  },
  {
    daysAgo: 204, image: 12,
    en: ['Our yard in Incheon, in numbers', 'The yard holds up to 400 vehicles, has two container stuffing bays and its own wash area. Cars arrive from dealers and auctions all over Korea and usually leave for the port within a week.'],
    es: ['Nuestro patio en Incheon, en cifras', 'El patio tiene capacidad para 400 vehículos, dos zonas de llenado de contenedores y su propia zona de lavado. Los coches llegan de concesionarios y subastas de toda Corea y suelen salir hacia el puerto en una semana.'],
    ru: ['Наша площадка в Инчхоне в цифрах', 'Площадка вмещает до 400 автомобилей, имеет два поста загрузки контейнеров и собственную мойку. Машины поступают от дилеров и с аукционов со всей Кореи и обычно отправляются в порт в течение недели.'],
  },
];

/** What seedContent added. */
export interface ContentSeedResult {
  hotItems: number;
  blogPosts: number;
}

/**
 * Seed the content tables when they are empty: the hot items, and the blog archive once (a meta
 * key remembers it, so deleting archive posts later does not bring them back).
 */
export async function seedContent(db: Kysely<Database>, today = new Date()): Promise<ContentSeedResult> {
  return db.transaction().execute(async (trx) => {
    let hot = 0;
    const existing = await trx.selectFrom('hot_items').select('listing_id').limit(1).executeTakeFirst();
    if (!existing) {
      const rows = hotItems();
      await trx.insertInto('hot_items').values(rows).execute();
      hot = rows.length;
    }
    let posts = 0;
    const done = await trx.selectFrom('meta').select('value').where('key', '=', ARCHIVE_KEY).executeTakeFirst();
    if (!done) {
      for (const post of ARCHIVE) {
        for (const [i, lang] of (['en', 'es', 'ru'] as const).entries()) {
          const [title, text] = post[lang];
          const regDtm = addDays(today, -post.daysAgo);
          regDtm.setHours(9 + i, 0, 0, 0);
          const row = await trx
            .insertInto('board_posts')
            .values({ title, content: `<p>${text}</p>`, langs: lang, flag_display: 'Y', flag_del: 'N', reg_dtm: regDtm.toISOString(), created_at: regDtm.toISOString(), updated_at: regDtm.toISOString(), published_once: true })
            .returning('board_id')
            .executeTakeFirstOrThrow();
          await trx
            .insertInto('board_attachments')
            .values({ board_id: row.board_id, attach_url: `/media/blog/blog-${post.image}.svg`, attach_name: `blog-${post.image}.svg`, sort_order: 0 })
            .execute();
          posts += 1;
        }
      }
      await trx.insertInto('meta').values({ key: ARCHIVE_KEY, value: String(ARCHIVE.length) }).execute();
    }
    return { hotItems: hot, blogPosts: posts };
  });
}
