import type { RefObject } from 'react';
import { useKitTranslation, usePortalContainer, usePortalLinks } from '@anp/core';
import type { ReorderSummary } from '@anp/core/services/cart';
import { Button } from '@anp/ui';
import { Modal } from '@anp/ui/modal';
import { REORDER_NS } from './i18n';
import { ReorderSummaryView } from './reorder-summary.view';
import * as S from './reorder-summary.styles';

export interface ReorderSummaryDialogProps {
  summary: ReorderSummary;
  country: string;
  onClose(): void;
  /** Where focus goes back to (the Order again button, or the row's menu button). */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/** The summary of Order again in a modal dialog (top layer), with a link to the cart. */
export function ReorderSummaryDialog({
  summary,
  country,
  onClose,
  returnFocusRef,
}: ReorderSummaryDialogProps) {
  const { t } = useKitTranslation(REORDER_NS);
  const container = usePortalContainer();
  const { hrefOf, follow } = usePortalLinks();
  const cartHref = hrefOf('cart');
  return (
    <Modal
      open
      onClose={onClose}
      title={t('title', { number: summary.orderNumber })}
      closeLabel={t('close')}
      container={container}
      {...(returnFocusRef ? { returnFocusRef } : {})}
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('close')}
          </Button>
          <S.CartLink
            href={cartHref}
            onClick={(event) => follow(event, cartHref)}
            part="reorder-cart-link"
          >
            {t('goToCart')}
          </S.CartLink>
        </>
      }
    >
      <ReorderSummaryView summary={summary} country={country} />
    </Modal>
  );
}
