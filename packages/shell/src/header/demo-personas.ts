/**
 * The demo users of the reference API (packages/demo-data/src/users.ts) as the user
 * context GET users/context answers for them: fixtures for tests and stories only.
 */
import { SPECIES, type Account, type Region, type UserContext } from '@anp/core';

const PURCHASE = 'DXP_CAN_AccGrp_Purchase_Products';
const USER_MANAGEMENT = 'DXP_CAN_AccGrp_User_Management';
const MARKETING = 'DXP_CAN_AccGrp_Marketing';
const INTERNAL = 'DXP_Internal_Users';

export type PersonaId =
  | 'retailer.us'
  | 'customer.ca'
  | 'customer.mx'
  | 'customer.br'
  | 'customer.kr'
  | 'pork.us'
  | 'marketing'
  | 'employee'
  | 'admin';

interface PersonaSpec {
  firstName: string;
  lastName: string;
  country: string;
  locale: string;
  userType: 'Internal' | 'External' | 'Customer';
  customerType: string;
  businessUnit: string;
  groups: string[];
  roles: string[];
  permissions: string[];
  /** The selected account: name, sold-to code, sales org, region; null for none selected. */
  account: [fullname: string, soldTo: string, salesOrg: string, region: string] | null;
  regions: string[];
  accountCount: number;
}

const SPECS: Record<PersonaId, PersonaSpec> = {
  'retailer.us': {
    firstName: 'Dale',
    lastName: 'Jensen',
    country: 'us',
    locale: 'en_US',
    userType: 'External',
    customerType: 'Retailer',
    businessUnit: 'feed',
    groups: [PURCHASE],
    roles: [],
    permissions: [],
    account: ['Prairie Ridge Farm Supply', '0010100011', 'US10', 'us'],
    regions: ['us'],
    accountCount: 3,
  },
  'customer.ca': {
    firstName: 'Colin',
    lastName: 'Friesen',
    country: 'canada',
    locale: 'en_CA',
    userType: 'Customer',
    customerType: 'Retailer',
    businessUnit: 'feed',
    groups: [PURCHASE],
    roles: [],
    permissions: [],
    account: ['Red River Feed & Seed', '0011100033', 'CA10', 'canada'],
    regions: ['canada'],
    accountCount: 7,
  },
  'customer.mx': {
    firstName: 'Alejandra',
    lastName: 'Ramírez',
    country: 'mx',
    locale: 'es_MX',
    userType: 'Customer',
    customerType: 'Retailer',
    businessUnit: 'feed',
    groups: [PURCHASE],
    roles: [],
    permissions: [],
    account: ['Forrajes del Bajío S.A. de C.V.', '0012100044', 'MX10', 'mx'],
    regions: ['mx'],
    accountCount: 6,
  },
  'customer.br': {
    firstName: 'Rafael',
    lastName: 'Bortolini',
    country: 'br',
    locale: 'pt_BR',
    userType: 'Customer',
    customerType: 'Retailer',
    businessUnit: 'feed',
    groups: [],
    roles: [],
    permissions: [],
    account: ['Agropecuária Vale do Taquari Ltda.', '0013100055', 'BR10', 'br'],
    regions: ['br'],
    accountCount: 5,
  },
  'customer.kr': {
    firstName: '민준',
    lastName: '김',
    country: 'kr',
    locale: 'ko_KR',
    userType: 'Customer',
    customerType: 'Retailer',
    businessUnit: 'feed',
    groups: [],
    roles: [],
    permissions: [],
    account: ['한빛사료 농협', '0014100066', 'KR10', 'kr'],
    regions: ['kr'],
    accountCount: 45,
  },
  'pork.us': {
    firstName: 'Brett',
    lastName: 'Hoffman',
    country: 'us',
    locale: 'en_US',
    userType: 'External',
    customerType: 'pork',
    businessUnit: 'pork',
    groups: [PURCHASE],
    roles: ['PORK'],
    permissions: [],
    account: ['Hoffman Family Pork LLC', '0010100099', 'US10', 'us'],
    regions: ['us'],
    accountCount: 4,
  },
  marketing: {
    firstName: 'Megan',
    lastName: 'Brooks',
    country: 'us',
    locale: 'en_US',
    userType: 'External',
    customerType: 'marketing',
    businessUnit: 'feed',
    groups: [MARKETING],
    roles: [],
    permissions: [],
    account: ['Brooks Marketing Co-op', '0010100121', 'US10', 'us'],
    regions: ['us'],
    accountCount: 2,
  },
  employee: {
    firstName: 'Sam',
    lastName: 'Keller',
    country: 'us',
    locale: 'en_US',
    userType: 'Internal',
    customerType: 'Employee',
    businessUnit: 'feed',
    groups: [INTERNAL, PURCHASE],
    roles: [],
    permissions: [],
    account: ['Heartland Grain & Feed Cooperative', '0010100187', 'US10', 'us'],
    regions: ['us', 'canada', 'mx', 'gt', 'cr', 'hn', 'ni', 'pe', 'co'],
    accountCount: 5000,
  },
  admin: {
    firstName: 'Alex',
    lastName: 'Morgan',
    country: 'us',
    locale: 'en_US',
    userType: 'Internal',
    customerType: 'Employee',
    businessUnit: 'feed',
    groups: [INTERNAL, USER_MANAGEMENT, PURCHASE],
    roles: [],
    permissions: ['create_new_user', 'user_reporting'],
    account: null,
    regions: ['us', 'canada', 'mx', 'co'],
    accountCount: 6,
  },
};

