import { Suspense, lazy, useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { useErrorMessage } from '@anp/core';
import { Button, Spinner, token, type ButtonProps } from '@anp/ui';
import { useDownload, type FetchFile } from './use-download';

// The progress bar loads with the first download (it shows only for files over 1 MB).
const DownloadProgress = lazy(() =>
  import('@anp/document-preview/progress').then((m) => ({ default: m.DownloadProgress })),
);

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

// One track no wider than the container: an \`auto\` track grew to the button's longest word, so a
// long file name pushed the support page sideways at 390 px (QA, issue 14).
const Wrap = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  justify-items: start;
  gap: ${token('space-1')};
  min-width: 0;
  max-width: 100%;
  > * {
    max-width: 100%;
  }
`;

const Failure = styled.p`
  margin: 0;
  color: ${token('color-danger')};
  font-size: ${token('font-size-sm')};
`;

export interface DownloadButtonProps extends Pick<ButtonProps, 'variant' | 'size'> {
  /** Fetches the file (through the kit's API client), reporting the bytes received. */
  fetchFile: FetchFile;
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
 * is busy meanwhile (but not disabled: focus stays on it, also inside a dialog), a file over 1 MB
 * shows how much of it has arrived, and a failure is said next to it.
 */
export function DownloadButton(props: DownloadButtonProps) {
  const { fetchFile, fallbackName, children, label, failureText, variant = 'secondary' } = props;
  const describe = useErrorMessage();
  const { busy, progress, error, start } = useDownload(fetchFile, fallbackName);
  const errorId = useId();
  return (
    <Wrap>
      <Button
        variant={variant}
        size={props.size ?? 'md'}
        aria-busy={busy || undefined}
        aria-label={label}
        aria-describedby={error ? errorId : undefined}
        onClick={() => void start()}
      >
        {busy && <Spinner size="sm" />}
        {children}
      </Button>
      {progress && (
        <Suspense fallback={null}>
          <DownloadProgress
            name={fallbackName}
            received={progress.received}
            total={progress.total}
          />
        </Suspense>
      )}
      {error && (
        <Failure id={errorId} role="alert">
          {failureText(describe(error))}
        </Failure>
      )}
    </Wrap>
  );
}
