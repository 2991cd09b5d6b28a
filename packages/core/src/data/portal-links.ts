import { useCallback, type MouseEvent } from 'react';
import { buildPortalPath } from '@anp/rules';
import { handleLinkClick } from '../events/navigation';
import { useKitContext } from '../element/kit-context';

/**
 * Links to portal pages from inside a widget: `hrefOf(page)` is
 * `{prefix}/{country}/{lang}/pages/{page}` of the widget's market and language, and `follow`
 * turns a plain click into `anp-navigate` from the element, so a host router can take over
 * (modified clicks keep the browser's behaviour).
 */
export function usePortalLinks() {
  const { config, country, host } = useKitContext();
  const hrefOf = useCallback(
    (page: string) =>
      buildPortalPath({
        prefix: config.portalPrefix as '' | '/animalnutrition',
        country,
        lang: config.lang,
        page,
      }),
    [config.portalPrefix, config.lang, country],
  );
  const follow = useCallback(
    (event: MouseEvent, href: string) => handleLinkClick(event, host ?? window, href),
    [host],
  );
  return { hrefOf, follow };
}
