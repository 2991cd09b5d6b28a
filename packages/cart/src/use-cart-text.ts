import { useMemo } from 'react';
import { feeLimitText, useKitTranslation } from '@anp/core';
import {
  RULES_NS,
  feeLimitMessage,
  quantityErrorMessage,
  type MessageDescriptor,
  type QuantityErrorKind,
  type QuantityRules,
} from './model';
import { CART_NS } from './i18n';
import './rules-text/i18n';

/**
 * The cart's strings (namespace `cart`) and the wording of the ordering rules (namespace
 * `cartRules`, shared with the order builder): `message` turns a rule's descriptor into text.
 */
export function useCartText() {
  const { t } = useKitTranslation(CART_NS);
  const { t: rules } = useKitTranslation(RULES_NS);
  return useMemo(() => {
    const message = (descriptor: MessageDescriptor): string =>
      'text' in descriptor ? descriptor.text : rules(descriptor.key, descriptor.params);
    return {
      t,
      message,
      quantityErrorText: (
        kind: QuantityErrorKind,
        ruleSet: Pick<QuantityRules, 'minQuantity' | 'increment' | 'perPalletCount'>,
      ) => message(quantityErrorMessage(kind, ruleSet)),
      /**
       * What `count` of a package type is called, singular or plural by the language's rules
       * ("1 tote", "2 totes"; QA, issue 14: "1 totes"). `fallback` (the API's label) names a
       * package type the kit has no word for.
       */
      countUnit: (packageType: string, count: number | null, fallback: string) =>
        t(`units.${packageType}`, { count: count ?? 0, defaultValue: fallback }),
      /** ordering.md §5: `{maxWeight}` with two decimals or as an integer, the unit lower case. */
      feeText: (feeLimit: { quantity: number; unit: string }) => {
        const descriptor = feeLimitMessage(feeLimit);
        return 'text' in descriptor
          ? descriptor.text
          : feeLimitText(rules(descriptor.key), feeLimit.quantity, feeLimit.unit);
      },
    };
  }, [t, rules]);
}
