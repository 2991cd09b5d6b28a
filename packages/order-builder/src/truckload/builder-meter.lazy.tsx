import { useKitTranslation } from '@anp/core';
import type { Cart } from '@anp/core/services/cart';
import { TRUCKLOAD_NS, TruckloadMeter } from '@anp/cart/truckload';
import { builderLoad, type PendingEntry } from '../model/load';
import * as S from './builder-meter.styles';

/**
 * The order builder's truckload meter (issue 17), a chunk of its own so the builder's first
 * chunk does not carry the cart's weight rules: the open cart's load with the quantities typed
 * in the rows on top, against the cart's truck.
 */
export default function BuilderMeter({
  cart,
  pending,
}: {
  cart: Cart;
  pending: readonly PendingEntry[];
}) {
  const { t } = useKitTranslation(TRUCKLOAD_NS);
  const reading = builderLoad(cart, pending);
  if (!reading) return null;
  return (
    <S.Box>
      <TruckloadMeter load={reading.load} country={cart.country} headingLevel={2} />
      {reading.pendingRows > 0 && <S.Note>{t('pending', { count: reading.pendingRows })}</S.Note>}
    </S.Box>
  );
}
