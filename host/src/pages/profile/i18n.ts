import { registerTranslations } from '@anp/core';

export const PROFILE_NS = 'host-profile';

export const en = {
  title: 'Your profile',
  details: 'Personal details',
  fields: {
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    mobile: 'Mobile',
    userType: 'User type',
    roles: 'Roles',
    status: 'Status',
    account: 'Company account',
    locale: 'Locale',
    currency: 'Currency',
    timeZone: 'Time zone',
  },
  notProvided: 'Not provided',
  noRoles: 'No roles assigned',
  noAccount: 'No account selected',
  accountValue: '{{name}} (sold-to {{code}})',
  userTypes: { internal: 'Internal', external: 'External', customer: 'Customer' },
  statuses: { active: 'Active', inProgress: 'In progress', inactive: 'Inactive' },
  language: {
    heading: 'Language preference',
    legend: 'Language of the portal',
    hint: 'The portal shows its pages in this language wherever your market offers it.',
    save: 'Save',
    saved: 'Your language preference is saved.',
    savedNotOffered:
      'Your language preference is saved. The pages of this market are not offered in {{language}}, so this page keeps its language.',
    failed:
      'Your language preference could not be saved. {{reason}} Your choice is kept: try again.',
  },
  access: {
    heading: 'Your accounts and permissions',
    hint: 'Your administrator sets these. Ask them for a change.',
    accounts: 'Accounts',
    noAccounts: 'No account is linked to you.',
    primary: 'Primary',
    kinds: { customer: 'Customer account', internal: 'Internal account', pork: 'Pork account' },
    groups: 'Permission groups',
    keys: 'Permissions',
    noGroups: 'No permission group.',
    noKeys: 'No named permission.',
    loading: 'Loading your accounts and permissions…',
    failed: 'Your accounts and permissions could not be loaded. {{reason}}',
    unavailable: 'Your accounts and permissions cannot be shown here.',
  },
  languages: { en: 'English', es: 'Español', pt: 'Português', ko: '한국어' },
  loading: 'Loading your profile…',
  failedTitle: 'Your profile could not be loaded',
  failed: 'We could not load your profile. {{reason}}',
  retry: 'Retry',
};

registerTranslations(PROFILE_NS, {
  en,
  es: () => import('./locales/es.lazy').then((m) => m.es),
  pt: () => import('./locales/pt.lazy').then((m) => m.pt),
  ko: () => import('./locales/ko.lazy').then((m) => m.ko),
});
