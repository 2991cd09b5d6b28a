import { useId } from 'react';
import { MemoTileOnDemand } from '@anp/memo-tile';
import type { OrderDetail as Order } from '@anp/core/services/orders';
import { Heading } from '../heading';
import { useOrderText } from '../use-order-text';
import * as S from '../page.styles';
import * as D from './order-detail.styles';

/** The credit and debit memos raised against the order, as memo tiles. */
export function MemosView({ order, headingLevel }: { order: Order; headingLevel: number }) {
  const { t } = useOrderText();
  const id = useId();
  const level = Math.min(6, headingLevel + 1) as 3 | 4 | 5 | 6;
  return (
    <S.Panel aria-labelledby={`${id}-memos`}>
      <Heading level={headingLevel} id={`${id}-memos`}>
        {t('memos.heading', { count: order.memoNumbers.length })}
      </Heading>
      <D.MemoList>
        {order.memoNumbers.map((memoNumber) => (
          <li key={memoNumber}>
            <MemoTileOnDemand memoNumber={memoNumber} headingLevel={level} />
          </li>
        ))}
      </D.MemoList>
    </S.Panel>
  );
}
