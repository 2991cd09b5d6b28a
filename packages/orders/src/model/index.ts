/** The orders list's rules: filters and their URL, paging and the 5,995 cap, rows, exports. */
export * from './filters';
export * from './limits';
export * from './documents';
export * from './rows';
export * from './amounts';
export * from './export-table';
export * from './xlsx';
