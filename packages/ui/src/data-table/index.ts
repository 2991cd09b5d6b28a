/**
 * The data table of @anp/ui, imported by path (`@anp/ui/data-table`) so it travels with the
 * features that use it instead of the shared runtime chunk (docs/architecture.md).
 */
export {
  DataTable,
  type Column,
  type DataTableProps,
  type RowAction,
  type SortDirection,
  type SortState,
} from './data-table';
export { NS as DATA_TABLE_NAMESPACE } from './i18n';
