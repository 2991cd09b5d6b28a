/**
 * Demo users (one per persona of shell-and-admin.md §1 and §6) and their notifications.
 */
import { createHash } from 'node:crypto';
import { hashPassword } from '../auth/password';
import { GROUPS, INTERNAL_GROUP } from '../users/groups';
import { isoDate, isoTimestamp, ymd, type Day } from './calendar';
import { MARKETS, type MarketCode, type UiLang } from './markets';
import { phoneNumber } from './names';
import { rngFor } from './rng';

export const DEMO_PASSWORD = 'demo';
/** The internal-user group of the configuration (shell-and-admin.md §6). */
export { INTERNAL_GROUP };

export const GROUP_PURCHASE = GROUPS.purchase;
export const GROUP_USER_MANAGEMENT = GROUPS.userManagement;
export const GROUP_MARKETING = GROUPS.marketing;

/** What the README and the sign-in page show about a demo user. */
export interface DemoUser {
  id: string;
  email: string;
  name: string;
  /** One line, English. */
  description: string;
  country: MarketCode;
  locale: string;
}

export type DemoUserId =
  | 'u-retailer-us'
  | 'u-customer-ca'
  | 'u-customer-mx'
  | 'u-customer-br'
  | 'u-customer-kr'
  | 'u-customer-gt'
  | 'u-customer-pe'
  | 'u-pork-us'
  | 'u-marketing'
  | 'u-employee'
  | 'u-admin';

export interface DemoUserSpec {
  id: DemoUserId;
  email: string;
  firstName: string;
  lastName: string;
  country: MarketCode;
  locale: string;
  language: UiLang;
  userType: 'Internal' | 'External' | 'Customer';
  customerType: string | null;
  businessUnit: string;
  groups: readonly string[];
  roles: readonly string[];
  permissions: readonly string[];
  timeZone: string;
  currency: string;
  beta: boolean;
  tncAccepted: boolean;
  /** Orders seeded on the user's own accounts (customers only). */
  orderQuota: number;
  description: string;
}

