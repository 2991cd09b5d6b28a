import { useMemo, type MouseEvent } from 'react';
import { formatDisplayDate, useKitContext, useKitTranslation, usePortalLinks } from '@anp/core';
import { Badge } from '@anp/ui';
import type { Column } from '@anp/ui/data-table';
import type { OrderListRow } from '@anp/core/services/orders';
import { NS } from '../i18n';
import { formatRowAmount, formatRowWeight } from '../model/amounts';
import { fitTrack } from '../model/column-fit';
import { detailPage, statusTone } from '../model/rows';
import { shipMethodWord, statusText, typeWord } from '../value-labels';
import * as S from './results.styles';

/**
 * The table's columns, in the user's language and the market's formats. Columns drop out on
 * narrow screens (`hideBelow`), so a phone shows number, status, date and amount without
 * sideways scrolling; the date and the amount then ride under the number and the status.
 */
/** The statuses of ordering.md §3 (Placed, Scheduled, Shipped, Invoiced, Cancelled) and memos' Open. */
const STATUS_KEYS = ['placed', 'scheduled', 'shipped', 'invoiced', 'cancelled', 'open'] as const;

export function useResultColumns(rows: readonly OrderListRow[]): Column<OrderListRow>[] {
  const { t } = useKitTranslation(NS);
  const { country, lang } = useKitContext();
  const { hrefOf, follow } = usePortalLinks();
  // The amount and status tracks fit their longest text (QA, issue 14): every status word of the
  // language, so the track does not move as rows load, and the amounts of the rows loaded.
  const amountTrack = useMemo(
    () =>
      fitTrack(
        rows.map((row) => formatRowAmount(row, country)),
        { floorRem: 6.5, paddingRem: 1.5 },
      ),
    [rows, country],
  );
  const statusTrack = useMemo(
    () =>
      fitTrack(
        [...STATUS_KEYS.map((key) => t(`status.${key}`)), t('invoiceCancelled')],
        // The cell's padding and the badge's own; the badge's letters are smaller than the row's.
        { floorRem: 6.5, paddingRem: 2.5, chPerChar: 0.85 },
      ),
    [t],
  );
  return useMemo(() => {
    const date = (iso: string | null) => (iso ? formatDisplayDate(iso, lang) : '');
    return [
      {
        id: 'orderNumber',
        header: t('columns.orderNumber'),
        sortable: true,
        width: 'minmax(7.5rem, 1fr)',
        cell: (row) => {
          const href = hrefOf(detailPage(row.orderNumber));
          return (
            <S.Stack>
              {row.kind === 'memo' ? (
                <S.Cell>{row.orderNumber}</S.Cell>
              ) : (
                <S.NumberLink href={href} onClick={(event: MouseEvent) => follow(event, href)}>
                  {row.orderNumber}
                </S.NumberLink>
              )}
              <S.PhoneOnly>{date(row.orderDate)}</S.PhoneOnly>
            </S.Stack>
          );
        },
      },
      {
        id: 'type',
        header: t('columns.type'),
        sortable: true,
        width: 'minmax(8.5rem, 1.2fr)',
        hideBelow: 900,
        // A long type ("Devolución de consignación") wraps to a second line rather than being cut.
        cell: (row) => <S.TwoLines>{typeWord(t, row.type)}</S.TwoLines>,
      },
      {
        id: 'status',
        header: t('columns.status'),
        sortable: true,
        width: statusTrack,
        cell: (row) => (
          <S.Stack>
            <Badge tone={statusTone(row.status)}>{statusText(t, row)}</Badge>
            <S.PhoneOnly>{formatRowAmount(row, country)}</S.PhoneOnly>
          </S.Stack>
        ),
      },
      {
        id: 'orderDate',
        header: t('columns.orderDate'),
        sortable: true,
        width: '7.75rem',
        hideBelow: S.PHONE,
        cell: (row) => <S.Cell>{date(row.orderDate)}</S.Cell>,
      },
      {
        id: 'requestedDate',
        header: t('columns.requestedDate'),
        sortable: true,
        width: '7.75rem',
        hideBelow: 1200,
        cell: (row) => <S.Cell>{date(row.requestedDate)}</S.Cell>,
      },
      {
        id: 'po',
        header: t('columns.po'),
        sortable: true,
        width: 'minmax(7rem, 1fr)',
        hideBelow: 760,
        cell: (row) => <S.Cell>{row.po ?? ''}</S.Cell>,
      },
      {
        id: 'shipMethod',
        header: t('columns.shipMethod'),
        width: '6rem',
        hideBelow: 1440,
        cell: (row) => <S.Cell>{shipMethodWord(t, row.shipMethod)}</S.Cell>,
      },
      {
        id: 'amount',
        header: t('columns.amount'),
        sortable: true,
        align: 'end',
        width: amountTrack,
        hideBelow: S.PHONE,
        cell: (row) => <S.Cell>{formatRowAmount(row, country)}</S.Cell>,
      },
      {
        id: 'weight',
        header: t('columns.weight'),
        align: 'end',
        width: 'minmax(7.5rem, 1fr)',
        hideBelow: 1100,
        cell: (row) => <S.Cell>{formatRowWeight(row, country)}</S.Cell>,
      },
    ];
  }, [t, country, lang, hrefOf, follow, amountTrack, statusTrack]);
}
