import { useKitTranslation } from '@anp/core';
import type { SupportContact } from '@anp/core/services/support';
import { SUPPORT_NS } from './i18n';
import { telHref } from './model/support';
import * as S from './contact-list.styles';

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
