import { useId } from 'react';
import { formatPrice, formatWeight, padPallet, useKitContext } from '@anp/core';
import { formatAmount } from '@anp/memo-tile';
import { weightInUnit } from '@anp/rules';
import type { OrderDetail as Order } from '@anp/core/services/orders';
import { Heading } from '../heading';
import {
  PRODUCT_SORTS,
  isProductSort,
  sortProductLines,
  type ProductSort,
} from '../model/product-sort';
import { useOrderText } from '../use-order-text';
import * as S from '../page.styles';
import * as D from './order-detail.styles';

/**
 * The products ordered (SKU, form and package, quantity, pallets, net weight, unit price, amount,
 * lot) in the order the user picks, and the order's totals. A table on wide containers, labelled
 * cards on narrow ones.
 */
export function ProductsView({
  order,
  sort,
  onSortChange,
  headingLevel,
}: {
  order: Order;
  sort: ProductSort;
  onSortChange(sort: ProductSort): void;
  headingLevel: number;
}) {
  const { t } = useOrderText();
  const id = useId();
  const country = order.account.country;
  const weight = (value: number, unit: string) => formatWeight(value, country, unit);
  // Lines weigh in the unit of the order's total (QA, issue 14: kg lines, quintal total).
  const lineWeight = (value: number, unit: string) => {
    const converted = weightInUnit(value, unit, order.weightUnit);
    return weight(converted.value, converted.unit);
  };
  const { lang } = useKitContext();
  const lines = sortProductLines(order.productOrders, sort, lang);
  return (
    <S.Panel aria-labelledby={`${id}-products`}>
      <D.PanelHead>
        <Heading level={headingLevel} id={`${id}-products`}>
          {t('products.heading', { count: order.productOrders.length })}
        </Heading>
        {order.productOrders.length > 1 && (
          <D.SortSelect
            label={t('products.sortBy')}
            value={sort}
            options={PRODUCT_SORTS.map((key) => ({ value: key, label: t(`products.sort.${key}`) }))}
            onValueChange={(value) => {
              if (isProductSort(value)) onSortChange(value);
            }}
          />
        )}
      </D.PanelHead>
      <D.LineTable part="table">
        <thead>
          <tr part="table-head">
            <th scope="col">{t('products.product')}</th>
            <th scope="col" data-num="">
              {t('products.quantity')}
            </th>
            <th scope="col" data-num="">
              {t('products.pallets')}
            </th>
            <th scope="col" data-num="">
              {t('products.weight')}
            </th>
            <th scope="col" data-num="">
              {t('products.unitPrice')}
            </th>
            <th scope="col" data-num="">
              {t('products.amount')}
            </th>
            <th scope="col">{t('products.lot')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr part="row" key={line.lineNo}>
              <th scope="row">
                <D.ProductName>
                  <strong>{line.title}</strong>
                  <span>
                    {t('products.sku', { sku: line.sku })} · {line.formCode} ·{' '}
                    {t(`packages.${line.packageType}`, { defaultValue: line.packageType })}
                  </span>
                </D.ProductName>
              </th>
              <td data-num="" data-label={t('products.quantity')}>
                {line.quantity}
              </td>
              <td data-num="" data-label={t('products.pallets')}>
                {padPallet(line.pallets)}
              </td>
              <td data-num="" data-label={t('products.weight')}>
                {lineWeight(line.netWeight, line.unitOfMeasure)}
              </td>
              <td data-num="" data-label={t('products.unitPrice')}>
                {formatPrice(line.unitPrice, country)}
              </td>
              <td data-num="" data-label={t('products.amount')}>
                {formatAmount(line.amount, country)}
              </td>
              <td data-label={t('products.lot')}>{line.lotNumber ?? t('products.noLot')}</td>
            </tr>
          ))}
        </tbody>
      </D.LineTable>
      <D.Totals aria-label={t('totals.label')}>
        <dt>{t('totals.net')}</dt>
        <dd>{formatAmount(order.netAmount, country)}</dd>
        <dt>{t('totals.tax')}</dt>
        <dd>{formatAmount(order.vat, country)}</dd>
        <dt data-total="">{t('totals.gross')}</dt>
        <dd data-total="">{formatAmount(order.grossAmount, country)}</dd>
        <dt>{t('totals.weight')}</dt>
        <dd>{weight(order.totalWeight, order.weightUnit)}</dd>
      </D.Totals>
    </S.Panel>
  );
}
