import type { FieldId } from './model';
import { domIdOf, type ComplaintBehaviour } from './use-complaint';
import { useComplaintMessages } from './use-complaint-messages';

/** What one field of the form takes from the behaviour. */
export interface FieldWiring {
  /** The control's id: Submit and a server refusal focus the field by it. */
  id: string;
  /** The problem's message once the field was left or Submit pressed; else null. */
  error: string | null;
  /** Leaving the field shows its problem from then on. */
  onBlur(): void;
}

/**
 * The id, the error shown and the blur of each field, for `@anp/ui/fields` (ordering.md §4:
 * a field shows its error once the user left it, every field once Submit was pressed).
 */
export function useComplaintFields(
  c: ComplaintBehaviour,
  baseId: string,
): (field: FieldId) => FieldWiring {
  const { problemText } = useComplaintMessages();
  return (field) => {
    const problem = c.problemOf(field);
    return {
      id: domIdOf(baseId, field),
      error: problem ? problemText(problem) : null,
      onBlur: () => c.touch(field),
    };
  };
}

/** What each section of the form renders from. */
export interface ComplaintSectionProps {
  c: ComplaintBehaviour;
  /** The modal's id prefix: the fields' ids, which Submit focuses, are made from it. */
  baseId: string;
}
