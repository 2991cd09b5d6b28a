import { FIELDS_NAMESPACE } from '@anp/ui/fields';
import { FilterBarView } from './filter-bar.view';
import { useFilterBar, type FilterBarProps } from './use-filter-bar';

/** The namespaces the filter bar speaks besides the list's own, loaded before it renders. */
export const NAMESPACES: readonly string[] = [FIELDS_NAMESPACE];

/**
 * The filter bar: its behaviour and its view. A chunk of its own (the kit's form fields), asked
 * for on mount beside the first page of orders.
 */
export default function FilterBar(props: FilterBarProps) {
  return <FilterBarView {...useFilterBar(props)} />;
}
