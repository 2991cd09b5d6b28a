import type { Language } from '@anp/rules';

/** A text of the support reference data in every interface language. */
export type Texts = Readonly<Record<Language, string>>;

/** Korean is required: a new label cannot fall back to English on Korean pages. */
export const txt = (en: string, es: string, pt: string, ko: string): Texts => ({ en, es, pt, ko });
