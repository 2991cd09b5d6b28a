/**
 * Every text of the demo documents, in the interface languages: price lists, product guides,
 * the portal's quick-start guide, labels, the certificate and the video.
 */
import type { Language } from '@anp/rules';

// Korean documents are not written yet: a Korean market's documents read in English (issue 14).
export type Lang = Exclude<Language, 'ko'>;

/** The groups price lists and product guides are made of, by species. */
export type Group = 'monogastric' | 'ruminant' | 'specialty';

/** Month names for titles ("March 2025", "marzo 2025", "março de 2025"). */
export const MONTHS: Record<Lang, string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
  pt: [
    'janeiro',
    'fevereiro',
    'março',
    'abril',
    'maio',
    'junho',
    'julho',
    'agosto',
    'setembro',
    'outubro',
    'novembro',
    'dezembro',
  ],
};
/** Every text the documents need, per language. */
export const T = {
  en: {
    priceList: 'Price list',
    groups: {
      monogastric: 'Swine and poultry',
      ruminant: 'Cattle, dairy and horses',
      specialty: 'Aquaculture, pets and additives',
      all: 'All products',
    },
    validity: (from: string, to: string) => `valid ${from} to ${to}`,
    intro: (currency: string, unit: string) =>
      `Prices per package in ${currency}, excluding taxes and freight. Net weights in ${unit}. Minimum order and pallet rules apply as shown in the ordering portal.`,
    columns: ['SKU', 'Product', 'Package', 'Net weight'],
    pricePerUnit: (c: string) => `Price/unit (${c})`,
    yourPrice: (c: string) => `Your price (${c})`,
    listPrice: (c: string) => `List (${c})`,
    discount: 'Discount',
    terms: 'Terms',
    termsText: [
      'Prices may change without notice after the validity date. Orders placed in the portal are confirmed at the price valid on the requested date.',
      'Payment terms as agreed on your account (Cash or Credit). Bulk deliveries are priced per ton loaded.',
    ],
    account: 'Account',
    soldTo: 'Sold-to',
    market: 'Market',
    validFrom: 'Valid from',
    validTo: 'Valid to',
    paymentTerms: 'Payment terms',
    payment: { Cash: 'Cash', Credit: 'Credit' },
    accountPriceList: 'Account price list',
    guideTitle: (g: string) => `Product guide: ${g}`,
    guideSubtitle: 'Nutrition that performs, from our mills to your farm',
    guideIntro: [
      'Our feeds are formulated by nutritionists for each stage of production and made in certified mills with traceable ingredients.',
      'Use this guide to choose the right product and feeding amount. Your sales representative can help you adjust it to your farm.',
    ],
    feedingGuide: 'Feeding guide',
    describe: (protein: number, amount: string) =>
      `${protein ? `Crude protein ${protein}% minimum. ` : ''}Recommended amount: ${amount}. Store in a cool, dry place and use within 90 days of manufacture.`,
    feedingColumns: ['SKU', 'Product', 'Species', 'Protein', 'Daily amount'],
    whyHeading: 'Why our feeds',
    why: [
      '\u2022 Consistent quality: every batch is tested and traceable by lot number.',
      '\u2022 Fresh delivery from the nearest plant, by truck or pickup.',
      '\u2022 Technical support from our nutrition team.',
    ],
    quickTitle: 'Ordering portal: quick start guide',
    quickSubtitle: 'Place and follow your orders online',
    quickSteps: [
      [
        '1. Sign in',
        'Use the e-mail address your account manager registered. Accept the terms and conditions the first time.',
      ],
      [
        '2. Choose the account',
        'If you order for several sold-to accounts, select one at the top of the page; prices and products follow it.',
      ],
      [
        '3. Build the order',
        'Search the order builder by product name or SKU and add quantities. Pallet-only items need whole pallets.',
      ],
      [
        '4. Cart and review',
        'Choose delivery or pickup, the requested date and time, your PO number and payment terms, then review.',
      ],
      [
        '5. Confirmation',
        'You receive the order number at once and can send the confirmation to another e-mail address.',
      ],
      [
        '6. Documents',
        'Price lists, brochures, labels, certificates and videos are in Documents: preview PDF, JPG, PNG, TIFF and MP4 files, or download them.',
      ],
    ],
    help: 'Need help? Open a support case from the support bar at the bottom of any page.',
    labelTitle: (name: string) => `Product label \u2014 ${name}`,
    photoTitle: (name: string) => `Label photo \u2014 ${name}`,
    certificateTitle: 'ISO 22000 food safety certificate (scan)',
    scans: {
      deliveryNote: 'Proof of delivery, signed (fax)',
      labReport: 'Certificate of analysis (scan)',
      weighbridgeTicket: 'Weighbridge certificate (scan)',
      labelPhoto: 'Feed label photo (scan)',
    },
    videoTitle: 'AN Portal Kit demo video',
    analysis: 'GUARANTEED ANALYSIS',
    protein: 'CRUDE PROTEIN MIN',
    fat: 'CRUDE FAT MIN',
    fiber: 'CRUDE FIBER MAX',
    moisture: 'MOISTURE MAX',
    netWeight: 'NET WT',
    lot: 'LOT',
    certificate: [
      'CERTIFICATE',
      'FOOD SAFETY MANAGEMENT SYSTEM',
      'THIS IS TO CERTIFY THAT',
      'HAS BEEN ASSESSED AND FOUND',
      'TO MEET THE REQUIREMENTS OF',
      'VALID UNTIL',
      'CERTIFICATE NO.',
    ],
    demo: 'AN Portal Kit demo data, not a real offer',
  },
  es: {
    priceList: 'Lista de precios',
    groups: {
      monogastric: 'Porcinos y aves',
      ruminant: 'Bovinos, lecheras y caballos',
      specialty: 'Acuicultura, mascotas y aditivos',
      all: 'Todos los productos',
    },
    validity: (from: string, to: string) => `vigente del ${from} al ${to}`,
    intro: (currency: string, unit: string) =>
      `Precios por empaque en ${currency}, sin impuestos ni flete. Pesos netos en ${unit}. Aplican los pedidos mínimos y reglas de tarima indicados en el portal de pedidos.`,
    columns: ['SKU', 'Producto', 'Empaque', 'Peso neto'],
    pricePerUnit: (c: string) => `Precio/unidad (${c})`,
    yourPrice: (c: string) => `Su precio (${c})`,
    listPrice: (c: string) => `Lista (${c})`,
    discount: 'Descuento',
    terms: 'Condiciones',
    termsText: [
      'Los precios pueden cambiar sin aviso después de la fecha de vigencia. Los pedidos del portal se confirman al precio vigente en la fecha solicitada.',
      'Condiciones de pago según su cuenta (Contado o Crédito). Las entregas a granel se cotizan por tonelada cargada.',
    ],
    account: 'Cuenta',
    soldTo: 'Solicitante',
    market: 'Mercado',
    validFrom: 'Vigente desde',
    validTo: 'Vigente hasta',
    paymentTerms: 'Condiciones de pago',
    payment: { Cash: 'Contado', Credit: 'Crédito' },
    accountPriceList: 'Lista de precios de la cuenta',
    guideTitle: (g: string) => `Guía de productos: ${g}`,
    guideSubtitle: 'Nutrición que rinde, de nuestras plantas a su granja',
    guideIntro: [
      'Nuestros alimentos son formulados por nutricionistas para cada etapa de producción y elaborados en plantas certificadas con ingredientes trazables.',
      'Use esta guía para elegir el producto y la cantidad adecuados. Su representante de ventas puede ayudarle a ajustarla a su granja.',
    ],
    feedingGuide: 'Guía de alimentación',
    describe: (protein: number, amount: string) =>
      `${protein ? `Proteína cruda mínima ${protein}%. ` : ''}Cantidad recomendada: ${amount}. Almacene en un lugar fresco y seco y use dentro de los 90 días posteriores a su fabricación.`,
    feedingColumns: ['SKU', 'Producto', 'Especie', 'Proteína', 'Cantidad diaria'],
    whyHeading: 'Por qué nuestros alimentos',
    why: [
      '\u2022 Calidad constante: cada lote se analiza y es trazable por número de lote.',
      '\u2022 Entrega fresca desde la planta más cercana, en camión o recogida.',
      '\u2022 Asesoría técnica de nuestro equipo de nutrición.',
    ],
    quickTitle: 'Portal de pedidos: guía de inicio rápido',
    quickSubtitle: 'Haga y siga sus pedidos en línea',
    quickSteps: [
      [
        '1. Inicie sesión',
        'Use el correo que registró su ejecutivo de cuenta. Acepte los términos y condiciones la primera vez.',
      ],
      [
        '2. Elija la cuenta',
        'Si compra para varias cuentas, seleccione una en la parte superior; los precios y productos dependen de ella.',
      ],
      [
        '3. Arme el pedido',
        'Busque por nombre o SKU en el constructor de pedidos y agregue cantidades. Algunos productos se venden solo por tarima completa.',
      ],
      [
        '4. Carrito y revisión',
        'Elija entrega o recogida, la fecha y hora solicitadas, su número de orden de compra y condiciones de pago; luego revise.',
      ],
      [
        '5. Confirmación',
        'Recibe el número de pedido al instante y puede enviar la confirmación a otro correo.',
      ],
      [
        '6. Documentos',
        'Listas de precios, folletos, etiquetas, certificados y videos están en Documentos: vea archivos PDF, JPG, PNG, TIFF y MP4 o descárguelos.',
      ],
    ],
    help: '¿Necesita ayuda? Abra un caso de soporte desde la barra de soporte al pie de cualquier página.',
    labelTitle: (name: string) => `Etiqueta de producto \u2014 ${name}`,
    photoTitle: (name: string) => `Foto de etiqueta \u2014 ${name}`,
    certificateTitle: 'Certificado de inocuidad ISO 22000 (escaneado)',
    scans: {
      deliveryNote: 'Comprobante de entrega firmado (fax)',
      labReport: 'Certificado de análisis (escaneado)',
      weighbridgeTicket: 'Certificado de báscula (escaneado)',
      labelPhoto: 'Foto de etiqueta de alimento (escaneada)',
    },
    videoTitle: 'Video de demostración de AN Portal Kit',
    analysis: 'ANÁLISIS GARANTIZADO',
    protein: 'PROTEÍNA CRUDA MÍN',
    fat: 'GRASA CRUDA MÍN',
    fiber: 'FIBRA CRUDA MÁX',
    moisture: 'HUMEDAD MÁX',
    netWeight: 'PESO NETO',
    lot: 'LOTE',
    certificate: [
      'CERTIFICADO',
      'SISTEMA DE GESTIÓN DE INOCUIDAD',
      'SE CERTIFICA QUE',
      'HA SIDO EVALUADA Y CUMPLE',
      'CON LOS REQUISITOS DE',
      'VIGENTE HASTA',
      'CERTIFICADO NO.',
    ],
    demo: 'Datos de demostración de AN Portal Kit, no es una oferta real',
  },
  pt: {
    priceList: 'Lista de preços',
    groups: {
      monogastric: 'Suínos e aves',
      ruminant: 'Bovinos, leiteiro e equinos',
      specialty: 'Aquicultura, pet e aditivos',
      all: 'Todos os produtos',
    },
    validity: (from: string, to: string) => `válida de ${from} a ${to}`,
    intro: (currency: string, unit: string) =>
      `Preços por embalagem em ${currency}, sem impostos e frete. Pesos líquidos em ${unit}. Valem os pedidos mínimos e regras de palete indicados no portal de pedidos.`,
    columns: ['SKU', 'Produto', 'Embalagem', 'Peso líquido'],
    pricePerUnit: (c: string) => `Preço/unidade (${c})`,
    yourPrice: (c: string) => `Seu preço (${c})`,
    listPrice: (c: string) => `Lista (${c})`,
    discount: 'Desconto',
    terms: 'Condições',
    termsText: [
      'Os preços podem mudar sem aviso após a data de validade. Pedidos feitos no portal são confirmados pelo preço válido na data solicitada.',
      'Condições de pagamento conforme sua conta (À vista ou Crédito). Entregas a granel são cotadas por tonelada carregada.',
    ],
    account: 'Conta',
    soldTo: 'Emissor',
    market: 'Mercado',
    validFrom: 'Válida de',
    validTo: 'Válida até',
    paymentTerms: 'Condições de pagamento',
    payment: { Cash: 'À vista', Credit: 'Crédito' },
    accountPriceList: 'Lista de preços da conta',
    guideTitle: (g: string) => `Guia de produtos: ${g}`,
    guideSubtitle: 'Nutrição que rende, das nossas fábricas para a sua fazenda',
    guideIntro: [
      'Nossas rações são formuladas por nutricionistas para cada fase de produção e fabricadas em unidades certificadas com ingredientes rastreáveis.',
      'Use este guia para escolher o produto e a quantidade certos. Seu representante de vendas pode ajudar a ajustá-lo à sua fazenda.',
    ],
    feedingGuide: 'Guia de alimentação',
    describe: (protein: number, amount: string) =>
      `${protein ? `Proteína bruta mínima ${protein}%. ` : ''}Quantidade recomendada: ${amount}. Armazene em local fresco e seco e use em até 90 dias após a fabricação.`,
    feedingColumns: ['SKU', 'Produto', 'Espécie', 'Proteína', 'Quantidade diária'],
    whyHeading: 'Por que nossas rações',
    why: [
      '\u2022 Qualidade constante: cada lote é analisado e rastreável pelo número do lote.',
      '\u2022 Entrega fresca da fábrica mais próxima, por caminhão ou retirada.',
      '\u2022 Suporte técnico da nossa equipe de nutrição.',
    ],
    quickTitle: 'Portal de pedidos: guia rápido',
    quickSubtitle: 'Faça e acompanhe seus pedidos on-line',
    quickSteps: [
      [
        '1. Entre',
        'Use o e-mail cadastrado pelo seu gerente de conta. Aceite os termos e condições no primeiro acesso.',
      ],
      [
        '2. Escolha a conta',
        'Se você compra para várias contas, selecione uma no topo da página; preços e produtos dependem dela.',
      ],
      [
        '3. Monte o pedido',
        'Busque por nome ou SKU no montador de pedidos e informe as quantidades. Alguns itens são vendidos só por palete completo.',
      ],
      [
        '4. Carrinho e revisão',
        'Escolha entrega ou retirada, a data e o horário, o número do pedido de compra e as condições de pagamento; depois revise.',
      ],
      [
        '5. Confirmação',
        'Você recebe o número do pedido na hora e pode enviar a confirmação para outro e-mail.',
      ],
      [
        '6. Documentos',
        'Listas de preços, folhetos, rótulos, certificados e vídeos ficam em Documentos: visualize arquivos PDF, JPG, PNG, TIFF e MP4 ou baixe-os.',
      ],
    ],
    help: 'Precisa de ajuda? Abra um chamado pela barra de suporte no rodapé de qualquer página.',
    labelTitle: (name: string) => `Rótulo do produto \u2014 ${name}`,
    photoTitle: (name: string) => `Foto do rótulo \u2014 ${name}`,
    certificateTitle: 'Certificado de segurança de alimentos ISO 22000 (digitalizado)',
    scans: {
      deliveryNote: 'Comprovante de entrega assinado (fax)',
      labReport: 'Certificado de análise (digitalizado)',
      weighbridgeTicket: 'Certificado de pesagem (digitalizado)',
      labelPhoto: 'Foto de rótulo de ração (digitalizada)',
    },
    videoTitle: 'Vídeo de demonstração do AN Portal Kit',
    analysis: 'NÍVEIS DE GARANTIA',
    protein: 'PROTEÍNA BRUTA MÍN',
    fat: 'EXTRATO ETÉREO MÍN',
    fiber: 'FIBRA BRUTA MÁX',
    moisture: 'UMIDADE MÁX',
    netWeight: 'PESO LÍQUIDO',
    lot: 'LOTE',
    certificate: [
      'CERTIFICADO',
      'SISTEMA DE GESTÃO DE SEGURANÇA',
      'CERTIFICAMOS QUE',
      'FOI AVALIADA E ATENDE',
      'AOS REQUISITOS DA NORMA',
      'VÁLIDO ATÉ',
      'CERTIFICADO N.',
    ],
    demo: 'Dados de demonstração do AN Portal Kit, não é uma oferta real',
  },
} as const;

