import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultDataDir, defaultStateDir, REPOSITORY_ROOT } from './state-dir';

const home = '/home/ana';
const hashOf = (root: string) => defaultStateDir({}, root, home).split('/').at(-1);

describe('the default state directory', () => {
  it.each([
    ['ANP_STATE_DIR wins', { ANP_STATE_DIR: '/srv/anp' }, '/srv/anp'],
    ['a relative ANP_STATE_DIR is made absolute', { ANP_STATE_DIR: 'state' }, resolve('state')],
    ['else XDG_STATE_HOME', { XDG_STATE_HOME: '/xdg' }, `/xdg/an-portal-kit/${hashOf('/repo')}`],
    [
      'else ~/.local/state',
      { XDG_STATE_HOME: '' },
      `${home}/.local/state/an-portal-kit/${hashOf('/repo')}`,
    ],
  ])('%s', (_, env, expected) => {
    expect(defaultStateDir(env, '/repo', home)).toBe(expected);
  });

  it('differs between two clones and is outside the repository', () => {
    expect(hashOf('/work/a')).toMatch(/^[0-9a-f]{12}$/);
    expect(hashOf('/work/a')).not.toBe(hashOf('/work/b'));
    expect(defaultStateDir({})).not.toContain(REPOSITORY_ROOT);
  });

  it.each([
    ['ANP_DATA_DIR wins', { ANP_DATA_DIR: '/data/pg', ANP_STATE_DIR: '/s' }, '/data/pg'],
    ['else <state dir>/pgdata', { ANP_STATE_DIR: '/s' }, join('/s', 'pgdata')],
  ])('the data directory: %s', (_, env, expected) => {
    expect(defaultDataDir(env)).toBe(expected);
  });
});
