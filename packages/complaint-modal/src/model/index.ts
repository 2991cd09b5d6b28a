/**
 * The complaint form's rules (ordering.md §3, §4, §5), pure and table-tested: its state and
 * reducer, which fields are empty or invalid, the message of each problem, and the payload it
 * submits.
 */
export * from './form';
export * from './validation';
export * from './payload';
export * from './units';
export * from './problem-message';
export * from './saved';
