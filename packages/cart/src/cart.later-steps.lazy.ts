/** The cart's review and confirmation steps: a chunk of their own (see cart.later-steps.ts). */
export { ReviewView } from './cart.review.view';
export { ConfirmationView } from './cart.confirmation.view';
