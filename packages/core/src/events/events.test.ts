import { describe, it, expect, vi, afterEach } from 'vitest';
import { dispatchAnpEvent, onAnpEvent, type AnpEvent } from './events';
import { publishError, subscribeErrors } from './error-bus';
import { PortalError } from '../api/errors';

const cleanups: (() => void)[] = [];

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  document.body.replaceChildren();
});

function hostWithShadowButton(): HTMLButtonElement {
  const host = document.createElement('anp-test-widget');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  const button = document.createElement('button');
  root.append(button);
  return button;
}

describe('dispatchAnpEvent', () => {
  describe('given an element inside an open shadow root', () => {
    it('reaches a listener on document with the detail', () => {
      const button = hostWithShadowButton();
      const handler = vi.fn<(event: AnpEvent<'anp-cart-changed'>) => void>();
      cleanups.push(onAnpEvent(document, 'anp-cart-changed', handler));

      dispatchAnpEvent(button, 'anp-cart-changed', { count: 3, encCartId: 'enc-1' });

      expect(handler).toHaveBeenCalledTimes(1);
      const event = handler.mock.calls[0]?.[0];
      expect(event?.detail).toEqual({ count: 3, encCartId: 'enc-1' });
      expect(event?.bubbles).toBe(true);
      expect(event?.composed).toBe(true);
    });
  });

  describe('given a listener that cancels the event', () => {
    it('returns false so the dispatcher can stand back', () => {
      cleanups.push(onAnpEvent(window, 'anp-signed-out', (event) => event.preventDefault()));
      expect(dispatchAnpEvent(window, 'anp-signed-out', { reason: 'idle' })).toBe(false);
    });
  });

  describe('given nobody cancels the event', () => {
    it('returns true', () => {
      expect(dispatchAnpEvent(window, 'anp-navigate', { path: '/us/orders' })).toBe(true);
    });
  });
});

describe('onAnpEvent', () => {
  describe('given the returned function was called', () => {
    it('stops listening', () => {
      const handler = vi.fn<(event: AnpEvent<'anp-region-changed'>) => void>();
      const stop = onAnpEvent(document, 'anp-region-changed', handler);
      dispatchAnpEvent(document, 'anp-region-changed', { region: 'kr' });
      stop();
      dispatchAnpEvent(document, 'anp-region-changed', { region: 'mx' });
      expect(handler).toHaveBeenCalledTimes(1);
      expect(handler.mock.calls[0]?.[0].detail).toEqual({ region: 'kr' });
    });
  });
});

describe('publishError and subscribeErrors', () => {
  describe('given a subscriber on window', () => {
    it('receives the published error and message', () => {
      const listener = vi.fn<(detail: { error: PortalError; message: string }) => void>();
      const stop = subscribeErrors(listener);
      const error = new PortalError({ code: 'NOT_FOUND', status: 404 });

      publishError(error, 'Page not found');
      stop();
      publishError(error, 'Page not found');

      expect(listener).toHaveBeenCalledTimes(1);
      expect(listener).toHaveBeenCalledWith({ error, message: 'Page not found' });
    });
  });

  describe('given an error published from inside a shadow root to a subscriber on document', () => {
    it('reaches the subscriber', () => {
      const button = hostWithShadowButton();
      const listener = vi.fn<(detail: { error: PortalError; message: string }) => void>();
      cleanups.push(subscribeErrors(listener, document));
      const error = new PortalError({ code: 'SERVER', status: 500 });
      publishError(error, 'Internal Server error', button);
      expect(listener).toHaveBeenCalledWith({ error, message: 'Internal Server error' });
    });
  });
});
