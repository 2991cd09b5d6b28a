import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PortalError } from '../api/errors';
import { useDebouncedValue } from './use-debounced-value';
import { usePagedList, type ListPage, type PagedListOptions } from './use-paged-list';

/** A list of `total` numbered items, served `limit` at a time. */
function server(total: number) {
  const calls: [offset: number, limit: number][] = [];
  const fetchPage = vi.fn(async (offset: number, limit: number): Promise<ListPage<string>> => {
    calls.push([offset, limit]);
    const items = Array.from(
      { length: Math.max(0, Math.min(limit, total - offset)) },
      (_, i) => `item ${offset + i + 1}`,
    );
    return { items, total };
  });
  return { fetchPage, calls };
}

function cache() {
  const map = new Map();
  return ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => map, dedupingInterval: 0 }}>{children}</SWRConfig>
  );
}

const list = (options: PagedListOptions<string>, wrapper = cache()) =>
  renderHook((props: PagedListOptions<string>) => usePagedList(props), {
    initialProps: options,
    wrapper,
  });

describe('given a paged list (offset and limit pages)', () => {
  it('loads the first page, then the next on demand, and stops at the end', async () => {
    const { fetchPage, calls } = server(5);
    const { result } = list({ key: ['orders', 'a1'], pageSize: 2, fetchPage });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.items).toEqual(['item 1', 'item 2']));
    expect(result.current.total).toBe(5);
    expect(result.current.hasMore).toBe(true);

    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(4));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(5));
    expect(result.current.hasMore).toBe(false);
    act(() => result.current.loadMore());
    expect(calls).toEqual([
      [0, 2],
      [2, 2],
      [4, 2],
    ]);
  });

  it('asks nothing while the key is null (a closed dropdown)', async () => {
    const { fetchPage } = server(5);
    const { result } = list({ key: null, pageSize: 2, fetchPage });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchPage).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ items: [], loading: false, total: null });
  });

  it('starts afresh for another key, and keeps the last list dimmed when asked to', async () => {
    const { fetchPage } = server(5);
    let release: () => void = () => undefined;
    const slow = vi.fn(
      (offset: number, limit: number) =>
        new Promise<ListPage<string>>((resolve) => {
          release = () => resolve({ items: [`other ${offset + 1}`], total: 1 + 0 * limit });
        }),
    );
    const { result, rerender } = list({
      key: ['docs', 'a'],
      pageSize: 2,
      fetchPage,
      keepPrevious: true,
    });
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    rerender({ key: ['docs', 'b'], pageSize: 2, fetchPage: slow, keepPrevious: true });
    await waitFor(() => expect(result.current.stale).toBe(true));
    expect(result.current.items).toEqual(['item 1', 'item 2']);
    expect(result.current.loading).toBe(true);
    act(() => release());
    await waitFor(() => expect(result.current.items).toEqual(['other 1']));
    expect(result.current.stale).toBe(false);
  });

  it('never shows the answer to an older key', async () => {
    const pending: Record<string, (page: ListPage<string>) => void> = {};
    const fetchFor = (name: string) =>
      vi.fn(
        () =>
          new Promise<ListPage<string>>((resolve) => {
            pending[name] = resolve;
          }),
      );
    const { result, rerender } = list({
      key: ['s', 'old'],
      pageSize: 2,
      fetchPage: fetchFor('old'),
    });
    await waitFor(() => expect(pending.old).toBeDefined());
    rerender({ key: ['s', 'new'], pageSize: 2, fetchPage: fetchFor('new') });
    await waitFor(() => expect(pending.new).toBeDefined());
    act(() => pending.new?.({ items: ['new 1'], total: 1 }));
    await waitFor(() => expect(result.current.items).toEqual(['new 1']));
    act(() => pending.old?.({ items: ['old 1'], total: 1 }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.items).toEqual(['new 1']);
  });

  it('keeps the loaded pages when a further page fails, and asks again on retry', async () => {
    const { fetchPage: good } = server(6);
    let fail = true;
    const flaky = vi.fn(async (offset: number, limit: number) => {
      if (offset > 0 && fail) throw new PortalError({ code: 'SERVER', status: 500 });
      return good(offset, limit);
    });
    const { result } = list({ key: ['cases'], pageSize: 2, fetchPage: flaky });
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.error?.code).toBe('SERVER'));
    expect(result.current.items).toHaveLength(2);
    fail = false;
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.items).toHaveLength(4));
    expect(result.current.error).toBeNull();
  });

  it('turns anything thrown into a PortalError', async () => {
    const broken = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const { result } = list({ key: ['x'], pageSize: 2, fetchPage: broken });
    await waitFor(() => expect(result.current.error?.code).toBe('NETWORK'));
  });

  it('finds the list as it was left when the user comes back, and checks its first page', async () => {
    const { fetchPage, calls } = server(10);
    const wrapper = cache();
    const first = list({ key: ['orders', 'a1'], pageSize: 3, fetchPage }, wrapper);
    await waitFor(() => expect(first.result.current.items).toHaveLength(3));
    act(() => first.result.current.loadMore());
    await waitFor(() => expect(first.result.current.items).toHaveLength(6));
    first.unmount();
    const asked = calls.length;

    const again = list({ key: ['orders', 'a1'], pageSize: 3, fetchPage }, wrapper);
    expect(again.result.current.items).toHaveLength(6);
    await waitFor(() => expect(calls.length).toBe(asked + 1));
    expect(calls.at(-1)).toEqual([0, 3]);
    expect(again.result.current.items).toHaveLength(6);
  });

  it('replaces the loaded pages when the first page read again has changed', async () => {
    let total = 10;
    const fetchPage = vi.fn(async (offset: number, limit: number) => ({
      items: Array.from(
        { length: Math.min(limit, total - offset) },
        (_, i) => `${total}:${offset + i}`,
      ),
      total,
    }));
    const wrapper = cache();
    const first = list({ key: ['docs'], pageSize: 3, fetchPage }, wrapper);
    await waitFor(() => expect(first.result.current.items).toHaveLength(3));
    act(() => first.result.current.loadMore());
    await waitFor(() => expect(first.result.current.items).toHaveLength(6));
    first.unmount();
    total = 12;
    const again = list({ key: ['docs'], pageSize: 3, fetchPage }, wrapper);
    await waitFor(() => expect(again.result.current.total).toBe(12));
    expect(again.result.current.items).toEqual(['12:0', '12:1', '12:2']);
  });

  it('changes loaded items in place without asking the server', async () => {
    const { fetchPage } = server(3);
    const { result } = list({ key: ['accounts'], pageSize: 5, fetchPage });
    await waitFor(() => expect(result.current.items).toHaveLength(3));
    act(() => result.current.update((item) => item.toUpperCase()));
    await waitFor(() => expect(result.current.items[0]).toBe('ITEM 1'));
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('reads the loaded pages again on refresh', async () => {
    let total = 2;
    const fetchPage = vi.fn(async (offset: number) => ({
      items: Array.from({ length: total - offset }, (_, i) => `case ${i + 1}`),
      total,
    }));
    const { result } = list({ key: ['cases'], pageSize: 5, fetchPage });
    await waitFor(() => expect(result.current.total).toBe(2));
    total = 3;
    await act(() => result.current.refresh());
    expect(result.current.total).toBe(3);
    expect(result.current.items).toHaveLength(3);
  });
});

describe('given a debounced value', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('settles after the pause, restarting the wait on every change', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 1000), {
      initialProps: { value: 'a' },
    });
    rerender({ value: 'ab' });
    act(() => vi.advanceTimersByTime(600));
    rerender({ value: 'abc' });
    act(() => vi.advanceTimersByTime(600));
    expect(result.current).toBe('a');
    act(() => vi.advanceTimersByTime(400));
    expect(result.current).toBe('abc');
  });

  it('lets the values it is told to through at once, and types on from them', () => {
    vi.useFakeTimers();
    const blank = (v: string) => v === '';
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 1000, blank), {
      initialProps: { value: 'feed' },
    });
    rerender({ value: '' });
    expect(result.current).toBe('');
    rerender({ value: 'p' });
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe('p');
  });
});
