import { registerTranslations } from '@anp/core';

/** Namespace of the user management strings. */
export const USER_MANAGEMENT_NS = 'userManagement';

export const en = {
  retry: 'Try again',
  // Shared by the package's elements: the words of the spec's user record (shell-and-admin.md §3).
  status: { Active: 'Active', 'In Progress': 'In progress', Inactive: 'Inactive' },
  userType: { Internal: 'Internal', External: 'External', Customer: 'Customer' },
  field: {
    name: 'Name',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail',
    phone: 'Phone',
    mobile: 'Mobile',
    language: 'Language',
    country: 'Market',
    userType: 'User type',
    role: 'Role',
    status: 'Status',
    businessUnit: 'Business unit',
    region: 'Region',
    accounts: 'Accounts',
    primaryAccount: 'Primary account',
    shipTos: 'Ship-tos',
    permissions: 'Permissions',
    lastSignIn: 'Last sign-in',
  },
  never: 'Never',
  none: 'None',
  // The server's codes (the contract's user-admin errors) as readable messages.
  /** The title every element shows to a caller without the user-management rights. */
  noAccessTitle: 'No access to user management',
  error: {
    FORBIDDEN: 'You do not have the right to manage users. Ask an administrator for access.',
    EMAIL_EXISTS: 'A user with this e-mail already exists.',
    DUPLICATE_ASSOCIATION: 'This account is already linked to the user.',
    MIN_SELECTION: 'Choose at least one account.',
    PRIMARY_REQUIRED: 'Mark one of the accounts as primary.',
    VERSION_CONFLICT:
      'Someone else saved this user since you opened it. Reload to see their changes; what you typed is kept.',
    USER_INACTIVE: 'This user is deactivated.',
  },
};

registerTranslations(USER_MANAGEMENT_NS, {
  en,
  es: () => import('./locales/es.lazy').then((m) => m.es),
  pt: () => import('./locales/pt.lazy').then((m) => m.pt),
  ko: () => import('./locales/ko.lazy').then((m) => m.ko),
});
