import { Component, type ReactNode } from 'react';
import styled from 'styled-components';
import { translate, useKitTranslation } from '@anp/core';
import { Spinner, token } from '@anp/ui';
import { LoadFailed } from './load-failed';
import { languageOfPath } from './not-found-page';

// The same place and size as the session check before it (gate-pages' CheckingSession), so
// the wait for a page's code does not move anything on screen.
const Centered = styled.div`
  display: grid;
  justify-items: center;
  gap: ${token('space-3')};
  margin: 20vh auto;
`;

/** What a portal page shows while its code loads (issue 13: each page loads on its own route). */
export function PageLoading() {
  const { t } = useKitTranslation('host');
  return (
    <Centered aria-busy="true">
      <Spinner size="lg" label={t('loading.page')} />
      <p>{t('loading.page')}</p>
    </Centered>
  );
}

/** It may show outside KitRoot (the layout's own code failed), so it translates directly. */
function PageLoadFailed() {
  const lang = languageOfPath(window.location.pathname);
  const t = (key: string) => translate(`host:${key}`, lang);
  return (
    <LoadFailed
      title={t('loading.failedTitle')}
      message={t('loading.failed')}
      retryLabel={t('loading.reload')}
      // Usually a new release replaced the page's files: loading the page again gets the new ones.
      onRetry={() => window.location.reload()}
    />
  );
}

/** Shows a page's code that could not be fetched as a failure with a way out, not a blank page. */
export class PageLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <PageLoadFailed /> : this.props.children;
  }
}
