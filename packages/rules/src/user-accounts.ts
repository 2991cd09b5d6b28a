/**
 * The account associations of a user being added or edited (shell-and-admin.md §5 "Association
 * of accounts", §3 User-management state, §8): the checks the editor runs at its accounts step
 * and the server runs again on save. Pure: the caller says which accounts exist and their markets.
 */

/** One account chosen for the user, as the editor holds it (§3 Account link). */
export interface ChosenAccount {
  accountId: string;
  isPrimary: boolean;
}

export type AssociationProblem =
  /** The same account is linked twice (§5 duplicate association). */
  | { code: 'DUPLICATE_ASSOCIATION'; accountId: string }
  /** No account at all, for a user who needs one (§5 minimum selection). */
  | { code: 'MIN_SELECTION' }
  /** Accounts but none, or more than one, marked primary. */
  | { code: 'PRIMARY_REQUIRED' }
  /** The primary account is of another market than the user's (§5, §8). */
  | { code: 'WRONG_MARKET'; accountId: string; market: string }
  /** An account the directory does not know. */
  | { code: 'UNKNOWN_ACCOUNT'; accountId: string };

export interface AssociationInput {
  accounts: readonly ChosenAccount[];
  /** The user's market (country path segment). */
  userMarket: string;
  /** The market of each known account, by id; an account missing here is unknown. */
  accountMarkets: Readonly<Record<string, string>>;
  /**
   * Administrators (the user-management group) may have no selected account (§5); every other
   * user needs at least one.
   */
  isAdmin: boolean;
}

/**
 * Every problem of an association, in a stable order: unknown accounts, duplicates, the minimum,
 * the primary mark, then the primary's market. An empty list means it may be saved.
 */
export function associationProblems(input: AssociationInput): AssociationProblem[] {
  const problems: AssociationProblem[] = [];
  const seen = new Set<string>();
  for (const { accountId } of input.accounts) {
    if (!(accountId in input.accountMarkets)) problems.push({ code: 'UNKNOWN_ACCOUNT', accountId });
  }
  for (const { accountId } of input.accounts) {
    if (seen.has(accountId)) problems.push({ code: 'DUPLICATE_ASSOCIATION', accountId });
    seen.add(accountId);
  }
  if (input.accounts.length === 0) {
    if (!input.isAdmin) problems.push({ code: 'MIN_SELECTION' });
    return problems;
  }
  const primaries = input.accounts.filter((a) => a.isPrimary);
  if (primaries.length !== 1) {
    problems.push({ code: 'PRIMARY_REQUIRED' });
    return problems;
  }
  const primary = primaries[0]!;
  const market = input.accountMarkets[primary.accountId];
  if (market !== undefined && market !== input.userMarket) {
    problems.push({ code: 'WRONG_MARKET', accountId: primary.accountId, market });
  }
  return problems;
}

/**
 * Marks `accountId` primary and every other account not, keeping the order; adds nothing that is
 * not already chosen.
 */
export function withPrimary(
  accounts: readonly ChosenAccount[],
  accountId: string,
): ChosenAccount[] {
  return accounts.map((a) => ({ ...a, isPrimary: a.accountId === accountId }));
}

/**
 * Adds an account to the choice. The first account chosen becomes primary, so a user with one
 * account never meets PRIMARY_REQUIRED; adding an account already chosen is refused (§5).
 */
export function addAccount(
  accounts: readonly ChosenAccount[],
  accountId: string,
): { accounts: ChosenAccount[]; problem: AssociationProblem | null } {
  if (accounts.some((a) => a.accountId === accountId)) {
    return { accounts: [...accounts], problem: { code: 'DUPLICATE_ASSOCIATION', accountId } };
  }
  return {
    accounts: [...accounts, { accountId, isPrimary: accounts.length === 0 }],
    problem: null,
  };
}

/** Removes an account; if it was primary, the first one left becomes primary. */
export function removeAccount(
  accounts: readonly ChosenAccount[],
  accountId: string,
): ChosenAccount[] {
  const left = accounts.filter((a) => a.accountId !== accountId);
  if (left.length > 0 && !left.some((a) => a.isPrimary)) {
    return left.map((a, i) => ({ ...a, isPrimary: i === 0 }));
  }
  return left;
}

/** The market names the WRONG_MARKET message uses, in the interface languages (§5, §8). */
export const MARKET_NAMES: Readonly<
  Record<string, Readonly<Record<'en' | 'es' | 'pt' | 'ko', string>>>
> = {
  us: { en: 'United States', es: 'Estados Unidos', pt: 'Estados Unidos', ko: '미국' },
  canada: { en: 'Canada', es: 'Canadá', pt: 'Canadá', ko: '캐나다' },
  mx: { en: 'Mexico', es: 'México', pt: 'México', ko: '멕시코' },
  br: { en: 'Brazil', es: 'Brasil', pt: 'Brasil', ko: '브라질' },
  kr: { en: 'Korea', es: 'Corea', pt: 'Coreia', ko: '한국' },
  cr: { en: 'Costa Rica', es: 'Costa Rica', pt: 'Costa Rica', ko: '코스타리카' },
  hn: { en: 'Honduras', es: 'Honduras', pt: 'Honduras', ko: '온두라스' },
  ni: { en: 'Nicaragua', es: 'Nicaragua', pt: 'Nicarágua', ko: '니카라과' },
  pe: { en: 'Peru', es: 'Perú', pt: 'Peru', ko: '페루' },
  co: { en: 'Colombia', es: 'Colombia', pt: 'Colômbia', ko: '콜롬비아' },
  gt: { en: 'Guatemala', es: 'Guatemala', pt: 'Guatemala', ko: '과테말라' },
};

/**
 * The spec's message for a primary account of another market (§5: "tells them to go to the
 * assigned market", in Portuguese, Spanish and English; Korean too, as the kit's fourth language).
 */
export function wrongMarketMessage(market: string, lang: string): string {
  const names = MARKET_NAMES[market];
  const name = names ? (names[lang as 'en'] ?? names.en) : market;
  switch (lang) {
    case 'es':
      return `La cuenta principal pertenece al mercado de ${name}. Vaya al portal de ${name} para asignarla como principal.`;
    case 'pt':
      return `A conta principal pertence ao mercado ${name}. Acesse o portal ${name} para defini-la como principal.`;
    case 'ko':
      return `주 계정이 ${name} 시장에 속해 있습니다. 주 계정으로 지정하려면 ${name} 포털로 이동하세요.`;
    default:
      return `The primary account belongs to the ${name} market. Go to the ${name} portal to make it primary.`;
  }
}
