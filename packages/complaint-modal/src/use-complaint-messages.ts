import { useMemo } from 'react';
import { formatNumber, useKitContext, useKitTranslation } from '@anp/core';
import { COMPLAINT_NS } from './i18n';
import { problemMessage, type Problem } from './model';

/**
 * The modal's strings (namespace `complaint`), the message of each validation problem with its
 * numbers in the market's format (ordering.md §1 number format), and package types in words.
 */
export function useComplaintMessages() {
  const { t } = useKitTranslation(COMPLAINT_NS);
  const { country } = useKitContext();
  return useMemo(() => {
    const number = (value: number, digits = 0) => formatNumber(value, country, digits);
    const problemText = (problem: Problem): string => {
      const { key, values } = problemMessage(problem, number);
      return t(key, values);
    };
    /** A package type in words (ordering.md §3 package types); an unknown one as the server says it. */
    const packageText = (packageType: string) =>
      t(`packages.${packageType}`, { defaultValue: packageType });
    return { t, number, problemText, packageText };
  }, [t, country]);
}
