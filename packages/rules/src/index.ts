/** Pure business rules of the portal: markets, formatting, ordering, paths, locales, permissions. */
export * from './constants';
export * from './markets';
export * from './format';
export * from './money';
export * from './shipping';
export * from './dates';
export * from './badge';
export * from './countries';
export * from './ordering-rules';
export * from './portal-path';
export * from './locale';
export * from './permissions';
export * from './user-accounts';
export * from './delivery-timeline';
export * from './reminders';
export * from './maintenance-window';
export * from './digital-access';
