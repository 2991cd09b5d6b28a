import { describe, expect, it } from 'vitest';
import { MAX_LOTS, initialForm, lineFor, type ComplaintForm } from './form';
import {
  SAVED_COMPLAINT_MAX_AGE_MS,
  belongsTo,
  parseSavedComplaint,
  savedComplaintKey,
  serializeSavedComplaint,
  type SavedComplaint,
} from './saved';

const NOW = Date.UTC(2026, 10, 3, 10, 0, 0);
const ACCOUNT = 'acct-us-0001';

const CALF = lineFor(
  { sku: '100245', title: 'Calf Starter 18% Pellet', packageType: 'bag', acceptedBag: true },
  'KG',
);

const FORM: ComplaintForm = {
  ...initialForm({ phoneNumber: '+1 515 555 0134' }),
  plant: 'plant-us-ames',
  category: 'QUALITY',
  subCategory: 'MOISTURE',
  subject: 'Mould in two bags',
  aboutOrder: true,
  orderNumber: '4000141207',
  deliveryDate: '2026-10-13',
  lines: [{ ...CALF, qty: '40', affectedBag: '2', lotNumbers: ['L-0412'], lotInput: 'L-05' }],
  caseComment: 'Found on opening the pallet.\nSecond line, «quoted», 日本.',
};

const SAVED: SavedComplaint = {
  userId: 'user-0042',
  accountId: ACCOUNT,
  savedAt: NOW - 1000,
  draftId: 'case-0001',
  form: FORM,
  uploads: [{ id: 'doc-0002', name: 'photo.jpg', size: 2048, type: 'image/jpeg' }],
};

/** The stored text of SAVED with one part changed (or removed, with undefined). */
function storedWith(change: Record<string, unknown>, formChange: Record<string, unknown> = {}) {
  const value = JSON.parse(serializeSavedComplaint(SAVED)) as Record<string, unknown>;
  const form = { ...(value.form as Record<string, unknown>), ...formChange };
  return JSON.stringify({ ...value, form, ...change });
}

describe('given a complaint kept in session storage', () => {
  it('reads back exactly what was written', () => {
    expect(parseSavedComplaint(serializeSavedComplaint(SAVED), ACCOUNT, NOW)).toEqual(SAVED);
  });

  it('keeps a form with no draft, no date and no files', () => {
    const bare: SavedComplaint = {
      ...SAVED,
      draftId: null,
      uploads: [],
      form: { ...initialForm(), subject: 'x' },
    };
    expect(parseSavedComplaint(serializeSavedComplaint(bare), ACCOUNT, NOW)).toEqual(bare);
  });

  it('writes only the fields of the record, never anything else an object carries', () => {
    const polluted = {
      ...SAVED,
      accessToken: 'eyJ.secret',
      form: { ...FORM, idToken: 'eyJ.secret' },
      uploads: [{ ...SAVED.uploads[0], file: 'x', token: 'eyJ.secret' }],
    } as unknown as SavedComplaint;
    const text = serializeSavedComplaint(polluted);
    expect(text).not.toContain('secret');
    expect(Object.keys(JSON.parse(text) as object).sort()).toEqual(
      ['accountId', 'draftId', 'form', 'savedAt', 'uploads', 'userId', 'v'].sort(),
    );
  });

  it('is plain JSON: the delivery date is a YYYY-MM-DD string', () => {
    const text = serializeSavedComplaint(SAVED);
    expect(JSON.parse(text)).toMatchObject({ form: { deliveryDate: '2026-10-13' } });
  });

  it.each<[string, string | null]>([
    ['nothing stored', null],
    ['an empty string', ''],
    ['text that is not JSON', '{"v":1,'],
    ['JSON that is not an object', '[1,2,3]'],
    ['null', 'null'],
    ['an older format', storedWith({ v: 0 })],
    ['a newer format', storedWith({ v: 2 })],
    ['no version', storedWith({ v: undefined })],
    ['another account', storedWith({ accountId: 'acct-other' })],
    ['no user', storedWith({ userId: undefined })],
    ['an empty user', storedWith({ userId: '' })],
    ['a user that is a number', storedWith({ userId: 42 })],
    ['a save time that is text', storedWith({ savedAt: '2026-11-03' })],
    ['a save older than the limit', storedWith({ savedAt: NOW - SAVED_COMPLAINT_MAX_AGE_MS - 1 })],
    ['a save from the future', storedWith({ savedAt: NOW + 10 * 60_000 })],
    ['an empty draft id', storedWith({ draftId: '' })],
    ['a draft id that is a number', storedWith({ draftId: 7 })],
    ['no form', storedWith({ form: null })],
    ['a subject that is a number', storedWith({}, { subject: 12 })],
    ['a missing comment', storedWith({}, { caseComment: undefined })],
    ['a huge comment', storedWith({}, { caseComment: 'x'.repeat(10_001) })],
    ['aboutOrder as text', storedWith({}, { aboutOrder: 'true' })],
    ['a Date object turned into an ISO time', storedWith({}, { deliveryDate: new Date(NOW) })],
    ['a date in another format', storedWith({}, { deliveryDate: '13/10/2026' })],
    ['an unknown product refusal', storedWith({}, { productRefusal: 'nope' })],
    ['lines that are not a list', storedWith({}, { lines: {} })],
    ['a line without a product', storedWith({}, { lines: [{ ...CALF, productId: '' }] })],
    ['a line with a numeric quantity', storedWith({}, { lines: [{ ...CALF, qty: 40 }] })],
    [
      'a line with too many lots',
      storedWith({}, { lines: [{ ...CALF, lotNumbers: Array(MAX_LOTS + 1).fill('L') }] }),
    ],
    ['a line with an unknown refusal', storedWith({}, { lines: [{ ...CALF, lotRefusal: 'x' }] })],
    ['the same product twice', storedWith({}, { lines: [CALF, CALF] })],
    ['uploads that are not a list', storedWith({ uploads: 'doc-1' })],
    ['an upload without an id', storedWith({ uploads: [{ name: 'a.pdf', size: 1, type: '' }] })],
    [
      'an upload with a negative size',
      storedWith({ uploads: [{ id: 'd', name: 'a.pdf', size: -1, type: '' }] }),
    ],
    [
      'an upload without a name',
      storedWith({ uploads: [{ id: 'd', name: '', size: 1, type: '' }] }),
    ],
  ])('gives nothing for %s', (_, text) => {
    expect(parseSavedComplaint(text, ACCOUNT, NOW)).toBeNull();
  });

  it.each<[string, string | null | undefined, boolean]>([
    ['the user who typed it', 'user-0042', true],
    ['another user', 'user-0099', false],
    ['a user not known yet', undefined, false],
    ['nobody signed in', null, false],
    ['an empty id', '', false],
  ])('belongs to %s: %s', (_, userId, expected) => {
    expect(belongsTo(SAVED, userId)).toBe(expected);
  });

  it('is kept per account', () => {
    expect(savedComplaintKey('acct-1')).not.toBe(savedComplaintKey('acct-2'));
  });
});
