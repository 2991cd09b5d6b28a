import type { Language } from '@anp/rules';
import { TITLES } from '../documents/texts';

/**
 * The words the pork documents are found with in a market whose documents are titled in `lang`:
 * the swine group's first word ("Swine", "Porcinos", "Suínos", ...), which the titles of its price
 * lists and product guides carry.
 */
export function porkDocumentQuery(lang: Language): string {
  return TITLES[lang].groups.monogastric.split(/\s+/)[0] ?? '';
}
