import { describe, expect, it } from 'vitest';
import { shipDestination, type ShippingFacts } from './index';

const FACTS: ShippingFacts = {
  shipMethod: 'delivery',
  shipFromName: 'Amarillo Feed Mill',
  shipFromCode: 'P002',
  shipToName: null,
  shipToAddress: null,
  accountAddress: '12 Main St, Hereford, TX',
};

// ordering.md §3: ship method delivery or pickup; §2 screen 6: the order detail's shipping details.
describe('shipDestination', () => {
  it.each<[string, Partial<ShippingFacts>, ReturnType<typeof shipDestination>]>([
    // QA (issue 14): the detail said "Ships to: The account's address", the invoice "Pickup at
    // Amarillo Feed Mill".
    [
      'a pickup order',
      { shipMethod: 'pickup' },
      { kind: 'pickup', plantName: 'Amarillo Feed Mill', plantCode: 'P002' },
    ],
    [
      'a pickup order with a ship-to on file',
      { shipMethod: 'Pickup', shipToName: 'North Barn', shipToAddress: 'Rt 4' },
      { kind: 'pickup', plantName: 'Amarillo Feed Mill', plantCode: 'P002' },
    ],
    [
      'a delivery to a ship-to',
      { shipToName: 'North Barn', shipToAddress: 'Rt 4, Canyon, TX' },
      { kind: 'shipTo', name: 'North Barn', address: 'Rt 4, Canyon, TX' },
    ],
    [
      'a delivery to a named ship-to',
      { shipToName: 'North Barn' },
      { kind: 'shipTo', name: 'North Barn', address: null },
    ],
    ['a delivery without a ship-to', {}, { kind: 'account', address: '12 Main St, Hereford, TX' }],
  ])('%s', (_, facts, expected) => {
    expect(shipDestination({ ...FACTS, ...facts })).toEqual(expected);
  });
});
