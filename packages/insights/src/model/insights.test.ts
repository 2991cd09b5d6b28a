import { describe, expect, it } from 'vitest';
import { accountFacts } from './insights';

// shell-and-admin.md §3: the session holds the account's sold-to, region, sales org and unit.
describe('given the facts of an account', () => {
  it.each([
    [
      { soldToCode: '0010100012', region: 'us', salesOrg: 'US10', businessUnit: 'feed' },
      ['soldTo 0010100012', 'region US', 'salesOrg US10', 'businessUnit feed'],
    ],
    [
      { soldToCode: '0014100010', region: 'kr', salesOrg: ' ', businessUnit: 'swine' },
      ['soldTo 0014100010', 'region KR', 'businessUnit swine'],
    ],
    [{ soldToCode: '', region: '', salesOrg: '', businessUnit: '' }, []],
  ])('%j shows %j', (account, expected) => {
    expect(accountFacts(account).map((f) => `${f.key} ${f.value}`)).toEqual(expected);
  });
});
