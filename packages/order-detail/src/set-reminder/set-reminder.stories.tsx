import { useRef, useState } from 'react';
import type { Story } from '@ladle/react';
import { Demo, never } from '../fixtures/story-demo';
import { demoOrders } from '../fixtures';
import { OrderDetail } from '../order-detail/order-detail';
import { ReminderDialog } from './set-reminder.dialog.lazy';

export default { title: 'Order detail / Set a reminder' };

const ORDER = demoOrders().usOpen;

const saved = (call: { body: unknown }) => ({
  status: 201,
  body: {
    reminderId: 'rem_story',
    ...(call.body as object),
    nextDueAt: new Date(Date.now() + 86_400_000).toISOString(),
  },
});

/** The dialog open at once, over the fake reminder service a story passes. */
function Open() {
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(true);
  return (
    <>
      <button ref={opener} type="button" onClick={() => setOpen(true)}>
        Open again
      </button>
      {open && (
        <ReminderDialog
          order={ORDER}
          onClose={() => setOpen(false)}
          onSaved={() => setOpen(false)}
          returnFocusRef={opener}
        />
      )}
    </>
  );
}

/** The button on the order detail; setting a reminder says when it comes. */
export const OnTheOrderDetail: Story = () => (
  <Demo routes={{ 'POST reminder': saved }}>
    <OrderDetail orderNumber="4000161424" />
  </Demo>
);

export const DialogEnglish: Story = () => (
  <Demo routes={{ 'POST reminder': saved }}>
    <Open />
  </Demo>
);

export const DialogSpanishMexico: Story = () => (
  <Demo country="mx" lang="es" routes={{ 'POST reminder': saved }}>
    <Open />
  </Demo>
);

export const DialogPortugueseBrazil: Story = () => (
  <Demo country="br" lang="pt" routes={{ 'POST reminder': saved }}>
    <Open />
  </Demo>
);

export const DialogKorean: Story = () => (
  <Demo country="kr" lang="ko" routes={{ 'POST reminder': saved }}>
    <Open />
  </Demo>
);

/** Press "Set reminder": the server refuses with REMINDER_104 and its own message is shown. */
export const RefusedWithReminder104: Story = () => (
  <Demo
    routes={{
      'POST reminder': () => ({
        status: 422,
        body: {
          code: 'REMINDER_104',
          message: 'That date and time have already passed. Choose a time from now on.',
        },
      }),
    }}
  >
    <Open />
  </Demo>
);

/** Press "Set reminder": the call never answers, the button shows it is saving. */
export const Saving: Story = () => (
  <Demo routes={{ 'POST reminder': never }}>
    <Open />
  </Demo>
);

/** Press "Set reminder": the service is down; the catalogue's message is shown. */
export const ServiceFails: Story = () => (
  <Demo
    routes={{ 'POST reminder': () => ({ status: 500, body: { code: 'SERVER', message: 'x' } }) }}
  >
    <Open />
  </Demo>
);
