import { describe, expect, it } from 'vitest';
import { labelLanguage, type OrderingUser } from './caller';

const user = (language: OrderingUser['language']): OrderingUser => ({
  id: 'u-1',
  email: 'customer.kr@demo.test',
  firstName: '민준',
  lastName: '김',
  locale: 'ko_KR',
  language,
  groups: [],
  businessUnit: null,
});

// Server-made labels (holiday names in lead times, product and cart labels, PDFs) follow
// X-Language, else the user's language: Korean included (issue 14), so Korean pages get 설날.
describe('given labelLanguage', () => {
  it.each([
    ['ko', 'en', 'ko'],
    ['ko-KR', 'en', 'ko'],
    ['es', 'ko', 'es'],
    [undefined, 'ko', 'ko'],
    ['fr', 'ko', 'ko'],
    [['ko'], 'pt', 'pt'],
  ] as const)('X-Language %j for a %s user gives %s', (header, own, expected) => {
    expect(labelLanguage(user(own), header)).toBe(expected);
  });
});
