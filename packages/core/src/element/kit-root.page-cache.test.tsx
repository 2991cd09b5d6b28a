import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import useSWR from 'swr';
import { KitRoot } from './kit-root';
import { resolveConfig } from '../config/validate';

// Its own file: the page cache lives as long as the module, and other tests' widgets would
// otherwise decide which SWRConfig met it first.
const config = resolveConfig({ country: 'us', lang: 'en' });

describe('given the page-wide data cache', () => {
  it('one widget removed from the page leaves the others working and in step', async () => {
    let count = 0;
    const fetcher = vi.fn(async () => `count ${++count}`);
    function Reader({ id }: { id: string }) {
      const { data, mutate } = useSWR('removal-key', fetcher);
      return <button type="button" onClick={() => void mutate()}>{`${id}:${data ?? '…'}`}</button>;
    }
    const first = document.createElement('div');
    const second = document.createElement('div');
    document.body.append(first, second);
    const rootA = createRoot(first);
    const rootB = createRoot(second);
    await act(async () => {
      rootA.render(
        <KitRoot config={config}>
          <Reader id="a" />
        </KitRoot>,
      );
    });
    await act(async () => {
      rootB.render(
        <KitRoot config={config}>
          <Reader id="b" />
        </KitRoot>,
      );
    });
    await screen.findByText('b:count 1');
    // The first widget (the one whose SWRConfig met the cache first) leaves the page.
    await act(async () => rootA.unmount());
    await act(async () => screen.getByText('b:count 1').click());
    expect(await screen.findByText('b:count 2')).toBeTruthy();
    await act(async () => rootB.unmount());
    first.remove();
    second.remove();
  });
});
