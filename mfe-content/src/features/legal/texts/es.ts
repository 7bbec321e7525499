/** The legal texts in Spanish. */
import type { LegalTexts } from '../model';

/** Spanish legal texts. */
export const texts: LegalTexts = {
  contents: 'Índice',
  terms: {
    title: 'Condiciones de uso',
    updated: 'Última actualización: 04 de octubre de 2022',
    intro: [
      'Estas Condiciones de uso regulan el uso del sitio web de {host} y de los servicios de transporte que se ofrecen en él. Léalas con atención: al crear una cuenta o al enviar una solicitud de cotización o de reserva, usted las acepta.',
    ],
    clauses: [
      {
        title: 'Objeto',
        paragraphs: [
          'Estas condiciones establecen los derechos, obligaciones y responsabilidades de {host} (la "Empresa") y de las personas que usan su sitio web y sus servicios (los "Usuarios") para organizar el transporte marítimo de vehículos y otras cargas desde la República de Corea.',
        ],
      },
      {
        title: 'Definiciones',
        paragraphs: ['En estas condiciones:'],
        list: [
          '"Servicios" son las cotizaciones, ofertas de flete spot, solicitudes de reserva, chat, facturas proforma, seguimiento e información relacionada que se ofrecen en el sitio web.',
          '"Miembro" es el Usuario que ha registrado una cuenta con una dirección de correo confirmada.',
          '"Reserva" es una solicitud de envío que la Empresa ha aceptado y por la que ha emitido una factura proforma (P.I).',
          '"Transportista" es la naviera u operador del buque que realiza el transporte marítimo.',
        ],
      },
      {
        title: 'Aceptación y modificación de estas condiciones',
        paragraphs: [
          'Estas condiciones entran en vigor al publicarse en el sitio web. La Empresa puede modificarlas dentro de los límites de la ley aplicable. Los cambios se anuncian en el sitio web al menos siete días antes de aplicarse, o treinta días antes cuando son desfavorables para los Usuarios.',
          'El Miembro que no esté de acuerdo con las condiciones modificadas puede cerrar su cuenta en cualquier momento. Seguir usando los Servicios después de la fecha de entrada en vigor supone aceptar las condiciones modificadas.',
        ],
      },
      {
        title: 'Registro y cuenta',
        paragraphs: [
          'La cuenta se crea cuando el Usuario completa el formulario de registro, acepta estas condiciones y la Política de privacidad, y confirma su dirección de correo. Los Servicios no están disponibles para usuarios situados en la República de Corea.',
          'Los Miembros deben facilitar información veraz y actualizada y mantener su contraseña en secreto. El Miembro responde de cualquier uso de su cuenta hasta que informe a la Empresa de un uso indebido. El Miembro puede cerrar su cuenta en cualquier momento contactando con atención al cliente.',
        ],
      },
      {
        title: 'Cotizaciones y reservas',
        paragraphs: [
          'Las cotizaciones y ofertas de flete spot son estimaciones basadas en la información del Usuario y en las tarifas de los Transportistas en ese momento. El precio cotizado puede cambiar al hacer la reserva, y cualquier aumento debe pagarse antes de la carga; los itinerarios de los buques pueden cambiar sin previo aviso.',
          'Una solicitud de reserva se convierte en Reserva cuando la Empresa la confirma y emite una factura proforma, normalmente en un día hábil. La Empresa puede rechazar una solicitud, en particular cuando la carga no puede exportarse o importarse legalmente o cuando no hay espacio disponible.',
        ],
      },
      {
        title: 'Precios, facturas y pago',
        paragraphs: [
          'Los precios se muestran en dólares estadounidenses; la visualización en euros usa el tipo de cambio del día y es informativa. La factura proforma indica el importe, la moneda y la fecha de vencimiento.',
          'El pago se realiza por transferencia bancaria (T/T) únicamente a la cuenta de la empresa impresa en la factura. Las comisiones del banco ordenante corren a cargo del Usuario. Si la factura no se paga antes de su vencimiento, caduca y la Reserva se cancela.',
        ],
      },
      {
        title: 'Cancelación y reembolsos',
        paragraphs: [
          'El Usuario puede cancelar una Reserva antes de que la carga se entregue en el puerto. Los gastos ya incurridos (transporte interior, almacenaje, documentación y cualquier penalización del Transportista) se descuentan del reembolso.',
          'Los reembolsos se pagan por transferencia bancaria a la cuenta desde la que se recibió el pago, en un plazo de catorce días hábiles desde la cancelación.',
        ],
      },
      {
        title: 'Obligaciones de los Usuarios',
        paragraphs: ['Los Usuarios no deben:'],
        list: [
          'facilitar información falsa sobre sí mismos, el consignatario o la carga;',
          'enviar mercancías prohibidas, peligrosas o no declaradas, o cuya exportación o importación infrinja la ley de cualquier país implicado;',
          'usar los Servicios para el blanqueo de capitales, el fraude o para eludir sanciones;',
          'copiar, extraer datos de forma automatizada o perturbar el sitio web, ni acceder a cuentas de otras personas.',
        ],
      },
      {
        title: 'Documentos, aduanas y carga',
        paragraphs: [
          'El Usuario aporta los documentos necesarios para la exportación desde Corea, como el certificado de baja para exportación, y es responsable del despacho de importación, los aranceles y los impuestos en destino.',
          'Los vehículos deben entregarse con un nivel de combustible seguro, sin objetos personales sueltos salvo que estén declarados y, en el caso de vehículos eléctricos e híbridos, con la batería sin daños y cargada según exija el Transportista.',
        ],
      },
      {
        title: 'Limitación de responsabilidad',
        paragraphs: [
          'La Empresa organiza el transporte como transitario; el transporte marítimo lo realiza el Transportista según las condiciones de su conocimiento de embarque, y su responsabilidad por pérdidas o daños en el mar está limitada según dichas condiciones y los convenios internacionales. Se recomienda a los Usuarios contratar un seguro de carga.',
          'La Empresa no responde de retrasos o pérdidas causados por fuerza mayor, por decisiones de las autoridades, por cambios de itinerario del Transportista o por información incorrecta facilitada por el Usuario, salvo en caso de dolo o negligencia grave propios.',
        ],
      },
      {
        title: 'Propiedad intelectual',
        paragraphs: [
          'El contenido del sitio web (textos, imágenes, logotipos, software y datos) pertenece a la Empresa o a sus licenciantes. Los Usuarios pueden consultarlo para su propio uso de los Servicios y no pueden reproducirlo, distribuirlo ni modificarlo sin autorización escrita.',
        ],
      },
      {
        title: 'Ley aplicable y controversias',
        paragraphs: [
          'Estas condiciones se rigen por las leyes de la República de Corea. La Empresa y el Usuario intentarán primero resolver cualquier controversia de forma amistosa a través de atención al cliente ({email}).',
          'Las controversias que no puedan resolverse de forma amistosa se someten al Tribunal de Distrito Central de Seúl, salvo que la ley imperativa del país de residencia del Usuario disponga otra cosa.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Política de privacidad',
    updated: 'Última actualización: 04 de octubre de 2022',
    intro: [
      '{host} ("nosotros") respeta su privacidad. Esta política explica qué datos personales recogemos cuando usa nuestro sitio web y nuestros servicios de transporte, para qué los recogemos, con quién los compartimos y qué derechos tiene usted.',
    ],
    clauses: [
      {
        title: 'Datos que recogemos',
        paragraphs: ['Recogemos solo los datos que necesitamos para prestar nuestros servicios:'],
        list: [
          'datos de la cuenta: nombre, correo electrónico, contraseña (guardada solo como hash irreversible), país y número de teléfono móvil;',
          'datos de la reserva: el consignatario, los datos de la carga y del vehículo, los puertos, las facturas, los comprobantes de pago y los mensajes que nos envía por el chat;',
          'datos del boletín: correo electrónico, país e idioma, si se suscribe;',
          'datos técnicos: el país detectado a partir de su conexión, sus preferencias de idioma y moneda, y los registros de nuestros servidores.',
        ],
      },
      {
        title: 'Cómo usamos sus datos',
        paragraphs: [
          'Usamos sus datos para crear y gestionar su cuenta, responder a solicitudes de cotización y reserva, emitir facturas y confirmar pagos, tramitar la exportación y el transporte, contestar a sus mensajes y, si lo ha aceptado, enviarle nuestro boletín. También los usamos para mantener la seguridad del sitio web y cumplir nuestras obligaciones legales.',
        ],
      },
      {
        title: 'Base jurídica',
        paragraphs: [
          'Tratamos sus datos para ejecutar el contrato con usted (reservas y cuenta), con su consentimiento (boletín), para cumplir obligaciones legales (contabilidad, aduanas y normas de exportación) y por nuestro interés legítimo en prevenir el fraude y mantener seguros nuestros servicios.',
        ],
      },
      {
        title: 'Comunicación de datos',
        paragraphs: [
          'Compartimos los datos necesarios para un envío con las navieras, terminales portuarias, agentes de aduanas y transportistas terrestres que lo realizan, y con nuestro banco para confirmar los pagos. Nunca vendemos datos personales ni los compartimos con fines publicitarios.',
        ],
      },
      {
        title: 'Transferencias internacionales',
        paragraphs: [
          'Nuestros servidores están en la República de Corea. Los datos del envío se transmiten a transportistas y agentes del país de destino según lo requiera el transporte. Aplicamos garantías contractuales con nuestros socios para proteger los datos que reciben.',
        ],
      },
      {
        title: 'Conservación',
        paragraphs: [
          'Conservamos los datos de la cuenta mientras esté abierta. Los registros de reservas, facturas y pagos se guardan cinco años después del envío, como exige la legislación mercantil y fiscal coreana. Los datos del boletín se eliminan al darse de baja, y los registros del servidor a los noventa días.',
        ],
      },
      {
        title: 'Sus derechos',
        paragraphs: [
          'Puede solicitar el acceso, la rectificación o la supresión de sus datos personales, limitar u oponerse a su tratamiento y recibir una copia de ellos. Puede retirar su consentimiento al boletín en cualquier momento con el enlace de baja de cada correo. Escriba a {email}; respondemos en un plazo de diez días.',
        ],
      },
      {
        title: 'Cookies y almacenamiento local',
        paragraphs: [
          'Usamos una cookie de sesión para mantener su sesión iniciada y el almacenamiento local de su navegador para recordar su idioma, moneda, país detectado y los avisos que ha cerrado. No usamos cookies publicitarias ni de seguimiento.',
        ],
      },
      {
        title: 'Seguridad',
        paragraphs: [
          'Las conexiones con el sitio web están cifradas. Las contraseñas se guardan solo como hashes irreversibles con sal, el acceso a los datos de clientes se limita al personal que lo necesita y los enlaces de nuestros correos llevan códigos de un solo uso que caducan.',
        ],
      },
      {
        title: 'Menores',
        paragraphs: ['Nuestros servicios están destinados a adultos que compran o venden vehículos y cargas. No recogemos a sabiendas datos de menores de 18 años.'],
      },
      {
        title: 'Contacto',
        paragraphs: [
          'Puede contactar con nuestro responsable de privacidad en {email} o por teléfono en el {phone}, de lunes a viernes, de 9:00 a 18:00 hora de Corea. También puede presentar una reclamación ante la Comisión de Protección de Información Personal de la República de Corea.',
        ],
      },
      {
        title: 'Cambios en esta política',
        paragraphs: [
          'Podemos actualizar esta política cuando cambien nuestros servicios o la ley. La fecha que figura al principio indica la versión más reciente; anunciamos los cambios importantes en el sitio web y por correo a los miembros.',
        ],
      },
    ],
  },
};
