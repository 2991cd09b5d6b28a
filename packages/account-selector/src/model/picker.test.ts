import { describe, expect, it } from 'vitest';
import type { Account, Region } from '@anp/core';
import {
  SEARCH_DEBOUNCE,
  accountLabel,
  currentRegion,
  pageSize,
  pickerMode,
  showRegionAccordion,
} from './picker';

const region = (shortname: string, selected = false): Region => ({
  shortname,
  fullname: shortname.toUpperCase(),
  selected,
});

describe('given the picker mode rule (shell-and-admin.md §2, §5)', () => {
  it.each<[number, string, 'list' | 'flyout']>([
    [0, '', 'list'],
    [1, '', 'list'],
    [5, '', 'list'],
    [6, '', 'flyout'],
    [5000, '', 'flyout'],
    [3, 'feed', 'flyout'],
    [0, 'x', 'flyout'],
    [3, '   ', 'list'],
    [45, '본점', 'flyout'],
  ])('%i accounts with search term %j shows the %s', (count, term, mode) => {
    expect(pickerMode(count, term)).toBe(mode);
  });
});

describe('given the page size and the debounce (shell-and-admin.md §7, §9)', () => {
  it.each<[string, number]>([
    ['kr', 20],
    ['KR', 20],
    [' kr ', 20],
    ['us', 200],
    ['canada', 200],
    ['br', 200],
    ['gt', 200],
    ['', 200],
  ])('country %j pages by %i', (country, size) => {
    expect(pageSize(country)).toBe(size);
  });

  it('waits 1000 ms after the last keystroke before searching', () => {
    expect(SEARCH_DEBOUNCE).toBe(1000);
  });
});

describe('given an account label', () => {
  type Parts = Pick<Account, 'fullname' | 'soldToCode' | 'customerName2' | 'contactPerson'>;
  const parts = (p: Partial<Parts>): Parts => ({
    fullname: '(주)이천축산',
    soldToCode: '0014100011',
    customerName2: '본점',
    contactPerson: '김민준',
    ...p,
  });

  it.each<[string, Partial<Parts>, string]>([
    ['kr', {}, '0014100011 본점 (김민준)'],
    ['kr', { customerName2: null }, '0014100011 (김민준)'],
    ['kr', { contactPerson: null }, '0014100011 본점'],
    ['kr', { contactPerson: '  ' }, '0014100011 본점'],
    ['kr', { customerName2: '', contactPerson: null }, '0014100011'],
    ['KR', { customerName2: ' 제2농장 ' }, '0014100011 제2농장 (김민준)'],
    [
      'us',
      { fullname: 'Prairie Feed & Supply', soldToCode: '0010100012' },
      'Prairie Feed & Supply (0010100012)',
    ],
    [
      'mx',
      { fullname: 'Forrajes San Miguel', soldToCode: '0012100033' },
      'Forrajes San Miguel (0012100033)',
    ],
    ['us', { fullname: 'Jensen Farm Store', soldToCode: '' }, 'Jensen Farm Store'],
    ['us', { fullname: '', soldToCode: '0010100019' }, '0010100019'],
  ])('on %s pages %j reads %j', (country, overrides, label) => {
    expect(accountLabel(parts(overrides), country)).toBe(label);
  });
});

describe('given the region accordion rule (shell-and-admin.md §2)', () => {
  it.each<[Region[], boolean]>([
    [[], false],
    [[region('us')], false],
    [[region('us'), region('canada')], true],
    [['us', 'canada', 'mx', 'gt', 'cr', 'hn', 'ni', 'pe', 'co'].map((r) => region(r)), true],
  ])('%j shows the accordion: %s', (regions, shown) => {
    expect(showRegionAccordion(regions)).toBe(shown);
  });
});

describe('given the current region', () => {
  const regions = [region('canada'), region('mx', true), region('us')];
  it.each<[string | null, string | null, Region[], string | null]>([
    ['us', 'canada', regions, 'us'],
    ['br', 'canada', regions, 'canada'],
    [null, 'canada', regions, 'canada'],
    [null, null, regions, 'mx'],
    [null, null, [region('us'), region('co')], null],
    [null, null, [region('kr')], 'kr'],
    [null, null, [], null],
  ])('stored %j, account in %j, regions %j: %j', (stored, accountRegion, list, expected) => {
    const account = accountRegion === null ? null : { region: accountRegion };
    expect(currentRegion(stored, account, list)).toBe(expected);
  });
});
