/**
 * The add and edit steps of a user (shell-and-admin.md §2 "User management": basic info,
 * accounts, ship-to mode, permissions, review; §3 User-management state; §5 validation): the
 * draft the editor keeps, its checks step by step, the body it saves, and how the draft is kept
 * in the tab's storage so nothing typed is lost. Pure, except for the storage helpers' `Storage`.
 */
import { associationProblems, type AssociationProblem } from '@anp/core';
import type {
  AccountKind,
  AccountPermissions,
  ManagedUser,
  ShipToChoice,
  UserDraft,
  UserType,
} from '@anp/core/services/users';

/** The steps, in order (§2: basic info, accounts, ship-to mode, permissions, review). */
export const EDITOR_STEPS = ['basic', 'accounts', 'shipTos', 'permissions', 'review'] as const;
export type EditorStep = (typeof EDITOR_STEPS)[number];

/** The identity-provider group of user-management administrators (§6). */
export const USER_MANAGEMENT_GROUP = 'DXP_CAN_AccGrp_User_Management';

/** What the editor knows of a chosen account, to show it and to check its market (§5). */
export interface ChosenAccountInfo {
  accountId: string;
  soldToCode: string;
  name: string;
  country: string;
  kind: AccountKind;
  isPrimary: boolean;
}

/** The form: the contract's body, with the chosen accounts' names and markets kept beside. */
export interface EditorForm {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  mobile: string;
  language: UserDraft['language'];
  country: string;
  userType: UserType;
  role: string;
  businessUnit: string;
  groups: string[];
  permissions: string[];
  accounts: ChosenAccountInfo[];
  shipTos: ShipToChoice[];
  accountPermissions: AccountPermissions[];
}

/** A new user's empty form, in the page's market and language. */
export function emptyForm(country: string, language: UserDraft['language']): EditorForm {
  return {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    mobile: '',
    language,
    country,
    userType: 'External',
    role: '',
    businessUnit: '',
    groups: [],
    permissions: [],
    accounts: [],
    shipTos: [],
    accountPermissions: [],
  };
}

const LANGUAGES = ['en', 'es', 'pt', 'ko'] as const;

