export interface IdleTimerOptions {
  idleMs: number;
  warningBeforeMs: number;
  throttleMs: number;
  onWarn: () => void;
  onExpire: () => void;
}

export interface IdleTimer {
  /** Pointer, keyboard, scroll or touch. Throttled; while the warning shows it only checks whether time ran out. */
  activity: () => void;
  /** The page became visible or got focus again: timers may have slept, so look at the clock. */
  resume: () => void;
  /** The student answered the warning with "stay": counts as activity and closes the warning. */
  stay: () => void;
  stop: () => void;
}

/**
 * The idle rules, on the page's clock (Date.now and setTimeout, which tests may control): a warning
 * `warningBeforeMs` before `idleMs` without activity, then expiry. Any activity, visibility or focus after `idleMs`
 * or more since the last activity expires at once instead of restarting the count.
 */
export function startIdleTimer({ idleMs, warningBeforeMs, throttleMs, onWarn, onExpire }: IdleTimerOptions): IdleTimer {
  let lastActivity = Date.now();
  let lastEvent = -Infinity;
  let warning = false;
  let stopped = false;
  let timers: Array<ReturnType<typeof setTimeout>> = [];

  const clear = () => {
    timers.forEach(clearTimeout);
    timers = [];
  };
  const expire = () => {
    if (stopped) return;
    stopped = true;
    clear();
    onExpire();
  };
  const warn = () => {
    if (stopped || warning) return;
    warning = true;
    onWarn();
  };
  const idleFor = () => Date.now() - lastActivity;
  const schedule = () => {
    clear();
    timers = [setTimeout(warn, idleMs - warningBeforeMs - idleFor()), setTimeout(expire, idleMs - idleFor())];
  };
  /** True when the time is up (and expiry has run). */
  const expiredByClock = () => {
    if (idleFor() < idleMs) return false;
    expire();
    return true;
  };
  const restart = () => {
    warning = false;
    lastActivity = Date.now();
    schedule();
  };

  schedule();
  return {
    activity: () => {
      const now = Date.now();
      if (stopped || now - lastEvent < throttleMs) return;
      lastEvent = now;
      if (expiredByClock() || warning) return;
      restart();
    },
    resume: () => {
      if (stopped || expiredByClock()) return;
      if (idleFor() >= idleMs - warningBeforeMs) warn();
    },
    stay: () => {
      if (stopped || expiredByClock()) return;
      restart();
    },
    stop: () => {
      stopped = true;
      clear();
    },
  };
}
