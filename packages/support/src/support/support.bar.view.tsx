import { useId, type ReactNode } from 'react';
import { useKitTranslation } from '@anp/core';
import { Button } from '@anp/ui';
import { ContactList } from '../contact-list.view';
import type { HeadingLevel } from '../headings';
import { SUPPORT_NS } from '../i18n';
import type { ContactData } from '../use-support-data';
import * as Section from '../section.styles';
import * as S from './support.styles';

export interface SupportBarProps {
  contact: ContactData;
  headingLevel: HeadingLevel;
  /** The "Raise a complaint" control. */
  action: ReactNode;
}

/**
 * The support bar (ordering.md §2 screen 13 "opened from a support bar"): customer service's
 * phone (a tel: link), e-mail (mailto:) and hours, and the prominent "Raise a complaint".
 */
export function SupportBar({
  contact: { contact, loading, retry },
  headingLevel,
  action,
}: SupportBarProps) {
  const { t } = useKitTranslation(SUPPORT_NS);
  const headingId = useId();
  const hasContact = contact && (contact.phone || contact.email || contact.hours);

  return (
    <S.Bar part="bar" aria-labelledby={headingId}>
      <S.BarText>
        <Section.SectionHeading part="heading" as={`h${headingLevel}`} id={headingId}>
          {t('bar.heading')}
        </Section.SectionHeading>
        <Section.Muted>{t('bar.intro')}</Section.Muted>
        {loading && (
          <div aria-busy="true">
            <Section.Hidden role="status">{t('bar.loading')}</Section.Hidden>
            <S.Bone aria-hidden="true" $width="min(100%, 24rem)" $height="1.25rem" />
          </div>
        )}
        {hasContact && <ContactList contact={contact} />}
        {!loading && !hasContact && (
          <Section.Failure>
            <p role="alert">{t('bar.failed')}</p>
            <Button variant="secondary" size="sm" onClick={retry}>
              {t('retry')}
            </Button>
          </Section.Failure>
        )}
      </S.BarText>
      <S.BarAction>{action}</S.BarAction>
    </S.Bar>
  );
}
