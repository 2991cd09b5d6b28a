import { describe, it, expect, afterEach } from 'vitest';
import {
  SESSION_KEYS,
  clearBrowserSession,
  readSession,
  writeSession,
  type SessionKey,
} from './storage';

const KEYS: SessionKey[] = [
  'selectedAccountRegion',
  'bzUnit',
  'salesOrg',
  'userLocale',
  'userType',
  'soldToId',
  'accToggled',
  'regionToggled',
];

function cookieNames(): string[] {
  return document.cookie
    .split(';')
    .map((c) => c.split('=')[0]?.trim() ?? '')
    .filter((name) => name !== '');
}

afterEach(() => {
  for (const name of cookieNames()) {
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});

describe('SESSION_KEYS', () => {
  it('lists exactly the eight keys of the spec', () => {
    expect(Object.keys(SESSION_KEYS).sort()).toEqual([...KEYS].sort());
  });

  it.each(KEYS)('stores %s under its own spec name', (key) => {
    expect(SESSION_KEYS[key]).toBe(key);
  });
});

describe('readSession and writeSession', () => {
  describe.each(KEYS)('given the key %s', (key) => {
    it('reads back what was written, from sessionStorage under the spec name', () => {
      writeSession(key, `value-of-${key}`);
      expect(readSession(key)).toBe(`value-of-${key}`);
      expect(sessionStorage.getItem(key)).toBe(`value-of-${key}`);
    });
  });

  describe('given nothing was written', () => {
    it('reads null', () => {
      expect(readSession('soldToId')).toBeNull();
    });
  });

  describe('given a value is written as null', () => {
    it('removes the key', () => {
      writeSession('soldToId', '0001234');
      writeSession('soldToId', null);
      expect(readSession('soldToId')).toBeNull();
      expect(sessionStorage.length).toBe(0);
    });
  });

  describe('given a value another element of the page stored', () => {
    it('reads it (the storage is shared)', () => {
      sessionStorage.setItem('selectedAccountRegion', 'kr');
      expect(readSession('selectedAccountRegion')).toBe('kr');
    });
  });
});

describe('clearBrowserSession', () => {
  describe('given session storage, local storage and cookies', () => {
    it('empties both storages and expires the cookies', () => {
      writeSession('soldToId', '0001234');
      sessionStorage.setItem('other', 'x');
      localStorage.setItem('msal.token', 'secret');
      document.cookie = 'a=1';
      document.cookie = 'b=2; path=/';
      expect(cookieNames()).toEqual(expect.arrayContaining(['a', 'b']));

      clearBrowserSession();

      expect(sessionStorage.length).toBe(0);
      expect(localStorage.length).toBe(0);
      expect(readSession('soldToId')).toBeNull();
      expect(document.cookie).toBe('');
    });
  });

  describe('given an empty browser session', () => {
    it('leaves everything empty without failing', () => {
      clearBrowserSession();
      expect(sessionStorage.length).toBe(0);
      expect(document.cookie).toBe('');
    });
  });
});
