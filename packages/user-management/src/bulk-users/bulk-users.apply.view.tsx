import { useId } from 'react';
import { useErrorMessage, useKitTranslation, usePortalContainer } from '@anp/core';
import type { BulkJob } from '@anp/core/services/users';
import { Button } from '@anp/ui';
import { Modal } from '@anp/ui/modal';
import { jobPercent, progressMilestone } from '../model/bulk-users';
import { BULK_USERS_NS } from './i18n';
import type { BulkUsersBehaviour } from './use-bulk-users';
import {
  CountList,
  DownloadButtons,
  FailureText,
  StepSection,
  useCount,
  type SectionProps,
} from './bulk-users.step.view';
import * as S from './bulk-users.styles';

/** Step 4: Apply, the job's progress, and its result with the result file. */
export function ApplySection({ state, heading }: SectionProps) {
  const { t } = useKitTranslation(BULK_USERS_NS);
  const describe = useErrorMessage();
  const count = useCount();
  const { plan, job, applyFailure } = state;
  return (
    <StepSection step={4} title={t('apply.heading')} heading={heading}>
      {!job && plan.kind === 'none' && !state.starting && <S.Muted>{t('apply.nothing')}</S.Muted>}
      {!job && plan.kind !== 'none' && (
        <S.Actions>
          <Button
            variant="primary"
            loading={state.starting}
            disabled={state.pending !== null}
            onClick={state.requestApply}
          >
            {plan.kind === 'all'
              ? t('apply.all', { count: plan.rows, rows: count(plan.rows) })
              : t('apply.validOnly', { count: plan.rows, rows: count(plan.rows) })}
          </Button>
        </S.Actions>
      )}
      {job && <JobProgress job={job} />}
      {applyFailure && (
        <S.Notice $tone="danger" role="alert">
          <p>
            {applyFailure.expired
              ? t('apply.expired')
              : t('apply.failed', { reason: describe(applyFailure.error) })}
          </p>
          {!applyFailure.expired && (
            <Button variant="secondary" onClick={state.retryApply}>
              {t('retry')}
            </Button>
          )}
        </S.Notice>
      )}
      {job && job.status !== 'running' && <JobResult state={state} job={job} />}
    </StepSection>
  );
}

/** The job's bar (processed of total) and a polite live region saying each quarter once. */
function JobProgress({ job }: { job: BulkJob }) {
  const { t } = useKitTranslation(BULK_USERS_NS);
  const count = useCount();
  const labelId = useId();
  const percent = jobPercent(job);
  const quarter = progressMilestone(percent);
  const spoken =
    job.status === 'running'
      ? quarter === 0
        ? t('apply.started', { total: count(job.total) })
        : t('apply.milestone', { percent: `${count(quarter * 25)}%` })
      : job.status === 'done'
        ? t('result.done', {
            created: count(job.created),
            updated: count(job.updated),
            refused: count(job.refused),
          })
        : '';
  return (
    <S.Progress>
      <span id={labelId}>{t('apply.progressLabel')}</span>
      <S.Bar
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={job.total}
        aria-valuenow={job.status === 'running' ? job.processed : job.total}
        aria-valuetext={t('apply.progress', {
          processed: count(job.processed),
          total: count(job.total),
        })}
        part="progress"
      >
        <span style={{ width: `${percent}%` }} />
      </S.Bar>
      <S.Muted>
        {t('apply.progress', { processed: count(job.processed), total: count(job.total) })}
      </S.Muted>
      <S.Hidden aria-live="polite">{spoken}</S.Hidden>
    </S.Progress>
  );
}

function JobResult({ state, job }: { state: BulkUsersBehaviour; job: BulkJob }) {
  const { t } = useKitTranslation(BULK_USERS_NS);
  const describe = useErrorMessage();
  const count = useCount();
  if (job.status === 'failed')
    return (
      <>
        <FailureText text={t('apply.failed', { reason: job.message ?? '' })} />
        <S.Actions>
          <Button variant="secondary" onClick={state.startOver}>
            {t('result.another')}
          </Button>
        </S.Actions>
      </>
    );
  const counts: [string, number, string?][] = [
    [t('result.created'), job.created],
    [t('result.updated'), job.updated],
    [t('result.refused'), job.refused, job.refused > 0 ? 'danger' : undefined],
  ];
  return (
    <>
      <S.Notice $tone={job.refused > 0 ? 'warning' : 'success'}>
        <p>
          {t('result.done', {
            created: count(job.created),
            updated: count(job.updated),
            refused: count(job.refused),
          })}
        </p>
      </S.Notice>
      <CountList counts={counts} label={t('result.heading')} />
      <S.Muted>{t('result.refusedNote')}</S.Muted>
      <S.Actions>
        <DownloadButtons
          download={state.result}
          labels={{ csv: t('result.csv'), xlsx: t('result.xlsx') }}
        />
        <Button variant="ghost" onClick={state.startOver}>
          {t('result.another')}
        </Button>
      </S.Actions>
      {state.result.error && (
        <FailureText text={t('result.downloadFailed', { reason: describe(state.result.error) })} />
      )}
    </>
  );
}

/** Asks before applying only the valid rows, naming how many are skipped. */
export function ConfirmApply({ state }: { state: BulkUsersBehaviour }) {
  const { t } = useKitTranslation(BULK_USERS_NS);
  const count = useCount();
  const container = usePortalContainer();
  const { plan } = state;
  if (plan.kind !== 'valid-only') return null;
  return (
    <Modal
      open={state.confirming}
      onClose={state.cancelApply}
      title={t('apply.confirmTitle')}
      closeLabel={t('apply.close')}
      container={container}
      size="sm"
      description={t('apply.confirmBody', { count: plan.skipped, skipped: count(plan.skipped) })}
      footer={
        <>
          <Button variant="secondary" onClick={state.cancelApply}>
            {t('apply.cancel')}
          </Button>
          <Button variant="primary" onClick={state.confirmApply}>
            {t('apply.validOnly', { count: plan.rows, rows: count(plan.rows) })}
          </Button>
        </>
      }
    />
  );
}
