/** Accounts receivable rules: ageing and summary totals, and the boleto's numbers. */
export * from './ageing';
export * from './boleto';
