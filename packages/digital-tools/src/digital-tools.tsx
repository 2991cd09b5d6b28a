import { headingLevelOf, useNamespaces, usePortalLinks } from '@anp/core';
import { isDigitalPage, type DigitalPagePath } from '@anp/rules';
import { DIGITAL_TOOLS_NS } from './i18n';
import { useDigitalTools } from './use-digital-tools';
import { useDigitalToolsData } from './use-digital-tools-data';
import { DigitalToolsView, type HeadingLevel } from './digital-tools.view';

export interface DigitalToolsProps {
  /**
   * The digital page to show, its path under `pages/` (shell-and-admin.md §2): `nutritioncloud`
   * and its sub-pages, `research` and its sub-pages, `porkdocuments`.
   */
  page?: string | undefined;
  /** Level of the page's title, 1 to 4 (default 1). */
  headingLevel?: number | undefined;
}

const NAMESPACES = [DIGITAL_TOOLS_NS];

function Page({ page, headingLevel }: DigitalToolsProps & { page: DigitalPagePath }) {
  const state = useDigitalTools(useDigitalToolsData(page));
  const { hrefOf, follow } = usePortalLinks();
  return (
    <DigitalToolsView
      state={state}
      hrefOf={hrefOf}
      follow={follow}
      headingLevel={headingLevelOf<HeadingLevel>(headingLevel, 1)}
    />
  );
}

/**
 * A digital page rendered from the server's configuration for the selected account: its
 * description, launch link, sub-pages, documents or research trials; "not available for your
 * account" when the account or user may not open it.
 * @example <KitRoot config={config}><DigitalTools page="research/sows" /></KitRoot>
 */
export function DigitalTools({ page, ...rest }: DigitalToolsProps) {
  useNamespaces(NAMESPACES);
  if (!page || !isDigitalPage(page)) return null;
  return <Page page={page} {...rest} />;
}
