import type { EventSpec } from '../element/widget-definition';
import type { AnpEventName } from './events';

/**
 * The `detail` of each event of {@link AnpEventMap}, as TypeScript text: what an element's
 * manifest and generated typings say the event carries. A type-level test
 * (tests/types/elements.ts) holds the typings made of this text to AnpEventMap itself.
 */
export const ANP_EVENT_DETAILS: { readonly [N in AnpEventName]: string } = {
  'anp-cart-changed': '{ count?: number; encCartId?: string; source?: string }',
  'anp-cart-step': "{ step: 'cart' | 'review' | 'confirmation' }",
  'anp-order-placed': '{ orderNumber: string; accountId: string }',
  'anp-account-changed': '{ accountId: string; region?: string }',
  'anp-region-changed': '{ region: string }',
  'anp-business-unit-changed': '{ businessUnit: string; previous: string | null }',
  'anp-navigate': '{ path: string }',
  'anp-error': "{ error: import('@anp/core').PortalError; message: string }",
  'anp-signed-out': "{ reason: 'unauthorized' | 'idle' | 'logout' }",
  'anp-cookie-settings': 'Record<string, never>',
  'anp-config-changed': 'Record<string, never>',
};

/**
 * An element's entry for one of the kit's own events (AnpEventMap), with its detail type.
 * @example events: { onNavigate: kitEvent('anp-navigate', 'A link was followed; cancel it to route yourself.') }
 */
export function kitEvent<N extends AnpEventName>(name: N, description: string): EventSpec {
  return { name, description, detail: ANP_EVENT_DETAILS[name] };
}
