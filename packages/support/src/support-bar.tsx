import { useId, type ReactNode } from 'react';
import { useKitTranslation, useMarketConfig } from '@anp/core';
import { Button } from '@anp/ui';
import type { SupportContact } from '@anp/core/services/support';
import { SUPPORT_NS } from './i18n';
import { telHref } from './model/support';
import type { HeadingLevel } from './headings';
import { useCaseConfigurations } from './use-support-data';
import * as S from './support.styles';

const text = (value: unknown): string =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : '';

/**
 * How customer service is reached: from customerCase/configurations (phone, e-mail, hours in the
 * page language); while that fails, the market configuration's phone and e-mail, so the user is
 * never left without a way to reach someone.
 */
export function useContact(): { contact: SupportContact | null; loading: boolean; retry(): void } {
  const configurations = useCaseConfigurations();
  const market = useMarketConfig();
  if (configurations.data) {
    return { contact: configurations.data.contact, loading: false, retry: () => {} };
  }
  const phone = text(market.data?.config['supportPhone']);
  const email = text(market.data?.config['supportEmail']);
  const fallback = configurations.error && (phone || email) ? { phone, email, hours: '' } : null;
  return {
    contact: fallback,
    loading: !configurations.error,
    retry: () => void configurations.mutate(),
  };
}

export interface SupportBarProps {
  headingLevel: HeadingLevel;
  /** The "Raise a complaint" control. */
  action: ReactNode;
}

/**
 * The support bar (ordering.md §2 screen 13 "opened from a support bar"): customer service's
 * phone (a tel: link), e-mail (mailto:) and hours, and the prominent "Raise a complaint".
 */
export function SupportBar({ headingLevel, action }: SupportBarProps) {
  const { t } = useKitTranslation(SUPPORT_NS);
  const headingId = useId();
  const { contact, loading, retry } = useContact();
  const hasContact = contact && (contact.phone || contact.email || contact.hours);

  return (
    <S.Bar aria-labelledby={headingId}>
      <S.BarText>
        <S.SectionHeading as={`h${headingLevel}`} id={headingId}>
          {t('bar.heading')}
        </S.SectionHeading>
        <S.Muted>{t('bar.intro')}</S.Muted>
        {loading && (
          <div aria-busy="true">
            <S.Hidden role="status">{t('bar.loading')}</S.Hidden>
            <S.Bone aria-hidden="true" $width="min(100%, 24rem)" $height="1.25rem" />
          </div>
        )}
        {hasContact && <ContactList contact={contact} />}
        {!loading && !hasContact && (
          <S.Failure>
            <p role="alert">{t('bar.failed')}</p>
            <Button variant="secondary" size="sm" onClick={retry}>
              {t('retry')}
            </Button>
          </S.Failure>
        )}
      </S.BarText>
      <S.BarAction>{action}</S.BarAction>
    </S.Bar>
  );
}

/** Phone (a tel: link), e-mail (mailto:) and hours of customer service, those that are known. */
export function ContactList({ contact }: { contact: SupportContact }) {
  const { t } = useKitTranslation(SUPPORT_NS);
  return (
    <S.Contacts>
      {contact.phone && (
        <div>
          <dt>{t('bar.phone')}</dt>
          <dd>
            <a href={telHref(contact.phone)}>{contact.phone}</a>
          </dd>
        </div>
      )}
      {contact.email && (
        <div>
          <dt>{t('bar.email')}</dt>
          <dd>
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </dd>
        </div>
      )}
      {contact.hours && (
        <div>
          <dt>{t('bar.hours')}</dt>
          <dd>{contact.hours}</dd>
        </div>
      )}
    </S.Contacts>
  );
}
