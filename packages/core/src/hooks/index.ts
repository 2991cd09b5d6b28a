/**
 * Shared hooks of the kit's features, imported by path (`@anp/core/hooks`): the paged list and
 * the debounce travel with the features that use them, not in the runtime every element loads.
 */
export * from './use-paged-list';
export * from './use-debounced-value';
