/**
 * The editor's rules (shell-and-admin.md §5 "Association of accounts": duplicate association and
 * minimum selection are errors, a primary of another market is refused, admins may have no
 * selected account; §2 the steps; §3 the user-management state).
 */
import { describe, expect, it } from 'vitest';
import type { ManagedUser } from '@anp/core/services/users';
import {
  USER_MANAGEMENT_GROUP,
  accountProblems,
  basicProblems,
  draftBody,
  draftKey,
  emptyForm,
  firstStepWithProblems,
  formOfUser,
  isChanged,
  parseDraft,
  setShipToMode,
  shipToProblems,
  toggleAccountPermission,
  toggleShipTo,
  type ChosenAccountInfo,
  type EditorForm,
} from './user-editor';

const account = (id: string, country = 'us', isPrimary = false): ChosenAccountInfo => ({
  accountId: id,
  soldToCode: `00${id}`,
  name: `Account ${id}`,
  country,
  kind: 'customer',
  isPrimary,
});

const filled = (over: Partial<EditorForm> = {}): EditorForm => ({
  ...emptyForm('us', 'en'),
  firstName: 'Ana',
  lastName: 'Silva',
  email: 'ana@farm.test',
  accounts: [account('A1', 'us', true)],
  ...over,
});

describe('basic info (§2): names and e-mail required, phones of the contract', () => {
  it.each([
    [{}, {}],
    [{ firstName: ' ' }, { firstName: 'REQUIRED' }],
    [{ lastName: 'x'.repeat(81) }, { lastName: 'TOO_LONG' }],
    [{ email: '' }, { email: 'REQUIRED' }],
    [{ email: 'ana@farm' }, { email: 'INVALID_EMAIL' }],
    [{ phone: '+1 (555) 010-2000' }, {}],
    [{ mobile: 'call me' }, { mobile: 'INVALID_PHONE' }],
  ] as const)('%o gives %o', (over, expected) => {
    expect(basicProblems(filled(over))).toEqual(expected);
  });
});

describe('accounts (§5)', () => {
  it.each([
    ['one primary of the market', [account('A1', 'us', true)], [], []],
    ['none, for a user', [], [], [{ code: 'MIN_SELECTION' }]],
    ['none, for an admin', [], [USER_MANAGEMENT_GROUP], []],
    [
      'the same twice',
      [account('A1', 'us', true), account('A1')],
      [],
      [{ code: 'DUPLICATE_ASSOCIATION', accountId: 'A1' }],
    ],
    [
      'a primary of another market',
      [account('M1', 'mx', true), account('A1')],
      [],
      [{ code: 'WRONG_MARKET', accountId: 'M1', market: 'mx' }],
    ],
    ['no primary', [account('A1'), account('A2')], [], [{ code: 'PRIMARY_REQUIRED' }]],
  ])('%s', (_name, accounts, groups, expected) => {
    expect(accountProblems(filled({ accounts, groups }))).toEqual(expected);
  });

  it('sends the first step with problems', () => {
    expect(firstStepWithProblems(filled())).toBeNull();
    expect(firstStepWithProblems(filled({ email: 'x' }))).toBe('basic');
    expect(firstStepWithProblems(filled({ accounts: [] }))).toBe('accounts');
    const chosenNone = setShipToMode(filled(), 'A1', false);
    expect(firstStepWithProblems(chosenNone)).toBe('shipTos');
  });
});

describe('ship-to mode (§2)', () => {
  it('keeps all ship-tos unless some are chosen, and needs one when chosen', () => {
    let form = filled();
    expect(draftBody(form).shipTos).toEqual([{ accountId: 'A1', allShipTos: true, shipToIds: [] }]);
    form = setShipToMode(form, 'A1', false);
    expect(shipToProblems(form)).toEqual([{ accountId: 'A1' }]);
    form = toggleShipTo(form, 'A1', 'S1', true);
    form = toggleShipTo(form, 'A1', 'S2', true);
    form = toggleShipTo(form, 'A1', 'S1', false);
    expect(shipToProblems(form)).toEqual([]);
    expect(draftBody(form).shipTos).toEqual([
      { accountId: 'A1', allShipTos: false, shipToIds: ['S2'] },
    ]);
    // Back to all: the list chosen is not sent.
    expect(draftBody(setShipToMode(form, 'A1', true)).shipTos[0]?.shipToIds).toEqual([]);
  });
});

describe('the body saved', () => {
  it('trims, sends null for empty optionals, and drops choices of removed accounts', () => {
    let form = filled({ firstName: ' Ana ', phone: ' ', role: '' });
    form = toggleAccountPermission(form, 'A1', 'view_invoices', true);
    form = toggleAccountPermission(form, 'GONE', 'view_invoices', true);
    form = toggleShipTo(form, 'GONE', 'S9', true);
    const body = draftBody(form, 4);
    expect(body.firstName).toBe('Ana');
    expect(body.phone).toBeNull();
    expect(body.role).toBeNull();
    expect(body.version).toBe(4);
    expect(body.accountPermissions).toEqual([{ accountId: 'A1', permissions: ['view_invoices'] }]);
    expect(body.shipTos.map((s) => s.accountId)).toEqual(['A1']);
    expect('version' in draftBody(form)).toBe(false);
  });

  it('reads a user back as the same body, so an untouched user is unchanged', () => {
    const user: ManagedUser = {
      id: 'u-9',
      firstName: 'Ana',
      lastName: 'Silva',
      email: 'ana@farm.test',
      phone: null,
      mobile: '+55 11 5555',
      language: 'pt',
      locale: 'pt_BR',
      country: 'br',
      userType: 'Customer',
      role: 'Retailer',
      businessUnit: 'feed',
      status: 'Active',
      groups: [],
      permissions: ['user_reporting'],
      accounts: [
        {
          accountId: 'B1',
          soldToCode: '001',
          name: 'Fazenda',
          country: 'br',
          businessUnit: 'feed',
          kind: 'customer',
          isPrimary: true,
        },
      ],
      shipTos: [{ accountId: 'B1', allShipTos: true, shipToIds: [] }],
      accountPermissions: [],
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
      lastSignInAt: null,
      version: 3,
    };
    const form = formOfUser(user);
    expect(isChanged(form, formOfUser(user))).toBe(false);
    expect(isChanged({ ...form, lastName: 'Souza' }, formOfUser(user))).toBe(true);
    expect(draftBody(form).mobile).toBe('+55 11 5555');
  });
});

describe('the kept draft', () => {
  const kept = { userId: 'u-1', version: 2, step: 'accounts', form: filled() };

  it('reads back what was written, for the same user only', () => {
    const text = JSON.stringify(kept);
    expect(parseDraft(text, 'u-1')).toEqual(kept);
    expect(parseDraft(text, 'u-2')).toBeNull();
    expect(parseDraft(text, null)).toBeNull();
  });

  it('refuses broken or foreign text', () => {
    expect(parseDraft(null, 'u-1')).toBeNull();
    expect(parseDraft('{', 'u-1')).toBeNull();
    expect(parseDraft(JSON.stringify({ ...kept, step: 'finish' }), 'u-1')).toBeNull();
    expect(
      parseDraft(JSON.stringify({ ...kept, form: { ...kept.form, groups: 'x' } }), 'u-1'),
    ).toBeNull();
  });

  it('has one key per user, and one for a new user', () => {
    expect(draftKey(null)).toBe('anp:user-editor:draft:new');
    expect(draftKey('u-1')).toBe('anp:user-editor:draft:u-1');
  });
});
