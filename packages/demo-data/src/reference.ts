/**
 * Reference data: the plants and their holidays, feature toggles, the
 * per-market configuration and the (legacy) case-category table.
 */
import { SPECIES, type Country, type Language } from '@anp/rules';
import { dateOfDay, dayOf, type Day } from './days';
import { MARKET_CODES, type DemoMarkets } from './markets';
import { closedDaysAhead } from './markets/holidays';
import type { PlantCalendar } from './orders/model';
import type { Table } from './tables';

/** Closed days from `today` through the coming year. */
export const HOLIDAY_HORIZON_DAYS = 365;

const PLANT_COLUMNS = [
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

/**
 * Every plant of the backend's markets with its closed days over the coming year (its country's
 * and region's holidays and its own closing days): the plants and plant_holidays tables, and each
 * plant's calendar for the orders.
 */
export function plantData(
  markets: DemoMarkets,
  today: Day,
): { calendars: PlantCalendar[]; tables: Table[] } {
  const calendars: PlantCalendar[] = [];
  const plants: unknown[][] = [];
  const holidayRows: unknown[][] = [];
  for (const market of MARKET_CODES) {
    for (const plant of markets[market].plants) {
      const holidays = closedDaysAhead(market, plant, dateOfDay(today), HOLIDAY_HORIZON_DAYS);
      const closed = new Set(holidays.map((h) => dayOf(h.date)));
      calendars.push({
        id: plant.id,
        market,
        workingDays: plant.workingDays,
        holidays: closed,
        deliveryLeadTime: plant.deliveryLeadTime,
        pickupLeadTime: plant.pickupLeadTime,
      });
      plants.push([
        plant.id,
        plant.code,
        plant.name,
        market,
        [...plant.workingDays],
        plant.deliveryLeadTime,
        plant.pickupLeadTime,
        plant.daySpan,
        plant.currentDateDisabled,
        8,
        16,
      ]);
      for (const holiday of holidays)
        holidayRows.push([
          plant.id,
          holiday.date,
          holiday.name,
          holiday.kind,
          JSON.stringify(holiday.names),
        ]);
    }
  }
  return {
    calendars,
    tables: [
      { name: 'plants', columns: PLANT_COLUMNS, rows: plants },
      {
        name: 'plant_holidays',
        columns: ['plant_id', 'holiday_date', 'name', 'kind', 'names'],
        rows: holidayRows,
      },
    ],
  };
}

type Texts = Readonly<Record<Language, string>>;
// Korean is the fourth argument; a label without one reads in English on Korean pages (issue 14).
const txt = (en: string, es: string, pt: string, ko = en): Texts => ({ en, es, pt, ko });

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

/** The case_categories table (no route reads it: the API's support catalogue is in its code). */
export function caseCategoriesTable(markets: DemoMarkets): Table {
  const rows: unknown[][] = [];
  for (const market of MARKET_CODES) {
    const lang = markets[market].uiLang;
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
  return { name: 'case_categories', columns: ['id', 'market', 'name', 'sub_categories'], rows };
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

const ALL_TILES = SPECIES;
const CENTRAL_TILES = ['pork', 'poultry', 'ruminant', 'pet', 'multispecies'] as const;

const TILES: Readonly<Record<Country | 'marketing', readonly string[]>> = {
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
export const MARKET_CONFIG_PAIRS: readonly (readonly [Country | 'marketing', string])[] = [
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

/** The market_config table: the model configuration of each path's country and language. */
export function marketConfigTable(markets: DemoMarkets): Table {
  const rows = MARKET_CONFIG_PAIRS.map(([country, lang]) => {
    const market: Country = country === 'marketing' ? 'us' : country;
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
        supportPhone: markets[market].supportPhone,
        supportEmail: `support.${country}@demo.test`,
        cartEnabled,
        dashboardTiles: TILES[country],
      }),
    ];
  });
  return { name: 'market_config', columns: ['country', 'lang', 'config'], rows };
}

const FEATURE_TOGGLE_COLUMNS = ['name', 'enabled', 'description'] as const;

/** The feature_toggles table. */
export const featureTogglesTable = (): Table => ({
  name: 'feature_toggles',
  columns: FEATURE_TOGGLE_COLUMNS,
  rows: FEATURE_TOGGLES.map((toggle) => [...toggle]),
});
