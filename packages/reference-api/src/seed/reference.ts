/**
 * Reference data: plants and their holidays, support-case categories, feature toggles, the
 * maintenance banner and the per-market configuration.
 */
import { displayDate, isoDate, ymd, type Day } from './calendar';
import { MARKETS, MARKET_CODES, plantCode, plantId, type MarketCode, type UiLang } from './markets';
import type { PlantCalendar } from './orders';
import { SPECIES } from '@anp/rules';

/** Holidays from `today` through the coming year. */
export const HOLIDAY_HORIZON_DAYS = 365;

export interface PlantData {
  calendar: PlantCalendar;
  row: unknown[];
  holidays: { day: Day; name: string }[];
}

export const PLANT_COLUMNS = [
  'id',
  'code',
  'name',
  'country',
  'working_days',
  'delivery_lead_time',
  'pickup_lead_time',
  'day_span',
  'current_date_disabled',
  'pickup_start_hour',
  'pickup_end_hour',
] as const;

/** Every plant with its national holidays over the coming year (one per date). */
export function generatePlants(today: Day): PlantData[] {
  const out: PlantData[] = [];
  const { year } = ymd(today);
  for (const market of MARKET_CODES) {
    const spec = MARKETS[market];
    const holidays = new Map<Day, string>();
    for (const y of [year, year + 1]) {
      for (const rule of spec.holidays) {
        const day = rule.date(y);
        if (day >= today && day <= today + HOLIDAY_HORIZON_DAYS && !holidays.has(day)) {
          holidays.set(day, rule.name);
        }
      }
    }
    const sorted = [...holidays.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([day, name]) => ({ day, name }));
    spec.plants.forEach((plant, index) => {
      const id = plantId(market, index);
      out.push({
        calendar: {
          id,
          market,
          workingDays: plant.workingDays,
          holidays: new Set(sorted.map((h) => h.day)),
          deliveryLeadTime: plant.deliveryLeadTime,
          pickupLeadTime: plant.pickupLeadTime,
        },
        row: [
          id,
          plantCode(market, index),
          plant.name,
          market,
          [...plant.workingDays],
          plant.deliveryLeadTime,
          plant.pickupLeadTime,
          plant.daySpan,
          plant.currentDateDisabled,
          8,
          16,
        ],
        holidays: sorted,
      });
    });
  }
  return out;
}

type Texts = Readonly<Record<UiLang, string>>;
const txt = (en: string, es: string, pt: string): Texts => ({ en, es, pt });

/** Support-case categories (ordering.md §2 screen 13) and their sub-categories. */
const CASE_CATEGORIES: readonly { key: string; name: Texts; subs: readonly [string, Texts][] }[] = [
  {
    key: 'quality',
    name: txt('Product quality', 'Calidad del producto', 'Qualidade do produto'),
    subs: [
      ['foreign-material', txt('Foreign material', 'Material extraño', 'Material estranho')],
      ['texture', txt('Texture or fines', 'Textura o finos', 'Textura ou finos')],
      ['color-odor', txt('Color or odor', 'Color u olor', 'Cor ou odor')],
      ['performance', txt('Animal performance', 'Desempeño animal', 'Desempenho animal')],
      ['labeling', txt('Labeling', 'Etiquetado', 'Rotulagem')],
    ],
  },
  {
    key: 'delivery',
    name: txt('Delivery', 'Entrega', 'Entrega'),
    subs: [
      ['late', txt('Late delivery', 'Entrega tardía', 'Entrega atrasada')],
      ['short', txt('Short shipment', 'Faltante en la entrega', 'Falta de produto')],
      ['damaged', txt('Damaged packaging', 'Empaque dañado', 'Embalagem danificada')],
      ['wrong-product', txt('Wrong product delivered', 'Producto equivocado', 'Produto errado')],
    ],
  },
  {
    key: 'billing',
    name: txt('Invoice/billing', 'Factura/cobranza', 'Fatura/cobrança'),
    subs: [
      ['price', txt('Wrong price', 'Precio incorrecto', 'Preço incorreto')],
      ['duplicate', txt('Duplicate invoice', 'Factura duplicada', 'Fatura duplicada')],
      ['credit', txt('Credit not applied', 'Crédito no aplicado', 'Crédito não aplicado')],
      ['tax', txt('Taxes', 'Impuestos', 'Impostos')],
    ],
  },
  {
    key: 'order',
    name: txt('Order issue', 'Problema con el pedido', 'Problema com o pedido'),
    subs: [
      [
        'modify',
        txt('Cannot modify order', 'No puedo modificar el pedido', 'Não consigo alterar o pedido'),
      ],
      ['quantity', txt('Wrong quantity', 'Cantidad incorrecta', 'Quantidade incorreta')],
      ['missing', txt('Missing product', 'Producto faltante', 'Produto ausente')],
      ['status', txt('Order status', 'Estado del pedido', 'Status do pedido')],
    ],
  },
  {
    key: 'portal',
    name: txt('Portal access', 'Acceso al portal', 'Acesso ao portal'),
    subs: [
      ['sign-in', txt('Sign-in', 'Inicio de sesión', 'Login')],
      ['documents', txt('Documents', 'Documentos', 'Documentos')],
      ['notifications', txt('Notifications', 'Notificaciones', 'Notificações')],
    ],
  },
  {
    key: 'other',
    name: txt('Other', 'Otro', 'Outro'),
    subs: [
      ['question', txt('General question', 'Consulta general', 'Dúvida geral')],
      ['feedback', txt('Feedback', 'Comentarios', 'Sugestões')],
    ],
  },
];

