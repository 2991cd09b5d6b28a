import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import {
  dispatchAnpEvent,
  useErrorMessage,
  useKitContext,
  usePortalLinks,
  useSelectedAccount,
  windowOf,
} from '@anp/core';
import { Button, EmptyState, Spinner } from '@anp/ui';
import { CartStep as CartStepView } from './cart-step';
import { ReviewStep } from './review-step';
import { ConfirmationStep } from './confirmation-step';
import { Steps } from './parts';
import { LinkButton, Muted, Notice, PageHead, Panel, Root } from './cart.styles';
import { useCartText } from './text';
import { useCart, type CartStep } from './use-cart';

export type { CartStep };

export interface CartProps {
  /**
   * The step to show. With `onStepChange` the parent owns the step (the host maps steps to
   * routes); without it the cart moves between its steps itself and only announces them.
   */
  step?: CartStep;
  onStepChange?: (step: CartStep) => void;
}

/**
 * The cart of the ordering portal (ordering.md §2 screens 2-4, §4 cart flow): cart -> review ->
 * confirmation. Every change is saved as the user types; nothing typed is lost on a failed save;
 * Place order places exactly one order.
 */
export function Cart({ step: given, onStepChange }: CartProps) {
  const { host, root, lang } = useKitContext();
  const { t } = useCartText();
  const describe = useErrorMessage();
  const { hrefOf, follow } = usePortalLinks();
  const selected = useSelectedAccount({ details: true });
  const [own, setOwn] = useState<CartStep>(given ?? 'cart');
  // A new `step` from outside wins over the step the cart moved to itself (adjusted while
  // rendering, React's pattern for state that follows a prop).
  const [lastGiven, setLastGiven] = useState(given);
  if (given !== lastGiven) {
    setLastGiven(given);
    if (given) setOwn(given);
  }
  const step = onStepChange && given ? given : own;
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  const changeStep = useCallback(
    (next: CartStep) => {
      const win = windowOf(root);
      dispatchAnpEvent(host ?? win, 'anp-cart-step', { step: next });
      moved.current = true;
      if (onStepChange) onStepChange(next);
      else setOwn(next);
    },
    [host, root, onStepChange],
  );

  // A new step starts at its heading, for keyboard and screen-reader users alike.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'start' });
  }, [step]);

  const behaviour = useCart({ step, onStepChange: changeStep });
  const account = selected.account;
  const shopHref = hrefOf('orderbuilder');
  const title =
    step === 'review'
      ? t('review.title')
      : step === 'confirmation'
        ? t('steps.confirmation')
        : t('title');

  let content;
  if (step === 'confirmation') {
    content = <ConfirmationStep cart={behaviour} lang={lang} />;
  } else if (behaviour.blocked) {
    content = (
      <Panel>
        <EmptyState
          headingLevel={2}
          title={t('blocked.title')}
          description={t(`blocked.${behaviour.blocked}`)}
        />
      </Panel>
    );
  } else if (behaviour.loading) {
    content = (
      <Panel>
        <Spinner label={t('loading')} />
      </Panel>
    );
  } else if (behaviour.loadError) {
    content = (
      <Notice $tone="danger" role="alert">
        <p>{t('loadFailed', { reason: describe(behaviour.loadError) })}</p>
        <div>
          <Button variant="secondary" onClick={behaviour.reload}>
            {t('retry')}
          </Button>
        </div>
      </Notice>
    );
  } else if (!behaviour.resuming && (behaviour.cart?.cartItems.length ?? 0) === 0) {
    content = (
      <Panel>
        <EmptyState
          headingLevel={2}
          title={t('empty.title')}
          description={t('empty.body')}
          action={
            <LinkButton href={shopHref} onClick={(e: MouseEvent) => follow(e, shopHref)}>
              {t('empty.action')}
            </LinkButton>
          }
        />
      </Panel>
    );
  } else if (step === 'review') {
    content = <ReviewStep cart={behaviour} lang={lang} onBack={() => changeStep('cart')} />;
  } else {
    content = <CartStepView cart={behaviour} lang={lang} />;
  }

  return (
    <Root>
      <PageHead>
        <div>
          <h1 ref={heading} tabIndex={-1}>
            {title}
          </h1>
          {account && step !== 'confirmation' && (
            <Muted>{t('forAccount', { name: account.fullname, code: account.soldToCode })}</Muted>
          )}
        </div>
      </PageHead>
      <Steps step={step} />
      {content}
    </Root>
  );
}
