import useSWR from 'swr';
import {
  formatNumber,
  formatWeight,
  useErrorMessage,
  useKitContext,
  useKitTranslation,
  type PortalError,
} from '@anp/core';
import { Button, Spinner } from '@anp/ui';
import { useOrdersApi, type OrderDetail } from '@anp/core/services/orders';
import { NS } from '../i18n';
import { formatAmount } from '../model/amounts';
import { useOrdersAccount } from '../use-orders-list';
import { TABLE_NS } from './i18n';
import * as S from './results.styles';

/**
 * SWR key of one order (GET orders/orderNumber). Per account and language, like every order read;
 * an order expanded again, or opened on its detail page, comes from the cache.
 */
export const ORDER_KEY = 'anp:orders/orderNumber';

/** The product lines of an order, fetched when its row opens (and kept for the next time). */
export function OrderLines({ orderNumber }: { orderNumber: string }) {
  const { t } = useKitTranslation(TABLE_NS);
  const { t: words } = useKitTranslation(NS);
  const reason = useErrorMessage();
  const api = useOrdersApi();
  const account = useOrdersAccount();
  const { lang, country } = useKitContext();
  const { data, error, isLoading, mutate } = useSWR<OrderDetail, PortalError>(
    [ORDER_KEY, account, lang, orderNumber],
    () => api.order(orderNumber, { publishErrors: false, accountId: account }),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );

  if (error && !data) {
    return (
      <S.Child role="alert">
        <S.PanelRow>
          <p>{t('lines.failed', { reason: reason(error) })}</p>
          <Button size="sm" variant="secondary" onClick={() => void mutate()}>
            {words('retry')}
          </Button>
        </S.PanelRow>
      </S.Child>
    );
  }
  if (isLoading || !data) {
    return (
      <S.Child>
        <Spinner size="sm" label={t('lines.loading', { number: orderNumber })} />
      </S.Child>
    );
  }
  if (data.productOrders.length === 0) {
    return (
      <S.Child>
        <p>{t('lines.none')}</p>
      </S.Child>
    );
  }
  const amount = (n: number) => formatAmount(n, country);
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
          {data.productOrders.map((line) => (
            <tr key={line.lineNo}>
              <td>
                {line.title}
                {line.lotNumber && <small>{t('lines.lot', { lot: line.lotNumber })}</small>}
              </td>
              <td className="wide">{line.sku}</td>
              <td className="end">
                {formatNumber(line.quantity, country, Number.isInteger(line.quantity) ? 0 : 2)}
              </td>
              <td className="end wide">
                {formatWeight(line.netWeight, country, line.unitOfMeasure)}
              </td>
              <td className="end">{amount(line.amount)}</td>
            </tr>
          ))}
        </tbody>
      </S.Lines>
    </S.Child>
  );
}