/**
 * The titles of the documents, in every interface language: the documents list shows them.
 * Korean titles exist although the files' contents are still English (decisions.md, issue 14):
 * the demo files' own writers draw Latin text only.
 */
export interface Titles {
  priceList: string;
  groups: Readonly<Record<Group | 'all', string>>;
  /** "March 2025", "marzo 2025", "março de 2025", "2025년 3월". */
  month: (month: number, year: number) => string;
  guideTitle: (group: string) => string;
  quickTitle: string;
  labelTitle: (name: string) => string;
  photoTitle: (name: string) => string;
  certificateTitle: string;
  scans: Readonly<Record<keyof (typeof T)['en']['scans'], string>>;
  videoTitle: string;
}

const titlesOf = (lang: Lang): Titles => ({
  priceList: T[lang].priceList,
  groups: T[lang].groups,
  month: (month, year) => `${MONTHS[lang][month - 1] ?? ''}${lang === 'pt' ? ' de' : ''} ${year}`,
  guideTitle: T[lang].guideTitle,
  quickTitle: T[lang].quickTitle,
  labelTitle: T[lang].labelTitle,
  photoTitle: T[lang].photoTitle,
  certificateTitle: T[lang].certificateTitle,
  scans: T[lang].scans,
  videoTitle: T[lang].videoTitle,
});

export const TITLES: Readonly<Record<Language, Titles>> = {
  en: titlesOf('en'),
  es: titlesOf('es'),
  pt: titlesOf('pt'),
  ko: {
    priceList: '가격표',
    groups: {
      monogastric: '양돈 및 가금',
      ruminant: '소, 젖소 및 말',
      specialty: '수산, 반려동물 및 첨가제',
      all: '전체 제품',
    },
    month: (month, year) => `${year}년 ${month}월`,
    guideTitle: (g) => `제품 안내서: ${g}`,
    quickTitle: '주문 포털 빠른 시작 안내서',
    labelTitle: (name) => `제품 라벨 \u2014 ${name}`,
    photoTitle: (name) => `라벨 사진 \u2014 ${name}`,
    certificateTitle: 'ISO 22000 식품안전 인증서(스캔)',
    scans: {
      deliveryNote: '서명된 배송 확인서(팩스)',
      labReport: '성적서(스캔)',
      weighbridgeTicket: '계근 증명서(스캔)',
      labelPhoto: '사료 라벨 사진(스캔)',
    },
    videoTitle: 'AN Portal Kit 데모 동영상',
  },
};
