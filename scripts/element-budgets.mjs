/**
 * Issue 13's budgets for one element alone on a cold CMS page, in bytes of gzip (1 KB = 1000
 * bytes): everything the browser loads until the element's first real content (loader, runtime,
 * element, every chunk it imports meanwhile) at most `cold`; with the runtime and the loader
 * cached, the element's own increment at most `cached`. Measured by
 * tests/browser/element-weights.spec.ts into test-results/element-weights.json.
 */
export const WEIGHT_BUDGETS = { cold: 135_000, cached: 30_000 };

export const WEIGHTS_FILE = 'test-results/element-weights.json';

/**
 * Elements allowed over the budget, each with a ceiling (bytes of gzip, cold and cached) it may
 * not grow past; the check fails once one fits, so its entry is taken out and it stays in. Empty
 * since every element fits (docs/decisions.md, "Issue 13: the three heavy elements").
 */
export const OVER_BUDGET = {};

export const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

/** What is wrong with a set of measured weights: an empty list when all is well. */
export function budgetProblems(weights) {
  const problems = [];
  for (const w of weights) {
    const ceiling = OVER_BUDGET[w.tag];
    const within = w.cold <= WEIGHT_BUDGETS.cold && w.cached <= WEIGHT_BUDGETS.cached;
    if (ceiling) {
      if (within)
        problems.push(
          `${w.tag} now fits the budget: take it out of OVER_BUDGET (element-budgets.mjs)`,
        );
      else if (w.cold > ceiling.cold || w.cached > ceiling.cached)
        problems.push(
          `${w.tag} grew: cold ${kb(w.cold)} (ceiling ${kb(ceiling.cold)}), runtime cached ${kb(w.cached)} (ceiling ${kb(ceiling.cached)})`,
        );
    } else {
      if (w.cold > WEIGHT_BUDGETS.cold)
        problems.push(`${w.tag} cold ${kb(w.cold)} > ${kb(WEIGHT_BUDGETS.cold)}`);
      if (w.cached > WEIGHT_BUDGETS.cached)
        problems.push(
          `${w.tag} with the runtime cached ${kb(w.cached)} > ${kb(WEIGHT_BUDGETS.cached)}`,
        );
    }
  }
  return problems;
}
