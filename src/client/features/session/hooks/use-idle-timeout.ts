import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { idleTiming } from '../../../../shared/auth/idle-timing.ts';
import { idleSettings } from '../idle-settings.ts';
import { startIdleTimer, type IdleTimer } from '../idle-timer.ts';

/**
 * Watches the student's activity while mounted: `warning` turns true `warningBeforeMs` before the idle limit, `onExpire`
 * runs at the limit (or at the first sign of life after it). `stay` answers the warning.
 */
export function useIdleTimeout(onExpire: () => void): { warning: boolean; stay: () => void } {
  const [warning, setWarning] = useState(false);
  const timer = useRef<IdleTimer | null>(null);
  // The latest onExpire, called from the timer without restarting it when the caller passes a new function.
  const expire = useEffectEvent(onExpire);

  useEffect(() => {
    const idle = startIdleTimer({
      // The server's idle expiry too: the same setting.
      idleMs: idleTiming.idleMs,
      warningBeforeMs: idleTiming.warningBeforeMs,
      throttleMs: idleSettings.activityThrottleMs,
      onWarn: () => setWarning(true),
      onExpire: () => {
        setWarning(false);
        expire();
      },
    });
    timer.current = idle;
    const onVisible = () => {
      if (document.visibilityState === 'visible') idle.resume();
    };
    const options = { capture: true, passive: true } as const;
    for (const event of idleSettings.activityEvents) window.addEventListener(event, idle.activity, options);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', idle.resume);
    return () => {
      idle.stop();
      for (const event of idleSettings.activityEvents) window.removeEventListener(event, idle.activity, options);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', idle.resume);
    };
  }, []);

  const stay = () => {
    timer.current?.stay();
    setWarning(false);
  };
  return { warning, stay };
}
