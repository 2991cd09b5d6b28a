/**
 * Demo users: one per persona of shell-and-admin.md §1 and §6. A user's locale, interface
 * language, time zone and currency are their market's (the kit's market rules and the API's
 * market facts).
 */
import { GROUPS, marketOf, type Country, type Language } from '@anp/rules';

export const DEMO_PASSWORD = 'demo';

const GROUP_PURCHASE = GROUPS.purchase;
const GROUP_USER_MANAGEMENT = GROUPS.userManagement;
const GROUP_MARKETING = GROUPS.marketing;

/** What the README and the sign-in page show about a demo user. */
export interface DemoUser {
  id: string;
  email: string;
  name: string;
  /** One line, English. */
  description: string;
  country: Country;
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
  | 'u-customer-cr'
  | 'u-customer-hn'
  | 'u-customer-ni'
  | 'u-customer-co'
  | 'u-pork-us'
  | 'u-marketing'
  | 'u-employee'
  | 'u-admin'
  | 'u-buyer-us';

export interface DemoUserSpec {
  id: DemoUserId;
  email: string;
  firstName: string;
  lastName: string;
  country: Country;
  userType: 'Internal' | 'External' | 'Customer';
  customerType: string | null;
  businessUnit: string;
  groups: readonly string[];
  roles: readonly string[];
  permissions: readonly string[];
  /** A member of the backend's internal-user group (employees act for customers). */
  internal?: boolean;
  beta: boolean;
  tncAccepted: boolean;
  /** Orders seeded on the user's own accounts (customers only). */
  orderQuota: number;
  description: string;
}

/** In the fixed order the generators iterate them. */
export const DEMO_USER_SPECS: readonly DemoUserSpec[] = [
  {
    id: 'u-retailer-us',
    email: 'retailer.us@demo.test',
    firstName: 'Dale',
    lastName: 'Jensen',
    country: 'us',
    userType: 'External',
    customerType: 'Retailer',
    businessUnit: 'feed',
    groups: [GROUP_PURCHASE],
    roles: [],
    permissions: [],
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
    userType: 'Customer',
    customerType: 'Retailer',
    businessUnit: 'feed',
    groups: [GROUP_PURCHASE],
    roles: [],
    permissions: [],
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
    userType: 'Customer',
    customerType: 'Retailer',
    businessUnit: 'feed',
    groups: [GROUP_PURCHASE],
    roles: [],
    permissions: [],
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
    userType: 'Customer',
    customerType: 'Retailer',
    businessUnit: 'feed',
    groups: [],
    roles: [],
    permissions: [],
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
    userType: 'Customer',
    customerType: 'Retailer',
    businessUnit: 'feed',
    groups: [],
    roles: [],
    permissions: [],
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
    userType: 'Customer',
    customerType: 'Retailer',
    businessUnit: 'feed',
    groups: [GROUP_PURCHASE],
    roles: [],
    permissions: [],
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
    userType: 'Customer',
    customerType: 'Retailer',
    businessUnit: 'feed',
    groups: [GROUP_PURCHASE],
    roles: [],
    permissions: [],
    beta: false,
    tncAccepted: false,
    orderQuota: 170,
    description:
      'Peruvian customer who has not accepted the terms and conditions yet (shows the terms page first); pickup by default.',
  },
  // Issue 14: a customer of their own for each market that had only the employee's accounts,
  // so every market has a journey. Each speaks the market's language (es) and reads its units,
  // currency and number format (ordering.md §1); none of them defaults to pickup.
  {
    id: 'u-customer-cr',
    email: 'customer.cr@demo.test',
    firstName: 'Daniela',
    lastName: 'Vargas',
    country: 'cr',
    userType: 'Customer',
    customerType: 'Retailer',
    businessUnit: 'feed',
    groups: [GROUP_PURCHASE],
    roles: [],
    permissions: [],
    beta: false,
    tncAccepted: true,
    orderQuota: 160,
    description:
      'Costa Rican customer (Spanish, es_CR): 3 accounts, kg, colones (₡) in en-US number format; can order.',
  },
  {
    id: 'u-customer-hn',
    email: 'customer.hn@demo.test',
    firstName: 'Carlos',
    lastName: 'Mejía',
    country: 'hn',
    userType: 'Customer',
    customerType: 'Retailer',
    businessUnit: 'feed',
    groups: [GROUP_PURCHASE],
    roles: [],
    permissions: [],
    beta: false,
    tncAccepted: true,
    orderQuota: 160,
    description:
      'Honduran customer (Spanish, es_HN): 4 accounts, quintals, lempiras (L) in en-US number format; can order.',
  },
  {
    id: 'u-customer-ni',
    email: 'customer.ni@demo.test',
    firstName: 'Mariela',
    lastName: 'Castillo',
    country: 'ni',
    userType: 'Customer',
    customerType: 'Retailer',
    businessUnit: 'feed',
    groups: [GROUP_PURCHASE],
    roles: [],
    permissions: [],
    beta: false,
    tncAccepted: true,
    orderQuota: 160,
    description:
      'Nicaraguan customer (Spanish, es_NI): 3 accounts, quintals, córdobas (C$) in en-US number format; can order.',
  },
  {
    id: 'u-customer-co',
    email: 'customer.co@demo.test',
    firstName: 'Andrés',
    lastName: 'Restrepo',
    country: 'co',
    userType: 'Customer',
    customerType: 'Retailer',
    businessUnit: 'feed',
    groups: [GROUP_PURCHASE],
    roles: [],
    permissions: [],
    beta: false,
    tncAccepted: true,
    orderQuota: 160,
    description:
      'Colombian customer (Spanish, es_CO): 4 accounts, kg, pesos ($) in pt-BR number format (1.234,56); can order.',
  },
  {
    id: 'u-pork-us',
    email: 'pork.us@demo.test',
    firstName: 'Brett',
    lastName: 'Hoffman',
    country: 'us',
    userType: 'External',
    customerType: 'pork',
    businessUnit: 'pork',
    groups: [GROUP_PURCHASE],
    roles: ['PORK'],
    permissions: [],
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
    userType: 'External',
    customerType: 'marketing',
    businessUnit: 'feed',
    groups: [GROUP_MARKETING],
    roles: [],
    permissions: [],
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
    userType: 'Internal',
    customerType: 'Employee',
    businessUnit: 'feed',
    internal: true,
    groups: [GROUP_PURCHASE],
    roles: [],
    permissions: [],
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
    userType: 'Internal',
    customerType: 'Employee',
    businessUnit: 'feed',
    internal: true,
    groups: [GROUP_USER_MANAGEMENT, GROUP_PURCHASE],
    roles: [],
    permissions: ['create_new_user', 'user_reporting'],
    beta: true,
    tncAccepted: true,
    orderQuota: 160,
    description:
      'Administrator (user management, create_new_user, user_reporting) and beta user who passes the maintenance page; a handful of accounts, none selected.',
  },
  {
    // Issue 17: a second buyer of the US retailer's first sold-to, so an order template shared
    // there has someone to share with. Last in the list: the data of the others does not move.
    id: 'u-buyer-us',
    email: 'buyer.us@demo.test',
    firstName: 'Marisol',
    lastName: 'Ortega',
    country: 'us',
    userType: 'External',
    customerType: 'Retailer',
    businessUnit: 'feed',
    groups: [GROUP_PURCHASE],
    roles: [],
    permissions: [],
    beta: false,
    tncAccepted: true,
    orderQuota: 0,
    description:
      "Second buyer of the US retailer's first sold-to (its only account): sees the order templates the retailer shares there.",
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
  locale: marketOf(spec.country).defaultLocale,
}));

/** The interface language of a demo user: their market's (English in Korea). */
export const languageOf = (spec: Pick<DemoUserSpec, 'country'>): Language =>
  marketOf(spec.country).defaultLanguage;

/** Whether a demo user may order (the purchase group). */
export const canOrder = (spec: Pick<DemoUserSpec, 'groups'>): boolean =>
  spec.groups.includes(GROUP_PURCHASE);
