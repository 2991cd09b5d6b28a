import { useCallback, useEffect, useRef, useState } from 'react';
import { useErrorMessage, useKitTranslation, useKitWindow, type PortalError } from '@anp/core';
import type { EmbedReport } from '@anp/core/services/reports';
import { Button, Spinner } from '@anp/ui';
import { REPORTS_NS } from './i18n';
import { isReadyMessage, renewDelayMs } from './model/reports';
import { useReportFetcher } from './use-reports-data';
import * as S from './reports.styles';

export interface EmbedReportViewProps {
  id: string;
  /** Heading level of the report's title. */
  headingLevel: 2 | 3 | 4 | 5 | 6;
}

/**
 * An external report in a sandboxed frame (shell-and-admin.md §7 reports/embedReports). The frame
 * says when it is ready; the kit then posts it the token, to the report's origin only, and reads
 * only that frame's messages from that origin. Before the token expires (`renewBefore` seconds
 * ahead) the kit asks for a new one and posts it: the frame is not reloaded (its address never
 * changes). A failed renewal says so and tries again shortly.
 */
export function EmbedReportView({ id, headingLevel }: EmbedReportViewProps) {
  const { t } = useKitTranslation(REPORTS_NS);
  const describe = useErrorMessage();
  const win = useKitWindow();
  const fetchReport = useReportFetcher();
  const frame = useRef<HTMLIFrameElement>(null);
  const [embed, setEmbed] = useState<EmbedReport | null>(null);
  const [src, setSrc] = useState<string | null>(null);
  const [error, setError] = useState<PortalError | null>(null);
  const [renewError, setRenewError] = useState<PortalError | null>(null);
  const [attempt, setAttempt] = useState(0);
  // The token the frame gets when it says it is ready: the latest, read by the message handler.
  const latest = useRef<EmbedReport | null>(null);
  useEffect(() => {
    latest.current = embed;
  }, [embed]);

  const post = useCallback((body: EmbedReport) => {
    frame.current?.contentWindow?.postMessage(
      { type: 'anp-embed-token', token: body.token, expiresAt: body.expiresAt },
      body.origin,
    );
  }, []);

  useEffect(() => {
    let live = true;
    fetchReport(id).then(
      (body) => {
        if (!live || body.kind !== 'embed') return;
        setEmbed(body);
        setSrc(body.embedUrl);
      },
      (reason: PortalError) => live && setError(reason),
    );
    return () => {
      live = false;
    };
  }, [fetchReport, id, attempt]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const current = latest.current;
      if (!current || !frame.current || event.source !== frame.current.contentWindow) return;
      if (event.origin !== current.origin || !isReadyMessage(event.data)) return;
      post(current);
    };
    win.addEventListener('message', onMessage);
    return () => win.removeEventListener('message', onMessage);
  }, [win, post]);

  useEffect(() => {
    if (!embed) return;
    let live = true;
    const timer = win.setTimeout(
      () => {
        fetchReport(id).then(
          (body) => {
            if (!live || body.kind !== 'embed') return;
            setRenewError(null);
            setEmbed(body);
            post(body);
          },
          (reason: PortalError) => {
            if (!live) return;
            setRenewError(reason);
            // Try again: the same expiry gives the shortest delay.
            setEmbed((current) => (current ? { ...current } : current));
          },
        );
      },
      renewDelayMs(embed.expiresAt, embed.renewBefore, Date.now()),
    );
    return () => {
      live = false;
      win.clearTimeout(timer);
    };
  }, [embed, fetchReport, id, post, win]);

  if (error) {
    return (
      <div role="alert">
        <S.Message>{t('reportFailed', { reason: describe(error) })}</S.Message>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            setError(null);
            setAttempt((n) => n + 1);
          }}
        >
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (!embed || !src)
    return (
      <S.Report>
        <Spinner label={t('loadingReport')} />
      </S.Report>
    );
  const Title = `h${headingLevel}` as const;
  return (
    <S.Report data-report={embed.id}>
      <S.FrameHeader>
        <Title>{embed.title}</Title>
        <S.Muted>{embed.description}</S.Muted>
      </S.FrameHeader>
      {renewError && (
        <S.Message role="alert">{t('renewFailed', { reason: describe(renewError) })}</S.Message>
      )}
      <S.Frame
        ref={frame}
        src={src}
        title={t('frameTitle', { title: embed.title })}
        sandbox="allow-scripts allow-same-origin"
        referrerPolicy="no-referrer"
        data-expires={embed.expiresAt}
      />
    </S.Report>
  );
}
