import {
  formatNumber,
  formatWeight,
  useErrorMessage,
  useKitContext,
  useKitTranslation,
  type PortalError,
} from '@anp/core';
import { Button, Spinner } from '@anp/ui';
import type { OrderDetail } from '@anp/core/services/orders';
import { NS } from '../i18n';
import { weightInUnit } from '@anp/rules';
import { formatAmount } from '../model/amounts';
import { TABLE_NS } from './i18n';
import * as S from './results.styles';

export interface OrderLinesViewProps {
  orderNumber: string;
  /** The order once read; null while loading or after a failure. */
  order: OrderDetail | null;
  error: PortalError | null;
  onRetry(): void;
}

/** An order's product lines under its row: a small table, or why there is none. */
export function OrderLinesView({ orderNumber, order, error, onRetry }: OrderLinesViewProps) {
  const { t } = useKitTranslation(TABLE_NS);
  const { t: words } = useKitTranslation(NS);
  const reason = useErrorMessage();
  const { country } = useKitContext();

  if (error && !order) {
    return (
      <S.Child role="alert">
        <S.PanelRow>
          <p>{t('lines.failed', { reason: reason(error) })}</p>
          <Button size="sm" variant="secondary" onClick={onRetry}>
            {words('retry')}
          </Button>
        </S.PanelRow>
      </S.Child>
    );
  }
  if (!order) {
    return (
      <S.Child>
        <Spinner size="sm" label={t('lines.loading', { number: orderNumber })} />
      </S.Child>
    );
  }
  if (order.productOrders.length === 0) {
    return (
      <S.Child>
        <p>{t('lines.none')}</p>
      </S.Child>
    );
  }
  const amount = (n: number) => formatAmount(n, country);
  // In the unit of the order's total weight, as the order detail shows them (QA, issue 14).
  const lineWeight = (value: number, unit: string) => {
    const converted = weightInUnit(value, unit, order.weightUnit);
    return formatWeight(converted.value, country, converted.unit);
  };
  return (
    <S.Child>
      <S.Lines>
        <caption>{t('lines.label', { number: orderNumber })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('lines.product')}</th>
            <th scope="col" className="wide">
              {t('lines.sku')}
            </th>
            <th scope="col" className="end">
              {t('lines.quantity')}
            </th>
            <th scope="col" className="end wide">
              {t('lines.weight')}
            </th>
            <th scope="col" className="end">
              {t('lines.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.productOrders.map((line) => (
            <tr key={line.lineNo}>
              <td>
                {line.title}
                {line.lotNumber && <small>{t('lines.lot', { lot: line.lotNumber })}</small>}
              </td>
              <td className="wide">{line.sku}</td>
              <td className="end">
                {formatNumber(line.quantity, country, Number.isInteger(line.quantity) ? 0 : 2)}
              </td>
              <td className="end wide">{lineWeight(line.netWeight, line.unitOfMeasure)}</td>
              <td className="end">{amount(line.amount)}</td>
            </tr>
          ))}
        </tbody>
      </S.Lines>
    </S.Child>
  );
}
