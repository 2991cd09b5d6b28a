import type { ReactNode } from 'react';
import { Spinner } from '@anp/ui';
import * as S from './complaint-modal.styles';

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

/** The form's data is on its way. */
export function LoadingState({ label }: { label: string }) {
  return (
    <S.Centered>
      <Spinner label={label} />
    </S.Centered>
  );
}
