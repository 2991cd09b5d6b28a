import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest';
import { startIdleTimer, startTokenRenewal } from './timers';

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

    it('does not surface an unhandled rejection without onError', async () => {
      const renew = vi.fn<() => Promise<unknown>>().mockRejectedValue(new Error('offline'));
      const stop = startTokenRenewal({ intervalSeconds: 1500, renew });
      await vi.advanceTimersByTimeAsync(3_000_000);
      expect(renew).toHaveBeenCalledTimes(2);
      stop();
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