/** In the fixed order the seed iterates them. */
export const DEMO_USER_SPECS: readonly DemoUserSpec[] = [
  {
    id: 'u-retailer-us',
    email: 'retailer.us@demo.test',
    firstName: 'Dale',
    lastName: 'Jensen',
    country: 'us',
    locale: 'en_US',
    language: 'en',
    userType: 'External',
    customerType: 'Retailer',
    businessUnit: 'feed',
    groups: [GROUP_PURCHASE],
    roles: [],
    permissions: [],
    timeZone: 'America/Chicago',
    currency: 'USD',
    beta: false,
    tncAccepted: true,
    orderQuota: 400,
    description:
      'US farm-supply retailer with 3 accounts and about 400 orders; can order, and has Placed orders before and after their modification cut-off.',
  },
  {
    id: 'u-customer-ca',
    email: 'customer.ca@demo.test',
    firstName: 'Colin',
    lastName: 'Friesen',
    country: 'canada',
    locale: 'en_CA',
    language: 'en',
    userType: 'Customer',
    customerType: 'Retailer',
    businessUnit: 'feed',
    groups: [GROUP_PURCHASE],
    roles: [],
    permissions: [],
    timeZone: 'America/Winnipeg',
    currency: 'CAD',
    beta: false,
    tncAccepted: true,
    orderQuota: 180,
    description:
      'Canadian customer with 7 accounts (more than 5, so the account picker is searchable); can order.',
  },
  {
    id: 'u-customer-mx',
    email: 'customer.mx@demo.test',
    firstName: 'Alejandra',
    lastName: 'Ramírez',
    country: 'mx',
    locale: 'es_MX',
    language: 'es',
    userType: 'Customer',
    customerType: 'Retailer',
    businessUnit: 'feed',
    groups: [GROUP_PURCHASE],
    roles: [],
    permissions: [],
    timeZone: 'America/Mexico_City',
    currency: 'MXN',
    beta: false,
    tncAccepted: true,
    orderQuota: 240,
    description:
      'Mexican customer (Spanish, kg): boxed products with container codes, tca-mx accounts, invoiced and cancelled orders and memos.',
  },
  {
    id: 'u-customer-br',
    email: 'customer.br@demo.test',
    firstName: 'Rafael',
    lastName: 'Bortolini',
    country: 'br',
    locale: 'pt_BR',
    language: 'pt',
    userType: 'Customer',
    customerType: 'Retailer',
    businessUnit: 'feed',
    groups: [],
    roles: [],
    permissions: [],
    timeZone: 'America/Sao_Paulo',
    currency: 'BRL',
    beta: false,
    tncAccepted: true,
    orderQuota: 170,
    description:
      'Brazilian customer (Portuguese); the cart is hidden on br/pt pages, so this user follows orders, memos and documents.',
  },
  {
    id: 'u-customer-kr',
    email: 'customer.kr@demo.test',
    firstName: '민준',
    lastName: '김',
    country: 'kr',
    locale: 'ko_KR',
    language: 'en',
    userType: 'Customer',
    customerType: 'Retailer',
    businessUnit: 'feed',
    groups: [],
    roles: [],
    permissions: [],
    timeZone: 'Asia/Seoul',
    currency: 'KRW',
    beta: false,
    tncAccepted: true,
    orderQuota: 220,
    description:
      'Korean customer with 45 accounts (paged by 20, labelled with second name and contact person); no cart on Korean pages.',
  },
  {
    id: 'u-customer-gt',
    email: 'customer.gt@demo.test',
    firstName: 'Luis',
    lastName: 'Cifuentes',
    country: 'gt',
    locale: 'es_GT',
    language: 'es',
    userType: 'Customer',
    customerType: 'Retailer',
    businessUnit: 'feed',
    groups: [GROUP_PURCHASE],
    roles: [],
    permissions: [],
    timeZone: 'America/Guatemala',
    currency: 'GTQ',
    beta: false,
    tncAccepted: true,
    orderQuota: 170,
    description:
      'Guatemalan customer: weights in quintals and pickup as the default ship method; can order.',
  },
  {
    id: 'u-customer-pe',
    email: 'customer.pe@demo.test',
    firstName: 'Rosa',
    lastName: 'Quispe',
    country: 'pe',
    locale: 'es_PE',
    language: 'es',
    userType: 'Customer',
    customerType: 'Retailer',
    businessUnit: 'feed',
    groups: [GROUP_PURCHASE],
    roles: [],
    permissions: [],
    timeZone: 'America/Lima',
    currency: 'PEN',
    beta: false,
    tncAccepted: false,
    orderQuota: 170,
    description:
      'Peruvian customer who has not accepted the terms and conditions yet (shows the terms page first); pickup by default.',
  },
  {
    id: 'u-pork-us',
    email: 'pork.us@demo.test',
    firstName: 'Brett',
    lastName: 'Hoffman',
    country: 'us',
    locale: 'en_US',
    language: 'en',
    userType: 'External',
    customerType: 'pork',
    businessUnit: 'pork',
    groups: [GROUP_PURCHASE],
    roles: ['PORK'],
    permissions: [],
    timeZone: 'America/Chicago',
    currency: 'USD',
    beta: false,
    tncAccepted: true,
    orderQuota: 180,
    description:
      'US pork-business user (role PORK): pork navigation, and no cart for the pork business unit.',
  },
  {
    id: 'u-marketing',
    email: 'marketing@demo.test',
    firstName: 'Megan',
    lastName: 'Brooks',
    country: 'us',
    locale: 'en_US',
    language: 'en',
    userType: 'External',
    customerType: 'marketing',
    businessUnit: 'feed',
    groups: [GROUP_MARKETING],
    roles: [],
    permissions: [],
    timeZone: 'America/Chicago',
    currency: 'USD',
    beta: false,
    tncAccepted: true,
    orderQuota: 150,
    description: 'Marketing-group user: redirected to the marketing dashboard (/marketing/en).',
  },
  {
    id: 'u-employee',
    email: 'employee@demo.test',
    firstName: 'Sam',
    lastName: 'Keller',
    country: 'us',
    locale: 'en_US',
    language: 'en',
    userType: 'Internal',
    customerType: 'Employee',
    businessUnit: 'feed',
    groups: [INTERNAL_GROUP, GROUP_PURCHASE],
    roles: [],
    permissions: [],
    timeZone: 'America/Chicago',
    currency: 'USD',
    beta: false,
    tncAccepted: true,
    orderQuota: 0,
    description:
      'Internal employee acting for customers: 5,000 accounts in 9 regions (us, canada, mx, gt, cr, hn, ni, pe, co); no user management.',
  },
  {
    id: 'u-admin',
    email: 'admin@demo.test',
    firstName: 'Alex',
    lastName: 'Morgan',
    country: 'us',
    locale: 'en_US',
    language: 'en',
    userType: 'Internal',
    customerType: 'Employee',
    businessUnit: 'feed',
    groups: [INTERNAL_GROUP, GROUP_USER_MANAGEMENT, GROUP_PURCHASE],
    roles: [],
    permissions: ['create_new_user', 'user_reporting'],
    timeZone: 'America/Chicago',
    currency: 'USD',
    beta: true,
    tncAccepted: true,
    orderQuota: 160,
    description:
      'Administrator (user management, create_new_user, user_reporting) and beta user who passes the maintenance page; a handful of accounts, none selected.',
  },
];

