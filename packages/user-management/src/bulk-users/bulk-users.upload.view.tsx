import { useId } from 'react';
import { useErrorMessage, useKitTranslation } from '@anp/core';
import { UploadArea } from '@anp/ui/upload-area';
import { BULK_UPLOAD_RULES, TEMPLATE_COLUMNS, type BulkMode } from '../model/bulk-users';
import { BULK_USERS_NS } from './i18n';
import {
  DownloadButtons,
  FailureText,
  StepSection,
  useCount,
  type SectionProps,
} from './bulk-users.step.view';
import * as S from './bulk-users.styles';

/** Step 1: the template to download, in CSV or XLSX, and what each column holds. */
export function TemplateSection({ state, heading }: SectionProps) {
  const { t } = useKitTranslation(BULK_USERS_NS);
  const describe = useErrorMessage();
  const { template } = state;
  return (
    <StepSection step={1} title={t('template.heading')} heading={heading}>
      <S.Muted>{t('template.body')}</S.Muted>
      <S.Actions>
        <DownloadButtons
          download={template}
          labels={{ csv: t('template.csv'), xlsx: t('template.xlsx') }}
        />
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

/** Step 2: how rows are applied, and the file's upload and dry run. */
export function UploadSection({ state, heading }: SectionProps) {
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
