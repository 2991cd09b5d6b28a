import { UploadArea } from '@anp/ui/upload-area';
import type { ComplaintSectionProps } from './use-complaint-fields';
import { useComplaintMessages } from './use-complaint-messages';
import * as S from './complaint-modal.styles';

/**
 * The complaint's photos and documents (ordering.md §2 screen 12): the upload area over the
 * behaviour's upload queue, which sends each file to the draft case as it is chosen.
 */
export function AttachmentsSection({ c, baseId }: ComplaintSectionProps) {
  const { t } = useComplaintMessages();
  const { queue, rules } = c.attachments;
  const headingId = `${baseId}-attachments-heading`;
  const hintId = `${baseId}-attachments-hint`;
  return (
    <S.Section part="section" aria-labelledby={headingId}>
      <h3 part="section-heading" id={headingId}>
        {t('sections.attachments')}
      </h3>
      <S.Hint id={hintId}>{t('fields.attachmentsHint')}</S.Hint>
      <UploadArea
        id={`${baseId}-attachments`}
        label={t('fields.attachments')}
        describedBy={hintId}
        items={queue.items}
        rules={rules}
        onFiles={queue.add}
        onRemove={queue.remove}
        onRetry={queue.retry}
      />
    </S.Section>
  );
}
