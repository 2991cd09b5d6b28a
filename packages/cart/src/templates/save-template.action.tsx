import { Suspense, lazy, useRef, useState } from 'react';
import { PlainButton, Hint } from '../cart.styles';
import { useCartText } from '../use-cart-text';

// Not through ./index: its strings' module would ride in the cart's own chunk.
const loadDialog = () => import('./save-template.dialog.lazy');
const SaveTemplateDialog = lazy(() =>
  loadDialog().then((m) => ({ default: m.SaveTemplateDialog })),
);
const preload = () => void loadDialog().catch(() => undefined);

/**
 * The cart's "Save as template" (issue 17): a button in the order summary; the dialog's code
 * loads on hover, focus or click, so `<anp-cart>`'s own chunk carries only this button.
 */
export function SaveTemplateAction({ accountId }: { accountId: string }) {
  const { t } = useCartText();
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <PlainButton
        ref={buttonRef}
        type="button"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setSaved(null);
          setOpen(true);
        }}
      >
        {t('summary.saveTemplate')}
      </PlainButton>
      <Hint role="status">{saved ? t('summary.templateSaved', { name: saved }) : ''}</Hint>
      {open && (
        <Suspense fallback={null}>
          <SaveTemplateDialog
            accountId={accountId}
            returnFocusRef={buttonRef}
            onClose={() => setOpen(false)}
            onSaved={(template) => {
              setOpen(false);
              setSaved(template.name);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
