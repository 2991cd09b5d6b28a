/** The shape of a support FAQ of the demo data. */
import type { Language } from '@anp/rules';

export type FaqTopic = 'ordering' | 'delivery' | 'documents' | 'complaints' | 'account';

export interface FaqSpec {
  id: string;
  topic: FaqTopic;
  /** The day the answer was last reviewed (YYYY-MM-DD). */
  updatedAt: string;
  question: Readonly<Record<Language, string>>;
  answer: Readonly<Record<Language, readonly string[]>>;
}
