/**
 * Customer material numbers (issue 17, quick order): a few accounts' own numbers for their
 * market's first products (by SKU), so quick order can be tried with them. Written by the
 * reference API once per database (meta `customer_materials_seed_version`), into databases seeded
 * before as well; no random numbers are drawn, so no other generated data moves.
 */
export const CUSTOMER_MATERIALS_SEED_VERSION = '1';

export interface DemoCustomerMaterialSpec {
  /** The user whose selected account gets the numbers. */
  email: string;
  /** The numbers are `${prefix}${first + i}` for the market's first `count` products. */
  prefix: string;
  first: number;
  count: number;
}

export const DEMO_CUSTOMER_MATERIALS: readonly DemoCustomerMaterialSpec[] = [
  { email: 'retailer.us@demo.test', prefix: 'RT-', first: 1001, count: 8 },
  { email: 'customer.gt@demo.test', prefix: 'GT-MAT-', first: 501, count: 8 },
  { email: 'customer.mx@demo.test', prefix: 'MX-', first: 7001, count: 4 },
];