/** The form of an existing user, as read (GET users/{id}). */
export function formOfUser(user: ManagedUser): EditorForm {
  const language = (LANGUAGES as readonly string[]).includes(user.language)
    ? (user.language as UserDraft['language'])
    : 'en';
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone ?? '',
    mobile: user.mobile ?? '',
    language,
    country: user.country,
    userType: user.userType,
    role: user.role ?? '',
    businessUnit: user.businessUnit ?? '',
    groups: [...user.groups],
    permissions: [...user.permissions],
    accounts: user.accounts.map((a) => ({
      accountId: a.accountId,
      soldToCode: a.soldToCode,
      name: a.name,
      country: a.country,
      kind: a.kind,
      isPrimary: a.isPrimary,
    })),
    shipTos: user.shipTos.map((s) => ({ ...s, shipToIds: [...s.shipToIds] })),
    accountPermissions: user.accountPermissions.map((p) => ({
      ...p,
      permissions: [...p.permissions],
    })),
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * The body of POST users / PUT users/{id}: ship-to choices and per-account permissions only for
 * accounts still chosen (a removed account takes its choices with it), every chosen sold-to with
 * a ship-to choice (all ship-tos unless the user chose some).
 */
export function draftBody(form: EditorForm, version?: number): UserDraft {
  const chosen = new Set(form.accounts.map((a) => a.accountId));
  const shipTos = form.accounts.map(
    (a) =>
      form.shipTos.find((s) => s.accountId === a.accountId) ?? {
        accountId: a.accountId,
        allShipTos: true,
        shipToIds: [],
      },
  );
  return {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    email: form.email.trim(),
    phone: orNull(form.phone),
    mobile: orNull(form.mobile),
    language: form.language,
    country: form.country,
    userType: form.userType,
    role: orNull(form.role),
    businessUnit: orNull(form.businessUnit),
    groups: [...form.groups],
    permissions: [...form.permissions],
    accounts: form.accounts.map((a) => ({ accountId: a.accountId, isPrimary: a.isPrimary })),
    shipTos: shipTos.map((s) => (s.allShipTos ? { ...s, shipToIds: [] } : s)),
    accountPermissions: form.accountPermissions.filter(
      (p) => chosen.has(p.accountId) && p.permissions.length > 0,
    ),
    ...(version === undefined ? {} : { version }),
  };
}

/** Whether the form differs from where it started (the user as read, or an empty form). */
export function isChanged(form: EditorForm, baseline: EditorForm): boolean {
  return JSON.stringify(draftBody(form)) !== JSON.stringify(draftBody(baseline));
}

// ---------------------------------------------------------------------------------------------
// Checks, step by step

/** A field's problem at the basic-info step. */
export type BasicProblem = 'REQUIRED' | 'INVALID_EMAIL' | 'INVALID_PHONE' | 'TOO_LONG';
export type BasicField = 'firstName' | 'lastName' | 'email' | 'phone' | 'mobile';

// The contract's bounds (UserDraft): names 1 to 80, e-mail 3 to 254, phones of digits and + ( ) . / -.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[0-9+()./ -]*$/;

/** The basic-info step's problems, by field, in the form's order. */
export function basicProblems(form: EditorForm): Partial<Record<BasicField, BasicProblem>> {
  const problems: Partial<Record<BasicField, BasicProblem>> = {};
  for (const field of ['firstName', 'lastName'] as const) {
    const value = form[field].trim();
    if (value === '') problems[field] = 'REQUIRED';
    else if (value.length > 80) problems[field] = 'TOO_LONG';
  }
  const email = form.email.trim();
  if (email === '') problems.email = 'REQUIRED';
  else if (email.length > 254 || !EMAIL.test(email)) problems.email = 'INVALID_EMAIL';
  for (const field of ['phone', 'mobile'] as const) {
    const value = form[field].trim();
    if (value.length > 40 || !PHONE.test(value)) problems[field] = 'INVALID_PHONE';
  }
  return problems;
}

/** Whether the user being edited is an administrator, who may have no account (§5). */
export const isAdminForm = (form: EditorForm) => form.groups.includes(USER_MANAGEMENT_GROUP);

/** The accounts step's problems (§5: duplicate, minimum selection, primary, market). */
export function accountProblems(form: EditorForm): AssociationProblem[] {
  return associationProblems({
    accounts: form.accounts,
    userMarket: form.country,
    accountMarkets: Object.fromEntries(form.accounts.map((a) => [a.accountId, a.country])),
    isAdmin: isAdminForm(form),
  });
}

/** The ship-to step's problems: a sold-to set to "chosen ship-tos" with none chosen. */
export function shipToProblems(form: EditorForm): { accountId: string }[] {
  return form.accounts
    .filter((a) => {
      const choice = form.shipTos.find((s) => s.accountId === a.accountId);
      return choice !== undefined && !choice.allShipTos && choice.shipToIds.length === 0;
    })
    .map((a) => ({ accountId: a.accountId }));
}

/** The first step with a problem, or null when the form may be saved. */
export function firstStepWithProblems(form: EditorForm): EditorStep | null {
  if (Object.keys(basicProblems(form)).length > 0) return 'basic';
  if (accountProblems(form).length > 0) return 'accounts';
  if (shipToProblems(form).length > 0) return 'shipTos';
  return null;
}

// ---------------------------------------------------------------------------------------------
// Edits

/** Chooses the ship-to mode of a sold-to: all its ship-tos, or the ones listed. */
export function setShipToMode(form: EditorForm, accountId: string, all: boolean): EditorForm {
  const others = form.shipTos.filter((s) => s.accountId !== accountId);
  const current = form.shipTos.find((s) => s.accountId === accountId);
  return {
    ...form,
    shipTos: [...others, { accountId, allShipTos: all, shipToIds: current?.shipToIds ?? [] }],
  };
}

/** Adds or removes one ship-to of a sold-to in "chosen ship-tos" mode. */
export function toggleShipTo(
  form: EditorForm,
  accountId: string,
  shipToId: string,
  on: boolean,
): EditorForm {
  const current = form.shipTos.find((s) => s.accountId === accountId);
  const ids = new Set(current?.shipToIds ?? []);
  if (on) ids.add(shipToId);
  else ids.delete(shipToId);
  const others = form.shipTos.filter((s) => s.accountId !== accountId);
  return {
    ...form,
    shipTos: [...others, { accountId, allShipTos: false, shipToIds: [...ids] }],
  };
}

/** Adds or removes a code of a list (groups, keys). */
export function toggleCode(list: readonly string[], code: string, on: boolean): string[] {
  const without = list.filter((c) => c !== code);
  return on ? [...without, code] : without;
}

/** Grants or withdraws a permission key on one account. */
export function toggleAccountPermission(
  form: EditorForm,
  accountId: string,
  code: string,
  on: boolean,
): EditorForm {
  const current = form.accountPermissions.find((p) => p.accountId === accountId);
  const others = form.accountPermissions.filter((p) => p.accountId !== accountId);
  return {
    ...form,
    accountPermissions: [
      ...others,
      { accountId, permissions: toggleCode(current?.permissions ?? [], code, on) },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// The draft kept in the tab's storage (nothing typed is lost across steps, reloads, failed saves)

export interface KeptDraft {
  /** The user's id, or null for a new user. */
  userId: string | null;
  /** The version the edit started from (PUT sends it; VERSION_CONFLICT when it moved on). */
  version: number | null;
  step: EditorStep;
  form: EditorForm;
}

/** The storage key of a user's draft ("new" for the add page). */
export const draftKey = (userId: string | null) =>
  `anp:user-editor:draft:${userId === null ? 'new' : userId}`;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isStringList = (v: unknown): v is string[] =>
  Array.isArray(v) && v.every((x) => typeof x === 'string');

/** A kept draft, if the text is one for this user and well formed; null otherwise. */
export function parseDraft(text: string | null, userId: string | null): KeptDraft | null {
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(value) || value.userId !== userId) return null;
  const { form, step, version } = value;
  if (!isObject(form) || !(EDITOR_STEPS as readonly unknown[]).includes(step)) return null;
  if (version !== null && typeof version !== 'number') return null;
  const texts = ['firstName', 'lastName', 'email', 'phone', 'mobile', 'language', 'country'];
  if (!texts.every((k) => typeof form[k] === 'string')) return null;
  if (!isStringList(form.groups) || !isStringList(form.permissions)) return null;
  if (![form.accounts, form.shipTos, form.accountPermissions].every(Array.isArray)) return null;
  return { userId, version, step: step as EditorStep, form: form as unknown as EditorForm };
}

export function readDraft(storage: Storage | null, userId: string | null): KeptDraft | null {
  try {
    return parseDraft(storage?.getItem(draftKey(userId)) ?? null, userId);
  } catch {
    return null;
  }
}

export function writeDraft(storage: Storage | null, draft: KeptDraft): void {
  try {
    storage?.setItem(draftKey(draft.userId), JSON.stringify(draft));
  } catch {
    // A full or refused storage keeps nothing: what is typed stays on screen.
  }
}

export function clearDraft(storage: Storage | null, userId: string | null): void {
  try {
    storage?.removeItem(draftKey(userId));
  } catch {
    // Nothing to clear.
  }
}
