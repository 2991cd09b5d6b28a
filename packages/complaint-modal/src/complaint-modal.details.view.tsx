import { TextField } from '@anp/ui/fields';
import { LIMITS } from './model';
import { useComplaintFields, type ComplaintSectionProps } from './use-complaint-fields';
import { useComplaintMessages } from './use-complaint-messages';
import * as S from './complaint-modal.styles';

/**
 * Subject, what happened and the phone to call back (ordering.md §3 Complaint case payload).
 * The texts count their characters near the contract's limits; the rules refuse longer ones.
 */
export function DetailsSection({ c, baseId }: ComplaintSectionProps) {
  const { t } = useComplaintMessages();
  const field = useComplaintFields(c, baseId);
  const headingId = `${baseId}-details-heading`;
  const setText = (name: 'subject' | 'caseComment' | 'phoneNumber') => (value: string) =>
    c.dispatch({ type: 'setText', field: name, value });
  return (
    <S.Section part="section" aria-labelledby={headingId}>
      <h3 part="section-heading" id={headingId}>
        {t('sections.details')}
      </h3>
      <TextField
        {...field('subject')}
        label={t('fields.subject')}
        required
        autoComplete="off"
        characterLimit={LIMITS.subject}
        counter="near-limit"
        value={c.form.subject}
        onValueChange={setText('subject')}
      />
      <TextField
        {...field('caseComment')}
        multiline
        label={t('fields.caseComment')}
        hint={t('fields.caseCommentHint')}
        required
        characterLimit={LIMITS.caseComment}
        counter="near-limit"
        value={c.form.caseComment}
        onValueChange={setText('caseComment')}
      />
      <TextField
        {...field('phoneNumber')}
        type="tel"
        label={t('fields.phoneNumber')}
        hint={t('fields.phoneNumberHint')}
        required
        autoComplete="tel"
        value={c.form.phoneNumber}
        onValueChange={setText('phoneNumber')}
      />
    </S.Section>
  );
}
