import { useEffect, useState } from 'react';
import { useErrorMessage } from '@anp/core';
import { PlainButton, StatusText } from './cart.styles';
import { useCartText } from './use-cart-text';
import type { SaveState } from './use-cart-saving';

/** Whole seconds until `at` (ms since epoch), ticking every second; null without a time. */
function useSecondsUntil(at: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === null) return undefined;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [at]);
  return at === null ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * Whether the user's changes are saved (issue 5: "the user sees that they are unsaved"). A
 * failure stays on screen with the reason, the next automatic retry and a Save now button.
 */
export function SaveStatus({ save, onRetry }: { save: SaveState; onRetry(): void }) {
  const { t } = useCartText();
  const describe = useErrorMessage();
  const seconds = useSecondsUntil(save.status === 'failed' ? save.retryAt : null);
  let text: string;
  if (save.status === 'failed')
    text = t('save.failed', { reason: save.error ? describe(save.error) : '' });
  else if (save.status === 'saving') text = t('save.saving');
  else if (save.status === 'pending') text = t('save.pending');
  else text = t('save.saved');
  return (
    <StatusText role="status" $failed={save.status === 'failed'}>
      <span>{text}</span>
      {save.status === 'failed' && seconds !== null && (
        <span>{t('save.retryIn', { seconds })}</span>
      )}
      {save.status === 'failed' && (
        <PlainButton type="button" onClick={onRetry}>
          {t('save.retryNow')}
        </PlainButton>
      )}
    </StatusText>
  );
}
