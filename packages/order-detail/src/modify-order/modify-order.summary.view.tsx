import { useId, type RefObject } from 'react';
import { Button } from '@anp/ui';
import { ChangeListView } from '../change-list.view';
import { useOrderText } from '../use-order-text';
import { useRefusalText } from './use-refusal-text';
import type { ModifyOrder } from './use-modify-order';
import * as S from '../page.styles';
import * as M from './modify-order.styles';

/**
 * "Your changes": what changed so far, what the last action came to (saved, nothing to submit,
 * problems, a refusal in words), and Submit changes, Save draft and Discard draft.
 */
export function ModifySummaryView({
  behaviour,
  headingLevel,
  feedbackRef,
}: {
  behaviour: ModifyOrder;
  headingLevel: number;
  /** The feedback's box, which the form focuses after Submit. */
  feedbackRef: RefObject<HTMLDivElement | null>;
}) {
  const text = useOrderText();
  const { t } = text;
  const refusal = useRefusalText();
  const id = useId();
  const { problems, closed, busy, feedback } = behaviour;
  const locked = closed !== null;
  const Sub = `h${Math.min(6, headingLevel)}` as 'h2';
  return (
    <S.Panel aria-labelledby={`${id}-summary`}>
      <Sub part="section-heading" id={`${id}-summary`}>
        {t('modifyPage.summary')}
      </Sub>
      {behaviour.changes.length > 0 ? (
        <ChangeListView changes={behaviour.changes} />
      ) : (
        <S.Muted>{t('modifyPage.noChangesYet')}</S.Muted>
      )}
      <M.Feedback ref={feedbackRef} tabIndex={-1}>
        {feedback?.kind === 'saved' && (
          <M.Said role="status" $tone="success">
            {t('modifyPage.saved', { time: text.cutoff(feedback.at) })}
          </M.Said>
        )}
        {feedback?.kind === 'noChanges' && (
          <M.Said role="status">{t('modifyPage.nothingToSubmit')}</M.Said>
        )}
        {feedback?.kind === 'problems' && problems && problems.count > 0 && (
          <M.Said role="alert" $tone="danger">
            {t('modifyPage.problems', { count: problems.count })}
          </M.Said>
        )}
        {feedback?.kind === 'emptyLines' && (
          <M.Said role="alert" $tone="danger">
            {t('modifyPage.emptyLines')}
          </M.Said>
        )}
        {feedback?.kind === 'failed' && (
          <M.Said role="alert" $tone="danger">
            {t(`modifyPage.failed.${feedback.action}`, { reason: refusal(feedback.error) })}
          </M.Said>
        )}
      </M.Feedback>
      <S.Actions>
        <Button type="submit" loading={busy === 'submit'} disabled={locked || busy !== null}>
          {t('modifyPage.submit')}
        </Button>
        <Button
          variant="secondary"
          loading={busy === 'save'}
          disabled={locked || busy !== null}
          onClick={() => void behaviour.save()}
        >
          {t('modifyPage.save')}
        </Button>
        <Button
          variant="ghost"
          loading={busy === 'discard'}
          disabled={busy !== null}
          onClick={behaviour.askDiscard}
        >
          {t('modifyPage.discard')}
        </Button>
      </S.Actions>
    </S.Panel>
  );
}
