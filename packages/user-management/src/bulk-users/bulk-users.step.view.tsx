import { useId, type ReactNode } from 'react';
import { formatNumber, useKitContext } from '@anp/core';
import type { FileFormat } from '@anp/core/services/users';
import { Button } from '@anp/ui';
import type { BulkUsersBehaviour, FileAction } from './use-bulk-users';
import * as S from './bulk-users.styles';

export type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
export const tagOf = (level: number): HeadingTag =>
  `h${Math.min(6, Math.max(1, level))}` as HeadingTag;

export interface SectionProps {
  state: BulkUsersBehaviour;
  heading: HeadingTag;
}

/** Numbers in the market's format (1,234 / 1.234). */
export function useCount() {
  const { country } = useKitContext();
  return (value: number) => formatNumber(value, country, 0);
}

/** A numbered step of the page: a section named by its heading. */
export function StepSection(props: {
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

export function FailureText({ text }: { text: string }) {
  return (
    <S.Notice $tone="danger" role="alert">
      <p>{text}</p>
    </S.Notice>
  );
}

/** Labelled counts (rows, created, refused…); a count with a tone is highlighted. */
export function CountList({
  counts,
  label,
}: {
  counts: readonly [label: string, value: number, tone?: string][];
  label?: string;
}) {
  const count = useCount();
  return (
    <S.Counts aria-label={label}>
      {counts.map(([name, value, tone]) => (
        <div key={name} data-tone={tone}>
          <dt>{name}</dt>
          <dd>{count(value)}</dd>
        </div>
      ))}
    </S.Counts>
  );
}

/** The CSV and XLSX buttons of a download (the template, the result file). */
export function DownloadButtons({
  download,
  labels,
}: {
  download: FileAction<FileFormat>;
  labels: Record<FileFormat, string>;
}) {
  const formats: FileFormat[] = ['csv', 'xlsx'];
  return formats.map((format) => (
    <Button
      key={format}
      variant="secondary"
      loading={download.busy === format}
      disabled={download.busy !== null}
      onClick={() => download.start(format)}
    >
      {labels[format]}
    </Button>
  ));
}
