import { describe, expect, it } from 'vitest';
import type { UserRow } from './queries';
import { UserCache } from './user-cache';

const row = (status: string) => ({ id: 'u-1', status }) as unknown as UserRow;

describe('given the users cache', () => {
  it('keeps a row read, and forgets it when the user changes', () => {
    const cache = new UserCache();
    cache.set('u-1', row('Active'), cache.generation('u-1'));
    expect(cache.get('u-1')?.status).toBe('Active');
    cache.forget('u-1');
    expect(cache.get('u-1')).toBeUndefined();
  });

  it('does not keep a row read before a change that forgot the user meanwhile', () => {
    const cache = new UserCache();
    // A request starts reading the user while an administrator deactivates them.
    const before = cache.generation('u-1');
    cache.forget('u-1');
    cache.set('u-1', row('Active'), before);
    expect(cache.get('u-1')).toBeUndefined();
    // The next read, after the change, is kept.
    cache.set('u-1', row('Inactive'), cache.generation('u-1'));
    expect(cache.get('u-1')?.status).toBe('Inactive');
  });
});
