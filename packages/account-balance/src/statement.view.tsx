import { useId, useState } from 'react';
import { useErrorMessage, useKitTranslation } from '@anp/core';
import { addDays, localToday } from '@anp/rules/calendar';
import type { StatementFormat } from '@anp/core/services/finance';
import { Button } from '@anp/ui';
import { DateRangePicker } from '@anp/ui/date-range-picker';
import { RadioGroup } from '@anp/ui/fields';
import { ACCOUNT_BALANCE_NS } from './i18n';
import { statementPeriods } from './model/statement';
import type { FetchFile } from './use-download';
import { useDownload } from './use-download';
import * as S from './account-balance.styles';

export interface StatementViewProps {
  statementFile(period: { from: string; to: string }, format: StatementFormat): FetchFile;
  headingLevel: number;
  /** Today, YYYY-MM-DD (the user's); default: the browser's date. */
  today?: string;
}

/**
 * The statement download (issue 16): a period (last 12 months unless chosen, at most 366 days:
 * the server's limit), PDF or XLSX, and the file saved under the server's name. A failure stays
 * under the button.
 */
export function StatementView({
  statementFile,
  headingLevel,
  today = localToday(),
}: StatementViewProps) {
  const { t } = useKitTranslation(ACCOUNT_BALANCE_NS);
  const describe = useErrorMessage();
  const headingId = useId();
  const presets = statementPeriods(today);
  const [period, setPeriod] = useState(presets.last12Months);
  const [format, setFormat] = useState<StatementFormat>('pdf');
  const download = useDownload();
  return (
    <S.Part aria-labelledby={headingId}>
      <S.SubHeading as={`h${Math.min(headingLevel + 1, 6)}` as 'h3'} id={headingId}>
        {t('statement.heading')}
      </S.SubHeading>
      <S.Filters>
        <DateRangePicker
          label={t('statement.period')}
          value={period}
          onChange={(next) => next && setPeriod(next)}
          min={addDays(today, -730)}
          max={today}
          presets={[
            { label: t('statement.thisMonth'), ...presets.thisMonth },
            { label: t('statement.last3Months'), ...presets.last3Months },
            { label: t('statement.last12Months'), ...presets.last12Months },
          ]}
        />
        <RadioGroup
          legend={t('statement.format')}
          orientation="horizontal"
          value={format}
          onValueChange={(value) => setFormat(value === 'xlsx' ? 'xlsx' : 'pdf')}
          options={[
            { value: 'pdf', label: t('statement.pdf') },
            { value: 'xlsx', label: t('statement.xlsx') },
          ]}
        />
        <div>
          <Button
            variant="primary"
            loading={download.busy}
            onClick={() =>
              void download.start(
                statementFile(period, format),
                `statement-${period.from}-${period.to}.${format}`,
              )
            }
          >
            {t('statement.download')}
          </Button>
        </div>
      </S.Filters>
      <S.Status role="status">{download.busy ? t('statement.downloading') : ''}</S.Status>
      {download.error && (
        <S.Alert role="alert">
          <S.Message>{t('download.failed', { reason: describe(download.error) })}</S.Message>
        </S.Alert>
      )}
    </S.Part>
  );
}
