import { useMemo } from 'react';
import { formatNumber, useKitContext, useKitTranslation } from '@anp/core';
import { COMPLAINT_NS } from './i18n';
import type { Problem } from './model';

/** The field of a problem as the `errors.required.*` keys name it. */
const requiredKey = (field: Problem['field']) => field.split(':').pop() ?? field;

/**
 * The modal's strings (namespace `complaint`), and the message of each validation problem, with
 * its numbers in the market's format (ordering.md §1 number format).
 */
export function useComplaintText() {
  const { t } = useKitTranslation(COMPLAINT_NS);
  const { country } = useKitContext();
  return useMemo(() => {
    const number = (value: number, digits = 0) => formatNumber(value, country, digits);
    const problemText = (problem: Problem): string => {
      const max = problem.params?.max;
      switch (problem.code) {
        case 'required':
          return t(`errors.required.${requiredKey(problem.field)}`);
        case 'numberInvalid':
          return t('errors.numberInvalid', { example: number(12.5, 1) });
        case 'tooLarge':
        case 'bagsMoreThanQty':
          return t(`errors.${problem.code}`, {
            max: typeof max === 'number' ? number(max, Number.isInteger(max) ? 0 : 2) : max,
          });
        default:
          return t(`errors.${problem.code}`, { max });
      }
    };
    /** A package type in words (ordering.md §3 package types); an unknown one as the server says it. */
    const packageText = (packageType: string) =>
      t(`packages.${packageType}`, { defaultValue: packageType });
    return { t, number, problemText, packageText };
  }, [t, country]);
}
