/**
 * Type-level test of the generated element typings (packages/<pkg>/src/custom-elements.d.ts):
 * checked by `tsc` (npm run typecheck), never run. A typing that stops doing its job fails the
 * type check, through a wrong type or an `@ts-expect-error` with no error left to expect.
 */
import type { AnpEventMap } from '@anp/core';

/** True when A and B are the same type. */
type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

/**
 * For each event an element shares with the kit's AnpEventMap, whether the detail its typings
 * give is AnpEventMap's: the manifest's detail text (ANP_EVENT_DETAILS) cannot drift from it.
 */
type SameDetails<M> = {
  [K in keyof M & keyof AnpEventMap]: M[K] extends CustomEvent<infer D>
    ? Equal<D, AnpEventMap[K]>
    : false;
};
type EveryDetail = {
  [Tag in keyof AnpElementEventMaps]: SameDetails<AnpElementEventMaps[Tag]>[keyof SameDetails<
    AnpElementEventMaps[Tag]
  >];
}[keyof AnpElementEventMaps];
export const detailsMatchTheKitsEvents: [EveryDetail] extends [true] ? true : false = true;

// Every element is in HTMLElementTagNameMap, with its own event map.
export const everyTagIsMapped: Equal<
  keyof AnpElementEventMaps,
  Extract<keyof HTMLElementTagNameMap, `anp-${string}`>
> = true;

const cart = document.querySelector('anp-cart')!;

// A listener gets the event's typed detail.
cart.addEventListener('anp-cart-step', (e) => {
  const step: 'cart' | 'review' | 'confirmation' = e.detail.step;
  return step;
});
cart.addEventListener('anp-order-placed', (e) => e.detail.orderNumber.toUpperCase());
cart.removeEventListener('anp-cart-changed', (e) => e.detail.count);
// @ts-expect-error: anp-cart-step carries a step, nothing else.
cart.addEventListener('anp-cart-step', (e) => e.detail.orderNumber);
// Other events keep their DOM types.
cart.addEventListener('click', (e) => e.clientX);

// Properties take the attribute's fixed values.
cart.step = 'review';
// @ts-expect-error: not a step of the cart.
cart.step = 'checkout';
cart.lang = 'pt';

const footer = document.querySelector('anp-footer')!;
footer.addEventListener('anp-cookie-settings', (e) => Object.keys(e.detail));
const header = document.createElement('anp-header');
header.addEventListener('anp-navigate', (e) => e.detail.path.startsWith('/'));
document
  .querySelector('anp-notification-drawer')
  ?.addEventListener('anp-notification-click', (e) => e.detail.notification.notificationId);
document
  .querySelector('anp-complaint-modal')
  ?.addEventListener('anp-complaint-submitted', (e) => e.detail.caseNumber?.trim());

// JSX: attributes with fixed values are unions; numbers may be written as text.
export const page = (
  <>
    <anp-cart step="review" lang="es" country="mx" />
    <anp-left-nav variant="panels" current-path="/us/en/pages/orders" />
    <anp-orders sort="amount" direction="asc" page-size={50} heading-level="3" />
    <anp-order-builder view="favourites" page-size="24" />
    <anp-notification-drawer open show-trigger="false" />
    {/* @ts-expect-error: not a step of the cart. */}
    <anp-cart step="checkout" />
    {/* @ts-expect-error: the kit speaks en, es and pt. */}
    <anp-footer lang="de" />
    {/* @ts-expect-error: the orders list has no heading level 1. */}
    <anp-orders heading-level={1} />
  </>
);
