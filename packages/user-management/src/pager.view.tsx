import { Button } from '@anp/ui';
import * as S from './pager.styles';

/** A page of a list the server pages by offset (the contract's `…/list/paged` answers). */
export interface OffsetPage {
  offset: number;
  resultCount: number;
  totalCount: number;
}

/** The first and last row shown and the total ("21–40 of 63"; "0–0 of 0" when none). */
export function rangeOf(page: OffsetPage) {
  return {
    from: page.resultCount > 0 ? page.offset + 1 : 0,
    to: page.offset + page.resultCount,
    total: page.totalCount,
  };
}

export interface PagerProps {
  offset: number;
  pageSize: number;
  totalCount: number;
  /** Said between the buttons: the range shown. */
  rangeText: string;
  previousLabel: string;
  nextLabel: string;
  onOffsetChange(offset: number): void;
}

/** Previous and next over an offset-paged list; nothing when one page holds it all. */
export function Pager(props: PagerProps) {
  const { offset, pageSize, totalCount, onOffsetChange } = props;
  if (totalCount <= pageSize) return null;
  return (
    <S.Row>
      <Button
        size="sm"
        variant="secondary"
        disabled={offset === 0}
        onClick={() => onOffsetChange(Math.max(0, offset - pageSize))}
      >
        {props.previousLabel}
      </Button>
      <span>{props.rangeText}</span>
      <Button
        size="sm"
        variant="secondary"
        disabled={offset + pageSize >= totalCount}
        onClick={() => onOffsetChange(offset + pageSize)}
      >
        {props.nextLabel}
      </Button>
    </S.Row>
  );
}
