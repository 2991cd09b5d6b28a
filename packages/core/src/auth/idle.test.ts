import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_EVENTS } from '@anp/rules';
import {
  ACTIVITY_EVENTS,
  idleStateAt,
  nextBroadcastAt,
  startIdleTracker,
  type IdleTrackerOptions,
  type SessionChannelLike,
} from './idle';

describe('ACTIVITY_EVENTS', () => {
  it("holds the spec's idle events and the scrolling ones", () => {
    expect(ACTIVITY_EVENTS).toEqual(expect.arrayContaining([...IDLE_EVENTS]));
    expect(ACTIVITY_EVENTS).toEqual(
      expect.arrayContaining(['wheel', 'scroll', 'touchmove', 'pointerdown']),
    );
  });
});

describe('idleStateAt', () => {
  const clock = { lastActivity: 1_000_000, timeoutMs: 1_800_000, warningMs: 120_000 };
  it.each<[string, number, string, number]>([
    ['just after activity', 1_000_000, 'active', 1_000_000 + 1_680_000],
    ['a second before the warning', 1_000_000 + 1_679_000, 'active', 2_680_000],
    ['when the warning starts', 1_000_000 + 1_680_000, 'warning', 2_800_000],
    ['a second before the deadline', 1_000_000 + 1_799_000, 'warning', 2_800_000],
    ['at the deadline', 1_000_000 + 1_800_000, 'idle', Infinity],
    ['long after', 9_000_000, 'idle', Infinity],
  ])('%s is %s', (_, now, phase, next) => {
    expect(idleStateAt(now, clock)).toEqual({ phase, deadline: 2_800_000, next });
  });

  it.each<[string, number, string]>([
    ['no warning', 0, 'active'],
    ['a warning longer than the timeout warns from the start', 5_000_000, 'warning'],
  ])('with %s', (_, warningMs, phase) => {
    expect(idleStateAt(1_000_000, { ...clock, warningMs }).phase).toBe(phase);
  });
});

describe('nextBroadcastAt', () => {
  it.each<[string, number, { at: number; activity: number } | null, number | null]>([
    ['first activity goes at once', 5_000, null, 5_000],
    ['nothing new since the last message', 5_000, { at: 6_000, activity: 5_000 }, null],
    [
      'new activity within the pause waits for its end',
      20_000,
      { at: 10_000, activity: 10_000 },
      40_000,
    ],
    ['new activity after the pause goes at once', 50_000, { at: 10_000, activity: 10_000 }, 50_000],
  ])('%s', (_, lastActivity, lastSent, expected) => {
    expect(nextBroadcastAt(lastActivity, lastSent, 30_000)).toBe(expected);
  });
});

/** Tabs of one browser over a synchronous channel (what one posts, the others hear). */
function channels(count: number): (SessionChannelLike & { sent: unknown[] })[] {
  const all: (SessionChannelLike & {
    sent: unknown[];
    listeners: Set<(e: MessageEvent) => void>;
  })[] = [];
  for (let i = 0; i < count; i += 1) {
    const listeners = new Set<(e: MessageEvent) => void>();
    const self = {
      sent: [] as unknown[],
      listeners,
      postMessage(message: unknown) {
        self.sent.push(message);
        for (const other of all) {
          if (other === self) continue;
          for (const listener of other.listeners) {
            listener(new MessageEvent('message', { data: message }));
          }
        }
      },
      addEventListener: (_: 'message', l: (e: MessageEvent) => void) => void listeners.add(l),
      removeEventListener: (_: 'message', l: (e: MessageEvent) => void) => void listeners.delete(l),
    };
    all.push(self);
  }
  return all;
}

