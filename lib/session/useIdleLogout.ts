import { useEffect, useEffectEvent } from 'react';

export const IDLE_LOGOUT_MS = 1_800_000;

/** The window events that count as activity (document 1 section 4.1). */
export const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'mousedown', 'touchstart'] as const;

export interface IdleLogoutOptions {
  timeoutMs?: number;
  enabled?: boolean;
}

/** Calls onIdle once the window has seen no activity for timeoutMs (30 minutes by default). */
export function useIdleLogout(onIdle: () => void, { timeoutMs = IDLE_LOGOUT_MS, enabled = true }: IdleLogoutOptions = {}): void {
  const fire = useEffectEvent(() => onIdle());

  useEffect(() => {
    if (!enabled) return undefined;
    const onTimeout = () => fire();
    let timer = setTimeout(onTimeout, timeoutMs);
    const reset = () => {
      clearTimeout(timer);
      timer = setTimeout(onTimeout, timeoutMs);
    };
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, reset, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, reset);
    };
  }, [enabled, timeoutMs]);
}