export function caseCategoryRows(): unknown[][] {
  const rows: unknown[][] = [];
  for (const market of MARKET_CODES) {
    const lang = MARKETS[market].uiLang;
    for (const category of CASE_CATEGORIES) {
      const id = `cc-${market}-${category.key}`;
      rows.push([
        id,
        market,
        category.name[lang],
        JSON.stringify(
          category.subs.map(([key, name]) => ({ id: `${id}-${key}`, name: name[lang] })),
        ),
      ]);
    }
  }
  return rows;
}

/** Feature toggles (ordering.md §1; shell-and-admin.md §4 maintenance mode). */
export const FEATURE_TOGGLES: readonly (readonly [string, boolean, string])[] = [
  ['maintenance', false, 'Shows the maintenance page to everyone except beta users.'],
  ['cartEnabled', true, 'Shows the cart, the header cart badge and the order builder.'],
  ['orderModification', true, 'Offers "Modify order" on Placed orders until their cut-off time.'],
  ['supportCases', true, 'Lets users open support and complaint cases with attachments.'],
  ['documentPreview', true, 'Previews documents in the portal instead of only downloading them.'],
  ['notificationDrawer', true, 'Shows the bell and the notification drawer in the header.'],
  ['reports', true, 'Shows the reports page.'],
  [
    'newBusinessFlow',
    false,
    'New-business variant: no default ship method, alternate maximum-weight message and Cancelled badges on memo tiles.',
  ],
];

export const BANNER_COLUMNS = [
  'id',
  'message',
  'start_date',
  'start_time',
  'end_date',
  'end_time',
  'time_zone',
  'country',
  'business_units',
] as const;

/** One maintenance window in the US, ten days ahead, overnight. */
export function bannerRows(today: Day): unknown[][] {
  const start = today + 10;
  return [
    [
      'banner-us-maintenance',
      `Scheduled maintenance: the portal will be unavailable on ${displayDate(start)} from 22:00 to 02:00 Central Time.`,
      isoDate(start),
      '22:00',
      isoDate(start + 1),
      '02:00',
      'America/Chicago',
      'us',
      ['feed', 'pork', 'sales', 'franchise'],
    ],
  ];
}

const ALL_TILES = SPECIES;
const CENTRAL_TILES = ['pork', 'poultry', 'ruminant', 'pet', 'multispecies'] as const;

const TILES: Readonly<Record<MarketCode | 'marketing', readonly string[]>> = {
  us: ALL_TILES,
  canada: ['pork', 'poultry', 'ruminant', 'pet', 'equine', 'additives', 'sustainability'],
  mx: ['pork', 'poultry', 'ruminant', 'pet', 'additives', 'digitalsolutions'],
  br: ['pork', 'poultry', 'ruminant', 'additives', 'sustainability'],
  kr: ['pork', 'poultry', 'ruminant', 'additives'],
  cr: CENTRAL_TILES,
  hn: CENTRAL_TILES,
  ni: CENTRAL_TILES,
  gt: CENTRAL_TILES,
  pe: ['pork', 'poultry', 'ruminant', 'pet', 'additives'],
  co: ['pork', 'poultry', 'ruminant', 'pet', 'additives'],
  marketing: ALL_TILES,
};

/** The (country, lang) pairs of the portal's paths; marketing is a path country only. */
export const MARKET_CONFIG_PAIRS: readonly (readonly [MarketCode | 'marketing', string])[] = [
  ['us', 'en'],
  ['us', 'es'],
  ['canada', 'en'],
  ['mx', 'es'],
  ['br', 'pt'],
  ['kr', 'ko'],
  ['kr', 'en'],
  ['cr', 'es'],
  ['hn', 'es'],
  ['ni', 'es'],
  ['pe', 'es'],
  ['co', 'es'],
  ['gt', 'es'],
  ['marketing', 'en'],
];

export function marketConfigRows(): unknown[][] {
  return MARKET_CONFIG_PAIRS.map(([country, lang]) => {
    const market: MarketCode = country === 'marketing' ? 'us' : country;
    // ordering.md §6: no cart on br/pt, kr/ko and kr/en pages; marketing users do not order.
    const cartEnabled = !(
      (country === 'br' && lang === 'pt') ||
      country === 'kr' ||
      country === 'marketing'
    );
    return [
      country,
      lang,
      JSON.stringify({
        supportPhone: MARKETS[market].supportPhone,
        supportEmail: `support.${country}@demo.test`,
        cartEnabled,
        dashboardTiles: TILES[country],
      }),
    ];
  });
}