export const DEMO_USERS: readonly DemoUser[] = DEMO_USER_SPECS.map((spec) => ({
  id: spec.id,
  email: spec.email,
  name:
    spec.country === 'kr'
      ? `${spec.lastName}${spec.firstName} (Kim Min-jun)`
      : `${spec.firstName} ${spec.lastName}`,
  description: spec.description,
  country: spec.country,
  locale: spec.locale,
}));

/** Deterministic salt: the first 16 bytes of sha256(user id). */
export function demoPasswordHash(userId: string): string {
  const salt = createHash('sha256').update(userId).digest().subarray(0, 16);
  return hashPassword(DEMO_PASSWORD, salt);
}

export function userRows(today: Day): unknown[][] {
  const rng = rngFor('users');
  return DEMO_USER_SPECS.map((spec, index) => {
    const market = MARKETS[spec.country];
    const northAmerican = spec.country === 'us' || spec.country === 'canada';
    // North American numbers use the fictional 555-01xx range.
    const phone = northAmerican
      ? `+1 515-555-01${String(10 + index).padStart(2, '0')}`
      : phoneNumber(rng, market);
    const mobile = rng.chance(0.7)
      ? northAmerican
        ? `+1 319-555-01${String(40 + index).padStart(2, '0')}`
        : phoneNumber(rng, market)
      : null;
    const tnc = spec.tncAccepted
      ? isoTimestamp(today - rng.int(20, 400), rng.int(12, 22), rng.int(0, 59), rng.int(0, 59))
      : null;
    return [
      spec.id,
      spec.email,
      demoPasswordHash(spec.id),
      spec.firstName,
      spec.lastName,
      spec.locale,
      spec.language,
      spec.country,
      spec.userType,
      spec.customerType,
      spec.businessUnit,
      [...spec.groups],
      [...spec.roles],
      [...spec.permissions],
      phone,
      mobile,
      'Active',
      spec.timeZone,
      spec.currency,
      spec.beta,
      tnc,
    ];
  });
}

export const USER_COLUMNS = [
  'id',
  'email',
  'password_hash',
  'first_name',
  'last_name',
  'locale',
  'language',
  'country',
  'user_type',
  'customer_type',
  'business_unit',
  'groups',
  'roles',
  'permissions',
  'phone',
  'mobile',
  'status',
  'time_zone',
  'currency',
  'beta',
  'tnc_accepted_at',
] as const;

// ---------------------------------------------------------------------------------------------
// Notifications (shell-and-admin.md §2 "Notification drawer", §3 Notification)

export const PRIORITIES = ['error', 'warning', 'chat', 'success'] as const;
export type Priority = (typeof PRIORITIES)[number];
export const MESSAGE_CODES = [
  'SINGLE_DOCUMENT',
  'MULTIPLE_DOCUMENTS',
  'UPDATED_DOCUMENT',
  'UPDATED_DOCUMENTS',
  'CUSTOM',
  'REMINDER',
] as const;
export type MessageCode = (typeof MESSAGE_CODES)[number];

/** Title of price-list notifications per interface language (the drawer lists these). */
export const PRICE_LIST_TITLES: Readonly<Record<UiLang, string>> = {
  en: 'Price list',
  es: 'Lista de precios',
  pt: 'Lista de preços',
};

const MONTHS: Readonly<Record<UiLang, readonly string[]>> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  es: ['Ene', 'Feb', 'Mar', 'Abr', 'May', 'Jun', 'Jul', 'Ago', 'Sep', 'Oct', 'Nov', 'Dic'],
  pt: ['Jan', 'Fev', 'Mar', 'Abr', 'Mai', 'Jun', 'Jul', 'Ago', 'Set', 'Out', 'Nov', 'Dez'],
};

