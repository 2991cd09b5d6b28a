import type { Story } from '@ladle/react';
import { useState } from 'react';
import { ToastRegion, useToastQueue, type Toast, type ToastRegionProps } from './toast';
import { Button } from './button';

export default { title: 'UI/Toast' };

/** A region over fixed toasts; dismissing removes them. */
function Static({ initial, ...props }: { initial: Toast[] } & Partial<ToastRegionProps>) {
  const [toasts, setToasts] = useState(initial);
  return (
    <ToastRegion
      toasts={toasts}
      onDismiss={(id) => setToasts((shown) => shown.filter((toast) => toast.id !== id))}
      dismissLabel="Dismiss"
      regionLabel="Notifications"
      autoDismissMs={0}
      {...props}
    />
  );
}

export const ErrorMessage: Story = () => (
  <Static
    initial={[
      {
        id: '1',
        tone: 'error',
        title: 'Something went wrong',
        message: 'The server could not be reached. Check your connection and try again.',
      },
    ]}
  />
);

export const InfoMessage: Story = () => (
  <Static initial={[{ id: '1', tone: 'info', message: 'Prices for next week are published.' }]} />
);

export const SuccessMessage: Story = () => (
  <Static initial={[{ id: '1', tone: 'success', message: 'Order 4711 was placed.' }]} />
);

export const Stacked: Story = () => (
  <Static
    initial={[
      { id: '1', tone: 'success', message: 'Order 4711 was placed.' },
      { id: '2', tone: 'info', title: 'Reminder', message: 'Cut-off for changes is 3:00 PM.' },
      { id: '3', tone: 'error', message: 'Invoice 991 could not be downloaded.' },
    ]}
  />
);

/** Each toast leaves after three seconds, unless the pointer or focus is on the region. */
export const AutoDismiss: Story = () => (
  <Static
    autoDismissMs={3000}
    initial={[{ id: '1', tone: 'info', message: 'Hover me to keep me here.' }]}
  />
);

/**
 * `useToastQueue`: the same message is never shown twice, and at most four toasts are on screen.
 */
export const Queue: Story = () => {
  const { toasts, push, dismiss } = useToastQueue();
  const [count, setCount] = useState(0);
  return (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      <Button
        onClick={() => {
          setCount(count + 1);
          push({ tone: 'success', message: `Line ${count + 1} added to the cart.` });
        }}
      >
        Add a line
      </Button>
      <Button
        variant="danger"
        onClick={() => push({ tone: 'error', message: 'The server could not be reached.' })}
      >
        Fail (same message each time)
      </Button>
      <ToastRegion
        toasts={toasts}
        onDismiss={dismiss}
        dismissLabel="Dismiss"
        regionLabel="Notifications"
      />
    </div>
  );
};
