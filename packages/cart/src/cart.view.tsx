import type { MouseEvent, Ref } from 'react';
import { useErrorMessage, type SelectedAccount } from '@anp/core';
import { Button, EmptyState, Spinner } from '@anp/ui';
import { CartStepView } from './cart.cart-step.view';
import { useLaterSteps } from './cart.later-steps';
import { CartProgress } from './cart.progress.view';
import { LinkButton, Muted, Notice, PageHead, Panel, Root } from './cart.styles';
import type { CartLinks } from './cart.links';
import type { CartStep } from './model/steps';
import { useCartText } from './use-cart-text';
import type { CartBehaviour } from './use-cart';

/** The account the cart orders for, as the page shows it. */
export type CartAccount = Pick<NonNullable<SelectedAccount['account']>, 'fullname' | 'soldToCode'>;

export interface CartViewProps {
  step: CartStep;
  state: CartBehaviour;
  /** The selected account ("Ordering for ..."), null until known. */
  account: CartAccount | null;
  links: CartLinks;
  /** The page heading: the connected cart moves focus to it when the step changes. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** Back from the review to the cart. */
  onBack(): void;
}

/**
 * The cart's page (ordering.md §2 screens 2-4): the heading, the account, where the user is in
 * cart -> review -> confirmation, and the step, or why there is none to show (not allowed to
 * order, loading, failed, empty). Renders from its props alone.
 */
export function CartView({ step, state, account, links, headingRef, onBack }: CartViewProps) {
  const { t } = useCartText();
  const describe = useErrorMessage();
  // The review and confirmation are a chunk of their own, which the cart step's first view does
  // not carry (cart.later-steps.ts).
  const later = useLaterSteps(step !== 'cart');
  const laterPending = later.error ? (
    <Notice $tone="danger" role="alert">
      <p>{t('stepLoadFailed', { reason: describe(later.error) })}</p>
      <div>
        <Button variant="secondary" onClick={later.retry}>
          {t('retry')}
        </Button>
      </div>
    </Notice>
  ) : (
    <Panel>
      <Spinner label={t('loading')} />
    </Panel>
  );
  const title =
    step === 'review'
      ? t('review.title')
      : step === 'confirmation'
        ? t('steps.confirmation')
        : t('title');

  let content;
  if (step === 'confirmation') {
    const Confirmation = later.steps?.ConfirmationView;
    content = Confirmation ? <Confirmation state={state} links={links} /> : laterPending;
  } else if (state.blocked) {
    content = (
      <Panel>
        <EmptyState
          headingLevel={2}
          title={t('blocked.title')}
          description={t(`blocked.${state.blocked}`)}
        />
      </Panel>
    );
  } else if (state.loading) {
    content = (
      <Panel>
        <Spinner label={t('loading')} />
      </Panel>
    );
  } else if (state.loadError) {
    content = (
      <Notice $tone="danger" role="alert">
        <p>{t('loadFailed', { reason: describe(state.loadError) })}</p>
        <div>
          <Button variant="secondary" onClick={state.reload}>
            {t('retry')}
          </Button>
        </div>
      </Notice>
    );
  } else if (!state.resuming && (state.cart?.cartItems.length ?? 0) === 0) {
    content = (
      <Panel>
        <EmptyState
          headingLevel={2}
          title={t('empty.title')}
          description={t('empty.body')}
          action={
            <LinkButton href={links.shop} onClick={(e: MouseEvent) => links.follow(e, links.shop)}>
              {t('empty.action')}
            </LinkButton>
          }
        />
      </Panel>
    );
  } else if (step === 'review') {
    const Review = later.steps?.ReviewView;
    content = Review ? (
      <Review state={state} account={account} links={links} onBack={onBack} />
    ) : (
      laterPending
    );
  } else {
    content = <CartStepView state={state} links={links} />;
  }

  return (
    <Root>
      <PageHead>
        <div>
          <h1 part="heading" ref={headingRef} tabIndex={-1}>
            {title}
          </h1>
          {account && step !== 'confirmation' && (
            <Muted>{t('forAccount', { name: account.fullname, code: account.soldToCode })}</Muted>
          )}
        </div>
      </PageHead>
      <CartProgress step={step} />
      {content}
    </Root>
  );
}
