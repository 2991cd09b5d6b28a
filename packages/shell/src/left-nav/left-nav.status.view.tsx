import { useKitTranslation } from '@anp/core';
import { Button, Spinner } from '@anp/ui';
import { SHELL_NS } from '../i18n';
import { Status } from './left-nav.styles';

export interface LeftNavStatusProps {
  /** `loading`: a spinner; `failed`: why, and Retry. */
  state: 'loading' | 'failed';
  onRetry?: () => void;
}

/** What the navigation shows before it has the user's entries. */
export function LeftNavStatus({ state, onRetry }: LeftNavStatusProps) {
  const { t } = useKitTranslation(SHELL_NS);
  return (
    <Status>
      {state === 'failed' ? (
        <>
          <p role="alert">{t('header.failed')}</p>
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {t('header.retry')}
          </Button>
        </>
      ) : (
        <Spinner label={t('nav.loading')} />
      )}
    </Status>
  );
}
