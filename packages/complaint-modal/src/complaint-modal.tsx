import { Suspense, useEffect, useId, useRef } from 'react';
import { useErrorMessage, useNamespaces, usePortalContainer } from '@anp/core';
import { Button } from '@anp/ui';
import { Modal } from '@anp/ui/modal';
import { DATE_PICKER_NAMESPACE } from '@anp/ui/date-picker';
import { UPLOAD_AREA_NAMESPACE } from '@anp/ui/upload-area';
import type { CustomerCase } from '@anp/core/services/support';
import { AttachmentsSection } from './attachments';
import { COMPLAINT_NS } from './i18n';
import {
  DetailsSection,
  LoadingState,
  OrderSection,
  PlantSection,
  ProductsSection,
} from './sections';
import { FailureNotice } from './fields';
import { useComplaintText } from './text';
import { useComplaint, type ComplaintController, type ComplaintPreset } from './use-complaint';
import * as S from './complaint-modal.styles';

export interface ComplaintModalProps {
  open: boolean;
  /** After Cancel (the draft discarded), Escape, or closing the success dialog. */
  onClose: () => void;
  onSubmitted?: (submitted: CustomerCase) => void;
}

/** Namespaces the modal speaks, loaded in one step before it renders. */
const NAMESPACES = [COMPLAINT_NS, DATE_PICKER_NAMESPACE, UPLOAD_AREA_NAMESPACE];

/** `text` with `keep` (a case number: CS-000123) never broken across lines at its hyphen. */
function NoBreak({ text, keep }: { text: string; keep: string }) {
  const at = text.indexOf(keep);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <span style={{ whiteSpace: 'nowrap' }}>{keep}</span>
      {text.slice(at + keep.length)}
    </>
  );
}

function SuccessView({ c }: { c: ComplaintController }) {
  const { t } = useComplaintText();
  const submitted = c.submitted;
  const contact = c.data.configurations?.contact;
  if (!submitted) return null;
  const caseNumber = submitted.caseNumber ?? submitted.id;
  return (
    <S.Success>
      <S.CaseNumber role="status">
        <NoBreak text={t('success.caseNumber', { caseNumber })} keep={caseNumber} />
      </S.CaseNumber>
      <h3>{t('success.next')}</h3>
      <ul>
        <li>{t('success.review', { phone: submitted.phoneNumber ?? c.data.userPhone ?? '' })}</li>
        <li>{t('success.follow')}</li>
      </ul>
      {contact && (
        <S.Muted>
          {t('success.contact', {
            phone: contact.phone,
            hours: contact.hours,
            email: contact.email,
          })}
        </S.Muted>
      )}
    </S.Success>
  );
}

function ComplaintDialog(props: ComplaintModalProps & { preset?: ComplaintPreset | undefined }) {
  useNamespaces(NAMESPACES);
  const { t } = useComplaintText();
  const describe = useErrorMessage();
  const container = usePortalContainer();
  const baseId = useId().replace(/:/g, '');
  const c = useComplaint({
    baseId,
    onClose: props.onClose,
    onSubmitted: props.onSubmitted,
    preset: props.preset,
  });
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
        <LoadingState />
      );
    }
    return (
      <S.Form>
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

/**
 * The complaint form of ordering.md §2 screen 13 in a modal dialog: a draft case is created when
 * it opens (§4), the fields of the Complaint case payload (§3) with their rules (§5), Cancel
 * discards the draft, Submit posts the case and shows the success dialog. Needs a KitRoot.
 */
export function ComplaintModal(props: ComplaintModalProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ComplaintDialog {...props} />
    </Suspense>
  );
}

/** The modal starting from a preset state (stories and visual checks only). */
export function ComplaintModalPreset(props: ComplaintModalProps & { preset: ComplaintPreset }) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ComplaintDialog {...props} />
    </Suspense>
  );
}
