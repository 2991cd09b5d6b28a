import { useId, useState, type ReactNode } from 'react';
import {
  formatNumber,
  useErrorMessage,
  useKitContext,
  useKitTranslation,
  usePortalContainer,
} from '@anp/core';
import type { BulkCheck, BulkJob } from '@anp/core/services/users';
import { Button, EmptyState, Spinner } from '@anp/ui';
import { Modal } from '@anp/ui/modal';
import { UploadArea } from '@anp/ui/upload-area';
import { USER_MANAGEMENT_NS } from '../i18n';
import {
  BULK_UPLOAD_RULES,
  MAX_LISTED_ERRORS,
  TEMPLATE_COLUMNS,
  errorsPage,
  jobPercent,
  progressMilestone,
  type BulkMode,
} from '../model/bulk-users';
import { BULK_USERS_NS } from './i18n';
import type { BulkUsersBehaviour } from './use-bulk-users';
import * as S from './bulk-users.styles';

export type BulkHeadingLevel = 1 | 2 | 3 | 4 | 5;

export interface BulkUsersViewProps {
  state: BulkUsersBehaviour;
  /** Level of the title; the steps' headings are one below. */
  headingLevel: BulkHeadingLevel;
}

type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
const tagOf = (level: number): HeadingTag => `h${Math.min(6, Math.max(1, level))}` as HeadingTag;

