import { describe, expect, it } from 'vitest';
import { CART_STEPS, parseCartStep } from './steps';

// ordering.md §2: the cart, its review and the confirmation, in that order.
describe('the cart steps (ordering.md §2 screens 2-4)', () => {
  it('go cart, review, confirmation', () => {
    expect(CART_STEPS).toEqual(['cart', 'review', 'confirmation']);
  });

  it.each([
    ['cart', 'cart'],
    ['review', 'review'],
    ['confirmation', 'confirmation'],
    ['Review', undefined],
    ['checkout', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ] as const)('reads the step %j as %j', (value, expected) => {
    expect(parseCartStep(value)).toBe(expected);
  });
});
