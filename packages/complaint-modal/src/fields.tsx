import type { ReactNode } from 'react';
import type { FieldId, Problem } from './model';
import { domIdOf } from './use-complaint';
import * as S from './complaint-modal.styles';

export function ErrorIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round">
        <circle cx="8" cy="8" r="6.7" />
        <path d="M8 4.6v4.2M8 11.4v.1" />
      </g>
    </svg>
  );
}

export function CloseIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

/** The ids and state a control needs to be labelled, described and marked invalid. */
export interface FieldA11y {
  id: string;
  hintId: string;
  errorId: string;
  problem: Problem | null;
  /** For the control: `aria-invalid` and `aria-describedby` (hint, then error). */
  control: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };
}

export function fieldA11y(
  baseId: string,
  field: FieldId,
  problem: Problem | null,
  options: { hint?: boolean; extra?: string | null } = {},
): FieldA11y {
  const id = domIdOf(baseId, field);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [
    options.hint ? hintId : null,
    options.extra ?? null,
    problem ? errorId : null,
  ]
    .filter(Boolean)
    .join(' ');
  return {
    id,
    hintId,
    errorId,
    problem,
    control: {
      id,
      ...(problem ? { 'aria-invalid': true as const } : {}),
      ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    },
  };
}

export function FieldMessage({ id, children }: { id: string; children: ReactNode }) {
  return (
    <S.FieldError id={id}>
      <ErrorIcon />
      <span>{children}</span>
    </S.FieldError>
  );
}

/** A label with the asterisk of a required field (hidden from screen readers: the control says it). */
export function FieldLabel(props: {
  htmlFor: string;
  id?: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <S.Label htmlFor={props.htmlFor} id={props.id}>
      {props.children}
      {props.required && <S.Required aria-hidden="true">*</S.Required>}
    </S.Label>
  );
}

/** A failure in words: what could not be done, then why (the error catalogue's text), and an action. */
export function FailureNotice(props: { message: string; reason: string; children?: ReactNode }) {
  return (
    <S.Notice $tone="danger" role="alert">
      <S.NoticeText>
        <p>{props.message}</p>
        <p>{props.reason}</p>
      </S.NoticeText>
      {props.children}
    </S.Notice>
  );
}
