import {
  formatDisplayDate,
  formatMoney,
  formatNumber,
  useErrorMessage,
  useKitContext,
  useKitTranslation,
  usePortalContainer,
} from '@anp/core';
import type { ArItem } from '@anp/core/services/finance';
import { Button, Spinner } from '@anp/ui';
import { ModalOnDemand } from '@anp/ui/modal-on-demand';
import { ACCOUNT_BALANCE_NS } from './i18n';
import { BoletoPanel } from './boleto.view';
import { useItemDetail } from './use-account-balance-data';
import * as S from './account-balance.styles';

export interface DetailDialogProps {
  /** The item whose panel is open; null: closed. */
  item: ArItem | null;
  onClose(): void;
}

/**
 * An open item's panel (ordering.md §7 finance/details): its facts, lines and history, and for a
 * Brazilian invoice its boletos. Server text (line descriptions, names) is shown as text.
 */
export function DetailDialog({ item, onClose }: DetailDialogProps) {
  const { t } = useKitTranslation(ACCOUNT_BALANCE_NS);
  const container = usePortalContainer();
  return (
    <ModalOnDemand
      open={item !== null}
      onClose={onClose}
      title={
        item
          ? t('detail.title', {
              type: t(`items.types.${item.itemType}`),
              number: item.documentNumber,
            })
          : ''
      }
      closeLabel={t('detail.close')}
      size="lg"
      container={container}
    >
      {item && <DetailBody item={item} />}
    </ModalOnDemand>
  );
}

function DetailBody({ item }: { item: ArItem }) {
  const { t } = useKitTranslation(ACCOUNT_BALANCE_NS);
  const { country, lang } = useKitContext();
  const describe = useErrorMessage();
  const detail = useItemDetail(item.documentNumber);
  const money = (value: number) => formatMoney(value, country);
  const date = (iso: string) => formatDisplayDate(iso, lang);
  const d = detail.data;
  return (
    <S.Part>
      {item.boletoAvailable && <BoletoPanel invoiceNumber={item.documentNumber} headingLevel={3} />}
      <S.Facts aria-label={t('detail.facts')}>
        <dt>{t('items.columns.documentDate')}</dt>
        <dd>{date(item.documentDate)}</dd>
        <dt>{t('items.columns.dueDate')}</dt>
        <dd>{date(item.dueDate)}</dd>
        <dt>{t('items.columns.amount')}</dt>
        <dd>{money(item.amount)}</dd>
        <dt>{t('items.columns.openAmount')}</dt>
        <dd>{money(item.openAmount)}</dd>
        <dt>{t('items.columns.daysPastDue')}</dt>
        <dd>
          {formatNumber(item.daysPastDue, country, 0)} · {t(`ageing.buckets.${item.bucket}`)}
        </dd>
        {item.orderNumber && (
          <>
            <dt>{t('detail.orderNumber')}</dt>
            <dd>{item.orderNumber}</dd>
          </>
        )}
        {item.customerPO && (
          <>
            <dt>{t('detail.customerPO')}</dt>
            <dd>{item.customerPO}</dd>
          </>
        )}
        {item.referenceDocument && (
          <>
            <dt>{t('detail.reference')}</dt>
            <dd>{item.referenceDocument}</dd>
          </>
        )}
        {d && (
          <>
            <dt>{t('detail.soldTo')}</dt>
            <dd>
              {d.soldTo} · {d.soldToName}
            </dd>
            <dt>{t('detail.paymentTerms')}</dt>
            <dd>{d.paymentTerms}</dd>
          </>
        )}
      </S.Facts>
      {detail.loading && <Spinner label={t('detail.loading')} />}
      {detail.error && (
        <S.Alert role="alert">
          <S.Message>{t('detail.failed', { reason: describe(detail.error) })}</S.Message>
          <Button variant="secondary" size="sm" onClick={detail.retry}>
            {t('retry')}
          </Button>
        </S.Alert>
      )}
      {d && (
        <>
          <S.SubHeading>{t('detail.lines')}</S.SubHeading>
          <S.Scroll tabIndex={0} role="region" aria-label={t('detail.lines')}>
            <S.Table>
              <thead>
                <tr>
                  <th scope="col">{t('detail.line')}</th>
                  <th scope="col">{t('detail.description')}</th>
                  <th scope="col" className="num">
                    {t('detail.quantity')}
                  </th>
                  <th scope="col" className="num">
                    {t('items.columns.amount')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {d.lines.map((line) => (
                  <tr key={line.lineNumber}>
                    <td>{line.lineNumber}</td>
                    <td>
                      {line.description}
                      {line.productCode && ` (${line.productCode})`}
                    </td>
                    <td className="num">
                      {line.quantity === null
                        ? ''
                        : `${formatNumber(line.quantity, country)} ${line.unit ?? ''}`.trim()}
                    </td>
                    <td className="num">{money(line.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </S.Table>
          </S.Scroll>
          <S.SubHeading>{t('detail.history')}</S.SubHeading>
          <S.Scroll tabIndex={0} role="region" aria-label={t('detail.history')}>
            <S.Table>
              <thead>
                <tr>
                  <th scope="col">{t('detail.date')}</th>
                  <th scope="col">{t('detail.event')}</th>
                  <th scope="col" className="num">
                    {t('items.columns.amount')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {d.history.map((entry, i) => (
                  <tr key={i}>
                    <td>{date(entry.date)}</td>
                    <td>
                      {t(`detail.events.${entry.event}`)}
                      {entry.reference && ` · ${entry.reference}`}
                    </td>
                    <td className="num">{entry.amount === null ? '' : money(entry.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </S.Table>
          </S.Scroll>
        </>
      )}
    </S.Part>
  );
}
