import type { ReactNode } from 'react';
import { formatNumber, formatWeight } from '@anp/core';
import type { CartWeightTotals } from './model';
import { Totals } from './cart.styles';
import { useCartText } from './use-cart-text';

/** Net and gross weight and the total in tons, in the market's units (ordering.md §1, §3). */
export function WeightTotals({
  totals,
  country,
  children,
}: {
  totals: CartWeightTotals;
  country: string;
  /** Rows before the weights (`<dt>`/`<dd>` pairs). */
  children?: ReactNode;
}) {
  const { t } = useCartText();
  return (
    <Totals>
      {children}
      <dt>{t('summary.netWeight')}</dt>
      <dd>{formatWeight(totals.netWeight, country, totals.unitOfMeasure)}</dd>
      <dt>{t('summary.grossWeight')}</dt>
      <dd>{formatWeight(totals.grossWeight, country, totals.unitOfMeasure)}</dd>
      <dt>{t('summary.totalWeight')}</dt>
      <dd className="grand">
        {formatNumber(totals.tons, country)} {totals.tonUnit}
      </dd>
    </Totals>
  );
}
