/**
 * The SQL helpers user management's queries share: accent-folded search, LIKE patterns, dates
 * and JSON columns as the driver gives them.
 */
import type { Db } from '../db/database';

export type Q = Pick<Db, 'query'>;

/** Lower case without accents, in SQL: the list's search is case- and accent-insensitive. */
export const fold = (sql: string) =>
  `translate(lower(${sql}), 'áàâãäåéèêëíìîïóòôõöúùûüçñ', 'aaaaaaeeeeiiiiooooouuuucn')`;

/** The same folding in JavaScript, for the search text. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim();
}

/** A LIKE pattern that matches `text` anywhere (its own % and _ taken literally). */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const iso = (v: Date | string | null | undefined): string | null =>
  v === null || v === undefined ? null : new Date(v).toISOString();

/** A JSON column, whether the driver parsed it or not. */
export const json = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;
