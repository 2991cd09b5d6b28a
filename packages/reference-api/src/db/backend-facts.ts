/**
 * What the demo data must agree with the API on, handed to @anp/demo-data when a database is
 * seeded: the markets module, the catalogue's price rule and inner units, the new billing flow's
 * source system, the internal group, the password format and the support catalogue. The demo data
 * is made from these very facts; it never imports the server.
 */
import { createHash } from 'node:crypto';
import type { Backend } from '@anp/demo-data';
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
  // A deterministic salt (the first 16 bytes of sha256(user id)): the same database on every
  // machine, and the demo password still stored as any other.
  passwordHash: (userId, password) =>
    hashPassword(password, createHash('sha256').update(userId).digest().subarray(0, 16)),
  support: {
    hasCategory: (market, category, subCategory) =>
      categoryPair(market, category, subCategory) !== null,
    unitCodes: (market) => unitsOf(market).map((unit) => unit.code),
    mailToCode: mailToCodeOf,
  },
};
