import { describe, expect, it } from 'vitest';
import { isEmailAddress } from './email';

// ordering.md §2 screen 4: the alternate address is validated before the confirmation is sent.
describe('isEmailAddress (ordering.md §2 screen 4)', () => {
  it.each([
    ['office@farm.example', true],
    ['a.b+orders@co-op.example.com', true],
    ['not-an-email', false],
    ['buyer-at-farm', false],
    ['name@example', false],
    ['name@example.c', false],
    ['two words@farm.example', false],
    ['@farm.example', false],
    ['name@', false],
    ['', false],
  ])('%j is an address: %j', (text, expected) => {
    expect(isEmailAddress(text)).toBe(expected);
  });
});
