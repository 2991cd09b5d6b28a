import { useId, useLayoutEffect, useMemo, useRef, useState, type JSX } from 'react';
import type { TFunction } from 'i18next';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { formatNumber, useKitContext, useKitTranslation } from '@anp/core';
import { Button } from '../button';
import { acceptedExtensions, type UploadRules } from './model/check-files';
import { formatFileSize } from './model/file-size';
import { limitsText, refusalText } from './messages';
import type { UploadItem, UploadStatus } from './use-upload-queue';
import { NS } from './i18n';
import * as S from './upload-area.styles';
import { ErrorIcon } from '../fields/field-parts';

export interface UploadAreaProps {
  /** The files to show (usually `useUploadQueue().items`). The area keeps no copy of its own. */
  items: UploadItem[];
  rules: UploadRules;
  /** Every file the user dropped or chose, unchecked: the queue checks them. */
  onFiles(files: File[]): void;
  onRemove(key: string): void;
  /** Offers Retry on failed files. */
  onRetry?(key: string): void;
  /** The visible label above the drop zone. Default: "Attachments". */
  label?: string;
  /** Ids of more descriptions for the Browse button (e.g. the form's error message). */
  describedBy?: string;
  disabled?: boolean;
  /** The id of the Browse button (for a label elsewhere or an error summary link). */
  id?: string;
  /** Shows the area in the error state (e.g. a required upload). */
  invalid?: boolean;
}

function UploadIcon() {
  return (
    <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <g
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M9 22H8a6 6 0 0 1-.6-11.97A8 8 0 0 1 23 8.3 6.9 6.9 0 0 1 24 22h-1" />
        <path d="M16 27V14M11.5 18.5 16 14l4.5 4.5" />
      </g>
    </svg>
  );
}

function FileIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round">
        <path d="M5 2.5h6.5L15.5 6.5v11H5z" />
        <path d="M11.5 2.5v4h4" />
      </g>
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M3.2 8.4 6.5 11.6 12.8 4.6"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The file input's filter in the system picker: extensions and MIME types of the rules. */
function acceptAttribute(rules: UploadRules): string {
  const extensions = acceptedExtensions(rules).map((e) => `.${e}`);
  const mimeTypes = rules.accepted.map((a) => a.mimeType.toLowerCase()).filter(Boolean);
  return [...new Set([...extensions, ...mimeTypes])].join(',');
}

const PROBLEMS: ReadonlySet<UploadStatus> = new Set(['failed', 'refused']);

/**
 * The drag-and-drop upload area of ordering.md §2 screen 12: a drop zone with a Browse files
 * button, the accepted kinds and limits written under it, and the list of files with their
 * progress, their refusal or failure in words, Retry and Remove. The area only shows: it hands
 * every chosen file to `onFiles` (normally `useUploadQueue().add`, which checks and uploads).
 * Works inside a shadow root; needs a KitRoot (strings, market number format).
 *
 * @example
 * const queue = useUploadQueue({ rules, upload, remove });
 * <UploadArea items={queue.items} rules={rules} onFiles={queue.add} onRemove={queue.remove}
 *   onRetry={queue.retry} />
 */
export function UploadArea(props: UploadAreaProps): JSX.Element {
  const { items, rules, onFiles, onRemove, onRetry, disabled = false, invalid = false } = props;
  const { t } = useKitTranslation(NS);
  const { country } = useKitContext();
  const ownId = useId();
  const labelId = `${ownId}-label`;
  const limitsId = `${ownId}-limits`;
  const browseId = props.id ?? `${ownId}-browse`;
  const browseRef = useRef<HTMLButtonElement | null>(null);
  const listRef = useRef<HTMLUListElement | null>(null);

  const { getRootProps, getInputProps, open, isDragActive, isDragGlobal } = useDropzone({
    // The drop zone is no button of its own: the real Browse button opens the picker, so the
    // keyboard reaches it like any other control.
    noClick: true,
    noKeyboard: true,
    multiple: true,
    disabled,
    // Every file reaches the queue, refused ones too, so each refusal is said in words.
    onDrop: (accepted: File[], rejected: FileRejection[]) => {
      const files = [...accepted, ...rejected.map((r) => r.file)];
      if (files.length > 0) onFiles(files);
    },
  });

  const limits = limitsText(t, rules, country);
  const announcer = useAnnouncer(items, rules, country);
  const accept = useMemo(() => acceptAttribute(rules), [rules]);

  // Focus goes to the next file's Remove (or the previous one, or Browse) when a row leaves, so
  // keyboard users are not dropped at the top of the page.
  const pendingFocus = useRef<{ removed: string; next: string | null } | null>(null);
  const remove = (key: string) => {
    const index = items.findIndex((i) => i.key === key);
    const neighbour = items[index + 1] ?? items[index - 1];
    pendingFocus.current = { removed: key, next: neighbour?.key ?? null };
    const removed = items[index];
    if (removed) announcer.say(t('announceRemoved', { name: removed.file.name }));
    onRemove(key);
  };
  useLayoutEffect(() => {
    const pending = pendingFocus.current;
    // The parent may take the row away later (or keep it): wait until it has left.
    if (!pending || items.some((i) => i.key === pending.removed)) return;
    pendingFocus.current = null;
    const next =
      pending.next !== null && items.some((i) => i.key === pending.next)
        ? listRef.current?.querySelector<HTMLButtonElement>(
            `[data-remove="${CSS.escape(pending.next)}"]`,
          )
        : browseRef.current;
    next?.focus();
  }, [items]);

  // Retry leaves with the failure; focus stays in the row, on its Remove.
  const retry = (key: string) => {
    onRetry?.(key);
    listRef.current
      ?.querySelector<HTMLButtonElement>(`[data-remove="${CSS.escape(key)}"]`)
      ?.focus();
  };

  const describedBy = [limitsId, props.describedBy].filter(Boolean).join(' ');

  return (
    <S.Area role="group" aria-labelledby={labelId} part="upload-area">
      <S.Label id={labelId} $disabled={disabled} part="field-label">
        {props.label ?? t('label')}
      </S.Label>
      <S.Zone
        part="dropzone"
        {...getRootProps()}
        $active={isDragActive}
        $pageDrag={isDragGlobal && !isDragActive}
        $invalid={invalid}
        $disabled={disabled}
        data-drag-active={isDragActive || undefined}
      >
        <input {...getInputProps({ accept, disabled, 'aria-hidden': true })} />
        <S.ZoneIcon $active={isDragActive}>
          <UploadIcon />
        </S.ZoneIcon>
        <S.ZoneTitle>{isDragActive ? t('dropNow') : t('dragTitle')}</S.ZoneTitle>
        <S.Or>{t('or')}</S.Or>
        <Button
          ref={browseRef}
          id={browseId}
          variant="secondary"
          disabled={disabled}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          onClick={open}
        >
          {t('browse')}
        </Button>
        <S.Limits id={limitsId}>{limits}</S.Limits>
      </S.Zone>
      {items.length > 0 && (
        <S.List ref={listRef} aria-label={t('listLabel')}>
          {items.map((item) => (
            <FileRow
              key={item.key}
              item={item}
              rules={rules}
              country={country}
              disabled={disabled}
              onRemove={remove}
              onRetry={onRetry && retry}
            />
          ))}
        </S.List>
      )}
      <S.Hidden role="status" aria-live="polite" aria-atomic="true">
        {announcer.text}
      </S.Hidden>
    </S.Area>
  );
}

