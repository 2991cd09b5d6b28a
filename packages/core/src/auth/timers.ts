import { IDLE_EVENTS } from '@anp/rules';

/**
 * Logs out after `timeoutSeconds` without user activity (shell-and-admin.md §9: mouse move, key
 * press, mouse down, touch start). Returns the function that stops watching.
 */
export function startIdleTimer(options: {
  timeoutSeconds: number;
  onIdle: () => void;
  target?: EventTarget;
}): () => void {
  const target = options.target ?? window;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const arm = () => {
    if (stopped) return;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      stop();
      options.onIdle();
    }, options.timeoutSeconds * 1000);
  };
  const stop = () => {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
    for (const name of IDLE_EVENTS) target.removeEventListener(name, arm);
  };
  for (const name of IDLE_EVENTS) target.addEventListener(name, arm, { passive: true });
  arm();
  return stop;
}

/**
 * Renews tokens every `intervalSeconds` (default 1500 s, shell-and-admin.md §4). A failed renewal
 * is reported and the schedule goes on; the API client's 401 handling ends a dead session.
 */
export function startTokenRenewal(options: {
  intervalSeconds: number;
  renew: () => Promise<unknown>;
  onError?: (error: unknown) => void;
}): () => void {
  const id = setInterval(() => {
    options.renew().catch((error: unknown) => options.onError?.(error));
  }, options.intervalSeconds * 1000);
  return () => clearInterval(id);
}
