import { headingLevelOf, useNamespaces } from '@anp/core';
import { ORDER_TEMPLATES_NS } from './i18n';
import { useOrderTemplates } from './use-order-templates';
import { useOrderTemplatesData } from './use-order-templates-data';
import { OrderTemplatesView, type HeadingLevel } from './order-templates.view';

export interface OrderTemplatesProps {
  /** The card's heading; the strings' own without one. */
  heading?: string | undefined;
  /** Level of the heading, 1 to 6 (default 2). */
  headingLevel?: number | undefined;
  /** A template to bring into view and focus, e.g. the one a reminder is about. */
  templateId?: string | undefined;
}

const NAMESPACES = [ORDER_TEMPLATES_NS];

/**
 * Order templates (issue 17): the saved carts of the selected account, the caller's and the ones
 * shared with them: use one (merge or replace), rename, share, delete, remind me.
 * @example <KitRoot config={config}><OrderTemplates /></KitRoot>
 */
export function OrderTemplates({ heading, headingLevel, templateId }: OrderTemplatesProps) {
  useNamespaces(NAMESPACES);
  const state = useOrderTemplates(useOrderTemplatesData());
  return (
    <OrderTemplatesView
      state={state}
      heading={heading}
      headingLevel={headingLevelOf<HeadingLevel>(headingLevel, 2)}
      focusTemplate={templateId}
    />
  );
}
