import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest';
import { nextRenewalSeconds, startIdleTimer, startTokenRenewal } from './timers';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('startIdleTimer', () => {
  describe('given no user activity', () => {
    it('calls onIdle once after timeoutSeconds', () => {
      const onIdle = vi.fn<() => void>();
      const stop = startIdleTimer({ timeoutSeconds: 60, onIdle });
      vi.advanceTimersByTime(59_999);
      expect(onIdle).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(onIdle).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(600_000);
      expect(onIdle).toHaveBeenCalledTimes(1);
      stop();
    });
  });

  describe.each(['mousemove', 'keydown', 'mousedown', 'touchstart'])(
    'given a %s before the timeout',
    (eventName) => {
      it('starts the countdown again', () => {
        const onIdle = vi.fn<() => void>();
        const stop = startIdleTimer({ timeoutSeconds: 60, onIdle });
        vi.advanceTimersByTime(50_000);
        window.dispatchEvent(new Event(eventName));
        vi.advanceTimersByTime(50_000);
        expect(onIdle).not.toHaveBeenCalled();
        vi.advanceTimersByTime(10_000);
        expect(onIdle).toHaveBeenCalledTimes(1);
        stop();
      });
    },
  );

  describe('given an event that is not user activity', () => {
    it('does not reset the countdown', () => {
      const onIdle = vi.fn<() => void>();
      const stop = startIdleTimer({ timeoutSeconds: 60, onIdle });
      vi.advanceTimersByTime(50_000);
      window.dispatchEvent(new Event('scrollend'));
      vi.advanceTimersByTime(10_000);
      expect(onIdle).toHaveBeenCalledTimes(1);
      stop();
    });
  });

  describe('given a custom target', () => {
    it('watches that target', () => {
      const target = new EventTarget();
      const onIdle = vi.fn<() => void>();
      const stop = startIdleTimer({ timeoutSeconds: 10, onIdle, target });
      vi.advanceTimersByTime(9_000);
      target.dispatchEvent(new Event('keydown'));
      vi.advanceTimersByTime(9_000);
      expect(onIdle).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1_000);
      expect(onIdle).toHaveBeenCalledTimes(1);
      stop();
    });
  });

  describe('given stop() was called', () => {
    it('never calls onIdle, even after later activity', () => {
      const onIdle = vi.fn<() => void>();
      const stop = startIdleTimer({ timeoutSeconds: 60, onIdle });
      vi.advanceTimersByTime(30_000);
      stop();
      window.dispatchEvent(new Event('mousemove'));
      vi.advanceTimersByTime(600_000);
      expect(onIdle).not.toHaveBeenCalled();
      expect(vi.getTimerCount()).toBe(0);
    });
  });
});

describe('startTokenRenewal', () => {
  describe('given the default 1500-second interval', () => {
    it.each<[number, number]>([
      [1_499, 0],
      [1_500, 1],
      [2_999, 1],
      [4_500, 3],
    ])('after %i s has renewed %i time(s)', async (seconds, calls) => {
      const renew = vi.fn<() => Promise<unknown>>().mockResolvedValue(undefined);
      const stop = startTokenRenewal({ intervalSeconds: 1500, renew });
      await vi.advanceTimersByTimeAsync(seconds * 1000);
      expect(renew).toHaveBeenCalledTimes(calls);
      stop();
    });
  });

  describe('given a renewal that fails', () => {
    it('reports the error and keeps the schedule', async () => {
      const failure = new Error('login_required');
      const renew = vi
        .fn<() => Promise<unknown>>()
        .mockRejectedValueOnce(failure)
        .mockResolvedValue(undefined);
      const onError = vi.fn<(error: unknown) => void>();
      const stop = startTokenRenewal({ intervalSeconds: 1500, renew, onError });
      await vi.advanceTimersByTimeAsync(1_500_000);
      expect(onError).toHaveBeenCalledTimes(1);
      expect(onError).toHaveBeenCalledWith(failure);
      await vi.advanceTimersByTimeAsync(3_000_000);
      expect(renew).toHaveBeenCalledTimes(3);
      expect(onError).toHaveBeenCalledTimes(1);
      stop();
    });

    it('tries a failure that may pass again within 30 s, without an unhandled rejection', async () => {
      const renew = vi.fn<() => Promise<unknown>>().mockRejectedValue(new Error('offline'));
      const stop = startTokenRenewal({ intervalSeconds: 1500, renew });
      await vi.advanceTimersByTimeAsync(1_500_000);
      expect(renew).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(30_000);
      expect(renew).toHaveBeenCalledTimes(2);
      stop();
    });

    it('stops when onError says the session has ended', async () => {
      const renew = vi.fn<() => Promise<unknown>>().mockRejectedValue(new Error('invalid_grant'));
      const stop = startTokenRenewal({ intervalSeconds: 480, renew, onError: () => 'stop' });
      await vi.advanceTimersByTimeAsync(10_000_000);
      expect(renew).toHaveBeenCalledTimes(1);
      expect(vi.getTimerCount()).toBe(0);
      stop();
    });
  });

  describe('given a renewal that says when the token expires', () => {
    it('renews 60 s before the expiry when that comes before the interval', async () => {
      // The server's access tokens live 600 s; the configured interval is the spec's 1500 s.
      const renew = vi.fn(async () => ({ expiresAt: Date.now() + 600_000 }));
      const stop = startTokenRenewal({ intervalSeconds: 1500, renew });
      await vi.advanceTimersByTimeAsync(1_500_000);
      expect(renew).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(539_000);
      expect(renew).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(renew).toHaveBeenCalledTimes(2);
      stop();
    });

    it.each<[string, number, number | null, number]>([
      ['no expiry: the interval', 480, null, 480],
      ['a later expiry: the interval', 480, 3_600_000, 480],
      ['an expiry in 600 s: 540 s', 1500, 600_000, 540],
      ['an expiry in 30 s: not sooner than 10 s', 1500, 30_000, 10],
    ])('%s', (_, interval, expiresIn, seconds) => {
      const now = 1_000_000;
      expect(nextRenewalSeconds(interval, expiresIn === null ? null : now + expiresIn, now)).toBe(
        seconds,
      );
    });
  });

  describe('given stop() was called', () => {
    it('renews no more', async () => {
      const renew = vi.fn<() => Promise<unknown>>().mockResolvedValue(undefined);
      const stop = startTokenRenewal({ intervalSeconds: 1500, renew });
      await vi.advanceTimersByTimeAsync(1_500_000);
      stop();
      await vi.advanceTimersByTimeAsync(15_000_000);
      expect(renew).toHaveBeenCalledTimes(1);
      expect(vi.getTimerCount()).toBe(0);
    });
  });
});
