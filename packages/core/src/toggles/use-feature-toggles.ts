import useSWR from 'swr';
import { useKitContext } from '../element/kit-context';
import { DEFAULT_TOGGLES, type FeatureToggles } from './toggles';

/**
 * The page's feature toggles. Renders immediately with the defaults (the configured cart flag
 * included) and updates when the toggle service answers; a failure keeps the defaults.
 */
export function useFeatureToggles(): FeatureToggles {
  const { services, config } = useKitContext();
  const fallback: FeatureToggles = { ...DEFAULT_TOGGLES, cartEnabled: config.features.cartEnabled };
  const { data } = useSWR('anp:feature-toggles', () => services.toggles.load(), {
    fallbackData: fallback,
    revalidateOnMount: true,
    revalidateOnFocus: false,
    dedupingInterval: 60_000,
  });
  return data ?? fallback;
}
