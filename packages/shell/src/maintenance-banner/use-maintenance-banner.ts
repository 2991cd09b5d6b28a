import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  DEFAULT_BANNER_LEAD_HOURS,
  displayTimeZone,
  formatWindowRange,
  showingWindows,
  dismissalKey,
  windowInstants,
  windowMessage,
  windowOf,
  useKitContext,
  useUserContext,
  type FormattedRange,
} from '@anp/core';
import { useMaintenanceWindows, type Banner } from '@anp/core/services/banner';
import { DISMISSED_KEY, addDismissed, readDismissed } from './dismissals';

/** One window as the banner shows it. */
export interface MaintenanceNotice {
  /** What a dismissal remembers (the window and its times). */
  key: string;
  /** `ongoing` once the window started. */
  status: 'upcoming' | 'ongoing';
  /** Its range in the viewer's zone, market format and language. */
  range: FormattedRange;
  /** Start and end as ISO instants, for `<time dateTime>`. */
  start: string;
  end: string;
  /** The window's own text in the viewer's language. */
  message: string;
}

export interface MaintenanceBanner {
  /** False until the windows answered or failed: the header waits, so nothing shifts after load. */
  settled: boolean;
  notices: MaintenanceNotice[];
  dismiss(key: string): void;
}

/** Longest timer a browser keeps (about 24.8 days). */
const MAX_TIMER = 2_147_483_647;
const HOUR_MS = 3_600_000;

/** The next instant a window appears, starts or ends after `now`, if any. */
function nextChange(windows: readonly Banner[], now: number, leadHours: number): number | null {
  let next: number | null = null;
  for (const w of windows) {
    const at = windowInstants(w);
    if (at === null) continue;
    const start = at.start.getTime();
    for (const t of [start - leadHours * HOUR_MS, start, at.end.getTime()]) {
      if (t > now && (next === null || t < next)) next = t;
    }
  }
  return next;
}

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/**
 * The header's maintenance-window banner (shell-and-admin.md §3 "Notification maintenance
 * window"; issue 16): the windows of the user's market and business unit, from the kit config's
 * lead time (`maintenanceBanner.leadHours`, 48 h by default) before their start until their end,
 * shown in the profile's time zone (else the browser's) and the page's language, minus those the
 * user dismissed. A failed read shows nothing (the banner is advice, not the page's content).
 */
export function useMaintenanceBanner(): MaintenanceBanner {
  const { config, country, lang, root } = useKitContext();
  const win = windowOf(root);
  const context = useUserContext();
  const { data, error } = useMaintenanceWindows();
  const [dismissed, setDismissed] = useState(() => readDismissed(win));
  const [now, setNow] = useState(() => Date.now());
  const leadHours = config.maintenanceBanner?.leadHours ?? DEFAULT_BANNER_LEAD_HOURS;
  const windows = data?.banners;

  // The banner follows the clock: it appears at the lead time, says "in progress" at the start
  // and goes at the end, without a reload.
  useEffect(() => {
    if (!windows) return undefined;
    const next = nextChange(windows, now, leadHours);
    if (next === null) return undefined;
    const timer = win.setTimeout(() => setNow(Date.now()), Math.min(next - now + 50, MAX_TIMER));
    return () => win.clearTimeout(timer);
  }, [windows, now, leadHours, win]);

  // A dismissal in another tab closes the window here too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === DISMISSED_KEY || event.key === null) setDismissed(readDismissed(win));
    };
    win.addEventListener('storage', onStorage);
    return () => win.removeEventListener('storage', onStorage);
  }, [win]);

  const user = context.data;
  const market = user?.selectedAccount?.region ?? country;
  const businessUnit =
    user?.selectedAccount?.businessUnit ?? user?.businessUnit ?? user?.user.businessUnit ?? null;
  const timeZone = displayTimeZone(user?.user.timeZone, browserTimeZone());

  const notices = useMemo(() => {
    if (!windows || !user) return [];
    const at = new Date(now);
    return showingWindows(windows, {
      now: at,
      country: market,
      businessUnit,
      leadHours,
      dismissed,
    }).flatMap((w): MaintenanceNotice[] => {
      const instants = windowInstants(w);
      if (instants === null) return [];
      return [
        {
          key: dismissalKey(w),
          status: at >= instants.start ? 'ongoing' : 'upcoming',
          range: formatWindowRange(instants.start, instants.end, {
            timeZone,
            country: market,
            lang,
          }),
          start: instants.start.toISOString(),
          end: instants.end.toISOString(),
          message: windowMessage(w, lang),
        },
      ];
    });
  }, [windows, user, now, market, businessUnit, leadHours, dismissed, timeZone, lang]);

  const dismiss = useCallback((key: string) => setDismissed(addDismissed(win, key)), [win]);

  return { settled: data !== undefined || error !== undefined, notices, dismiss };
}
