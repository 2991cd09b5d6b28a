import { describe, expect, it } from 'vitest';
import type { Cart } from '@anp/contract';
import { LEAD_TIMES } from './fixtures';
import { cartFieldProblems, type CartField, type CartFieldProblem } from './fields';

type Fields = Parameters<typeof cartFieldProblems>[0];

/** A cart whose every field is fine (delivery in the fixture's plant, Monday 2026-03-02). */
const cart = (overrides: Partial<Fields> = {}): Fields => ({
  email: '',
  truckSize: '6.00',
  truckSizes: [
    { value: '6.00', label: '6.00 Tons', capacity: 6, unit: 'Tons' },
    { value: '12.00', label: '12.00 Tons', capacity: 12, unit: 'Tons' },
  ] satisfies Cart['truckSizes'],
  note: '',
  mode: 'truck',
  requestedDate: '2026-03-04',
  shipMethod: 'delivery',
  ...overrides,
});

const ALL: CartField[] = ['email', 'truckSize', 'note', 'mode', 'requestedDate'];
const opts = { leadTimes: LEAD_TIMES, noteMaxLength: 120 };

describe('given the fields of a cart draft (the rules save and submit share)', () => {
  it.each<[string, Partial<Fields>, CartFieldProblem[]]>([
    ['a cart with every field fine', {}, []],
    ['no e-mail (the user’s own is used)', { email: '  ' }, []],
    ['one e-mail address', { email: 'buyer@farm.test' }, []],
    ['an e-mail without @', { email: 'buyer.farm.test' }, [{ field: 'email', problem: 'EMAIL' }]],
    [
      'two e-mail addresses',
      { email: 'a@x.test,b@y.test' },
      [{ field: 'email', problem: 'EMAIL' }],
    ],
    ['no truck size chosen', { truckSize: null }, []],
    [
      'a truck size not offered',
      { truckSize: '7.50' },
      [{ field: 'truckSize', problem: 'TRUCK_SIZE' }],
    ],
    ['a note of 120 characters', { note: 'n'.repeat(120) }, []],
    [
      'a note of 121 characters',
      { note: 'n'.repeat(121) },
      [{ field: 'note', problem: 'DEL_INSTR' }],
    ],
    ['a note with markup', { note: '<b>gate 2</b>' }, [{ field: 'note', problem: 'DEL_INSTR' }]],
    ['a mode other than truck', { mode: 'rail' }, [{ field: 'mode', problem: 'MODE' }]],
    ['no requested date', { requestedDate: null }, []],
    [
      'a delivery date before the lead time',
      { requestedDate: '2026-03-03' },
      [{ field: 'requestedDate', problem: 'TOO_EARLY' }],
    ],
    [
      'the same date for a pickup (its own lead time)',
      { requestedDate: '2026-03-03', shipMethod: 'pickup' },
      [],
    ],
    [
      'a date past the day span',
      { requestedDate: '2026-05-01' },
      [{ field: 'requestedDate', problem: 'TOO_LATE' }],
    ],
    [
      'a Saturday delivery',
      { requestedDate: '2026-03-07' },
      [{ field: 'requestedDate', problem: 'NON_WORKING' }],
    ],
    [
      'a pickup on a plant holiday',
      { requestedDate: '2026-03-10', shipMethod: 'pickup' },
      [{ field: 'requestedDate', problem: 'BLOCKED' }],
    ],
    [
      'a date that is no calendar day',
      { requestedDate: '2026-02-30' },
      [{ field: 'requestedDate', problem: 'INVALID' }],
    ],
  ])('%s', (_, overrides, expected) => {
    expect(cartFieldProblems(cart(overrides), ALL, opts)).toEqual(expected);
  });

  it('judges only the fields it is asked about, in their order', () => {
    const bad = cart({ email: 'x', mode: 'rail', note: '<' });
    expect(cartFieldProblems(bad, ['mode'], opts)).toEqual([{ field: 'mode', problem: 'MODE' }]);
    expect(cartFieldProblems(bad, ['mode', 'email', 'mode'], opts).map((p) => p.field)).toEqual([
      'mode',
      'email',
    ]);
    expect(cartFieldProblems(bad, [], opts)).toEqual([]);
  });

  it('judges only the format of a date without the plant’s lead times', () => {
    const none = { leadTimes: null };
    expect(
      cartFieldProblems(cart({ requestedDate: '2020-01-01' }), ['requestedDate'], none),
    ).toEqual([]);
    expect(
      cartFieldProblems(cart({ requestedDate: '2020-13-01' }), ['requestedDate'], none),
    ).toEqual([{ field: 'requestedDate', problem: 'INVALID' }]);
  });
});
