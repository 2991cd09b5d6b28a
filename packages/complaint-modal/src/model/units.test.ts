import { describe, expect, it } from 'vitest';
import { defaultUnitFor } from './units';

const UNITS = [
  { code: 'BAG', label: 'Bags' },
  { code: 'LB', label: 'Pounds' },
  { code: 'TON', label: 'Tons' },
  { code: 'CS', label: 'Cases' },
  { code: 'BX', label: 'Box' },
];

describe('given the units of caseOptions and a product newly selected', () => {
  it.each<[string, string]>([
    ['bag', 'BAG'],
    ['Bags', 'BAG'],
    ['case', 'CS'],
    ['boxes', 'BX'],
    ['bulk', ''],
    ['tote', ''],
    ['', ''],
  ])('packed as %j, its line starts in unit %j', (packageType, unit) => {
    expect(defaultUnitFor({ packageType }, UNITS)).toBe(unit);
  });
});
