import { describe, expect, it } from 'vitest';
import type { Language } from '@anp/core';
import { pathInLanguage, preferredLanguage, statusKey, userTypeKey } from './profile-rules';

describe('preferredLanguage', () => {
  it.each<[string, string, Language]>([
    ['es', 'es_MX', 'es'],
    ['PT', 'pt_BR', 'pt'],
    ['en', 'ko_KR', 'en'],
    ['ko', 'ko_KR', 'ko'],
    ['', 'ko_KR', 'ko'],
    ['', 'en_KR', 'en'],
    ['', 'pt_BR', 'pt'],
    ['fr', 'es_GT', 'es'],
  ])('language %j and locale %s → %s', (language, locale, expected) => {
    expect(preferredLanguage({ language, locale })).toBe(expected);
  });
});

describe('pathInLanguage', () => {
  it.each<[string, string, string, Language, Language, string | null]>([
    ['/us/en/pages/profile', '', '', 'es', 'en', '/us/es/pages/profile'],
    [
      '/animalnutrition/mx/es/pages/profile',
      '?a=1',
      '#top',
      'en',
      'es',
      '/animalnutrition/mx/en/pages/profile?a=1#top',
    ],
    ['/us/en/pages/profile', '', '', 'en', 'en', null],
    // kr/ko pages are read in English: choosing English changes nothing on screen.
    ['/kr/ko/pages/profile', '', '', 'en', 'en', null],
    ['/kr/ko/pages/profile', '', '', 'pt', 'en', '/kr/pt/pages/profile'],
    ['/login', '', '', 'es', 'en', null],
  ])('%s%s%s to %s (page in %s) → %s', (pathname, search, hash, language, page, expected) => {
    expect(pathInLanguage({ pathname, search, hash }, language, page)).toBe(expected);
  });
});

describe('userTypeKey', () => {
  it.each<[string, ReturnType<typeof userTypeKey>]>([
    ['Internal', 'internal'],
    ['external', 'external'],
    [' Customer ', 'customer'],
    ['Employee', null],
  ])('%j → %s', (value, expected) => {
    expect(userTypeKey(value)).toBe(expected);
  });
});

describe('statusKey', () => {
  it.each<[string, ReturnType<typeof statusKey>]>([
    ['Active', 'active'],
    ['In Progress', 'inProgress'],
    ['in_progress', 'inProgress'],
    ['Inactive', 'inactive'],
    ['Deactivated', 'inactive'],
    ['Pending review', null],
  ])('%j → %s', (value, expected) => {
    expect(statusKey(value)).toBe(expected);
  });
});
