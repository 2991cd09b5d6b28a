/**
 * What counts as the user being there: the spec's four (shell-and-admin.md §9: mouse move, key
 * press, mouse down, touch start) and the ways people read a long page without them: pointer
 * presses, the wheel, scrolling and touch moves. Listened to in the capture phase on the window,
 * so a scroll inside any scrolling container counts (scroll events do not bubble). Scrolls inside
 * an element's shadow root do not reach the window, but the wheel, key and touch events that
 * cause them do (they are composed).
 */
export const ACTIVITY_EVENTS = [
  // The spec's IDLE_EVENTS of @anp/rules, spelled out (a spread stays in the runtime chunk).
  'mousemove',
  'keydown',
  'mousedown',
  'touchstart',
  'pointerdown',
  'wheel',
  'scroll',
  'touchmove',
] as const;

/** How long before an idle logout the warning appears by default, in seconds. */
export const DEFAULT_IDLE_WARNING_SECONDS = 120;

/** The shortest pause between two activity messages to the other tabs, in milliseconds. */
export const ACTIVITY_BROADCAST_MS = 30_000;

/** The channel the tabs of one browser share for activity and idle logout. */
export const SESSION_CHANNEL = 'anp-session-activity';

export type IdlePhase = 'active' | 'warning' | 'idle';

export interface IdleState {
  phase: IdlePhase;
  /** When the idle logout happens (epoch ms) unless there is activity before. */
  deadline: number;
  /** When the phase changes next (epoch ms), Infinity once idle. */
  next: number;
}

/**
 * The phase of a session at `now`: active until the warning starts (`warningMs` before the
 * deadline, at most the whole timeout), warning until the deadline, idle from then on. The
 * deadline is the last activity in any tab plus the timeout.
 */
export function idleStateAt(
  now: number,
  clock: { lastActivity: number; timeoutMs: number; warningMs: number },
): IdleState {
  const deadline = clock.lastActivity + clock.timeoutMs;
  const warnAt = deadline - Math.min(Math.max(clock.warningMs, 0), clock.timeoutMs);
  if (now >= deadline) return { phase: 'idle', deadline, next: Infinity };
  if (now >= warnAt) return { phase: 'warning', deadline, next: deadline };
  return { phase: 'active', deadline, next: warnAt };
}

/**
 * When this tab tells the others about its activity: at once when nothing was sent for
 * `throttleMs`, otherwise at the end of that pause (so the last activity before a quiet spell
 * always reaches the other tabs, at most `throttleMs` late). Null: nothing new to send.
 */
export function nextBroadcastAt(
  lastActivity: number,
  lastSent: { at: number; activity: number } | null,
  throttleMs: number,
): number | null {
  if (lastSent && lastActivity <= lastSent.activity) return null;
  if (!lastSent) return lastActivity;
  return Math.max(lastActivity, lastSent.at + throttleMs);
}

/** What the tabs say to each other. */
export type SessionMessage =
  | { type: 'activity'; at: number; user: string | null }
  | { type: 'signed-out'; reason: 'idle' | 'logout'; user: string | null };

/** The part of BroadcastChannel the tracker uses (tests pass a fake or a real one). */
export interface SessionChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close?(): void;
}

/** The page's session channel, or null where BroadcastChannel does not exist. */
export function openSessionChannel(): SessionChannelLike | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(SESSION_CHANNEL);
}

export interface IdleTracker {
  /**
   * The user said they are there (Stay signed in): the countdown starts again in every tab at
   * once, bypassing the pause between messages.
   */
  staySignedIn(): void;
  /** Tells the other tabs this tab signed out (idle or the user's own logout). */
  announceSignedOut(reason: 'idle' | 'logout'): void;
  stop(): void;
}

export interface IdleTrackerOptions {
  timeoutSeconds: number;
  /** Seconds of warning before the logout; 0 for none. */
  warningSeconds: number;
  /** The warning starts; `deadline` is when the logout will happen (epoch ms). */
  onWarning?: (deadline: number) => void;
  /** Activity (here with Stay signed in, or in another tab) ended the warning. */
  onActive?: () => void;
  /**
   * Every tab was idle for the whole timeout (here, or another tab found so first), or the
   * user signed out in another tab.
   */
  onIdle: (source: 'timeout' | 'idle-elsewhere' | 'logout-elsewhere') => void;
  /** Where user activity is watched (the window). */
  target?: EventTarget;
  /** The other tabs; null for none. Default: a BroadcastChannel, closed on stop. */
  channel?: SessionChannelLike | null;
  /** The signed-in user: tabs of another user are not listened to. */
  user?: string | null;
  now?: () => number;
  throttleMs?: number;
}