const REGION_NAMES: Record<string, string> = {
  us: 'United States',
  canada: 'Canada',
  mx: 'México',
  br: 'Brasil',
  kr: 'Korea',
  cr: 'Costa Rica',
  hn: 'Honduras',
  ni: 'Nicaragua',
  pe: 'Perú',
  co: 'Colombia',
  gt: 'Guatemala',
};

function accountOf(spec: PersonaSpec): Account | null {
  if (!spec.account) return null;
  const [fullname, soldTo, salesOrg, region] = spec.account;
  const external = `${soldTo}_${salesOrg}_10_00`;
  return {
    id: `acc-${soldTo}`,
    sfid: `acc-${soldTo}`,
    fullname,
    shortname: fullname.slice(0, 20),
    customerName2: null,
    contactPerson: null,
    soldToCode: soldTo,
    fullSoldToCode: `${soldTo}${salesOrg}`,
    globalId: `G2000${soldTo.slice(-5)}`,
    region,
    businessUnit: spec.businessUnit,
    salesOrg,
    externalRefId: external,
    sourceSystem: 'SAP',
    showTag: null,
    selected: true,
    isPrimary: true,
    accountNumber: soldTo,
    accountExternalId: external,
    soldToExternalId: `${soldTo}${salesOrg}`,
    name: fullname,
    address: '1200 Mill Road, Ames, IA 50010',
    label: `${fullname} (${soldTo})`,
  };
}

/** GET users/context as the reference API answers it for a demo persona. */
export function personaContext(id: PersonaId): UserContext {
  const spec = SPECS[id];
  const account = accountOf(spec);
  const regions: Region[] = spec.regions.map((shortname) => ({
    shortname,
    fullname: REGION_NAMES[shortname] ?? shortname,
    selected: shortname === (account?.region ?? spec.country),
  }));
  return {
    userType: spec.userType,
    oktaId: `okta-${id}`,
    locale: spec.locale,
    businessUnit: account ? spec.businessUnit : null,
    beta: id === 'admin',
    tncAccepted: true,
    user: {
      id: `u-${id.replace('.', '-')}`,
      userId: `u-${id.replace('.', '-')}`,
      contactId: `c-${id}`,
      contactSource: 'portal',
      userType: spec.userType,
      customerType: spec.customerType,
      firstName: spec.firstName,
      lastName: spec.lastName,
      email: `${id}@demo.test`,
      phone: '+1 515-555-0110',
      mobile: null,
      status: 'Active',
      language: spec.locale.slice(0, 2),
      locale: spec.locale,
      country: spec.country,
      currency: 'USD',
      timeZone: 'America/Chicago',
      businessUnit: spec.businessUnit,
      groups: spec.groups,
      roles: spec.roles,
      permissions: spec.permissions,
    },
    selectedAccount: account,
    regions,
    accountCount: spec.accountCount,
  };
}

/** The market's species asset pages, as the reference API's market config lists them. */
export const DEMO_SPECIES: Record<string, readonly string[]> = {
  us: SPECIES,
  canada: ['pork', 'poultry', 'ruminant', 'pet', 'equine', 'additives', 'sustainability'],
  mx: ['pork', 'poultry', 'ruminant', 'pet', 'additives', 'digitalsolutions'],
  br: ['pork', 'poultry', 'ruminant', 'additives', 'sustainability'],
  kr: ['pork', 'poultry', 'ruminant', 'additives'],
};