interface FileRowProps {
  item: UploadItem;
  rules: UploadRules;
  country: string;
  disabled: boolean;
  onRemove(key: string): void;
  onRetry?(key: string): void;
}

function FileRow({ item, rules, country, disabled, onRemove, onRetry }: FileRowProps) {
  const { t } = useKitTranslation(NS);
  const { file, status } = item;
  const percent = Math.round(Math.min(1, Math.max(0, item.progress)) * 100);
  const problem =
    status === 'refused' && item.reason
      ? refusalText(t, file, item.reason, rules, country).shown
      : status === 'failed'
        ? (item.error ?? t('notUploaded', { detail: t('detailFailed') }))
        : item.error;
  return (
    <S.Item $problem={PROBLEMS.has(status)} data-status={status} part="file">
      <S.FileIcon>
        <FileIcon />
      </S.FileIcon>
      <S.Main>
        <S.NameLine>
          <S.Name>{file.name}</S.Name>
          <S.Size>{formatFileSize(file.size, country)}</S.Size>
        </S.NameLine>
        {status === 'uploading' && (
          <S.ProgressLine>
            <S.Track
              role="progressbar"
              aria-label={t('uploading', { name: file.name })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-valuetext={`${formatNumber(percent, country, 0)}%`}
            >
              <S.Fill style={{ width: `${percent}%` }} />
            </S.Track>
            <S.Percent aria-hidden="true">{`${formatNumber(percent, country, 0)}%`}</S.Percent>
          </S.ProgressLine>
        )}
        {status === 'done' && !item.error && (
          <S.Done>
            <CheckIcon />
            {t('uploaded')}
          </S.Done>
        )}
        {problem && (
          <S.Problem>
            <ErrorIcon />
            <span>{problem}</span>
          </S.Problem>
        )}
      </S.Main>
      <S.Actions>
        {status === 'failed' && onRetry && (
          <Button
            size="sm"
            variant="secondary"
            disabled={disabled}
            onClick={() => onRetry(item.key)}
          >
            {t('retry')}
            <S.Hidden> {file.name}</S.Hidden>
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          disabled={disabled}
          data-remove={item.key}
          onClick={() => onRemove(item.key)}
        >
          {t('remove')}
          <S.Hidden> {file.name}</S.Hidden>
        </Button>
      </S.Actions>
    </S.Item>
  );
}

/** What changed between two lists, in words: each file uploaded, refused or failed, once. */
function changesSaid(
  t: TFunction,
  before: UploadItem[],
  after: UploadItem[],
  rules: UploadRules,
  country: string,
): string {
  const was = new Map(before.map((i) => [i.key, i]));
  const said: string[] = [];
  for (const item of after) {
    const old = was.get(item.key);
    const name = item.file.name;
    if (old?.status === item.status && old.error === item.error) continue;
    if (item.status === 'refused' && item.reason && !old) {
      said.push(refusalText(t, item.file, item.reason, rules, country).announced);
    } else if (item.status === 'done' && !item.error && old?.status === 'uploading') {
      said.push(t('announceUploaded', { name }));
    } else if (item.status === 'failed' || (item.status === 'done' && item.error)) {
      const message = item.error ?? t('notUploaded', { detail: t('detailFailed') });
      said.push(t('announceMessage', { name, message }));
    }
  }
  return said.join(' ');
}

/**
 * The text of the polite live region: what the last change of the list brought, or what `say`
 * was last given (a removal, said when the user asks for it).
 */
function useAnnouncer(
  items: UploadItem[],
  rules: UploadRules,
  country: string,
): { text: string; say(text: string): void } {
  const { t } = useKitTranslation(NS);
  const [seen, setSeen] = useState(items);
  const [text, setText] = useState('');
  // Derived while rendering (React's "adjusting state on a prop change"), so no extra commit.
  if (seen !== items) {
    setSeen(items);
    const said = changesSaid(t, seen, items, rules, country);
    if (said) setText(said);
  }
  return { text, say: setText };
}
