import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useKitTranslation } from '@anp/core';
import { Button, token, visuallyHidden } from '@anp/ui';
import { Modal } from '@anp/ui/modal';
import { SESSION_NS } from './i18n';
import { clockText, durationParts, secondsLeft, spokenMilestone } from './model/countdown';

const Clock = styled.p`
  margin: ${token('space-2')} 0 0;
  font-size: ${token('font-size-xl')};
  font-weight: ${token('font-weight-semibold')};
  font-variant-numeric: tabular-nums;
  text-align: center;
`;

const Spoken = styled.p`
  ${visuallyHidden}
`;

/**
 * The session dialogs stand above any dialog a feature has open (a complaint being written, whose
 * modal comes later in the page): Stay signed in and Sign in again must take a pointer's click too.
 */
const AboveDialogs = styled.div`
  position: relative;
  z-index: calc(${token('z-modal')} + 50);
`;

/** Words for a duration in the page language: "2 minutes", "1 minute 30 seconds". */
function useDurationWords() {
  const { t } = useKitTranslation(SESSION_NS);
  return (total: number) => {
    const { minutes, seconds } = durationParts(total);
    const parts = [
      ...(minutes > 0 ? [t('idle.minutes', { count: minutes })] : []),
      ...(seconds > 0 || minutes === 0 ? [t('idle.seconds', { count: seconds })] : []),
    ];
    return parts.join(' ');
  };
}

/** Whole seconds left, updated every second while the dialog is open. */
function useSecondsLeft(deadline: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [deadline]);
  return secondsLeft(deadline, now);
}

/**
 * The warning before an idle logout (issue 12, WCAG 2.2.1): the time left as a clock, Stay
 * signed in (focused; Escape and the close button mean the same) and Sign out now. The
 * description says the full time once, as the dialog opens; a polite live region then speaks
 * only at one minute, 30 and 10 seconds, never every second.
 */
export function IdleWarningDialog(props: {
  deadline: number;
  onStay: () => void;
  onSignOut: () => void;
}) {
  const { t } = useKitTranslation(SESSION_NS);
  const words = useDurationWords();
  const stayRef = useRef<HTMLButtonElement>(null);
  const left = useSecondsLeft(props.deadline);
  // The full time as the dialog opened: read once with the dialog, not re-read as it changes.
  const [atOpen] = useState(left);
  const milestone = spokenMilestone(left);
  return (
    <AboveDialogs>
      <Modal
        open
        size="sm"
        title={t('idle.title')}
        description={t('idle.body', { time: words(atOpen) })}
        closeLabel={t('idle.close')}
        onClose={props.onStay}
        initialFocusRef={stayRef}
        footer={
          <>
            <Button variant="secondary" onClick={props.onSignOut}>
              {t('idle.signOut')}
            </Button>
            <Button ref={stayRef} onClick={props.onStay}>
              {t('idle.stay')}
            </Button>
          </>
        }
      >
        <Clock role="timer" aria-label={t('idle.timer')}>
          {clockText(left)}
        </Clock>
        <Spoken role="status" aria-live="polite" aria-atomic="true">
          {milestone === null ? '' : t('idle.left', { time: words(milestone) })}
        </Spoken>
      </Modal>
    </AboveDialogs>
  );
}

/**
 * The session ended (a silent renewal was refused): only signing in again helps. Nothing is
 * cleared on the way, so the page comes back with what the features keep in session storage.
 */
export function SessionEndedDialog(props: { onSignIn: () => void; onSignOut: () => void }) {
  const { t } = useKitTranslation(SESSION_NS);
  const signInRef = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  return (
    <AboveDialogs>
      <Modal
        open
        size="sm"
        dismissible={false}
        title={t('ended.title')}
        description={t('ended.body')}
        closeLabel={t('ended.signIn')}
        onClose={() => undefined}
        initialFocusRef={signInRef}
        footer={
          <>
            <Button variant="secondary" onClick={props.onSignOut} disabled={busy}>
              {t('ended.signOut')}
            </Button>
            <Button
              ref={signInRef}
              aria-disabled={busy || undefined}
              onClick={() => {
                if (busy) return;
                setBusy(true);
                props.onSignIn();
              }}
            >
              {t('ended.signIn')}
            </Button>
          </>
        }
      />
    </AboveDialogs>
  );
}
