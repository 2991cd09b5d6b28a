import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('given the asynchronous password hashing', () => {
  it('verifies hashes stored by the synchronous version (same format and parameters)', async () => {
    const salt = Buffer.alloc(16, 7);
    const stored = `scrypt$${salt.toString('hex')}$${scryptSync('demo', salt, 32).toString('hex')}`;
    expect(await hashPassword('demo', salt)).toBe(stored);
    expect(await verifyPassword('demo', stored)).toBe(true);
    expect(await verifyPassword('Demo', stored)).toBe(false);
  });

  it.each([
    ['another scheme', 'bcrypt$00$00'],
    ['no hash', 'scrypt$0011$'],
    ['a hash that is not hex', 'scrypt$0011$zz'],
    ['nothing', ''],
  ])('refuses every password against %s', async (_label, stored) => {
    expect(await verifyPassword('', stored)).toBe(false);
    expect(await verifyPassword('demo', stored)).toBe(false);
  });

  it('hashes many passwords at once, each with its own salt', async () => {
    const hashes = await Promise.all(Array.from({ length: 6 }, () => hashPassword('same')));
    expect(new Set(hashes).size).toBe(6);
    const checks = await Promise.all(hashes.map((hash) => verifyPassword('same', hash)));
    expect(checks).toEqual([true, true, true, true, true, true]);
  });
});
