/**
 * Demo blog posts in English, Spanish and Russian: twelve displayed topics, two drafts
 * (flagDisplay N) and one deleted post (flagDel Y). The Incoterms post carries hostile HTML on
 * purpose (a script tag, an onerror handler and a javascript: link): the front end must
 * sanitise post content, and this post proves it does.
 */

/** One language version of a post. */
interface PostText {
  title: string;
  html: string;
}

/** One topic in the three languages. */
export interface BlogTopic {
  /** Illustration number: /media/blog/blog-{image}.svg */
  image: number;
  /** Published this many days before the seed day. */
  daysAgo: number;
  flagDisplay: 'Y' | 'N';
  flagDel: 'Y' | 'N';
  /** True for the post whose content carries hostile HTML. */
  hostile?: boolean;
  en: PostText;
  es: PostText;
  ru: PostText;
}

// The hostile bits, the same in every language.
const XSS_SCRIPT = `<script>alert('xss: script tag')</script>`;
const XSS_IMG = `<img src="/media/blog/missing-chart.png" alt="" onerror="alert('xss: onerror')">`;
const xssLink = (label: string) => `<a href="javascript:alert('xss: javascript link')">${label}</a>`;

/** The demo blog, newest topic first. */
export const BLOG_TOPICS: BlogTopic[] = [
  {
    image: 1,
    daysAgo: 2,
    flagDisplay: 'Y',
    flagDel: 'N',
    en: {
      title: 'How to ship a car from Korea in five steps',
      html: `<p>Buying a car in Korea and shipping it home is simpler than most first-time importers expect. Every shipment we handle follows the same five steps, and you can follow each of them from your booking page.</p>
<h3>The five steps</h3>
<ol><li><strong>Get a quote</strong> for your port of discharge, or pick a spot offer.</li><li><strong>Request a booking</strong> with the vehicle details and the consignee.</li><li><strong>Pay by T/T</strong> once we send the proforma invoice.</li><li><strong>Loading</strong>: we collect the car, clear export customs and load it on the vessel.</li><li><strong>Tracking</strong>: follow the vessel with your bill of lading number until arrival.</li></ol>
<p>We reply to booking requests within one business day. If anything is missing, such as the deregistration certificate or the consignee's ID, our team tells you before the deposit deadline, never after the vessel has sailed.</p>`,
    },
    es: {
      title: 'Cómo enviar un coche desde Corea en cinco pasos',
      html: `<p>Comprar un coche en Corea y enviarlo a su país es más sencillo de lo que imaginan la mayoría de los importadores primerizos. Cada envío que gestionamos sigue los mismos cinco pasos, y puede seguirlos todos desde su página de reservas.</p>
<h3>Los cinco pasos</h3>
<ol><li><strong>Pida una cotización</strong> para su puerto de descarga o elija una oferta spot.</li><li><strong>Solicite una reserva</strong> con los datos del vehículo y del consignatario.</li><li><strong>Pague por T/T</strong> cuando le enviemos la factura proforma.</li><li><strong>Carga</strong>: recogemos el coche, tramitamos la aduana de exportación y lo embarcamos.</li><li><strong>Seguimiento</strong>: siga el buque con su número de conocimiento de embarque hasta la llegada.</li></ol>
<p>Respondemos a las solicitudes de reserva en un día hábil. Si falta algo, como el certificado de baja o la identificación del consignatario, se lo decimos antes de la fecha límite del depósito, nunca después de que zarpe el buque.</p>`,
    },
    ru: {
      title: 'Как отправить автомобиль из Кореи за пять шагов',
      html: `<p>Купить автомобиль в Корее и доставить его домой проще, чем думают многие начинающие импортёры. Каждая отправка проходит одни и те же пять шагов, и за каждым из них можно следить на странице бронирования.</p>
<h3>Пять шагов</h3>
<ol><li><strong>Получите расчёт</strong> до вашего порта выгрузки или выберите спотовое предложение.</li><li><strong>Отправьте заявку</strong> с данными автомобиля и получателя.</li><li><strong>Оплатите банковским переводом (T/T)</strong> после получения проформы-инвойса.</li><li><strong>Погрузка</strong>: мы забираем автомобиль, оформляем экспортную таможню и грузим его на судно.</li><li><strong>Отслеживание</strong>: следите за судном по номеру коносамента до прибытия.</li></ol>
<p>Мы отвечаем на заявки в течение одного рабочего дня. Если чего-то не хватает, например свидетельства о снятии с учёта или документа получателя, мы сообщим об этом до срока внесения депозита, а не после отхода судна.</p>`,
    },
  },
  {
    image: 2,
    daysAgo: 9,
    flagDisplay: 'Y',
    flagDel: 'N',
    en: {
      title: 'RoRo or container: choosing the right way to ship your vehicle',
      html: `<p>Roll-on/roll-off (RoRo) vessels are floating car parks: your vehicle is driven on board in Pyeongtaek or Incheon and driven off at the destination. It is usually the cheapest option for a single running car and the fastest to book, because there is no container to stuff.</p>
<p>A container protects the vehicle from weather and lets you ship several cars, spare parts or personal effects together. A 40ft high-cube container often costs less per car than RoRo once you load four vehicles in it, and it is the only choice for cars that do not run.</p>
<h3>A quick rule of thumb</h3>
<ul><li>One running car, tight budget: <strong>RoRo</strong>.</li><li>Several cars, spare parts, or a non-runner: <strong>container</strong>.</li><li>Trucks, buses and machinery taller than 2.6 m: <strong>RoRo</strong> or a flat rack.</li></ul>`,
    },
    es: {
      title: 'RoRo o contenedor: cómo elegir la mejor forma de enviar su vehículo',
      html: `<p>Los buques roll-on/roll-off (RoRo) son aparcamientos flotantes: su vehículo sube a bordo rodando en Pyeongtaek o Incheon y baja rodando en el destino. Suele ser la opción más barata para un solo coche en marcha y la más rápida de reservar, porque no hay que llenar ningún contenedor.</p>
<p>Un contenedor protege el vehículo de la intemperie y permite enviar varios coches, repuestos o efectos personales juntos. Un contenedor high-cube de 40 pies suele costar menos por coche que el RoRo cuando se cargan cuatro vehículos, y es la única opción para coches que no arrancan.</p>
<h3>Una regla sencilla</h3>
<ul><li>Un coche en marcha y presupuesto ajustado: <strong>RoRo</strong>.</li><li>Varios coches, repuestos o un coche averiado: <strong>contenedor</strong>.</li><li>Camiones, autobuses y maquinaria de más de 2,6 m de alto: <strong>RoRo</strong> o flat rack.</li></ul>`,
    },
    ru: {
      title: 'RoRo или контейнер: как выбрать способ отправки автомобиля',
      html: `<p>Суда ро-ро (RoRo) похожи на плавучие парковки: автомобиль своим ходом заезжает на борт в Пхёнтхэке или Инчхоне и съезжает в порту назначения. Для одного исправного автомобиля это обычно самый дешёвый вариант и самый быстрый в бронировании, потому что не нужно загружать контейнер.</p>
<p>Контейнер защищает автомобиль от непогоды и позволяет отправить вместе несколько машин, запчасти или личные вещи. Сорокафутовый контейнер high-cube с четырьмя автомобилями часто выходит дешевле в пересчёте на машину, чем RoRo, и это единственный вариант для автомобилей не на ходу.</p>
<h3>Простое правило</h3>
<ul><li>Один исправный автомобиль и ограниченный бюджет: <strong>RoRo</strong>.</li><li>Несколько машин, запчасти или автомобиль не на ходу: <strong>контейнер</strong>.</li><li>Грузовики, автобусы и техника выше 2,6 м: <strong>RoRo</strong> или флэт-рэк.</li></ul>`,
    },
  },
  {
    image: 3,
    daysAgo: 16,
    flagDisplay: 'Y',
    flagDel: 'N',
    en: {
      title: 'Export documents for a used car from Korea',
      html: `<p>Korean customs will not let a used vehicle leave the country until it has been taken off the national register. The seller or dealer applies for the <strong>export deregistration certificate</strong> (말소사실증명서), which replaces the Korean registration card for the rest of the journey.</p>
<h3>What we need from you</h3>
<ul><li>A copy of the consignee's passport or company registration.</li><li>The full consignee and notify-party address at destination.</li><li>The chassis (VIN) number, model, year and colour.</li></ul>
<p>With these we file the export declaration and issue the bill of lading. Keep the original deregistration certificate and the bill of lading together: your clearing agent at destination will ask for both, and some countries also require a pre-shipment inspection certificate, which we can arrange in Korea.</p>`,
    },
    es: {
      title: 'Documentos de exportación de un coche usado desde Corea',
      html: `<p>La aduana coreana no permite que un vehículo usado salga del país hasta que se haya dado de baja en el registro nacional. El vendedor o el concesionario solicita el <strong>certificado de baja para exportación</strong> (말소사실증명서), que sustituye al permiso de circulación coreano durante el resto del viaje.</p>
<h3>Lo que necesitamos de usted</h3>
<ul><li>Una copia del pasaporte del consignatario o del registro de su empresa.</li><li>La dirección completa del consignatario y de la parte a notificar en destino.</li><li>El número de chasis (VIN), el modelo, el año y el color.</li></ul>
<p>Con estos datos presentamos la declaración de exportación y emitimos el conocimiento de embarque. Guarde juntos el certificado de baja original y el conocimiento de embarque: su agente de aduanas en destino le pedirá ambos, y algunos países exigen además un certificado de inspección previa al embarque, que podemos tramitar en Corea.</p>`,
    },
    ru: {
      title: 'Экспортные документы на подержанный автомобиль из Кореи',
      html: `<p>Корейская таможня не выпустит подержанный автомобиль из страны, пока он не снят с национального учёта. Продавец или дилер оформляет <strong>экспортное свидетельство о снятии с учёта</strong> (말소사실증명서), которое заменяет корейский техпаспорт на всё время пути.</p>
<h3>Что нам нужно от вас</h3>
<ul><li>Копия паспорта получателя или регистрационных документов компании.</li><li>Полный адрес получателя и уведомляемой стороны в стране назначения.</li><li>Номер кузова (VIN), модель, год выпуска и цвет.</li></ul>
<p>С этими данными мы подаём экспортную декларацию и выпускаем коносамент. Храните оригинал свидетельства о снятии с учёта вместе с коносаментом: таможенный брокер в порту назначения попросит оба документа, а некоторые страны требуют ещё и сертификат предотгрузочной инспекции, который мы можем оформить в Корее.</p>`,
    },
  },
  {
    image: 4,
    daysAgo: 23,
    flagDisplay: 'Y',
    flagDel: 'N',
    hostile: true,
    en: {
      title: 'FOB, CFR and EXW explained for car buyers',
      html: `<p>Every spot offer on our site names a trade condition. It tells you who pays for which part of the journey and where the risk passes from seller to buyer.</p>
${XSS_SCRIPT}
<ul><li><strong>FOB</strong> (shown as <em>Freight collect</em>): the seller pays until the car is on board in Korea; the ocean freight is paid by the buyer.</li><li><strong>CFR</strong> (shown as <em>Freight pre-paid</em>): the ocean freight to your port is included in the price you pay us.</li><li><strong>EXW</strong>: you take over at the seller's yard and pay for everything from there.</li></ul>
<p>${XSS_IMG}Whatever the term, destination charges such as port handling, duties and VAT are paid by the buyer at arrival. The official definitions are in the ${xssLink('ICC Incoterms 2020 summary')}.</p>`,
    },
    es: {
      title: 'FOB, CFR y EXW explicados para compradores de coches',
      html: `<p>Cada oferta spot de nuestra web indica una condición de venta. Le dice quién paga cada tramo del viaje y en qué momento el riesgo pasa del vendedor al comprador.</p>
${XSS_SCRIPT}
<ul><li><strong>FOB</strong> (mostrado como <em>flete por cobrar</em>): el vendedor paga hasta que el coche está a bordo en Corea; el flete marítimo lo paga el comprador.</li><li><strong>CFR</strong> (mostrado como <em>flete prepagado</em>): el flete marítimo hasta su puerto está incluido en el precio que nos paga.</li><li><strong>EXW</strong>: usted se hace cargo en el patio del vendedor y paga todo a partir de ahí.</li></ul>
<p>${XSS_IMG}Sea cual sea la condición, los gastos en destino, como la manipulación portuaria, los aranceles y el IVA, los paga el comprador a la llegada. Las definiciones oficiales están en el ${xssLink('resumen de Incoterms 2020 de la CCI')}.</p>`,
    },
    ru: {
      title: 'FOB, CFR и EXW: объяснение для покупателей автомобилей',
      html: `<p>В каждом спотовом предложении на нашем сайте указано условие поставки. Оно показывает, кто оплачивает каждый участок пути и в какой момент риск переходит от продавца к покупателю.</p>
${XSS_SCRIPT}
<ul><li><strong>FOB</strong> (отображается как <em>фрахт за счёт получателя</em>): продавец платит, пока автомобиль не погружен на судно в Корее; морской фрахт оплачивает покупатель.</li><li><strong>CFR</strong> (отображается как <em>фрахт оплачен</em>): морской фрахт до вашего порта включён в цену, которую вы платите нам.</li><li><strong>EXW</strong>: вы принимаете груз на площадке продавца и оплачиваете всё дальнейшее.</li></ul>
<p>${XSS_IMG}При любом условии расходы в порту назначения, такие как портовая обработка, пошлины и НДС, оплачивает покупатель по прибытии. Официальные определения приведены в ${xssLink('кратком обзоре Инкотермс 2020 от МТП')}.</p>`,
    },
  },
  {
    image: 5,
    daysAgo: 30,
    flagDisplay: 'Y',
    flagDel: 'N',
    en: {
      title: 'How many cars fit in a 20ft or a 40ft high-cube container?',
      html: `<p>The answer depends on the size of the cars and on how they are secured. Our stuffing team in Incheon uses wheel chocks, lashing straps and, for the 40ft high-cube, a loading rack that holds cars at an angle.</p>
<h3>Typical loads</h3>
<ul><li><strong>20ft</strong>: 2 compact cars, or 1 midsize car, or 1 SUV or van, or 2 mini excavators under 3 tons.</li><li><strong>40ft high-cube</strong>: 6 compact cars, or 4 to 5 midsize cars, or 3 SUVs, or 2 vans, or 4 one-ton cargo trucks.</li></ul>
<p>Send us the models before booking and we will confirm the exact count. Remember that the loading rack adds a small fee per car, but sharing one container between four or more cars usually beats the RoRo price per unit.</p>`,
    },
    es: {
      title: '¿Cuántos coches caben en un contenedor de 20 pies o de 40 pies high-cube?',
      html: `<p>La respuesta depende del tamaño de los coches y de cómo se sujetan. Nuestro equipo de consolidación en Incheon utiliza calzos, cinchas de trincaje y, en el contenedor de 40 pies high-cube, un rack que mantiene los coches inclinados.</p>
<h3>Cargas habituales</h3>
<ul><li><strong>20 pies</strong>: 2 coches compactos, o 1 coche mediano, o 1 SUV o furgoneta, o 2 miniexcavadoras de menos de 3 toneladas.</li><li><strong>40 pies high-cube</strong>: 6 coches compactos, o de 4 a 5 coches medianos, o 3 SUV, o 2 furgonetas, o 4 camiones de una tonelada.</li></ul>
<p>Envíenos los modelos antes de reservar y le confirmaremos la cantidad exacta. El rack añade un pequeño coste por coche, pero compartir un contenedor entre cuatro o más coches suele salir más barato por unidad que el RoRo.</p>`,
    },
    ru: {
      title: 'Сколько автомобилей помещается в 20-футовый и 40-футовый high-cube контейнер?',
      html: `<p>Ответ зависит от размеров автомобилей и от способа крепления. Наша бригада в Инчхоне использует противооткатные упоры, крепёжные ремни, а в 40-футовом high-cube — погрузочную раму, которая держит машины под наклоном.</p>
<h3>Типичная загрузка</h3>
<ul><li><strong>20 футов</strong>: 2 компактных автомобиля, или 1 среднеразмерный, или 1 внедорожник либо фургон, или 2 мини-экскаватора до 3 тонн.</li><li><strong>40 футов high-cube</strong>: 6 компактных автомобилей, или 4–5 среднеразмерных, или 3 внедорожника, или 2 фургона, или 4 однотонных грузовика.</li></ul>
<p>Пришлите нам модели до бронирования, и мы подтвердим точное количество. Погрузочная рама немного добавляет к стоимости каждой машины, но общий контейнер на четыре и более автомобиля обычно дешевле RoRo в пересчёте на единицу.</p>`,
    },
  },
  {
    image: 6,
    daysAgo: 38,
    flagDisplay: 'Y',
    flagDel: 'N',
    en: {
      title: 'Paying by T/T bank transfer: a safe routine',
      html: `<p>All our invoices are paid by telegraphic transfer (T/T) to a company account in Korea. A bank transfer leaves a trace on both sides and is the standard way to pay for ocean freight worldwide.</p>
<h3>Four habits that keep your money safe</h3>
<ul><li>Only pay the account printed on the proforma invoice in your booking page.</li><li>Never trust bank details sent in a plain email or a chat message, even if the sender looks familiar.</li><li>Put the booking number in the payment reference.</li><li>Upload the transfer receipt to the booking so we can match it the same day.</li></ul>
<p>Once the receipt is uploaded, the booking moves to the "transfer receipt uploaded" step, and we confirm loading as soon as the funds arrive, usually within two business days.</p>`,
    },
    es: {
      title: 'Pagar por transferencia bancaria T/T: una rutina segura',
      html: `<p>Todas nuestras facturas se pagan por transferencia telegráfica (T/T) a una cuenta de la empresa en Corea. Una transferencia bancaria deja constancia en ambas partes y es la forma habitual de pagar fletes marítimos en todo el mundo.</p>
<h3>Cuatro hábitos que protegen su dinero</h3>
<ul><li>Pague solo a la cuenta que figura en la factura proforma de su página de reservas.</li><li>No confíe nunca en datos bancarios enviados por correo o por chat, aunque el remitente le resulte conocido.</li><li>Indique el número de reserva en la referencia del pago.</li><li>Suba el comprobante de la transferencia a la reserva para que podamos conciliarlo el mismo día.</li></ul>
<p>Cuando sube el comprobante, la reserva pasa al paso «comprobante de transferencia subido», y confirmamos la carga en cuanto llegan los fondos, normalmente en dos días hábiles.</p>`,
    },
    ru: {
      title: 'Оплата банковским переводом T/T: безопасный порядок',
      html: `<p>Все наши счета оплачиваются телеграфным переводом (T/T) на счёт компании в Корее. Банковский перевод оставляет след у обеих сторон и является стандартным способом оплаты морского фрахта во всём мире.</p>
<h3>Четыре привычки, которые защитят ваши деньги</h3>
<ul><li>Платите только на счёт, указанный в проформе-инвойсе на странице бронирования.</li><li>Никогда не доверяйте реквизитам, присланным обычным письмом или в чате, даже если отправитель кажется знакомым.</li><li>Указывайте номер бронирования в назначении платежа.</li><li>Загрузите квитанцию о переводе в бронирование, чтобы мы сверили её в тот же день.</li></ul>
<p>После загрузки квитанции бронирование переходит на шаг «квитанция о переводе загружена», и мы подтверждаем погрузку, как только поступят средства, обычно в течение двух рабочих дней.</p>`,
    },
  },
  {
    image: 7,
    daysAgo: 45,
    flagDisplay: 'Y',
    flagDel: 'N',
    en: {
      title: 'Preparing your vehicle for loading',
      html: `<p>A well-prepared car is loaded on time and arrives without surprises. Port terminals in Korea check every vehicle at the gate, and a car that fails the check can miss its vessel.</p>
<h3>Checklist before handover</h3>
<ul><li>Fuel at a quarter of a tank or less; RoRo terminals refuse full tanks.</li><li>A charged battery and a working handbrake.</li><li>No personal belongings inside unless declared: loose items are removed at the terminal.</li><li>Two keys if you have them, labelled with the chassis number.</li></ul>
<p>We photograph every car at pickup and again at the terminal, and the photos appear in your booking. If a scratch is found at destination, those photos settle the question quickly.</p>`,
    },
    es: {
      title: 'Cómo preparar su vehículo para la carga',
      html: `<p>Un coche bien preparado se carga a tiempo y llega sin sorpresas. Las terminales portuarias de Corea revisan cada vehículo en la entrada, y un coche que no supera la revisión puede perder su buque.</p>
<h3>Lista de comprobación antes de la entrega</h3>
<ul><li>Combustible a un cuarto del depósito o menos; las terminales RoRo rechazan depósitos llenos.</li><li>Batería cargada y freno de mano en buen estado.</li><li>Ningún objeto personal en el interior salvo que esté declarado: los objetos sueltos se retiran en la terminal.</li><li>Dos llaves si las tiene, etiquetadas con el número de chasis.</li></ul>
<p>Fotografiamos cada coche en la recogida y de nuevo en la terminal, y las fotos aparecen en su reserva. Si en destino aparece un arañazo, esas fotos resuelven la duda rápidamente.</p>`,
    },
    ru: {
      title: 'Как подготовить автомобиль к погрузке',
      html: `<p>Хорошо подготовленный автомобиль грузится вовремя и прибывает без сюрпризов. Портовые терминалы в Корее проверяют каждую машину на въезде, и автомобиль, не прошедший проверку, может опоздать на судно.</p>
<h3>Что проверить перед передачей</h3>
<ul><li>Топлива не больше четверти бака: терминалы RoRo не принимают машины с полным баком.</li><li>Заряженный аккумулятор и исправный стояночный тормоз.</li><li>Никаких личных вещей в салоне, если они не задекларированы: незакреплённые предметы снимают на терминале.</li><li>Два ключа, если они есть, с биркой с номером кузова.</li></ul>
<p>Мы фотографируем каждый автомобиль при приёмке и ещё раз на терминале, и снимки появляются в вашем бронировании. Если в порту назначения обнаружится царапина, эти фотографии быстро решат вопрос.</p>`,
    },
  },
  {
    image: 8,
    daysAgo: 53,
    flagDisplay: 'Y',
    flagDel: 'N',
    en: {
      title: "Incheon, Pyeongtaek and Busan: Korea's car export ports",
      html: `<p>Most used cars leave Korea through three ports. <strong>Incheon</strong>, next to Seoul, is where the largest used-car export market and many container stuffing yards are. <strong>Pyeongtaek</strong>, an hour south, is the main RoRo port, with regular calls from the big car carriers.</p>
<p><strong>Busan</strong> is one of the largest container ports in the world. It has the most direct container services to Africa, the Middle East and Latin America, so containers stuffed in Incheon are often trucked or railed to Busan for a faster sailing.</p>
<p>When you book, we choose the port that gives your cargo the earliest reliable departure. The port of loading appears on every spot offer and on your bill of lading.</p>`,
    },
    es: {
      title: 'Incheon, Pyeongtaek y Busan: los puertos de exportación de coches de Corea',
      html: `<p>La mayoría de los coches usados salen de Corea por tres puertos. <strong>Incheon</strong>, junto a Seúl, alberga el mayor mercado de exportación de coches usados y muchos patios de consolidación de contenedores. <strong>Pyeongtaek</strong>, una hora al sur, es el principal puerto RoRo, con escalas regulares de los grandes buques portavehículos.</p>
<p><strong>Busan</strong> es uno de los mayores puertos de contenedores del mundo. Tiene la mayoría de los servicios directos de contenedores a África, Oriente Medio y América Latina, por lo que los contenedores llenados en Incheon suelen viajar por carretera o tren hasta Busan para una salida más rápida.</p>
<p>Al reservar, elegimos el puerto que ofrece a su carga la salida fiable más temprana. El puerto de carga aparece en cada oferta spot y en su conocimiento de embarque.</p>`,
    },
    ru: {
      title: 'Инчхон, Пхёнтхэк и Пусан: порты экспорта автомобилей из Кореи',
      html: `<p>Большинство подержанных автомобилей покидают Корею через три порта. В <strong>Инчхоне</strong>, рядом с Сеулом, находится крупнейший рынок экспорта подержанных автомобилей и множество площадок для загрузки контейнеров. <strong>Пхёнтхэк</strong>, в часе езды к югу, — главный порт RoRo, куда регулярно заходят крупные автовозы.</p>
<p><strong>Пусан</strong> — один из крупнейших контейнерных портов мира. Отсюда уходит больше всего прямых контейнерных линий в Африку, на Ближний Восток и в Латинскую Америку, поэтому контейнеры, загруженные в Инчхоне, часто везут в Пусан автомобилем или по железной дороге ради более раннего рейса.</p>
<p>При бронировании мы выбираем порт с самым ранним надёжным отправлением для вашего груза. Порт погрузки указан в каждом спотовом предложении и в коносаменте.</p>`,
    },
  },
  {
    image: 9,
    daysAgo: 61,
    flagDisplay: 'Y',
    flagDel: 'N',
    en: {
      title: 'Shipping trucks, buses and heavy equipment',
      html: `<p>Korean trucks, buses and construction machines are in demand from West Africa to Central Asia. They are shipped the same way as cars, but the price depends on size rather than on the unit, so accurate measurements matter.</p>
<h3>What to send us for a quote</h3>
<ul><li>Length, width and height, including mirrors, buckets and exhaust stacks.</li><li>Operating weight.</li><li>Whether the machine can drive on board by itself.</li></ul>
<p>Self-propelled units go RoRo and are charged per cubic metre. Excavators and loaders that cannot drive, or that are too wide, travel on a flat rack container. A 4 to 5 ton excavator fits in a 20ft container with its bucket removed.</p>`,
    },
    es: {
      title: 'Envío de camiones, autobuses y maquinaria pesada',
      html: `<p>Los camiones, autobuses y máquinas de construcción coreanos tienen demanda desde África Occidental hasta Asia Central. Se envían igual que los coches, pero el precio depende del tamaño y no de la unidad, por lo que las medidas exactas son importantes.</p>
<h3>Qué enviarnos para cotizar</h3>
<ul><li>Largo, ancho y alto, incluidos espejos, cazos y tubos de escape.</li><li>Peso operativo.</li><li>Si la máquina puede subir a bordo por sí misma.</li></ul>
<p>Las unidades autopropulsadas viajan en RoRo y se cobran por metro cúbico. Las excavadoras y cargadoras que no pueden circular, o que son demasiado anchas, viajan en un contenedor flat rack. Una excavadora de 4 a 5 toneladas cabe en un contenedor de 20 pies sin el cazo.</p>`,
    },
    ru: {
      title: 'Отправка грузовиков, автобусов и спецтехники',
      html: `<p>Корейские грузовики, автобусы и строительная техника востребованы от Западной Африки до Центральной Азии. Их отправляют так же, как легковые автомобили, но цена зависит от размеров, а не от количества единиц, поэтому важны точные замеры.</p>
<h3>Что прислать нам для расчёта</h3>
<ul><li>Длину, ширину и высоту с учётом зеркал, ковша и выхлопных труб.</li><li>Эксплуатационную массу.</li><li>Может ли техника заехать на борт своим ходом.</li></ul>
<p>Самоходная техника идёт RoRo с оплатой за кубический метр. Экскаваторы и погрузчики, которые не могут ехать сами или слишком широки, перевозятся на контейнере-платформе флэт-рэк. Экскаватор массой 4–5 тонн помещается в 20-футовый контейнер со снятым ковшом.</p>`,
    },
  },
  {
    image: 10,
    daysAgo: 70,
    flagDisplay: 'Y',
    flagDel: 'N',
    en: {
      title: 'Tracking your shipment with the bill of lading number',
      html: `<p>Once your car is on board, the carrier issues a bill of lading (B/L). Its number is the key to everything that follows: tracking, customs clearance and release of the vehicle at destination.</p>
<p>Enter the B/L number on our tracking page to see the vessel, its current position and the estimated arrival. The estimate is updated by the carrier, so it can move by a few days when a vessel waits for a berth or skips a port.</p>
<p>Before arrival, send a copy of the B/L to your clearing agent. If you paid for a telex release, the agent can collect the car without the original paper bill, which saves days of courier time.</p>`,
    },
    es: {
      title: 'Seguimiento de su envío con el número de conocimiento de embarque',
      html: `<p>Cuando su coche está a bordo, la naviera emite un conocimiento de embarque (B/L). Su número es la clave de todo lo que viene después: el seguimiento, el despacho de aduanas y la entrega del vehículo en destino.</p>
<p>Introduzca el número de B/L en nuestra página de seguimiento para ver el buque, su posición actual y la llegada estimada. La naviera actualiza esa estimación, por lo que puede variar unos días cuando un buque espera atraque o se salta un puerto.</p>
<p>Antes de la llegada, envíe una copia del B/L a su agente de aduanas. Si ha pagado un telex release, el agente puede retirar el coche sin el original en papel, lo que ahorra días de mensajería.</p>`,
    },
    ru: {
      title: 'Отслеживание груза по номеру коносамента',
      html: `<p>Когда автомобиль погружен, перевозчик выпускает коносамент (B/L). Его номер — ключ ко всему дальнейшему: отслеживанию, таможенному оформлению и выдаче автомобиля в порту назначения.</p>
<p>Введите номер коносамента на нашей странице отслеживания, чтобы увидеть судно, его текущее местоположение и ожидаемую дату прибытия. Эту дату обновляет перевозчик, поэтому она может сдвинуться на несколько дней, если судно ждёт причала или пропускает порт.</p>
<p>До прибытия отправьте копию коносамента своему таможенному брокеру. Если вы оплатили телекс-релиз, брокер сможет забрать автомобиль без бумажного оригинала, что экономит дни на курьерской доставке.</p>`,
    },
  },
  {
    image: 11,
    daysAgo: 80,
    flagDisplay: 'Y',
    flagDel: 'N',
    en: {
      title: 'Clearing customs in West Africa: Tema, Lagos and Cotonou',
      html: `<p>West Africa is our busiest destination, and each port has its own rules. In <strong>Tema</strong>, Ghana, duties depend on the age of the vehicle, and cars over ten years old pay an extra penalty, so check the year before you buy.</p>
<p>In <strong>Lagos</strong>, Nigeria, the clearing agent files through the national single window and needs the B/L, the invoice and the deregistration certificate. Many buyers heading for Nigeria choose <strong>Cotonou</strong> in Benin, where clearance is quick and vehicles continue by road.</p>
<p>Whichever port you choose, appoint a licensed clearing agent before the vessel arrives. Storage charges at the terminal start a few days after discharge and add up quickly.</p>`,
    },
    es: {
      title: 'Despacho de aduanas en África Occidental: Tema, Lagos y Cotonú',
      html: `<p>África Occidental es nuestro destino más activo, y cada puerto tiene sus propias normas. En <strong>Tema</strong>, Ghana, los aranceles dependen de la antigüedad del vehículo, y los coches de más de diez años pagan un recargo, así que compruebe el año antes de comprar.</p>
<p>En <strong>Lagos</strong>, Nigeria, el agente de aduanas tramita a través de la ventanilla única nacional y necesita el B/L, la factura y el certificado de baja. Muchos compradores con destino a Nigeria eligen <strong>Cotonú</strong>, en Benín, donde el despacho es rápido y los vehículos siguen por carretera.</p>
<p>Elija el puerto que elija, designe un agente de aduanas autorizado antes de que llegue el buque. Los gastos de almacenaje en la terminal empiezan pocos días después de la descarga y aumentan rápido.</p>`,
    },
    ru: {
      title: 'Таможенное оформление в Западной Африке: Тема, Лагос и Котону',
      html: `<p>Западная Африка — наше самое загруженное направление, и в каждом порту свои правила. В <strong>Теме</strong> (Гана) пошлины зависят от возраста автомобиля, а за машины старше десяти лет берут дополнительный сбор, поэтому проверьте год выпуска до покупки.</p>
<p>В <strong>Лагосе</strong> (Нигерия) брокер подаёт документы через национальное «единое окно», и ему нужны коносамент, инвойс и свидетельство о снятии с учёта. Многие покупатели из Нигерии выбирают <strong>Котону</strong> в Бенине, где оформление проходит быстро, а дальше автомобили едут по дороге.</p>
<p>Какой бы порт вы ни выбрали, назначьте лицензированного таможенного брокера до прихода судна. Плата за хранение на терминале начинает начисляться через несколько дней после выгрузки и быстро растёт.</p>`,
    },
  },
  {
    image: 12,
    daysAgo: 91,
    flagDisplay: 'Y',
    flagDel: 'N',
    en: {
      title: 'Popular Korean models for export and what buyers ask about',
      html: `<p>Korean cars have a reputation for good value and easy maintenance. The models we ship most are the Hyundai Sonata, Elantra and Tucson, the Kia Sportage and Sorento, and the Hyundai Porter and Kia Bongo light trucks.</p>
<p>Buyers often ask about LPG versions. Many Korean taxis and rental cars run on LPG; they are cheap to buy, but check that LPG is sold in your country and that your customs accepts the conversion, or convert to petrol before shipping.</p>
<p>Ask the seller for the maintenance history and the accident record from the Korean insurance database. A clean record with regular oil changes is worth more than a low odometer reading.</p>`,
    },
    es: {
      title: 'Modelos coreanos populares para exportar y lo que preguntan los compradores',
      html: `<p>Los coches coreanos tienen fama de buena relación calidad-precio y de mantenimiento sencillo. Los modelos que más enviamos son los Hyundai Sonata, Elantra y Tucson, los Kia Sportage y Sorento, y los camiones ligeros Hyundai Porter y Kia Bongo.</p>
<p>Los compradores preguntan a menudo por las versiones de GLP. Muchos taxis y coches de alquiler coreanos funcionan con GLP; son baratos, pero compruebe que en su país se vende GLP y que su aduana acepta la conversión, o páselos a gasolina antes del envío.</p>
<p>Pida al vendedor el historial de mantenimiento y el registro de siniestros de la base de datos de seguros coreana. Un historial limpio con cambios de aceite regulares vale más que un kilometraje bajo.</p>`,
    },
    ru: {
      title: 'Популярные корейские модели на экспорт и частые вопросы покупателей',
      html: `<p>Корейские автомобили ценят за хорошее соотношение цены и качества и простое обслуживание. Чаще всего мы отправляем Hyundai Sonata, Elantra и Tucson, Kia Sportage и Sorento, а также лёгкие грузовики Hyundai Porter и Kia Bongo.</p>
<p>Покупатели часто спрашивают о версиях на газе (LPG). Многие корейские такси и прокатные машины ездят на газе; они недороги, но убедитесь, что в вашей стране продаётся LPG и таможня принимает такое оборудование, или переведите машину на бензин до отправки.</p>
<p>Попросите у продавца историю обслуживания и данные об авариях из корейской страховой базы. Чистая история с регулярной заменой масла стоит больше, чем небольшой пробег.</p>`,
    },
  },
  {
    image: 8,
    daysAgo: 1,
    flagDisplay: 'N',
    flagDel: 'N',
    en: {
      title: 'Draft: office hours around the Lunar New Year',
      html: `<p>Our office and the Korean ports slow down during the Lunar New Year holidays. Bookings received during the holiday are answered on the first business day after it.</p><p>Dates to be confirmed before publishing.</p>`,
    },
    es: {
      title: 'Borrador: horario de oficina en el Año Nuevo Lunar',
      html: `<p>Nuestra oficina y los puertos coreanos reducen su actividad durante las fiestas del Año Nuevo Lunar. Las reservas recibidas durante las fiestas se responden el primer día hábil posterior.</p><p>Fechas por confirmar antes de publicar.</p>`,
    },
    ru: {
      title: 'Черновик: график работы в праздники Лунного Нового года',
      html: `<p>Во время праздников Лунного Нового года наш офис и корейские порты работают в сокращённом режиме. На заявки, полученные в праздники, мы ответим в первый рабочий день после них.</p><p>Даты уточнить перед публикацией.</p>`,
    },
  },
  {
    image: 1,
    daysAgo: 4,
    flagDisplay: 'N',
    flagDel: 'N',
    en: {
      title: 'Draft: a new weekly RoRo sailing to the Caribbean',
      html: `<p>From next month a weekly RoRo service will call at Santo Domingo and Kingston from Pyeongtaek. Transit time and launch prices will follow.</p>`,
    },
    es: {
      title: 'Borrador: nueva salida semanal RoRo al Caribe',
      html: `<p>A partir del próximo mes, un servicio RoRo semanal escalará en Santo Domingo y Kingston desde Pyeongtaek. Pronto publicaremos el tiempo de tránsito y los precios de lanzamiento.</p>`,
    },
    ru: {
      title: 'Черновик: новый еженедельный рейс RoRo в Карибский регион',
      html: `<p>Со следующего месяца еженедельный рейс RoRo из Пхёнтхэка будет заходить в Санто-Доминго и Кингстон. Время в пути и стартовые цены сообщим позже.</p>`,
    },
  },
  {
    image: 5,
    daysAgo: 12,
    flagDisplay: 'Y',
    flagDel: 'Y',
    en: {
      title: 'Spring promotion: free container stuffing (ended)',
      html: `<p>This promotion has ended and the post was withdrawn.</p>`,
    },
    es: {
      title: 'Promoción de primavera: consolidación de contenedores gratis (finalizada)',
      html: `<p>Esta promoción ha finalizado y la publicación se ha retirado.</p>`,
    },
    ru: {
      title: 'Весенняя акция: бесплатная загрузка контейнеров (завершена)',
      html: `<p>Акция завершена, публикация снята.</p>`,
    },
  },
];
