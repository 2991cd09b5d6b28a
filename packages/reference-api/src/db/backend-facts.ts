/**
 * What the demo data must agree with the API on, handed to @anp/demo-data when a database is
 * seeded: the markets module, the catalogue's price rule and inner units, the new billing flow's
 * source system, the internal group, the password format and the support catalogue. The demo data
 * is made from these very facts; it never imports the server.
 */
import { createHash } from 'node:crypto';
import { DEMO_PASSWORD, DEMO_USERS, type Backend } from '@anp/demo-data';
import { hashPassword } from '../auth/password';
import { MARKETS } from '../markets';
import { INNER_UNITS, listPriceCents } from '../products/catalogue';
import { NEW_FLOW_SOURCE_SYSTEM } from '../finance/views';
import { categoryPair, mailToCodeOf, unitsOf } from '../support/catalogue';
import { INTERNAL_GROUP } from '../users/groups';

export const BACKEND_FACTS: Backend = {
  markets: MARKETS,
  listPriceCents,
  innerUnits: INNER_UNITS,
  newFlowSourceSystem: NEW_FLOW_SOURCE_SYSTEM,
  internalGroup: INTERNAL_GROUP,
  // Hashing is asynchronous (scrypt off the event loop): seed with `await seedingBackend()`.
  passwordHash: () => {
    throw new Error('Password hashes are asynchronous: seed with `await seedingBackend()`');
  },
  support: {
    hasCategory: (market, category, subCategory) =>
      categoryPair(market, category, subCategory) !== null,
    unitCodes: (market) => unitsOf(market).map((unit) => unit.code),
    mailToCode: mailToCodeOf,
  },
};

/**
 * The stored hash of a demo user's password. A deterministic salt (the first 16 bytes of
 * sha256(user id)): the same database on every machine, and the demo password still stored as
 * any other.
 */
export function demoPasswordHash(userId: string, password: string): Promise<string> {
  return hashPassword(password, createHash('sha256').update(userId).digest().subarray(0, 16));
}

/**
 * {@link BACKEND_FACTS} for seeding the core tables: the demo users' password hashes made up
 * front, all at once on the thread pool (each exactly once, as before), then handed to the demo
 * data's synchronous `passwordHash`.
 */
export async function seedingBackend(): Promise<Backend> {
  const hashes = new Map<string, string>(
    await Promise.all(
      DEMO_USERS.map(
        async (user) =>
          [`${user.id}\n${DEMO_PASSWORD}`, await demoPasswordHash(user.id, DEMO_PASSWORD)] as const,
      ),
    ),
  );
  return {
    ...BACKEND_FACTS,
    passwordHash(userId, password) {
      const hash = hashes.get(`${userId}\n${password}`);
      if (!hash) throw new Error(`No password hash was prepared for ${userId}`);
      return hash;
    },
  };
}
