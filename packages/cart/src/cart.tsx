import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  dispatchAnpEvent,
  useKitContext,
  usePortalLinks,
  useSelectedAccount,
  windowOf,
} from '@anp/core';
import { CartView } from './cart.view';
import type { CartLinks } from './cart.links';
import { parseCartStep } from './model/steps';
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
 * Place order places exactly one order. Connects the behaviour (`useCart`), the step, the
 * account and the portal's links to `CartView`.
 */
export function Cart({ step: given, onStepChange }: CartProps) {
  const { host, root } = useKitContext();
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

  const state = useCart({ step, onStepChange: changeStep });
  const links = useMemo<CartLinks>(
    () => ({
      shop: hrefOf('orderbuilder'),
      orders: hrefOf('orders'),
      terms: hrefOf('termsconditions'),
      follow,
    }),
    [hrefOf, follow],
  );

  return (
    <CartView
      step={step}
      state={state}
      account={selected.account}
      links={links}
      headingRef={heading}
      onBack={() => changeStep('cart')}
    />
  );
}

/**
 * The component `<anp-cart>` loads: its `step` attribute as written (an unknown step is
 * ignored), the cart moving between its steps itself.
 */
export function CartElementRoot({ step }: { step?: string | undefined }) {
  const known = parseCartStep(step);
  return <Cart {...(known ? { step: known } : {})} />;
}
