/**
 * Saving a user (POST users, PUT users/{id}) and changing a status: the checks of the draft
 * (choices, e-mail, the account associations of @anp/rules, ship-tos, per-account keys, the
 * version), the write, the field-by-field history entry and the save warning.
 */
import { randomUUID } from 'node:crypto';
import type { ManagedUser, SaveWarning, UserChange, UserDraft } from '@anp/contract';
import { GROUPS, associationProblems, wrongMarketMessage } from '@anp/rules';
import { demoPasswordHash } from '../db/backend-facts';
import { DEMO_PASSWORD } from '@anp/demo-data';
import type { Db } from '../db/database';
import { HttpError } from '../http-error';
import { marketOrNull } from '../markets';
import type { Admin } from './caller';
import { userByEmail } from './lookups';
import {
  accountMarkets,
  linksOf,
  managedRow,
  recordHistory,
  replaceLinks,
  revokeAllGrants,
  shipTosOf,
  toManaged,
} from './queries';
import type { Q } from './sql';
import { insertUsers, updateUser } from './user-writes';
import { BUSINESS_UNITS, GROUP_OPTIONS, KEY_OPTIONS, ROLES } from './options';
import { TEXTS, fill, type Lang } from './texts';

const invalid = (field: string, message: string) =>
  new HttpError(400, 'VALIDATION', message, field);

/** The role, business unit, groups and keys of a draft are choices the configurations offer. */
export function checkChoices(draft: UserDraft, lang: Lang): void {
  const t = TEXTS[lang];
  if (!marketOrNull(draft.country)) throw invalid('body.country', t.invalid);
  if (draft.role !== null) {
    const role = ROLES.find((r) => r.code === draft.role);
    if (!role || !role.userTypes.includes(draft.userType))
      throw invalid('body.role', fill(t.badRole, { value: draft.role }));
  }
  if (draft.businessUnit !== null && !BUSINESS_UNITS.some((b) => b.code === draft.businessUnit))
    throw invalid('body.businessUnit', fill(t.badBusinessUnit, { value: draft.businessUnit }));
  for (const g of draft.groups)
    if (!GROUP_OPTIONS.some((o) => o.code === g))
      throw invalid('body.groups', fill(t.badPermission, { value: g }));
  for (const k of draft.permissions)
    if (!KEY_OPTIONS.some((o) => o.code === k))
      throw invalid('body.permissions', fill(t.badPermission, { value: k }));
}

/** 422 with the association's first problem (WRONG_MARKET names the market to go to). */
async function checkAccounts(db: Q, draft: UserDraft, lang: Lang): Promise<void> {
  const t = TEXTS[lang];
  const markets = await accountMarkets(
    db,
    draft.accounts.map((a) => a.accountId),
  );
  const [problem] = associationProblems({
    accounts: draft.accounts,
    userMarket: draft.country,
    accountMarkets: markets,
    isAdmin: draft.groups.includes(GROUPS.userManagement),
  });
  if (problem) {
    const field = 'body.accounts';
    switch (problem.code) {
      case 'UNKNOWN_ACCOUNT':
        throw new HttpError(
          422,
          problem.code,
          fill(t.unknownAccount, { account: problem.accountId }),
          field,
        );
      case 'DUPLICATE_ASSOCIATION':
        throw new HttpError(
          422,
          problem.code,
          fill(t.duplicateAssociation, { account: problem.accountId }),
          field,
        );
      case 'MIN_SELECTION':
        throw new HttpError(422, problem.code, t.minSelection, field);
      case 'PRIMARY_REQUIRED':
        throw new HttpError(422, problem.code, t.primaryRequired, field);
      case 'WRONG_MARKET':
        throw new HttpError(422, problem.code, wrongMarketMessage(problem.market, lang), field);
    }
  }
  const linked = new Set(draft.accounts.map((a) => a.accountId));
  const seen = new Set<string>();
  for (const choice of draft.shipTos) {
    if (!linked.has(choice.accountId) || seen.has(choice.accountId))
      throw invalid('body.shipTos', fill(t.unknownAccount, { account: choice.accountId }));
    seen.add(choice.accountId);
    if (choice.allShipTos) continue;
    const found = await shipTosOf(db, choice.accountId, choice.shipToIds);
    const missing = choice.shipToIds.find((id) => !found.has(id));
    if (missing !== undefined) throw invalid('body.shipTos', `${t.invalid} (${missing})`);
  }
  for (const entry of draft.accountPermissions) {
    if (!linked.has(entry.accountId))
      throw invalid(
        'body.accountPermissions',
        fill(t.unknownAccount, { account: entry.accountId }),
      );
    for (const key of entry.permissions)
      if (!KEY_OPTIONS.some((o) => o.code === key && o.perAccount))
        throw invalid('body.accountPermissions', fill(t.badPermission, { value: key }));
  }
}

/** The warning kept with a save: accounts but no purchase group, so the user cannot order. */
export function saveWarning(
  draft: Pick<UserDraft, 'accounts' | 'groups'>,
  lang: Lang,
): SaveWarning | null {
  if (draft.accounts.length > 0 && !draft.groups.includes(GROUPS.purchase))
    return { code: 'NO_PURCHASE_GROUP', message: TEXTS[lang].noPurchaseGroup };
  return null;
}

