import { useId, type ReactNode } from 'react';
import { useErrorMessage, useKitTranslation } from '@anp/core';
import { Button, EmptyState, Spinner } from '@anp/ui';
import { USER_MANAGEMENT_NS } from '../i18n';
import { BULK_USERS_NS } from './i18n';
import type { BulkUsersBehaviour } from './use-bulk-users';
import { ApplySection, ConfirmApply } from './bulk-users.apply.view';
import { CheckSection, ErrorsSection } from './bulk-users.check.view';
import { TemplateSection, UploadSection } from './bulk-users.upload.view';
import { tagOf } from './bulk-users.step.view';
import * as S from './bulk-users.styles';

export type BulkHeadingLevel = 1 | 2 | 3 | 4 | 5;

export interface BulkUsersViewProps {
  state: BulkUsersBehaviour;
  /** Level of the title; the steps' headings are one below. */
  headingLevel: BulkHeadingLevel;
}

/**
 * The bulk upload (issue 15 "Bulk upload"): the template, the upload and its dry run, the
 * result with the rows to fix, Apply with the job's progress, and the result file. Needs the
 * user-management group; without it, a clear "no access" message instead of the steps.
 */
export function BulkUsersView({ state, headingLevel }: BulkUsersViewProps) {
  const { t } = useKitTranslation(BULK_USERS_NS);
  const shared = useKitTranslation(USER_MANAGEMENT_NS).t;
  const describe = useErrorMessage();
  const titleId = useId();
  const Title = tagOf(headingLevel);
  const sub = tagOf(headingLevel + 1);

  let body: ReactNode;
  if (state.access === 'loading')
    body = (
      <S.Centered aria-busy="true">
        <Spinner size="lg" label={t('loading')} />
      </S.Centered>
    );
  else if (state.access === 'forbidden')
    body = (
      <EmptyState
        title={shared('noAccessTitle')}
        description={shared('error.FORBIDDEN')}
        headingLevel={Math.min(6, headingLevel + 1) as 2}
      />
    );
  else if (state.access === 'error')
    body = (
      <S.Notice $tone="danger" role="alert">
        <p>{t('failed', { reason: state.accessError ? describe(state.accessError) : '' })}</p>
        <Button variant="secondary" onClick={state.retryAccess}>
          {t('retry')}
        </Button>
      </S.Notice>
    );
  else
    body = (
      <>
        <TemplateSection state={state} heading={sub} />
        <UploadSection state={state} heading={sub} />
        {state.check && <CheckSection state={state} check={state.check} heading={sub} />}
        {state.check && state.errors.length > 0 && (
          // A new check starts on its first page.
          <ErrorsSection key={state.check.uploadId} state={state} heading={sub} />
        )}
        {state.check && <ApplySection state={state} heading={sub} />}
        <ConfirmApply state={state} />
      </>
    );

  return (
    <S.Root aria-labelledby={titleId}>
      <div>
        <S.Title as={Title} id={titleId} part="heading">
          {t('heading')}
        </S.Title>
        <S.Muted>{t('intro')}</S.Muted>
      </div>
      {body}
    </S.Root>
  );
}
