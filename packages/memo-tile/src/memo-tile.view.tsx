import { useId } from 'react';
import {
  formatDisplayDate,
  useErrorMessage,
  useKitContext,
  useKitTranslation,
  type Language,
} from '@anp/core';
import { Badge, Button, Spinner } from '@anp/ui';
import type { MemoDetail } from '@anp/core/services/orders';
import { DownloadButton, DownloadIcon } from './download-button';
import type { FetchFile } from './use-download';
import { MEMO_TILE_NS } from './i18n';
import { formatAmount, memoFacts, showsCancelledBadge, type MemoFact } from './model/memo';
import type { MemoTileState } from './use-memo-tile';
import * as S from './memo-tile.styles';

export type MemoHeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface MemoTileViewProps {
  tile: MemoTileState;
  /** Level of the tile's heading, to fit the page outline. */
  headingLevel: MemoHeadingLevel;
}

/** The memo tile in each of its states: the card, loading, not found, a failure, no number. */
export function MemoTileView({ tile, headingLevel }: MemoTileViewProps) {
  const { t } = useKitTranslation(MEMO_TILE_NS);
  const describe = useErrorMessage();
  switch (tile.kind) {
    case 'ready':
      return (
        <MemoCardView
          memo={tile.memo}
          headingLevel={headingLevel}
          open={tile.open}
          onToggle={tile.toggle}
          fetchFile={tile.fetchFile}
        />
      );
    case 'missingNumber':
      return (
        <S.Card part="tile">
          <S.Message $tone="danger" role="alert">
            <p>{t('missingNumber')}</p>
          </S.Message>
        </S.Card>
      );
    case 'notFound':
      return (
        <S.Card part="tile">
          <S.Message $tone="muted">
            <p>{t('notFound', { number: tile.number })}</p>
          </S.Message>
        </S.Card>
      );
    case 'failed':
      return (
        <S.Card part="tile">
          <S.Message $tone="danger" role="alert">
            <p>{t('failed', { number: tile.number, reason: describe(tile.error) })}</p>
            <Button variant="secondary" size="sm" onClick={tile.retry}>
              {t('retry')}
            </Button>
          </S.Message>
        </S.Card>
      );
    case 'loading':
      return (
        <S.Card part="tile" aria-busy>
          <Spinner label={t('loading', { number: tile.number })} />
        </S.Card>
      );
  }
}

export interface MemoCardViewProps {
  memo: MemoDetail;
  headingLevel: MemoHeadingLevel;
  /** The details are shown. */
  open: boolean;
  onToggle(): void;
  /** Fetches the memo's PDF for the Download button. */
  fetchFile: FetchFile;
}

/**
 * A memo's card (ordering.md §2 screen 7, §3 memo tile data): its type, number, date, signed
 * amount and status, the Download button, the Cancelled badge of the Mexico and new-flow layout,
 * and the details of its layout behind a toggle.
 */
export function MemoCardView({ memo, headingLevel, open, onToggle, fetchFile }: MemoCardViewProps) {
  const { t } = useKitTranslation(MEMO_TILE_NS);
  const { lang } = useKitContext();
  const id = useId();
  const type = t(`type.${memo.memoType}`);
  const inline = t(`typeInline.${memo.memoType}`);
  const facts = memoFacts(memo);
  const titleId = `${id}-title`;
  const detailsId = `${id}-details`;

  return (
    <S.Card part="tile" aria-labelledby={titleId}>
      <S.Head>
        <S.TitleBlock>
          <S.Kind aria-hidden="true">{type}</S.Kind>
          <S.Title part="tile-heading" as={`h${headingLevel}`} id={titleId}>
            <span>
              <S.Hidden>{type} </S.Hidden>
              {memo.memoNumber}
            </span>
            {showsCancelledBadge(memo) && <Badge tone="danger">{t('cancelled')}</Badge>}
          </S.Title>
        </S.TitleBlock>
        <S.Amount part="amount">
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
            onClick={onToggle}
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
