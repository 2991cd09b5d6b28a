import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { MAX_TOASTS, ToastRegion, useToastQueue, type Toast } from './toast';

const toasts: Toast[] = [
  {
    id: 'a',
    tone: 'error',
    title: 'Something went wrong',
    message: 'The order could not be placed.',
  },
  { id: 'b', tone: 'success', message: 'Order 4711 placed.' },
  { id: 'c', tone: 'info', message: 'Prices update at midnight.' },
];

function renderRegion(props: Partial<Parameters<typeof ToastRegion>[0]> = {}) {
  const onDismiss = vi.fn();
  const result = render(
    <ToastRegion
      toasts={toasts}
      onDismiss={onDismiss}
      dismissLabel="Dismiss"
      regionLabel="Notifications"
      {...props}
    />,
  );
  return { onDismiss, ...result };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('given a ToastRegion with toasts', () => {
  it('shows them in a labelled region, errors as alerts and the others as statuses', async () => {
    renderRegion();
    const region = await screen.findByRole('region', { name: 'Notifications' });
    const alert = within(region).getByRole('alert');
    expect(alert.textContent).toContain('Something went wrong');
    expect(alert.textContent).toContain('The order could not be placed.');
    const statuses = within(region).getAllByRole('status');
    expect(statuses.map((status) => status.textContent)).toEqual([
      'Order 4711 placed.',
      'Prices update at midnight.',
    ]);
  });

  it('dismisses a toast with its named button', async () => {
    const { onDismiss } = renderRegion();
    const alert = await screen.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledWith('a');
  });

  it('keeps keyboard focus in the region after a dismissal', async () => {
    const { onDismiss } = renderRegion();
    const [first, second] = await screen.findAllByRole('button', { name: 'Dismiss' });
    first?.focus();
    await userEvent.keyboard('{Enter}');
    expect(onDismiss).toHaveBeenCalledWith('a');
    expect(document.activeElement).toBe(second);
  });

  it('has no axe violations', async () => {
    const { container } = renderRegion();
    await screen.findByRole('region', { name: 'Notifications' });
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

describe('given a ToastRegion without toasts', () => {
  it('shows nothing', async () => {
    const { container } = renderRegion({ toasts: [] });
    await act(async () => {});
    expect(screen.queryByRole('region')).toBeNull();
    expect(container.childElementCount).toBe(0);
  });
});

describe('given toasts that dismiss themselves', () => {
  function setup(autoDismissMs?: number) {
    vi.useFakeTimers();
    const result = renderRegion({
      toasts: [toasts[1] as Toast],
      ...(autoDismissMs === undefined ? {} : { autoDismissMs }),
    });
    return { ...result, region: screen.getByRole('region', { name: 'Notifications' }) };
  }

  it('dismisses a toast after 8 seconds by default', () => {
    const { onDismiss } = setup();
    act(() => vi.advanceTimersByTime(7999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledWith('b');
  });

  it('waits as long as it is told to', () => {
    const { onDismiss } = setup(3000);
    act(() => vi.advanceTimersByTime(3000));
    expect(onDismiss).toHaveBeenCalledWith('b');
  });

  it('never dismisses with autoDismissMs 0', () => {
    const { onDismiss } = setup(0);
    act(() => vi.advanceTimersByTime(60_000));
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('pauses while the pointer is over the region and starts again after', () => {
    const { onDismiss, region } = setup();
    fireEvent.mouseOver(within(region).getByRole('status'));
    act(() => vi.advanceTimersByTime(20_000));
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.mouseOut(within(region).getByRole('status'), { relatedTarget: document.body });
    act(() => vi.advanceTimersByTime(8000));
    expect(onDismiss).toHaveBeenCalledWith('b');
  });

  it('does not stay paused for the next toast when the last one left under the pointer', () => {
    const { onDismiss, region, rerender } = setup();
    fireEvent.mouseOver(within(region).getByRole('status'));
    const props = { onDismiss, dismissLabel: 'Dismiss', regionLabel: 'Notifications' };
    rerender(<ToastRegion toasts={[]} {...props} />);
    rerender(<ToastRegion toasts={[toasts[2] as Toast]} {...props} />);
    act(() => vi.advanceTimersByTime(8000));
    expect(onDismiss).toHaveBeenCalledWith('c');
  });

  it('pauses while focus is inside the region and starts again after', () => {
    const { onDismiss, region } = setup();
    act(() => within(region).getByRole('button', { name: 'Dismiss' }).focus());
    act(() => vi.advanceTimersByTime(20_000));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => within(region).getByRole('button', { name: 'Dismiss' }).blur());
    act(() => vi.advanceTimersByTime(8000));
    expect(onDismiss).toHaveBeenCalledWith('b');
  });
});

describe('given a toast queue', () => {
  it('gives each new message an id and shows it', () => {
    const { result } = renderHook(() => useToastQueue());
    let id = '';
    act(() => {
      id = result.current.push({ tone: 'info', message: 'Saved as draft.' });
    });
    expect(id).not.toBe('');
    expect(result.current.toasts).toEqual([{ id, tone: 'info', message: 'Saved as draft.' }]);
  });

  it('does not show a message twice while it is on screen', () => {
    const { result } = renderHook(() => useToastQueue());
    const ids: string[] = [];
    act(() => {
      ids.push(result.current.push({ tone: 'error', message: 'The server could not be reached.' }));
      ids.push(result.current.push({ tone: 'error', message: 'The server could not be reached.' }));
    });
    expect(ids[0]).toBe(ids[1]);
    expect(result.current.toasts).toHaveLength(1);
  });

  it('shows a message again once the earlier one was dismissed', () => {
    const { result } = renderHook(() => useToastQueue());
    let first = '';
    act(() => {
      first = result.current.push({ tone: 'success', message: 'Copied.' });
    });
    act(() => result.current.dismiss(first));
    expect(result.current.toasts).toEqual([]);
    let second = '';
    act(() => {
      second = result.current.push({ tone: 'success', message: 'Copied.' });
    });
    expect(second).not.toBe(first);
    expect(result.current.toasts).toHaveLength(1);
  });

  it(`keeps at most ${MAX_TOASTS} toasts, dropping the oldest`, () => {
    const { result } = renderHook(() => useToastQueue());
    act(() => {
      for (let i = 1; i <= 6; i += 1)
        result.current.push({ tone: 'info', message: `Message ${i}` });
    });
    expect(result.current.toasts.map((toast) => toast.message)).toEqual([
      'Message 3',
      'Message 4',
      'Message 5',
      'Message 6',
    ]);
  });

  it('drives a ToastRegion: pushed toasts appear and dismissed ones go', async () => {
    function Page() {
      const { toasts: shown, push, dismiss } = useToastQueue();
      const [count, setCount] = useState(0);
      return (
        <>
          <button
            type="button"
            onClick={() => {
              setCount(count + 1);
              push({ tone: 'success', message: `Line ${count + 1} added.` });
            }}
          >
            Add line
          </button>
          <ToastRegion
            toasts={shown}
            onDismiss={dismiss}
            dismissLabel="Dismiss"
            regionLabel="Notifications"
          />
        </>
      );
    }
    const user = userEvent.setup();
    render(<Page />);
    await user.click(await screen.findByRole('button', { name: 'Add line' }));
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    const region = await screen.findByRole('region', { name: 'Notifications' });
    expect(within(region).getAllByRole('status')).toHaveLength(2);
    await user.click(within(region).getAllByRole('button', { name: 'Dismiss' })[0] as HTMLElement);
    expect(within(region).getByRole('status').textContent).toBe('Line 2 added.');
  });
});