function tab(overrides: Partial<IdleTrackerOptions> = {}) {
  const target = new EventTarget();
  const onWarning = vi.fn<(deadline: number) => void>();
  const onActive = vi.fn<() => void>();
  const onIdle = vi.fn<IdleTrackerOptions['onIdle']>();
  const tracker = startIdleTracker({
    timeoutSeconds: 600,
    warningSeconds: 120,
    onWarning,
    onActive,
    onIdle,
    target,
    channel: null,
    ...overrides,
  });
  return { target, onWarning, onActive, onIdle, tracker };
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2030-01-01T08:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('given one tab', () => {
  it('warns 120 s before the logout with the deadline, then logs out at the deadline', () => {
    const start = Date.now();
    const t = tab();
    vi.advanceTimersByTime(479_000);
    expect(t.onWarning).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(t.onWarning).toHaveBeenCalledWith(start + 600_000);
    vi.advanceTimersByTime(119_000);
    expect(t.onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(t.onIdle).toHaveBeenCalledExactlyOnceWith('timeout');
    expect(vi.getTimerCount()).toBe(0);
  });

  it.each(ACTIVITY_EVENTS)('a %s before the warning starts the countdown again', (type) => {
    const t = tab();
    vi.advanceTimersByTime(470_000);
    t.target.dispatchEvent(new Event(type));
    vi.advanceTimersByTime(470_000);
    expect(t.onWarning).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000);
    expect(t.onWarning).toHaveBeenCalledTimes(1);
    t.tracker.stop();
  });

  it('counts a scroll inside a nested container (heard in the capture phase)', () => {
    const t = tab({ target: window });
    const box = document.createElement('div');
    document.body.append(box);
    vi.advanceTimersByTime(470_000);
    // A scroll does not bubble: only a capturing listener on the window hears it.
    box.dispatchEvent(new Event('scroll', { bubbles: false }));
    vi.advanceTimersByTime(470_000);
    expect(t.onWarning).not.toHaveBeenCalled();
    t.tracker.stop();
    box.remove();
  });

  it('while warning, page activity does not end the warning; Stay signed in does', () => {
    const t = tab();
    vi.advanceTimersByTime(500_000);
    expect(t.onWarning).toHaveBeenCalledTimes(1);
    t.target.dispatchEvent(new Event('mousemove'));
    t.target.dispatchEvent(new Event('keydown'));
    expect(t.onActive).not.toHaveBeenCalled();
    t.tracker.staySignedIn();
    expect(t.onActive).toHaveBeenCalledTimes(1);
    // A whole new countdown: the next warning 480 s after Stay signed in.
    vi.advanceTimersByTime(479_000);
    expect(t.onWarning).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_000);
    expect(t.onWarning).toHaveBeenCalledTimes(2);
    expect(t.onIdle).not.toHaveBeenCalled();
    t.tracker.stop();
  });

  it('after stop() nothing happens and no timer is left', () => {
    const t = tab();
    vi.advanceTimersByTime(100_000);
    t.tracker.stop();
    t.target.dispatchEvent(new Event('mousemove'));
    vi.advanceTimersByTime(10_000_000);
    expect(t.onWarning).not.toHaveBeenCalled();
    expect(t.onIdle).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('given two tabs of one user', () => {
  it('a busy tab keeps an idle tab alive, with at most one message per 30 s', () => {
    const [a, b] = channels(2);
    const busy = tab({ channel: a!, user: 'u-1' });
    const idle = tab({ channel: b!, user: 'u-1' });
    const opening = a!.sent.length;
    // The user works in the busy tab for 40 minutes, a mouse move every 5 s.
    for (let s = 0; s < 2_400; s += 5) {
      vi.advanceTimersByTime(5_000);
      busy.target.dispatchEvent(new Event('mousemove'));
    }
    expect(idle.onWarning).not.toHaveBeenCalled();
    expect(idle.onIdle).not.toHaveBeenCalled();
    // 480 mouse moves became about one message per 30 s.
    const sent = a!.sent.length - opening;
    expect(sent).toBeGreaterThanOrEqual(79);
    expect(sent).toBeLessThanOrEqual(81);
    busy.tracker.stop();
    idle.tracker.stop();
  });

  it('the last activity before a quiet spell reaches the other tab (trailing message)', () => {
    const [a, b] = channels(2);
    const one = tab({ channel: a!, user: 'u-1' });
    const two = tab({ channel: b!, user: 'u-1' });
    // Both tabs said they opened at t = 0; the next message may go at t = 30 s.
    vi.advanceTimersByTime(10_000);
    one.target.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(15_000);
    one.target.dispatchEvent(new Event('keydown')); // t = 25 s: sent at t = 30 s, saying 25 s
    vi.advanceTimersByTime(479_000);
    // Warnings come together, 480 s after the last key press at 25 s.
    expect(two.onWarning).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(one.onWarning).toHaveBeenCalledTimes(1);
    expect(two.onWarning).toHaveBeenCalledTimes(1);
    expect(two.onWarning.mock.calls[0]![0]).toBe(one.onWarning.mock.calls[0]![0]);
    one.tracker.stop();
    two.tracker.stop();
  });

  it('Stay signed in in one tab ends the warning in the other at once', () => {
    const [a, b] = channels(2);
    const one = tab({ channel: a!, user: 'u-1' });
    const two = tab({ channel: b!, user: 'u-1' });
    vi.advanceTimersByTime(500_000);
    expect(two.onWarning).toHaveBeenCalledTimes(1);
    one.tracker.staySignedIn();
    expect(one.onActive).toHaveBeenCalledTimes(1);
    expect(two.onActive).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(400_000);
    expect(two.onIdle).not.toHaveBeenCalled();
    one.tracker.stop();
    two.tracker.stop();
  });

  it('when every tab is idle, both log out; the one that found it first tells the other', () => {
    const [a, b] = channels(2);
    const one = tab({ channel: a!, user: 'u-1' });
    const two = tab({ channel: b!, user: 'u-1' });
    vi.advanceTimersByTime(600_000);
    expect(one.onIdle).toHaveBeenCalledTimes(1);
    expect(two.onIdle).toHaveBeenCalledTimes(1);
    expect([one.onIdle.mock.calls[0]![0], two.onIdle.mock.calls[0]![0]].sort()).toEqual([
      'idle-elsewhere',
      'timeout',
    ]);
  });

  it('a sign-out in one tab ends the other', () => {
    const [a, b] = channels(2);
    const one = tab({ channel: a!, user: 'u-1' });
    const two = tab({ channel: b!, user: 'u-1' });
    vi.advanceTimersByTime(10_000);
    one.tracker.announceSignedOut('logout');
    expect(two.onIdle).toHaveBeenCalledExactlyOnceWith('logout-elsewhere');
    expect(one.onIdle).not.toHaveBeenCalled();
  });

  it("another user's tab does not count", () => {
    const [a, b] = channels(2);
    const other = tab({ channel: a!, user: 'u-2' });
    const mine = tab({ channel: b!, user: 'u-1' });
    for (let s = 0; s < 600; s += 5) {
      vi.advanceTimersByTime(5_000);
      other.target.dispatchEvent(new Event('mousemove'));
    }
    expect(mine.onIdle).toHaveBeenCalledExactlyOnceWith('timeout');
    other.tracker.stop();
  });
});

describe('given two real BroadcastChannels', () => {
  it("carries one tab's activity to the other", async () => {
    vi.useRealTimers();
    const start = Date.now();
    const onIdle = vi.fn();
    const listen = new BroadcastChannel('anp-session-activity');
    const heard = new Promise<unknown>((resolve) =>
      listen.addEventListener('message', (e) => resolve(e.data), { once: true }),
    );
    const target = new EventTarget();
    // The tracker opens its own channel by the kit's name.
    const tracker = startIdleTracker({
      timeoutSeconds: 600,
      warningSeconds: 120,
      onIdle,
      target,
      user: 'u-1',
    });
    const message = (await heard) as { type: string; at: number; user: string };
    expect(message).toMatchObject({ type: 'activity', user: 'u-1' });
    expect(message.at).toBeGreaterThanOrEqual(start);
    // And it hears the other tab's sign-out.
    const ended = new Promise<void>((resolve) => onIdle.mockImplementation(() => resolve()));
    listen.postMessage({ type: 'signed-out', reason: 'logout', user: 'u-1' });
    await ended;
    expect(onIdle).toHaveBeenCalledWith('logout-elsewhere');
    tracker.stop();
    listen.close();
  });
});
