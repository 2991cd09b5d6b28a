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

/**
 * The form was taken up from what the tab kept (a reload, a sign-in renewal): it says so, and
 * names the files that must be chosen again when the draft they were sent to is gone. Its live
 * region is there from the start, so the text is announced when it arrives.
 */
export function RestoredNotice(props: {
  message: string | null;
  lost: string | null;
  files: string[];
}) {
  return (
    <S.RestoredStatus role="status">
      {props.message && (
        <S.Notice $tone="info">
          <S.NoticeText>
            <p>{props.message}</p>
            {props.lost && <p>{props.lost}</p>}
            {props.files.length > 0 && (
              <S.LostFiles>
                {props.files.map((name, i) => (
                  <li key={`${i}-${name}`}>{name}</li>
                ))}
              </S.LostFiles>
            )}
          </S.NoticeText>
        </S.Notice>
      )}
    </S.RestoredStatus>
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
