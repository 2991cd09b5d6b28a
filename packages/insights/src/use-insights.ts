import { useState } from 'react';
import { useErrorMessage } from '@anp/core';
import { accountFacts, type AccountFact } from './model/insights';
import type { InsightsData } from './use-insights-data';

export interface InsightsState {
  status: InsightsData['status'];
  /** The account's name; null when none is chosen. */
  name: string | null;
  facts: AccountFact[];
  /** The failure, worded for the user. */
  errorText: string | null;
  expanded: boolean;
  toggle(): void;
  retry(): void;
}

/** The card's behaviour: its facts, and whether they are shown (folded at first). */
export function useInsights(data: InsightsData): InsightsState {
  const [expanded, setExpanded] = useState(false);
  const describe = useErrorMessage();
  return {
    status: data.status,
    name: data.account?.fullname ?? null,
    facts: data.account ? accountFacts(data.account) : [],
    errorText: data.error ? describe(data.error) : null,
    expanded,
    toggle: () => setExpanded((shown) => !shown),
    retry: data.retry,
  };
}
