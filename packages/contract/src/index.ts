/**
 * Request and response schemas of the reference API. The server validates and serializes with
 * them; the kit's typed API client takes its types from them, so the two cannot drift.
 */
export * from './common';
export * from './users';
export * from './user-admin';
export * from './notifications';
export * from './utility';
export * from './banner';
export * from './products';
export * from './cart';
export * from './cart-options';
export * from './cart-reorder';
export * from './cart-quick-order';
export * from './cart-templates';
export * from './orders';
export * from './orders-insights';
export * from './finance';
export * from './finance-ar';
export * from './documents';
export * from './support';
export * from './reminders';
export * from './entitlements';
export * from './reports';
