import type { Account, UserContext } from '@anp/contract';
import type { FakeRoutes } from '@anp/core/testing';

/** Test and story data: a US feed retailer's account and context. */
export const ACCOUNT: Account = {
  id: '001Dm00001',
  sfid: '001Dm00001',
  fullname: 'Prairie Feed & Supply',
  shortname: 'Prairie Feed & Supply',
  customerName2: null,
  contactPerson: null,
  soldToCode: '0010100012',
  fullSoldToCode: '0010100012US10',
  globalId: 'G200000001',
  region: 'us',
  businessUnit: 'feed',
  salesOrg: 'US10',
  externalRefId: '0010100012_US10_10_00',
  sourceSystem: 'SAP',
  showTag: null,
  selected: true,
  isPrimary: true,
  accountNumber: '0010100012',
  accountExternalId: '0010100012_US10_10_00',
  soldToExternalId: '0010100012US10',
  name: 'Prairie Feed & Supply',
  address: '',
  label: 'Prairie Feed & Supply (0010100012)',
};

export function contextWith(account: Account | null): UserContext {
  return {
    userType: 'External',
    oktaId: 'u-1',
    locale: 'en_US',
    businessUnit: account?.businessUnit ?? null,
    beta: false,
    tncAccepted: true,
    user: {
      id: 'u-1',
      userId: 'u-1',
      contactId: '003Dm1',
      contactSource: 'CRM',
      userType: 'External',
      customerType: 'Retailer',
      firstName: 'Dale',
      lastName: 'Jensen',
      email: 'dale@demo.test',
      phone: null,
      mobile: null,
      status: 'Active',
      language: 'en',
      locale: 'en_US',
      country: 'us',
      currency: 'USD',
      timeZone: 'America/Chicago',
      businessUnit: account?.businessUnit ?? null,
      groups: [],
      roles: [],
      permissions: [],
    },
    selectedAccount: account,
    regions: [{ fullname: 'United States', shortname: 'us', selected: true }],
    accountCount: account ? 1 : 0,
  };
}

/** The reads of the widget over a fake backend. */
export function insightsRoutes(account: Account | null = ACCOUNT): FakeRoutes {
  return { 'GET users/context': () => contextWith(account) };
}
