import type { Account, UserContext } from '@anp/contract';

/**
 * Test and story data shared by the feature packages (and written into new ones by
 * `npm run new:feature`): a US feed retailer's sold-to. `over` changes fields, e.g. a pork account
 * with its own name.
 */
export function fixtureAccount(over: Partial<Account> = {}): Account {
  const name = over.fullname ?? 'Prairie Feed & Supply';
  return {
    id: '001Dm00001',
    sfid: '001Dm00001',
    fullname: name,
    shortname: name,
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
    name,
    address: '',
    label: `${name} (0010100012)`,
    ...over,
  };
}

/**
 * `users/context` of a US retailer's buyer (Dale Jensen, Chicago time) with `account` selected,
 * or none. `over.user` changes the profile (its groups, its unit), `over.accountCount` how many
 * accounts the user has (else 1 with an account, 0 without).
 */
export function fixtureContext(
  account: Account | null,
  over: { user?: Partial<UserContext['user']>; accountCount?: number } = {},
): UserContext {
  const businessUnit = over.user?.businessUnit ?? account?.businessUnit ?? null;
  return {
    userType: 'External',
    oktaId: 'u-1',
    locale: 'en_US',
    businessUnit,
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
      businessUnit,
      groups: [],
      roles: [],
      permissions: [],
      ...over.user,
    },
    selectedAccount: account,
    regions: [{ fullname: 'United States', shortname: 'us', selected: true }],
    accountCount: over.accountCount ?? (account ? 1 : 0),
  };
}
