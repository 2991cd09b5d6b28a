import { describe, expect, it } from 'vitest';
import { entitlementTable } from './entitlements';

describe('the demo entitlements (shell-and-admin.md §7)', () => {
  const table = entitlementTable(
    [
      { id: 'a-pork', business_unit: 'pork', owner: 'u-pork-us' },
      { id: 'a-pork-staff', business_unit: 'pork', owner: null },
      { id: 'a-mx-1', business_unit: 'feed', owner: 'u-customer-mx' },
      { id: 'a-mx-2', business_unit: 'feed', owner: 'u-customer-mx' },
      { id: 'a-mx-3', business_unit: 'feed', owner: 'u-customer-mx' },
      { id: 'a-us', business_unit: 'feed', owner: 'u-retailer-us' },
    ],
    '2026-11-01T00:00:00.000Z',
  );
  const toolsOf = (id: string) => table.rows.filter((r) => r[0] === id).map((r) => r[1]);

  it('gives every pork account research, the pork documents and the whole nutrition cloud', () => {
    expect(toolsOf('a-pork')).toHaveLength(10);
    expect(toolsOf('a-pork-staff')).toEqual(expect.arrayContaining(['research', 'porkdocuments']));
  });

  it('makes the first two accounts of a digital customer nutrition-cloud users', () => {
    expect(toolsOf('a-mx-1')).toEqual([
      'nutritioncloud',
      'nutrientanalysis',
      'FeedOrdering',
      'bidashboards',
    ]);
    expect(toolsOf('a-mx-2')).toHaveLength(4);
    expect(toolsOf('a-mx-3')).toEqual([]);
  });

  it('gives a retailer nothing', () => {
    expect(toolsOf('a-us')).toEqual([]);
  });
});
