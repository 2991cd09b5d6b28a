import type { HeadingLevel } from '../headings';
import { RaiseComplaintButton } from '../raise-complaint-button';
import { SupportBar } from './support.bar.view';
import { CaseListView } from './support.cases.view';
import { FaqList } from './support.faqs.view';
import type { SupportBehaviour } from './use-support';
import * as S from './support.styles';

export interface SupportViewProps {
  support: SupportBehaviour;
  /** Level of the section headings (customer service, your cases, questions), 1 to 5. */
  headingLevel: HeadingLevel;
}

/**
 * The support page from its behaviour (ordering.md §2 route `support`, screen 13): the support
 * bar with "Raise a complaint", the account's cases, and the questions beside them on a wide page.
 */
export function SupportView({ support, headingLevel }: SupportViewProps) {
  return (
    <S.Root>
      <SupportBar
        contact={support.contact}
        headingLevel={headingLevel}
        action={<RaiseComplaintButton onSubmitted={support.onSubmitted} />}
      />
      <S.Columns>
        <CaseListView
          list={support.cases}
          headingLevel={headingLevel}
          fetchDocument={support.fetchDocument}
          action={<RaiseComplaintButton variant="secondary" onSubmitted={support.onSubmitted} />}
        />
        <FaqList faqs={support.faqs} follow={support.follow} headingLevel={headingLevel} />
      </S.Columns>
    </S.Root>
  );
}
