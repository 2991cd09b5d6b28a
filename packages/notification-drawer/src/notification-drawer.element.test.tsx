import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetKitServices, resetPageConfig } from '@anp/core';
import { installFakeFetch } from '@anp/core/testing';
import { alertsRoutes, demoNotifications } from './fixtures';
import { notificationDrawerElement } from './notification-drawer.element';

function mount(attrs: Record<string, string> = {}) {
  const el = document.createElement('anp-notification-drawer');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.append(el);
  return el;
}

const shadow = (el: Element) => el.shadowRoot as ShadowRoot;
const bellOf = (el: Element) =>
  shadow(el).querySelector<HTMLButtonElement>('button[aria-haspopup="dialog"]');
const dialogOf = (el: Element) => shadow(el).querySelector('[role="dialog"]');

let restoreFetch: () => void = () => undefined;

beforeEach(() => {
  // A page that supplies its own token, and an alerts service answering the demo list.
  restoreFetch = installFakeFetch(alertsRoutes(demoNotifications())).restore;
  notificationDrawerElement.register();
  window.anp?.configure({ getAccessToken: async () => 'page-token' });
});

afterEach(() => {
  document.body.innerHTML = '';
  restoreFetch();
  resetPageConfig();
  resetKitServices();
});

// First: the page's one SWR cache keeps the notifications a test loaded, which would hide a
// failed load.
describe('given <anp-notification-drawer> whose list fails at first', () => {
  it('renders Retry, a secondary button, and the list once it loads', async () => {
    restoreFetch();
    restoreFetch = installFakeFetch({
      'GET notifications': () => ({ status: 503, body: { code: 'UNAVAILABLE' } }),
    }).restore;
    const el = mount({ country: 'us', lang: 'en', open: '' });
    const part = (name: string) => shadow(el).querySelector(`[part~="${name}"]`);
    const retry = await waitFor(() => {
      const found = part('secondary');
      expect(found?.getAttribute('part')).toBe('button secondary');
      return found as HTMLButtonElement;
    });
    restoreFetch();
    restoreFetch = installFakeFetch(alertsRoutes(demoNotifications())).restore;
    await userEvent.click(retry);
    await waitFor(() => expect(part('active')).not.toBeNull());
    for (const name of ['drawer', 'heading', 'close', 'settings', 'notification']) {
      expect(part(name), name).not.toBeNull();
    }
  });
});

describe('given <anp-notification-drawer> on a plain page', () => {
  it('shows its own bell with the unread count inside its shadow root', async () => {
    const el = mount({ country: 'us', lang: 'en' });
    await waitFor(() => expect(bellOf(el)?.textContent).toContain('5 unread'));
    expect(dialogOf(el)).toBeNull();
  });

  it('opens from the bell, reflects open, and announces the change', async () => {
    const toggles: boolean[] = [];
    const el = mount({ country: 'us', lang: 'en' });
    el.addEventListener('anp-notification-drawer-toggle', (event) =>
      toggles.push((event as CustomEvent<{ open: boolean }>).detail.open),
    );
    await waitFor(() => expect(bellOf(el)).not.toBeNull());
    await userEvent.click(bellOf(el) as HTMLButtonElement);
    await waitFor(() => expect(dialogOf(el)).not.toBeNull());
    expect(el.hasAttribute('open')).toBe(true);
    expect(toggles).toEqual([true]);
  });

  it('opens and closes with the open attribute, and hides the bell on show-trigger="false"', async () => {
    const el = mount({ country: 'us', lang: 'en', 'show-trigger': 'false' });
    await waitFor(() => expect(shadow(el).childNodes.length).toBeGreaterThan(0));
    expect(bellOf(el)).toBeNull();
    el.setAttribute('open', '');
    await waitFor(() => expect(dialogOf(el)?.getAttribute('aria-modal')).toBe('true'));
    el.removeAttribute('open');
    await waitFor(() => expect(dialogOf(el)).toBeNull());
  });

  it('dispatches anp-notification-click with the notification', async () => {
    const clicks: string[] = [];
    const onNavigate = (event: Event) => event.preventDefault();
    window.addEventListener('anp-navigate', onNavigate);
    const el = mount({ country: 'us', lang: 'en', open: '' });
    el.addEventListener('anp-notification-click', (event) =>
      clicks.push(
        (event as CustomEvent<{ notification: { notificationId: string } }>).detail.notification
          .notificationId,
      ),
    );
    await waitFor(() => expect(dialogOf(el)?.querySelector('[data-item-main]')).toBeTruthy());
    await userEvent.click(dialogOf(el)?.querySelector('[data-item-main]') as HTMLElement);
    expect(clicks).toEqual(['ntf-1']);
    window.removeEventListener('anp-navigate', onNavigate);
  });

  it('renders every part it lists: the empty state once all are marked read', async () => {
    const el = mount({ country: 'us', lang: 'en', open: '' });
    const drawer = await waitFor(() => {
      expect(dialogOf(el)?.querySelector('[part~="active"]')).toBeTruthy();
      return dialogOf(el) as HTMLElement;
    });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(drawer.querySelector('[part~="empty-state"]')).not.toBeNull());
  });
});
