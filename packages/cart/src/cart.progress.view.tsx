import { CART_STEPS, type CartStep } from './model/steps';
import { Hidden, StepList } from './cart.styles';
import { useCartText } from './use-cart-text';

/** Where the user is in cart -> review -> confirmation (ordering.md §4 cart flow). */
export function CartProgress({ step }: { step: CartStep }) {
  const { t } = useCartText();
  const at = CART_STEPS.indexOf(step);
  return (
    <nav aria-label={t('steps.label')}>
      <StepList>
        {CART_STEPS.map((s, i) => (
          <li
            key={s}
            part={s === step ? 'step current' : 'step'}
            aria-current={s === step ? 'step' : undefined}
          >
            <span className="n" aria-hidden="true">
              {i < at ? '✓' : i + 1}
            </span>
            {t(`steps.${s}`)}
            {i < at && <Hidden>{t('steps.done')}</Hidden>}
          </li>
        ))}
      </StepList>
    </nav>
  );
}
