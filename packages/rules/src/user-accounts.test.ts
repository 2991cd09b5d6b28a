import { describe, expect, it } from 'vitest';
import {
  addAccount,
  associationProblems,
  removeAccount,
  withPrimary,
  wrongMarketMessage,
  type AssociationInput,
} from './user-accounts';

const MARKETS = { a: 'us', b: 'us', g: 'gt' };
const input = (accounts: AssociationInput['accounts'], extra: Partial<AssociationInput> = {}) => ({
  accounts,
  userMarket: 'us',
  accountMarkets: MARKETS,
  isAdmin: false,
  ...extra,
});

// shell-and-admin.md §5 "Association of accounts" and §8.
describe('associationProblems (shell-and-admin.md §5)', () => {
  it.each([
    ['one primary account of the user market', [{ accountId: 'a', isPrimary: true }], {}, []],
    [
      'two accounts, one primary',
      [
        { accountId: 'a', isPrimary: true },
        { accountId: 'g', isPrimary: false },
      ],
      {},
      [],
    ],
    ['no account (§5 minimum selection)', [], {}, [{ code: 'MIN_SELECTION' }]],
    ['no account for an admin (§5 admins may have none)', [], { isAdmin: true }, []],
    [
      'the same account twice (§5 duplicate association)',
      [
        { accountId: 'a', isPrimary: true },
        { accountId: 'a', isPrimary: false },
      ],
      {},
      [{ code: 'DUPLICATE_ASSOCIATION', accountId: 'a' }],
    ],
    [
      'no primary',
      [
        { accountId: 'a', isPrimary: false },
        { accountId: 'b', isPrimary: false },
      ],
      {},
      [{ code: 'PRIMARY_REQUIRED' }],
    ],
    [
      'two primaries',
      [
        { accountId: 'a', isPrimary: true },
        { accountId: 'b', isPrimary: true },
      ],
      {},
      [{ code: 'PRIMARY_REQUIRED' }],
    ],
    [
      'a primary of another market (§5, §8)',
      [
        { accountId: 'g', isPrimary: true },
        { accountId: 'a', isPrimary: false },
      ],
      {},
      [{ code: 'WRONG_MARKET', accountId: 'g', market: 'gt' }],
    ],
    [
      'an unknown account',
      [{ accountId: 'zz', isPrimary: true }],
      {},
      [{ code: 'UNKNOWN_ACCOUNT', accountId: 'zz' }],
    ],
  ] as const)('%s', (_name, accounts, extra, expected) => {
    expect(associationProblems(input(accounts, extra))).toEqual(expected);
  });
});

describe('editing the choice', () => {
  it('makes the first account added primary and refuses a duplicate', () => {
    const first = addAccount([], 'a');
    expect(first).toEqual({ accounts: [{ accountId: 'a', isPrimary: true }], problem: null });
    const second = addAccount(first.accounts, 'b');
    expect(second.accounts[1]).toEqual({ accountId: 'b', isPrimary: false });
    expect(addAccount(second.accounts, 'a').problem).toEqual({
      code: 'DUPLICATE_ASSOCIATION',
      accountId: 'a',
    });
  });

  it('moves the primary mark, and hands it on when the primary is removed', () => {
    const two = [
      { accountId: 'a', isPrimary: true },
      { accountId: 'b', isPrimary: false },
    ];
    expect(withPrimary(two, 'b')).toEqual([
      { accountId: 'a', isPrimary: false },
      { accountId: 'b', isPrimary: true },
    ]);
    expect(removeAccount(two, 'a')).toEqual([{ accountId: 'b', isPrimary: true }]);
    expect(removeAccount(two, 'b')).toEqual([{ accountId: 'a', isPrimary: true }]);
  });
});

describe('wrongMarketMessage (§5: in Portuguese, Spanish and English)', () => {
  it.each([
    ['en', 'The primary account belongs to the Guatemala market. Go to the Guatemala portal'],
    ['es', 'La cuenta principal pertenece al mercado de Guatemala. Vaya al portal de Guatemala'],
    ['pt', 'A conta principal pertence ao mercado Guatemala. Acesse o portal Guatemala'],
    ['ko', '주 계정이 과테말라 시장에 속해 있습니다.'],
  ])('names the market to go to in %s', (lang, start) => {
    expect(wrongMarketMessage('gt', lang)).toContain(start);
  });

  it('names the market in the language of the message', () => {
    expect(wrongMarketMessage('br', 'es')).toContain('Brasil');
    expect(wrongMarketMessage('mx', 'en')).toContain('Mexico');
  });
});