/** The fields the history compares, as text. */
function fieldsOf(u: ManagedUser): Record<string, string | null> {
  const accounts = u.accounts
    .map((a) => `${a.soldToCode}${a.isPrimary ? ' (primary)' : ''}`)
    .join('; ');
  const codeOf = new Map(u.accounts.map((a) => [a.accountId, a.soldToCode]));
  const shipTos = u.shipTos
    .map(
      (s) =>
        `${codeOf.get(s.accountId) ?? s.accountId}: ${s.allShipTos ? 'all' : s.shipToIds.join(', ')}`,
    )
    .join('; ');
  const accountPermissions = u.accountPermissions
    .map((p) => `${codeOf.get(p.accountId) ?? p.accountId}: ${p.permissions.join(', ')}`)
    .join('; ');
  return {
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    phone: u.phone,
    mobile: u.mobile,
    language: u.language,
    country: u.country,
    userType: u.userType,
    role: u.role,
    businessUnit: u.businessUnit,
    status: u.status,
    groups: u.groups.join(', ') || null,
    permissions: u.permissions.join(', ') || null,
    accounts: accounts || null,
    shipTos: shipTos || null,
    accountPermissions: accountPermissions || null,
  };
}

/** What changed between two states of a user, field by field (all fields for a new user). */
export function changesOf(before: ManagedUser | null, after: ManagedUser): UserChange['changes'] {
  const a = fieldsOf(after);
  const b = before ? fieldsOf(before) : null;
  return Object.entries(a)
    .filter(([field, value]) => (b ? b[field] !== value : value !== null))
    .map(([field, value]) => ({ field, before: b ? (b[field] ?? null) : null, after: value }));
}

async function loadManaged(db: Q, id: string): Promise<ManagedUser> {
  const row = await managedRow(db, id);
  if (!row) throw new Error(`user ${id} vanished`);
  return toManaged(row, (await linksOf(db, [id])).get(id) ?? []);
}

const notFound = (lang: Lang) => new HttpError(404, 'NOT_FOUND', TEXTS[lang].notFound);

/** Creates (id null) or updates a user from a checked draft; records the history entry. */
export async function saveUser(
  db: Db,
  admin: Admin,
  id: string | null,
  body: UserDraft,
): Promise<{ user: ManagedUser; warning: SaveWarning | null }> {
  const t = TEXTS[admin.lang];
  // The schemas' coercion hands a null of a nullable text over as "": both mean "none".
  const none = (v: string | null) => (v === null || v.trim() === '' ? null : v.trim());
  const draft: UserDraft = {
    ...body,
    phone: none(body.phone),
    mobile: none(body.mobile),
    role: none(body.role),
    businessUnit: none(body.businessUnit),
  };
  checkChoices(draft, admin.lang);
  if (id !== null && draft.version === undefined)
    throw invalid('body.version', `body.version ${t.required}`);
  const owner = await userByEmail(db, draft.email);
  if (owner && owner.id !== id)
    throw new HttpError(409, 'EMAIL_EXISTS', t.emailExists, 'body.email');
  await checkAccounts(db, draft, admin.lang);
  const profile = { ...draft, firstName: draft.firstName.trim(), lastName: draft.lastName.trim() };
  const user = await db.transaction(async (tx) => {
    let before: ManagedUser | null = null;
    let userId = id;
    if (userId !== null) {
      const row = await managedRow(tx, userId, true);
      if (!row) throw notFound(admin.lang);
      if (row.version !== draft.version)
        throw new HttpError(409, 'VERSION_CONFLICT', t.versionConflict);
      before = toManaged(row, (await linksOf(tx, [userId])).get(userId) ?? []);
      await updateUser(tx, userId, profile, draft.email.trim());
    } else {
      userId = `u-${randomUUID()}`;
      // A real identity provider would invite the user; the reference API lets them sign in
      // with the demo password once activated (docs/decisions.md, issue 15).
      const passwordHash = await demoPasswordHash(userId, DEMO_PASSWORD);
      await insertUsers(tx, [{ ...profile, id: userId, email: draft.email.trim(), passwordHash }]);
    }
    await replaceLinks(tx, userId, draft.accounts);
    const after = await loadManaged(tx, userId);
    await recordHistory(tx, [
      {
        userId,
        actorId: admin.id,
        actorName: admin.name,
        action: before ? 'updated' : 'created',
        source: 'editor',
        changes: changesOf(before, after),
      },
    ]);
    return after;
  });
  return { user, warning: saveWarning(draft, admin.lang) };
}

export type StatusChange = 'activate' | 'deactivate';

/**
 * Activates (In Progress or Inactive -> Active) or deactivates (-> Inactive, every provider grant
 * revoked) a user. Returns the user, or the refusal's code and message.
 */
export async function changeStatus(
  db: Db,
  admin: Admin,
  id: string,
  change: StatusChange,
  source: UserChange['source'],
): Promise<{ user: ManagedUser } | { code: string; message: string; status: number }> {
  const t = TEXTS[admin.lang];
  const target = change === 'activate' ? 'Active' : 'Inactive';
  if (id === admin.id) return { code: 'OWN_STATUS', message: t.ownStatus, status: 422 };
  return db.transaction(async (tx) => {
    const row = await managedRow(tx, id, true);
    if (!row) return { code: 'NOT_FOUND', message: t.notFound, status: 404 };
    if (row.status === target)
      return {
        code: change === 'activate' ? 'ALREADY_ACTIVE' : 'ALREADY_INACTIVE',
        message: fill(t.alreadyStatus, { status: t.statuses[target] }),
        status: 409,
      };
    await tx.query(
      'UPDATE users SET status = $2, updated_at = now(), version = version + 1 WHERE id = $1',
      [id, target],
    );
    if (target === 'Inactive') await revokeAllGrants(tx, id);
    await recordHistory(tx, [
      {
        userId: id,
        actorId: admin.id,
        actorName: admin.name,
        action: change === 'activate' ? 'activated' : 'deactivated',
        source,
        changes: [{ field: 'status', before: row.status, after: target }],
      },
    ]);
    return { user: await loadManaged(tx, id) };
  });
}
