import { useErrorMessage } from '@anp/core';
import { tilesOf, type InsightTile } from './model/insights';
import type { InsightsData } from './use-insights-data';

export interface InsightsState extends Pick<
  InsightsData,
  'visible' | 'status' | 'insights' | 'noAccount' | 'retry'
> {
  /** The tiles shown, in their order. */
  tiles: InsightTile[];
  /** The failure, worded for the user. */
  errorText: string | null;
}

/** The tiles' behaviour: which tiles, and the failure in words. */
export function useInsights(data: InsightsData, tile?: string): InsightsState {
  const describe = useErrorMessage();
  return {
    visible: data.visible,
    status: data.status,
    insights: data.insights,
    noAccount: data.noAccount,
    retry: data.retry,
    tiles: tilesOf(tile),
    errorText: data.error ? describe(data.error) : null,
  };
}
