import { useEffect, useRef } from 'react';
import { useErrorMessage, usePortalContainer } from '@anp/core';
import { Button } from '@anp/ui';
import { Modal } from '@anp/ui/modal';
import { AttachmentsSection } from './complaint-modal.attachments.view';
import { DetailsSection } from './complaint-modal.details.view';
import { FailureNotice, LoadingState, RestoredNotice } from './complaint-modal.notices.view';
import { OrderSection } from './complaint-modal.order.view';
import { PlantSection } from './complaint-modal.plant.view';
import { ProductsSection } from './complaint-modal.products.view';
import { SuccessView } from './complaint-modal.success.view';
import type { ComplaintSectionProps } from './use-complaint-fields';
import { useComplaintMessages } from './use-complaint-messages';
import * as S from './complaint-modal.styles';

export type ComplaintModalViewProps = ComplaintSectionProps;

/**
 * The complaint form of ordering.md §2 screen 13 in a modal dialog, from the behaviour alone:
 * loading, a failed load, the form's sections with the draft's and the submit's failures, the
 * footer (the error count, Cancel, Submit), and the success dialog in the same dialog.
 */
export function ComplaintModalView({ c, baseId }: ComplaintModalViewProps) {
  const { t } = useComplaintMessages();
  const describe = useErrorMessage();
  const container = usePortalContainer();
  const doneRef = useRef<HTMLButtonElement | null>(null);
  const success = c.phase === 'success';

  // The success content replaces the form inside the same dialog: focus moves to Done.
  useEffect(() => {
    if (success) doneRef.current?.focus();
  }, [success]);

  const problemCount = c.problems.length;
  const body = (() => {
    if (success) return <SuccessView c={c} />;
    if (!c.data.ready) {
      return c.data.error ? (
        <FailureNotice message={t('loadFailed')} reason={describe(c.data.error)}>
          <Button size="sm" variant="secondary" onClick={c.data.retry}>
            {t('retry')}
          </Button>
        </FailureNotice>
      ) : (
        <LoadingState label={t('loading')} />
      );
    }
    return (
      <S.Form>
        <RestoredNotice
          message={c.restored ? t('restored.notice') : null}
          lost={
            c.restored?.lostFiles.length
              ? t('restored.filesLost', { count: c.restored.lostFiles.length })
              : null
          }
          files={c.restored?.lostFiles ?? []}
        />
        {c.draft.status === 'failed' && (
          <FailureNotice message={t('draft.failed')} reason={describe(c.draft.error)}>
            <Button size="sm" variant="secondary" onClick={c.retryDraft}>
              {t('retry')}
            </Button>
          </FailureNotice>
        )}
        {c.submitError && (
          <FailureNotice message={t('submitFailed')} reason={describe(c.submitError)} />
        )}
        <PlantSection c={c} baseId={baseId} />
        <OrderSection c={c} baseId={baseId} />
        <ProductsSection c={c} baseId={baseId} />
        <DetailsSection c={c} baseId={baseId} />
        <AttachmentsSection c={c} baseId={baseId} />
      </S.Form>
    );
  })();

  const footer = success ? (
    <S.FooterBar>
      <Button variant="secondary" onClick={c.startAnother}>
        {t('success.another')}
      </Button>
      <Button ref={doneRef} variant="primary" onClick={c.close}>
        {t('success.done')}
      </Button>
    </S.FooterBar>
  ) : (
    <S.FooterBar>
      <S.Summary role="status">
        {c.showAll && problemCount > 0 ? t('errors.summary', { count: problemCount }) : ''}
      </S.Summary>
      <S.Muted role="status">{c.uploadsBusy ? t('uploadsBusy') : ''}</S.Muted>
      <Button variant="secondary" onClick={c.close} disabled={c.phase === 'submitting'}>
        {t('cancel')}
      </Button>
      <Button
        variant="primary"
        onClick={() => void c.submit()}
        loading={c.phase === 'submitting'}
        disabled={!c.data.ready || c.uploadsBusy}
      >
        {t('submit')}
      </Button>
    </S.FooterBar>
  );

  return (
    <Modal
      open
      onClose={c.close}
      title={success ? t('success.title') : t('title')}
      description={success ? undefined : t('intro')}
      closeLabel={t('close')}
      size="lg"
      container={container}
      footer={footer}
    >
      {body}
    </Modal>
  );
}
