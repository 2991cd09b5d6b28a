export interface MeasuredWeight {
  tag: string;
  cold: number;
  cached: number;
}
export const WEIGHT_BUDGETS: { cold: number; cached: number };
export const WEIGHTS_FILE: string;
export const OVER_BUDGET: Record<string, { cold: number; cached: number }>;
export function kb(bytes: number): string;
export function budgetProblems(weights: MeasuredWeight[]): string[];
