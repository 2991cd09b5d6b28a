import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { buildPortalPath, parsePortalPath } from '@anp/core';
import { Cart, type CartStep } from '@anp/cart';

/** The route of each cart step (ordering.md §2: cart, cart/review, cart/confirmation). */
export const CART_STEP_PAGES: Readonly<Record<CartStep, string>> = {
  cart: 'cart',
  review: 'cart/review',
  confirmation: 'cart/confirmation',
};

/**
 * The cart's three steps as portal pages: the route decides the step shown, and the cart's move
 * to another step becomes a navigation, so Back and a reload keep the user on the same step.
 */
export function CartPage({ step }: { step: CartStep }) {
  const navigate = useNavigate();
  const location = useLocation();
  const onStepChange = useCallback(
    (next: CartStep) => {
      const path = parsePortalPath(location.pathname);
      if (!path) return;
      navigate(buildPortalPath({ ...path, page: CART_STEP_PAGES[next] }));
    },
    [navigate, location.pathname],
  );
  return <Cart step={step} onStepChange={onStepChange} />;
}
