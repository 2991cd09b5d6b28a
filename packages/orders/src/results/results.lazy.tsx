import { DATA_TABLE_NAMESPACE } from '@anp/ui/data-table';
import { TABLE_NS } from './i18n';
import { ResultsView } from './results.view';
import { useResults, type ResultsProps } from './use-results';

export type { ResultsProps } from './use-results';

/**
 * The namespaces the results speak, loaded in the page language before they render (an opened
 * memo row's tile brings its own, row-child.tsx).
 */
export const NAMESPACES: readonly string[] = [TABLE_NS, DATA_TABLE_NAMESPACE];

/**
 * The results of the orders list, their behaviour and their view: a chunk of its own, asked for
 * on mount beside the first page of orders.
 */
export default function Results(props: ResultsProps) {
  return (
    <ResultsView results={useResults(props)} list={props.list} headingLevel={props.headingLevel} />
  );
}
