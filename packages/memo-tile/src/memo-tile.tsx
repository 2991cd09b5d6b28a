import { useCallback, useId, useState } from 'react';
import {
  formatDisplayDate,
  useErrorMessage,
  useKitContext,
  useKitTranslation,
  useNamespaces,
  type Language,
} from '@anp/core';
import { Badge, Button, Spinner } from '@anp/ui';
import { useOrdersApi, type MemoDetail } from '@anp/core/services/orders';
import { DownloadButton, DownloadIcon } from './download';
import { MEMO_TILE_NS } from './i18n';
import { formatAmount, memoFacts, showsCancelledBadge, type MemoFact } from './model/memo';
import { useMemoDetail } from './use-memo-detail';
import * as S from './memo-tile.styles';

export type MemoHeadingLevel = 2 | 3 | 4 | 5 | 6;

const TILE_NAMESPACES = [MEMO_TILE_NS];

export interface MemoTileProps {
  /** The memo's number. */
  memoNumber: string;
  /** The memo when the caller already has it (a list of memos): no call is made. */
  memo?: MemoDetail;
  /** Level of the tile's heading, to fit the page outline (default 3). */
  headingLevel?: MemoHeadingLevel;
  /** Show the details at first (they can be folded away either way). */
  expanded?: boolean;
}

/**
 * A credit or debit memo (ordering.md §2 screen 7, §3 memo tile data): its type, number, date,
 * signed amount and status, a Download button for its PDF, the Cancelled badge of the Mexico and
 * new-flow layout, and the details of its layout (Mexico and new flow, Korea, default).
 * @example <KitRoot config={config}><MemoTile memoNumber="7100023456" /></KitRoot>
 */
export function MemoTile(props: MemoTileProps) {
  const { memoNumber, memo: given, headingLevel = 3 } = props;
  useNamespaces(TILE_NAMESPACES);
  const { t } = useKitTranslation(MEMO_TILE_NS);
  const describe = useErrorMessage();
  const number = memoNumber.trim();
  const { data, error, isLoading, mutate } = useMemoDetail(number, given);

  if (!number) {
    return (
      <S.Card>
        <S.Message $tone="danger" role="alert">
          <p>{t('missingNumber')}</p>
        </S.Message>
      </S.Card>
    );
  }
  if (data) return <MemoCard memo={data} headingLevel={headingLevel} expanded={props.expanded} />;
  if (error) {
    const notFound = error.code === 'NOT_FOUND';
    return (
      <S.Card>
        <S.Message $tone={notFound ? 'muted' : 'danger'} role={notFound ? undefined : 'alert'}>
          <p>
            {notFound
              ? t('notFound', { number })
              : t('failed', { number, reason: describe(error) })}
          </p>
          {!notFound && (
            <Button variant="secondary" size="sm" onClick={() => void mutate()}>
              {t('retry')}
            </Button>
          )}
        </S.Message>
      </S.Card>
    );
  }
  return (
    <S.Card aria-busy={isLoading || undefined}>
      <Spinner label={t('loading', { number })} />
    </S.Card>
  );
}

function MemoCard({
  memo,
  headingLevel,
  expanded,
}: {
  memo: MemoDetail;
  headingLevel: MemoHeadingLevel;
  expanded: boolean | undefined;
}) {
  const { t } = useKitTranslation(MEMO_TILE_NS);
  const { lang } = useKitContext();
  const api = useOrdersApi();
  const id = useId();
  const [open, setOpen] = useState(expanded === true);
  const type = t(`type.${memo.memoType}`);
  const inline = t(`typeInline.${memo.memoType}`);
  const fetchFile = useCallback(
    () => api.download(memo.memoNumber, 'memo', { publishErrors: false }),
    [api, memo.memoNumber],
  );
  const facts = memoFacts(memo);
  const titleId = `${id}-title`;
  const detailsId = `${id}-details`;

  return (
    <S.Card aria-labelledby={titleId}>
      <S.Head>
        <S.TitleBlock>
          <S.Kind aria-hidden="true">{type}</S.Kind>
          <S.Title as={`h${headingLevel}`} id={titleId}>
            <span>
              <S.Hidden>{type} </S.Hidden>
              {memo.memoNumber}
            </span>
            {showsCancelledBadge(memo) && <Badge tone="danger">{t('cancelled')}</Badge>}
          </S.Title>
        </S.TitleBlock>
        <S.Amount>
          <S.Hidden>{t('amount')}: </S.Hidden>
          {formatAmount(memo.orderMemoValue, memo.country)}
        </S.Amount>
      </S.Head>
      <S.Facts>
        <div>
          <dt>{t('memoDate')}</dt>
          <dd>{formatDisplayDate(memo.memoDate, lang)}</dd>
        </div>
        <div>
          <dt>{t('statusLabel')}</dt>
          <dd>{t(`status.${memo.status}`)}</dd>
        </div>
      </S.Facts>
      <S.Actions>
        <DownloadButton
          fetchFile={fetchFile}
          fallbackName={`${memo.memoType}-memo-${memo.memoNumber}.pdf`}
          label={t('downloadLabel', { type: inline, number: memo.memoNumber })}
          failureText={(reason) => t('downloadFailed', { reason })}
          size="sm"
        >
          <DownloadIcon />
          {t('download')}
        </DownloadButton>
        {facts.length > 0 && (
          <S.Disclosure
            type="button"
            aria-expanded={open}
            aria-controls={open ? detailsId : undefined}
            aria-label={t('detailsLabel', { type: inline, number: memo.memoNumber })}
            onClick={() => setOpen((o) => !o)}
          >
            {t('details')}
            <Chevron />
          </S.Disclosure>
        )}
      </S.Actions>
      {open && facts.length > 0 && (
        <S.Details id={detailsId}>
          <S.Facts>
            {facts.map((fact) => (
              <div key={fact.key}>
                <dt>{t(`facts.${fact.key}`)}</dt>
                <dd>{factText(fact, memo.country, lang)}</dd>
              </div>
            ))}
          </S.Facts>
        </S.Details>
      )}
    </S.Card>
  );
}

function factText(fact: MemoFact, country: string, lang: Language): string {
  const { value } = fact;
  if (value.kind === 'amount') return formatAmount(value.amount, country);
  if (value.kind === 'date') return formatDisplayDate(value.date, lang);
  return value.text;
}

function Chevron() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M4 6l4 4 4-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}
