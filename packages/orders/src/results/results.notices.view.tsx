import { formatNumber, useKitContext, useKitTranslation, usePortalLinks } from '@anp/core';
import { Button, Spinner } from '@anp/ui';
import { NS } from '../i18n';
import { TABLE_NS } from './i18n';
import type { Notice } from './notice';
import type { FileTask } from './use-file-tasks';
import * as S from './results.styles';

/** The progress of an export or of documents.zip, with Cancel. */
export function FileTaskProgress({ task, onCancel }: { task: FileTask; onCancel(): void }) {
  const { t } = useKitTranslation(NS);
  const { t: tt } = useKitTranslation(TABLE_NS);
  const { country } = useKitContext();
  const number = (n: number) => formatNumber(n, country, 0);
  const text =
    task.phase === 'building'
      ? tt(task.kind === 'zip' ? 'zip.building' : 'export.building', { file: task.file })
      : tt(task.kind === 'zip' ? 'zip.fetching' : 'export.fetching', {
          done: number(task.done),
          total: number(task.total),
        });
  return (
    <S.Panel $tone="info">
      <S.PanelRow>
        <p role="status">{text}</p>
        <Button size="sm" variant="secondary" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </S.PanelRow>
      <S.Progress
        aria-label={text}
        max={task.total || 1}
        value={task.phase === 'building' ? task.total || 1 : task.done}
      />
    </S.Panel>
  );
}

/** What the user's last action came to (a download, Order again, an export), with its details. */
export function NoticePanel({ notice, onDismiss }: { notice: Notice; onDismiss(): void }) {
  const { t } = useKitTranslation(NS);
  const { hrefOf, follow } = usePortalLinks();
  const href = notice.link ? hrefOf(notice.link.page) : null;
  return (
    <S.Panel $tone={notice.tone} role={notice.tone === 'danger' ? 'alert' : 'status'}>
      <S.PanelRow>
        {notice.busy && <Spinner size="sm" />}
        <p>{notice.text}</p>
        {notice.link && href && (
          <a href={href} onClick={(event) => follow(event, href)}>
            {notice.link.label}
          </a>
        )}
        {!notice.busy && (
          <Button size="sm" variant="ghost" onClick={onDismiss}>
            {t('dismiss')}
          </Button>
        )}
      </S.PanelRow>
      {notice.details && notice.details.length > 0 && (
        <ul>
          {notice.details.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
      )}
    </S.Panel>
  );
}

/** A failure to load orders, with Retry. */
export function FailurePanel({ text, onRetry }: { text: string; onRetry(): void }) {
  const { t } = useKitTranslation(NS);
  return (
    <S.Panel $tone="danger" role="alert">
      <S.PanelRow>
        <p>{text}</p>
        <Button size="sm" variant="secondary" onClick={onRetry}>
          {t('retry')}
        </Button>
      </S.PanelRow>
    </S.Panel>
  );
}
