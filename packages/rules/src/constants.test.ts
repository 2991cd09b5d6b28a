import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_PICKER_THRESHOLD,
  BADGE_MAX,
  DEFAULT_ACCOUNT_PAGE_SIZE,
  DOCUMENTS_ZIP_NAME,
  EXPORT_TYPES,
  FOOTER_CONSENT_DELAY_MS,
  IDLE_EVENTS,
  KOREA_ACCOUNT_PAGE_SIZE,
  MAX_LOT_NUMBERS,
  ORDER_FILTER_RANGE,
  PREVIEWABLE_TYPES,
  SEARCH_DEBOUNCE_MS,
  TIMEOUTS,
  TOKEN_RENEWAL_SECONDS,
  accountPageSize,
} from './constants';

describe('constants', () => {
  it.each<[string, unknown, unknown]>([
    ['TIMEOUTS', TIMEOUTS, { generalMs: 60000, serviceMs: 2000, togglesMs: 1500 }],
    ['TOKEN_RENEWAL_SECONDS', TOKEN_RENEWAL_SECONDS, 1500],
    ['IDLE_EVENTS', IDLE_EVENTS, ['mousemove', 'keydown', 'mousedown', 'touchstart']],
    ['SEARCH_DEBOUNCE_MS', SEARCH_DEBOUNCE_MS, 1000],
    ['ACCOUNT_PICKER_THRESHOLD', ACCOUNT_PICKER_THRESHOLD, 5],
    ['BADGE_MAX', BADGE_MAX, 99],
    ['MAX_LOT_NUMBERS', MAX_LOT_NUMBERS, 5],
    ['ORDER_FILTER_RANGE', ORDER_FILTER_RANGE, 5995],
    ['EXPORT_TYPES', EXPORT_TYPES, ['pdf', 'xlsx']],
    ['DOCUMENTS_ZIP_NAME', DOCUMENTS_ZIP_NAME, 'documents.zip'],
    ['FOOTER_CONSENT_DELAY_MS', FOOTER_CONSENT_DELAY_MS, 2000],
    ['PREVIEWABLE_TYPES', PREVIEWABLE_TYPES, ['pdf', 'jpg', 'jpeg', 'png', 'tif', 'tiff', 'mp4']],
    ['KOREA_ACCOUNT_PAGE_SIZE', KOREA_ACCOUNT_PAGE_SIZE, 20],
    ['DEFAULT_ACCOUNT_PAGE_SIZE', DEFAULT_ACCOUNT_PAGE_SIZE, 200],
  ])('%s has the specified value', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});

describe('accountPageSize', () => {
  it.each([
    ['kr', 20],
    ['KR', 20],
    [' kr ', 20],
    ['us', 200],
    ['canada', 200],
    ['mx', 200],
    ['br', 200],
    ['cr', 200],
    ['hn', 200],
    ['ni', 200],
    ['pe', 200],
    ['co', 200],
    ['gt', 200],
    ['marketing', 200],
    ['', 200],
    ['korea', 200],
  ])('%j → %i', (country, expected) => {
    expect(accountPageSize(country)).toBe(expected);
  });
});
