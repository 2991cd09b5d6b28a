import { useCallback } from 'react';
import { formatWeight, useErrorMessage } from '@anp/core';
import type { Cart } from '@anp/core/services/cart';
import type { CartValidation } from './model';
import { CartLine } from './cart.line.view';
import { SaveStatus } from './cart.save-status.view';
import { ErrorText, Hint, Notice, Panel, PanelHead } from './cart.styles';
import { Lines } from './cart.line.styles';
import { useCartText } from './use-cart-text';
import type { CartBehaviour } from './use-cart';

export interface CartLinesViewProps {
  state: CartBehaviour;
  cart: Cart;
  validation: CartValidation;
}

/**
 * The products of the cart (ordering.md §2 screen 2): whether the changes are saved, the lines
 * with their quantities, pallets and rule messages, and a line that could not be removed.
 */
export function CartLinesView({ state: behaviour, cart, validation }: CartLinesViewProps) {
  const { t, feeText } = useCartText();
  const describe = useErrorMessage();
  const { setQuantity, setFullPallet, setPallets, removeLine } = behaviour;
  const onQuantity = useCallback(
    (sku: string, q: number | null) => setQuantity(sku, q),
    [setQuantity],
  );
  const truck = (behaviour.trucks?.truckSizes ?? cart.truckSizes).find(
    (s) => s.value === cart.truckSize,
  );
  // The cart-level messages the model puts on one line (ordering.md §5 flags the first item).
  const sizeMessage = t('line.overTruck', {
    weight: formatWeight(validation.totals.tons, cart.country, validation.totals.tonUnit),
    truck: truck?.label ?? '',
  });
  const moqMessage = feeText(behaviour.options?.feeLimit ?? cart.feeLimit);
  const items = cart.cartItems.filter((i) => !i.isRemoved);

  return (
    <Panel aria-labelledby="anp-cart-lines">
      <PanelHead>
        <h2 id="anp-cart-lines">
          {t('lines.heading')} <Hint as="span">{t('lines.count', { count: items.length })}</Hint>
        </h2>
        <SaveStatus save={behaviour.save} onRetry={behaviour.retrySave} />
      </PanelHead>
      {behaviour.save.restored && behaviour.save.status !== 'idle' && (
        <Notice $tone="info">
          <p>{t('save.restored')}</p>
        </Notice>
      )}
      <Lines>
        {items.map((item) => (
          <CartLine
            key={item.sku}
            item={item}
            flags={validation.flags[item.sku]}
            country={cart.country}
            weightUnit={validation.totals.unitOfMeasure}
            showErrors={behaviour.showErrors}
            sizeMessage={validation.flags[item.sku]?.sizeError ? sizeMessage : null}
            moqMessage={validation.flags[item.sku]?.moqError ? moqMessage : null}
            removing={behaviour.removing.has(item.sku)}
            onQuantity={onQuantity}
            onFullPallet={setFullPallet}
            onPallets={setPallets}
            onRemove={removeLine}
          />
        ))}
      </Lines>
      {behaviour.removeError && (
        <ErrorText role="alert">
          {t('line.removeFailed', {
            title:
              cart.cartItems.find((i) => i.sku === behaviour.removeError?.sku)?.title ??
              behaviour.removeError.sku,
            reason: describe(behaviour.removeError.error),
          })}
        </ErrorText>
      )}
    </Panel>
  );
}
