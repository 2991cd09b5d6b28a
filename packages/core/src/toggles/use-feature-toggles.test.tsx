import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { KitRoot } from '../element/kit-root';
import { getKitServices } from '../element/services';
import { resolveConfig } from '../config/validate';
import { useFeatureToggles } from './use-feature-toggles';
import type { FeatureToggles } from './toggles';

function Probe() {
  const toggles = useFeatureToggles();
  return <p>{`maintenance:${toggles.maintenance} cart:${toggles.cartEnabled}`}</p>;
}

function renderWith(load: () => Promise<FeatureToggles>) {
  const config = resolveConfig({}, { features: { cartEnabled: false } });
  const services = { ...getKitServices(config), toggles: { load: vi.fn(load) } };
  render(
    <KitRoot config={config} services={services} swrCache={new Map()}>
      <Probe />
    </KitRoot>,
  );
  return services.toggles.load;
}

describe('given the feature toggles hook', () => {
  it('renders at once with the defaults, then the loaded flags', async () => {
    let resolve: (t: FeatureToggles) => void = () => undefined;
    const load = renderWith(() => new Promise((r) => (resolve = r)));
    expect(screen.getByText('maintenance:false cart:false')).toBeTruthy();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    resolve({ maintenance: true, cartEnabled: true });
    expect(await screen.findByText('maintenance:true cart:true')).toBeTruthy();
  });

  it('keeps the defaults when the service fails', async () => {
    const load = renderWith(() => Promise.reject(new Error('down')));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(screen.getByText('maintenance:false cart:false')).toBeTruthy();
  });
});