/** DD-MMM-YYYY with fixed month tables (ordering.md §1), never Intl. */
function shownDate(day: Day, lang: UiLang): string {
  const { year, month, day: dom } = ymd(day);
  return `${String(dom).padStart(2, '0')}-${MONTHS[lang][month - 1] ?? ''}-${year}`;
}

const PRICE_LIST_LINES: Readonly<Record<UiLang, readonly (readonly [string, string])[]>> = {
  en: [
    ['swine', 'Swine'],
    ['poultry', 'Poultry'],
    ['cattle', 'Cattle'],
    ['equine', 'Equine'],
    ['pet', 'Pet'],
    ['minerals', 'Minerals'],
  ],
  es: [
    ['swine', 'Cerdos'],
    ['poultry', 'Aves'],
    ['cattle', 'Bovinos'],
    ['equine', 'Equinos'],
    ['pet', 'Mascotas'],
    ['minerals', 'Minerales'],
  ],
  pt: [
    ['swine', 'Suínos'],
    ['poultry', 'Aves'],
    ['cattle', 'Bovinos'],
    ['equine', 'Equinos'],
    ['pet', 'Pet'],
    ['minerals', 'Minerais'],
  ],
};

interface Texts {
  single: (doc: string) => string;
  multiple: (n: number) => string;
  updated: (doc: string) => string;
  updatedMany: (n: number) => string;
  customPriceLabel: string;
  customPrice: (line: string, date: string) => string;
  plantTitle: string;
  plantLabel: string;
  plantClosed: (plant: string, date: string) => string;
  reminder: (doc: string, date: string) => string;
  reminderDescription: string;
}

const TEXTS: Readonly<Record<UiLang, Texts>> = {
  en: {
    single: (doc) => `New price list available: ${doc}`,
    multiple: (n) => `${n} new price lists are available`,
    updated: (doc) => `Price list updated: ${doc}`,
    updatedMany: (n) => `${n} price lists were updated`,
    customPriceLabel: 'Price change notice',
    customPrice: (line, date) =>
      `Prices for ${line} feeds change on ${date}. Orders placed before then keep current prices.`,
    plantTitle: 'Plant schedule',
    plantLabel: 'Holiday closure',
    plantClosed: (plant, date) => `${plant} is closed on ${date}; please plan pickups accordingly.`,
    reminder: (doc, date) => `Reminder: ${doc} takes effect on ${date}`,
    reminderDescription: 'Review the new prices before you place your next order.',
  },
  es: {
    single: (doc) => `Nueva lista de precios disponible: ${doc}`,
    multiple: (n) => `${n} nuevas listas de precios disponibles`,
    updated: (doc) => `Lista de precios actualizada: ${doc}`,
    updatedMany: (n) => `Se actualizaron ${n} listas de precios`,
    customPriceLabel: 'Aviso de cambio de precios',
    customPrice: (line, date) =>
      `Los precios de alimentos para ${line.toLowerCase()} cambian el ${date}. Los pedidos anteriores conservan los precios actuales.`,
    plantTitle: 'Horario de planta',
    plantLabel: 'Cierre por día festivo',
    plantClosed: (plant, date) =>
      `${plant} permanecerá cerrada el ${date}; planifique sus recolecciones.`,
    reminder: (doc, date) => `Recordatorio: ${doc} entra en vigor el ${date}`,
    reminderDescription: 'Revise los nuevos precios antes de su próximo pedido.',
  },
  pt: {
    single: (doc) => `Nova lista de preços disponível: ${doc}`,
    multiple: (n) => `${n} novas listas de preços disponíveis`,
    updated: (doc) => `Lista de preços atualizada: ${doc}`,
    updatedMany: (n) => `${n} listas de preços foram atualizadas`,
    customPriceLabel: 'Aviso de alteração de preços',
    customPrice: (line, date) =>
      `Os preços das rações para ${line.toLowerCase()} mudam em ${date}. Pedidos feitos antes mantêm os preços atuais.`,
    plantTitle: 'Calendário da fábrica',
    plantLabel: 'Fechamento por feriado',
    plantClosed: (plant, date) => `A ${plant} estará fechada em ${date}; planeje suas retiradas.`,
    reminder: (doc, date) => `Lembrete: ${doc} entra em vigor em ${date}`,
    reminderDescription: 'Confira os novos preços antes do seu próximo pedido.',
  },
};

