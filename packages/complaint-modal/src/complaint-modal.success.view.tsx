import type { ComplaintBehaviour } from './use-complaint';
import { useComplaintMessages } from './use-complaint-messages';
import * as S from './complaint-modal.styles';

/** `text` with `keep` (a case number: CS-000123) never broken across lines at its hyphen. */
function NoBreak({ text, keep }: { text: string; keep: string }) {
  const at = text.indexOf(keep);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <span style={{ whiteSpace: 'nowrap' }}>{keep}</span>
      {text.slice(at + keep.length)}
    </>
  );
}

/**
 * The success dialog's content (ordering.md §2 screen 13): the case number, what happens next,
 * and how to reach customer service meanwhile.
 */
export function SuccessView({ c }: { c: ComplaintBehaviour }) {
  const { t } = useComplaintMessages();
  const submitted = c.submitted;
  const contact = c.data.configurations?.contact;
  if (!submitted) return null;
  const caseNumber = submitted.caseNumber ?? submitted.id;
  return (
    <S.Success>
      <S.CaseNumber role="status">
        <NoBreak text={t('success.caseNumber', { caseNumber })} keep={caseNumber} />
      </S.CaseNumber>
      <h3>{t('success.next')}</h3>
      <ul>
        <li>{t('success.review', { phone: submitted.phoneNumber ?? c.data.userPhone ?? '' })}</li>
        <li>{t('success.follow')}</li>
      </ul>
      {contact && (
        <S.Muted>
          {t('success.contact', {
            phone: contact.phone,
            hours: contact.hours,
            email: contact.email,
          })}
        </S.Muted>
      )}
    </S.Success>
  );
}
