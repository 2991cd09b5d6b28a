import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  documentOf,
  saveBlob,
  toPortalError,
  useErrorMessage,
  useKitContext,
  type DownloadResult,
  type PortalError,
} from '@anp/core';
import { Button, token, type ButtonProps } from '@anp/ui';

/** The server's file name, else the fallback; no path separators either way. */
export function fileNameOf(result: Pick<DownloadResult, 'filename'>, fallback: string): string {
  const name = (result.filename ?? '').trim() || fallback;
  return name.replace(/[\\/]+/g, '_');
}

export interface DownloadState {
  busy: boolean;
  error: PortalError | null;
  /** Fetches and saves; one download at a time (a second press while busy does nothing). */
  start(): Promise<void>;
}

/**
 * One document's download: busy while the file travels, the readable failure kept until the next
 * try (ordering.md §8 blob errors: ERRDD001 too big, 401 not authorized, the rest from the
 * catalogue). Errors stay with the button instead of the global toast.
 */
export function useDownload(
  fetchFile: () => Promise<DownloadResult>,
  fallbackName: string,
): DownloadState {
  const { root } = useKitContext();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<PortalError | null>(null);
  const running = useRef(false);
  const start = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setError(null);
    try {
      const result = await fetchFile();
      const doc = documentOf(root);
      saveBlob(result.blob, fileNameOf(result, fallbackName), doc);
    } catch (caught) {
      const failure = toPortalError(caught);
      if (failure.code !== 'ABORTED') setError(failure);
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, [fetchFile, fallbackName, root]);
  return { busy, error, start };
}

/** A download arrow for document buttons (decorative). */
export function DownloadIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M8 2.5v7.5M4.8 7l3.2 3.2L11.2 7M3 13h10"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

const Wrap = styled.div`
  display: grid;
  justify-items: start;
  gap: ${token('space-1')};
`;

const Failure = styled.p`
  margin: 0;
  color: ${token('color-danger')};
  font-size: ${token('font-size-sm')};
`;

export interface DownloadButtonProps extends Pick<ButtonProps, 'variant' | 'size'> {
  /** Fetches the file (through the kit's API client). */
  fetchFile(): Promise<DownloadResult>;
  /** The name the file is saved under when the server gives none. */
  fallbackName: string;
  /** The button's visible text. */
  children: ReactNode;
  /** A fuller accessible name when the visible text is short ("Download invoice of 4000…"). */
  label?: string;
  /** The message when the download fails, given the reason from the catalogue. */
  failureText(reason: string): string;
}

/**
 * A document download button: the file is fetched as a blob and saved with its name; the button
 * is busy meanwhile and a failure is said next to it.
 */
export function DownloadButton(props: DownloadButtonProps) {
  const { fetchFile, fallbackName, children, label, failureText, variant = 'secondary' } = props;
  const describe = useErrorMessage();
  const { busy, error, start } = useDownload(fetchFile, fallbackName);
  const errorId = useId();
  return (
    <Wrap>
      <Button
        variant={variant}
        size={props.size ?? 'md'}
        loading={busy}
        aria-label={label}
        aria-describedby={error ? errorId : undefined}
        onClick={() => void start()}
      >
        {children}
      </Button>
      {error && (
        <Failure id={errorId} role="alert">
          {failureText(describe(error))}
        </Failure>
      )}
    </Wrap>
  );
}