/** Priorities that fit each message code; the first six notifications use the first entry. */
const PRIORITY_CHOICES: Readonly<Record<MessageCode, readonly Priority[]>> = {
  SINGLE_DOCUMENT: ['success', 'chat'],
  MULTIPLE_DOCUMENTS: ['chat', 'success'],
  UPDATED_DOCUMENT: ['warning', 'chat'],
  UPDATED_DOCUMENTS: ['success', 'warning'],
  CUSTOM: ['error', 'chat', 'warning'],
  REMINDER: ['warning', 'error'],
};

export const NOTIFICATION_COLUMNS = [
  'id',
  'user_id',
  'message_title',
  'message_label',
  'priority',
  'message_code',
  'description',
  'message_data',
  'is_read',
  'is_dismissed',
  'created_at',
] as const;

/** 12-18 notifications per demo user, newest first, mostly about price lists. */
export function notificationRows(
  today: Day,
  plantNameOf: (market: MarketCode) => string,
): unknown[][] {
  const rows: unknown[][] = [];
  DEMO_USER_SPECS.forEach((spec, userIndex) => {
    const rng = rngFor(`notifications:${spec.id}`);
    const lang = spec.language;
    const text = TEXTS[lang];
    const priceTitle = PRICE_LIST_TITLES[lang];
    const marketTag = spec.country === 'canada' ? 'CA' : spec.country.toUpperCase();
    const count = rng.int(12, 18);
    for (let i = 0; i < count; i += 1) {
      const code = MESSAGE_CODES[i % MESSAGE_CODES.length] as MessageCode;
      const choices = PRIORITY_CHOICES[code];
      const priority = i < MESSAGE_CODES.length ? (choices[0] as Priority) : rng.pick(choices);
      const createdDay = today - 1 - i * 3 - rng.int(0, 2);
      const { year, month } = ymd(createdDay + 10);
      const period = `${year}-${String(month).padStart(2, '0')}`;
      const lines = rng.sample(PRICE_LIST_LINES[lang], rng.int(2, 4));
      const documents = lines.map(([key, label]) => ({
        name: `${priceTitle} ${label} ${marketTag} ${period}`,
        fileName: `pricelist-${spec.country}-${key}-${period}.pdf`,
      }));
      const first = documents[0] as { name: string; fileName: string };
      const firstLine = (lines[0] as readonly [string, string])[1];
      const effective = createdDay + rng.int(7, 21);
      let title = priceTitle;
      let label: string;
      let description: string | null = null;
      let shownDocuments = [first];
      switch (code) {
        case 'SINGLE_DOCUMENT':
          label = text.single(first.name);
          break;
        case 'MULTIPLE_DOCUMENTS':
          label = text.multiple(documents.length);
          shownDocuments = documents;
          break;
        case 'UPDATED_DOCUMENT':
          label = text.updated(first.name);
          break;
        case 'UPDATED_DOCUMENTS':
          label = text.updatedMany(documents.length);
          shownDocuments = documents;
          break;
        case 'CUSTOM':
          // Most custom messages are price notices too; some are plant announcements.
          if ((i + userIndex) % 4 === 3) {
            title = text.plantTitle;
            label = text.plantLabel;
            description = text.plantClosed(plantNameOf(spec.country), shownDate(effective, lang));
            shownDocuments = [];
          } else {
            label = text.customPriceLabel;
            description = text.customPrice(firstLine, shownDate(effective, lang));
          }
          break;
        default:
          label = text.reminder(first.name, shownDate(effective, lang));
          description = text.reminderDescription;
      }
      // shell-and-admin.md §3: message data entries are keyed by priority.
      const messageData = {
        [priority]: {
          title,
          message: description ?? label,
          documents: shownDocuments,
          effectiveDate: isoDate(effective),
        },
      };
      const state = (i + userIndex) % 5; // 0, 2 active; 1 read; 3 read and dismissed; 4 dismissed
      rows.push([
        `ntf-${spec.id.slice(2)}-${String(i + 1).padStart(2, '0')}`,
        spec.id,
        title,
        label,
        priority,
        code,
        description,
        JSON.stringify(messageData),
        state === 1 || state === 3,
        state === 3 || state === 4,
        isoTimestamp(createdDay, rng.int(12, 22), rng.int(0, 59), rng.int(0, 59)),
      ]);
    }
  });
  return rows;
}
