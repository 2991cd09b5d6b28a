import { useEffect, useId, useRef, useState } from 'react';
import {
  formatDisplayDate,
  formatMoney,
  useErrorMessage,
  windowOf,
  useKitContext,
  useKitTranslation,
} from '@anp/core';
import type { Boleto } from '@anp/core/services/finance';
import { Badge, Button, Spinner, type BadgeTone } from '@anp/ui';
import { ACCOUNT_BALANCE_NS } from './i18n';
import { digitableGroups, digitsOnly, itfBars, lineVerifies } from './model/boleto';
import { useBoletos } from './use-account-balance-data';
import { useDownload } from './use-download';
import * as S from './account-balance.styles';

const TONES: Record<Boleto['status'], BadgeTone> = {
  open: 'info',
  paid: 'success',
  overdue: 'danger',
  cancelled: 'neutral',
};

/** The boletos of a Brazilian invoice (invoiceboleto), each as a slip. */
export function BoletoPanel({
  invoiceNumber,
  headingLevel,
}: {
  invoiceNumber: string;
  headingLevel: number;
}) {
  const { t } = useKitTranslation(ACCOUNT_BALANCE_NS);
  const describe = useErrorMessage();
  const boletos = useBoletos(invoiceNumber);
  if (boletos.loading) return <Spinner label={t('boleto.loading')} />;
  if (boletos.error)
    return (
      <S.Alert role="alert">
        <S.Message>
          {boletos.error.status === 404
            ? t('boleto.none')
            : t('boleto.failed', { reason: describe(boletos.error) })}
        </S.Message>
        {boletos.error.status !== 404 && (
          <Button variant="secondary" size="sm" onClick={boletos.retry}>
            {t('retry')}
          </Button>
        )}
      </S.Alert>
    );
  const list = boletos.data?.boletos ?? [];
  if (list.length === 0) return <S.Message>{t('boleto.none')}</S.Message>;
  return (
    <>
      {list.map((boleto) => (
        <BoletoSlip
          key={boleto.boletoId}
          boleto={boleto}
          headingLevel={headingLevel}
          onPdf={() => boletos.pdf(boleto.boletoId)}
        />
      ))}
    </>
  );
}

export interface BoletoSlipProps {
  boleto: Boleto;
  headingLevel: number;
  onPdf(): ReturnType<ReturnType<typeof useBoletos>['pdf']>;
}

/**
 * One boleto: due date, amount, status, the digitable line in its printed groups with a Copy
 * button (the digits go to the clipboard; "Copied" is announced), the barcode drawn as ITF from
 * its 44 digits, and the PDF.
 */
export function BoletoSlip({ boleto, headingLevel, onPdf }: BoletoSlipProps) {
  const { t } = useKitTranslation(ACCOUNT_BALANCE_NS);
  const { lang, root } = useKitContext();
  const describe = useErrorMessage();
  const headingId = useId();
  const lineId = useId();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const download = useDownload();
  const symbol = itfBars(boleto.barcode);
  const verified = lineVerifies(boleto.digitableLine);
  const Sub = `h${Math.min(headingLevel, 6)}` as 'h3';
  const money = formatMoney(boleto.amount, 'br');
  const onCopy = async () => {
    try {
      const clipboard = windowOf(root).navigator.clipboard as Clipboard | undefined;
      if (!clipboard) throw new Error('no clipboard');
      await clipboard.writeText(digitsOnly(boleto.digitableLine));
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopy('idle'), 8_000);
  };
  return (
    <S.Boleto aria-labelledby={headingId} data-boleto={boleto.boletoId}>
      <S.Row>
        <S.SubHeading as={Sub} id={headingId}>
          {/* Named by its number: a replaced boleto and its replacement are told apart. */}
          {t('boleto.title', { number: boleto.boletoId })}
          {boleto.installments > 1 &&
            ` · ${t('boleto.installment', {
              installment: boleto.installment,
              installments: boleto.installments,
            })}`}
        </S.SubHeading>
        <Badge tone={TONES[boleto.status]}>{t(`boleto.statuses.${boleto.status}`)}</Badge>
      </S.Row>
      <S.Facts>
        <dt>{t('boleto.dueDate')}</dt>
        <dd>{formatDisplayDate(boleto.dueDate, lang)}</dd>
        <dt>{t('boleto.amount')}</dt>
        <dd>{money}</dd>
        <dt>{t('boleto.status')}</dt>
        <dd>
          {t(`boleto.statuses.${boleto.status}`)}
          {boleto.paidOn &&
            ` · ${t('boleto.paidOn', { date: formatDisplayDate(boleto.paidOn, lang) })}`}
        </dd>
        <dt>{t('boleto.bank')}</dt>
        <dd>
          {boleto.bankCode} · {boleto.bankName}
        </dd>
        <dt>{t('boleto.beneficiary')}</dt>
        <dd>
          {boleto.beneficiary.name} · {boleto.beneficiary.taxId}
        </dd>
        <dt>{t('boleto.payer')}</dt>
        <dd>
          {boleto.payer.name} · {boleto.payer.taxId}
        </dd>
      </S.Facts>
      <div>
        <S.Muted id={lineId}>{t('boleto.digitableLine')}</S.Muted>
        <S.DigitableLine aria-labelledby={lineId} data-digitable-line>
          {digitableGroups(boleto.digitableLine).map((group, i) => (
            <span key={i}>{group}</span>
          ))}
        </S.DigitableLine>
        {verified ? (
          <S.Muted>{t('boleto.verified')}</S.Muted>
        ) : (
          <S.Alert role="alert">
            <S.Message>{t('boleto.notVerified')}</S.Message>
          </S.Alert>
        )}
      </div>
      <S.Row>
        <Button variant="secondary" size="sm" onClick={() => void onCopy()}>
          {t('boleto.copy')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          loading={download.busy}
          onClick={() => void download.start(onPdf(), `boleto-${boleto.boletoId}.pdf`)}
        >
          {t('boleto.pdf')}
        </Button>
      </S.Row>
      <S.Status role="status">
        {copy === 'copied' ? t('boleto.copied') : copy === 'failed' ? t('boleto.copyFailed') : ''}
      </S.Status>
      {download.error && (
        <S.Alert role="alert">
          <S.Message>{t('download.failed', { reason: describe(download.error) })}</S.Message>
        </S.Alert>
      )}
      {symbol && (
        <S.Barcode
          role="img"
          aria-label={t('boleto.barcode', { digits: boleto.barcode })}
          viewBox={`0 0 ${symbol.width} 50`}
          preserveAspectRatio="none"
          data-barcode={boleto.barcode}
        >
          {symbol.bars.map((bar) => (
            <rect key={bar.x} x={bar.x} y={0} width={bar.width} height={50} fill="#000" />
          ))}
        </S.Barcode>
      )}
    </S.Boleto>
  );
}
