import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { useErrorMessage, type DownloadResult } from '@anp/core';
import { Button, token, type ButtonProps } from '@anp/ui';
import { useDownload } from './use-download';

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