/**
 * Idle tracking across the tabs of one browser. Each tab keeps the last activity it knows of
 * (its own, or another tab's as it hears it) and sends its own to the others at most once per
 * `throttleMs` (30 s). The warning and the logout therefore come only when no tab saw activity
 * for the whole time, in every tab at about the same moment.
 *
 * While the warning is shown, the page's own activity events do not end it: the user ends it
 * with Stay signed in (`staySignedIn`), one simple action (WCAG 2.2.1), so a stray mouse move
 * or a screen-reader user's first key press does not hide the dialog before it is read.
 * Activity in another tab ends it, since the user is working there.
 */
export function startIdleTracker(options: IdleTrackerOptions): IdleTracker {
  const now = options.now ?? (() => Date.now());
  const target = options.target ?? window;
  const throttleMs = options.throttleMs ?? ACTIVITY_BROADCAST_MS;
  const user = options.user ?? null;
  const ownChannel = options.channel === undefined;
  const channel = ownChannel ? openSessionChannel() : options.channel;
  const timeoutMs = options.timeoutSeconds * 1000;
  const warningMs = options.warningSeconds * 1000;

  let lastActivity = now();
  let lastSent: { at: number; activity: number } | null = null;
  let phase: IdlePhase = 'active';
  let stopped = false;
  let phaseTimer: ReturnType<typeof setTimeout> | undefined;
  let sendTimer: ReturnType<typeof setTimeout> | undefined;

  const post = (message: SessionMessage) => {
    try {
      channel?.postMessage(message);
    } catch {
      // A closed channel (the tab is going away): the other tabs keep their own clocks.
    }
  };

  const send = () => {
    sendTimer = undefined;
    if (stopped) return;
    lastSent = { at: now(), activity: lastActivity };
    post({ type: 'activity', at: lastActivity, user });
  };

  const scheduleSend = () => {
    if (sendTimer !== undefined || !channel) return;
    const at = nextBroadcastAt(lastActivity, lastSent, throttleMs);
    if (at === null) return;
    const delay = at - now();
    if (delay <= 0) send();
    else sendTimer = setTimeout(send, delay);
  };

  const update = () => {
    if (stopped) return;
    if (phaseTimer !== undefined) clearTimeout(phaseTimer);
    phaseTimer = undefined;
    const state = idleStateAt(now(), { lastActivity, timeoutMs, warningMs });
    const previous = phase;
    phase = state.phase;
    if (state.phase === 'idle') {
      stop();
      post({ type: 'signed-out', reason: 'idle', user });
      options.onIdle('timeout');
      return;
    }
    if (state.phase === 'warning' && previous !== 'warning') options.onWarning?.(state.deadline);
    if (state.phase === 'active' && previous === 'warning') options.onActive?.();
    phaseTimer = setTimeout(update, Math.max(state.next - now(), 0));
  };

  const onLocalActivity = () => {
    if (stopped || phase === 'warning') return;
    lastActivity = now();
    scheduleSend();
  };

  const onMessage = (event: MessageEvent) => {
    const message = event.data as SessionMessage | null;
    if (stopped || !message || typeof message !== 'object') return;
    if (user !== null && message.user !== null && message.user !== user) return;
    if (message.type === 'activity' && typeof message.at === 'number') {
      // Another tab's activity: never later than now (clocks of one machine agree).
      const at = Math.min(message.at, now());
      if (at > lastActivity) {
        lastActivity = at;
        // What another tab told us needs no echo.
        lastSent = { at: lastSent?.at ?? 0, activity: Math.max(lastSent?.activity ?? 0, at) };
        update();
      }
    } else if (message.type === 'signed-out') {
      stop();
      options.onIdle(message.reason === 'logout' ? 'logout-elsewhere' : 'idle-elsewhere');
    }
  };

  const stop = () => {
    if (stopped) return;
    stopped = true;
    if (phaseTimer !== undefined) clearTimeout(phaseTimer);
    if (sendTimer !== undefined) clearTimeout(sendTimer);
    for (const name of ACTIVITY_EVENTS) {
      target.removeEventListener(name, onLocalActivity, { capture: true });
    }
    channel?.removeEventListener('message', onMessage);
    if (ownChannel) channel?.close?.();
  };

  for (const name of ACTIVITY_EVENTS) {
    target.addEventListener(name, onLocalActivity, { capture: true, passive: true });
  }
  channel?.addEventListener('message', onMessage);
  // A new tab is activity: the others' countdown starts again too.
  scheduleSend();
  update();

  return {
    staySignedIn() {
      if (stopped) return;
      lastActivity = now();
      if (sendTimer !== undefined) clearTimeout(sendTimer);
      send();
      update();
    },
    announceSignedOut(reason) {
      if (stopped) return;
      post({ type: 'signed-out', reason, user });
      stop();
    },
    stop,
  };
}
