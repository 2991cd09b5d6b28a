/** Test, story and benchmark fixtures of @anp/ui: the data table's demo orders. */
export * from './data-table/demo-rows';