/** Numbers in the market's format (1,234 / 1.234). */
function useCount() {
  const { country } = useKitContext();
  return (value: number) => formatNumber(value, country, 0);
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

interface SectionProps {
  state: BulkUsersBehaviour;
  heading: HeadingTag;
}

function StepSection(props: {
  step: number;
  title: string;
  heading: HeadingTag;
  busy?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <S.Section aria-labelledby={id} aria-busy={props.busy || undefined}>
      <S.SectionHeading as={props.heading} id={id}>
        <S.Step>{props.step}</S.Step>
        {props.title}
      </S.SectionHeading>
      {props.children}
    </S.Section>
  );
}

function FailureText({ text }: { text: string }) {
  return (
    <S.Notice $tone="danger" role="alert">
      <p>{text}</p>
    </S.Notice>
  );
}

function TemplateSection({ state, heading }: SectionProps) {
  const { t } = useKitTranslation(BULK_USERS_NS);
  const describe = useErrorMessage();
  const { template } = state;
  return (
    <StepSection step={1} title={t('template.heading')} heading={heading}>
      <S.Muted>{t('template.body')}</S.Muted>
      <S.Actions>
        <Button
          variant="secondary"
          loading={template.busy === 'csv'}
          disabled={template.busy !== null}
          onClick={() => template.start('csv')}
        >
          {t('template.csv')}
        </Button>
        <Button
          variant="secondary"
          loading={template.busy === 'xlsx'}
          disabled={template.busy !== null}
          onClick={() => template.start('xlsx')}
        >
          {t('template.xlsx')}
        </Button>
      </S.Actions>
      {template.error && (
        <FailureText text={t('template.failed', { reason: describe(template.error) })} />
      )}
      <S.Columns>
        <summary>{t('template.columns')}</summary>
        <dl>
          {TEMPLATE_COLUMNS.map((column) => (
            <div key={column} style={{ display: 'contents' }}>
              <dt>
                {t(`column.${column}`)}
                <code>{column}</code>
              </dt>
              <dd>{t(`columnHelp.${column}`)}</dd>
            </div>
          ))}
        </dl>
      </S.Columns>
    </StepSection>
  );
}

function UploadSection({ state, heading }: SectionProps) {
  const { t } = useKitTranslation(BULK_USERS_NS);
  const count = useCount();
  const statusId = useId();
  const name = useId();
  const locked = state.starting || state.job?.status === 'running';
  const { pending } = state;
  const modes: [BulkMode, string][] = [
    ['upsert', t('upload.modeUpsert')],
    ['create-only', t('upload.modeCreateOnly')],
  ];
  return (
    <StepSection step={2} title={t('upload.heading')} heading={heading}>
      <S.Modes disabled={locked}>
        <legend>{t('upload.modeLegend')}</legend>
        {modes.map(([mode, label]) => (
          <label key={mode}>
            <input
              type="radio"
              name={name}
              value={mode}
              checked={state.mode === mode}
              onChange={() => state.setMode(mode)}
            />
            {label}
          </label>
        ))}
      </S.Modes>
      <UploadArea
        label={t('upload.label')}
        items={state.queue.items}
        rules={BULK_UPLOAD_RULES}
        onFiles={state.onFiles}
        onRemove={state.queue.remove}
        onRetry={state.queue.retry}
        disabled={locked}
        describedBy={statusId}
      />
      <S.StatusLine id={statusId} role="status">
        {pending?.stage === 'uploading' &&
          t('upload.uploading', { name: pending.name, percent: `${count(pending.percent)}%` })}
        {pending?.stage === 'checking' && t('upload.checking', { name: pending.name })}
        {pending && state.check && ` ${t('upload.keptResult', { name: state.check.fileName })}`}
      </S.StatusLine>
      {state.fileRefusal && (
        <FailureText
          text={t('upload.checkFailed', {
            name: state.fileRefusal.name,
            reason: state.fileRefusal.message,
          })}
        />
      )}
      {!state.check && !pending && <S.Muted>{t('upload.nothingYet')}</S.Muted>}
    </StepSection>
  );
}

function CheckSection({ state, check, heading }: SectionProps & { check: BulkCheck }) {
  const { t } = useKitTranslation(BULK_USERS_NS);
  const count = useCount();
  const counts: [string, number, string?][] = [
    [t('summary.rows'), check.rowCount],
    [t('summary.create'), check.createCount],
    [t('summary.update'), check.updateCount],
    [t('summary.errors'), check.errorCount, check.errorCount > 0 ? 'danger' : undefined],
  ];
  return (
    <StepSection
      step={3}
      title={t('summary.heading')}
      heading={heading}
      busy={state.pending !== null}
    >
      <p>{t('summary.file', { name: check.fileName })}</p>
      <S.Counts>
        {counts.map(([label, value, tone]) => (
          <div key={label} data-tone={tone}>
            <dt>{label}</dt>
            <dd>{count(value)}</dd>
          </div>
        ))}
      </S.Counts>
      {check.rowCount === 0 ? (
        <S.Notice $tone="warning">
          <p>{t('summary.noRows')}</p>
        </S.Notice>
      ) : check.errorCount === 0 ? (
        <S.Notice $tone="success">
          <p>{t('summary.allValid')}</p>
        </S.Notice>
      ) : (
        <S.Notice $tone="warning">
          <p>
            {t('summary.someErrors', { count: check.errorCount, rows: count(check.errorCount) })}
          </p>
        </S.Notice>
      )}
    </StepSection>
  );
}

function ErrorsSection({ state, heading }: SectionProps) {
  const { t } = useKitTranslation(BULK_USERS_NS);
  const count = useCount();
  const headingId = useId();
  const [page, setPage] = useState(1);
  const shown = errorsPage(state.errors, page);
  const Heading = heading;
  const labels = {
    line: t('errors.line'),
    column: t('errors.column'),
    value: t('errors.value'),
    message: t('errors.message'),
  };
  return (
    <S.Section aria-labelledby={headingId} aria-busy={state.pending !== null || undefined}>
      <S.SectionHeading as={Heading} id={headingId}>
        {t('errors.heading')}
      </S.SectionHeading>
      {state.errors.length >= MAX_LISTED_ERRORS && (
        <S.Muted>{t('errors.capped', { shown: count(state.errors.length) })}</S.Muted>
      )}
      <S.Table>
        <caption>
          {t('errors.heading')}:{' '}
          {t('errors.range', {
            from: count(shown.from),
            to: count(shown.to),
            total: count(shown.total),
          })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{labels.line}</th>
            <th scope="col">{labels.column}</th>
            <th scope="col">{labels.value}</th>
            <th scope="col">{labels.message}</th>
          </tr>
        </thead>
        <tbody>
          {shown.rows.map((error, i) => (
            <tr key={`${error.line}-${error.column ?? ''}-${error.code}-${i}`}>
              <th scope="row" data-label={labels.line}>
                <span>{count(error.line)}</span>
              </th>
              <td data-label={labels.column}>
                <span>
                  {error.column === null
                    ? t('errors.wholeRow')
                    : t(`column.${error.column}`, { defaultValue: error.column })}
                </span>
              </td>
              <td data-label={labels.value}>
                <span>
                  {error.value === null || error.value === '' ? (
                    <S.EmptyValue>{t('errors.empty')}</S.EmptyValue>
                  ) : (
                    error.value
                  )}
                </span>
              </td>
              <td data-label={labels.message}>
                <span>{error.message}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </S.Table>
      <S.Pager>
        <span>
          {t('errors.range', {
            from: count(shown.from),
            to: count(shown.to),
            total: count(shown.total),
          })}
        </span>
        {shown.pages > 1 && (
          <S.Actions
            role="group"
            aria-label={t('errors.page', { page: count(shown.page), pages: count(shown.pages) })}
          >
            <Button
              variant="secondary"
              disabled={shown.page <= 1}
              onClick={() => setPage(shown.page - 1)}
            >
              {t('errors.previous')}
            </Button>
            <span aria-hidden="true">
              {t('errors.page', { page: count(shown.page), pages: count(shown.pages) })}
            </span>
            <Button
              variant="secondary"
              disabled={shown.page >= shown.pages}
              onClick={() => setPage(shown.page + 1)}
            >
              {t('errors.next')}
            </Button>
          </S.Actions>
        )}
      </S.Pager>
      <S.Actions>
        <Button variant="ghost" onClick={state.downloadErrors}>
          {t('errors.download')}
        </Button>
      </S.Actions>
    </S.Section>
  );
}

function ApplySection({ state, heading }: SectionProps) {
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
      <S.Counts aria-label={t('result.heading')}>
        {counts.map(([label, value, tone]) => (
          <div key={label} data-tone={tone}>
            <dt>{label}</dt>
            <dd>{count(value)}</dd>
          </div>
        ))}
      </S.Counts>
      <S.Muted>{t('result.refusedNote')}</S.Muted>
      <S.Actions>
        <Button
          variant="secondary"
          loading={state.result.busy === 'csv'}
          disabled={state.result.busy !== null}
          onClick={() => state.result.start('csv')}
        >
          {t('result.csv')}
        </Button>
        <Button
          variant="secondary"
          loading={state.result.busy === 'xlsx'}
          disabled={state.result.busy !== null}
          onClick={() => state.result.start('xlsx')}
        >
          {t('result.xlsx')}
        </Button>
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

function ConfirmApply({ state }: { state: BulkUsersBehaviour }) {
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
