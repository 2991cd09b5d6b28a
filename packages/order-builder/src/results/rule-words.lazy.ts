import type { useKitTranslation } from '@anp/core';
import {
  RULES_NS,
  quantityErrorMessage,
  type QuantityErrorKind,
  type QuantityRules,
} from '@anp/rules/cart';
import '@anp/cart/rules-text/i18n';

export { RULES_NS };

/** A quantity rule problem in the cart's words (namespace `cartRules`). */
export function ruleProblemText(
  problem: QuantityErrorKind,
  quantityRules: QuantityRules,
  rules: ReturnType<typeof useKitTranslation>['t'],
): string {
  const message = quantityErrorMessage(problem, quantityRules);
  return 'text' in message ? message.text : rules(message.key, message.params);
}
