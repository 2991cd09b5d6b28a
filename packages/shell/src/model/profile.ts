/** How the header names the signed-in user (profile menu button and avatar). */
export interface PersonName {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

// Hangul, kana and CJK ideographs: names written family name first, without a space.
const EAST_ASIAN = /[\u1100-\u11ff\u3040-\u30ff\u3130-\u318f\u3400-\u9fff\uac00-\ud7af]/u;

function clean(value: string | null | undefined): string {
  return (value ?? '').trim();
}

function isEastAsian(first: string, last: string): boolean {
  return EAST_ASIAN.test(first) || EAST_ASIAN.test(last);
}

/**
 * The user's name as shown: "Dale Jensen"; Korean (and other East Asian) names family name
 * first without a space, "김민준"; the e-mail address when both names are empty.
 */
export function displayName(person: PersonName): string {
  const first = clean(person.firstName);
  const last = clean(person.lastName);
  if (first === '' && last === '') return clean(person.email);
  if (isEastAsian(first, last)) return `${last}${first}`;
  return [first, last].filter((part) => part !== '').join(' ');
}

/** The first character of a string, a whole code point (never half a surrogate pair). */
function firstChar(value: string): string {
  return Array.from(value)[0] ?? '';
}

/**
 * The avatar's initials: "DJ" for Dale Jensen; the family name's first character for East Asian
 * names ("김"); the first letter of the e-mail address, or "?" when nothing is known.
 */
export function initials(person: PersonName): string {
  const first = clean(person.firstName);
  const last = clean(person.lastName);
  if (isEastAsian(first, last)) return firstChar(last || first);
  const letters = `${firstChar(first)}${firstChar(last)}`;
  if (letters !== '') return letters.toLocaleUpperCase();
  return firstChar(clean(person.email)).toLocaleUpperCase() || '?';
}
