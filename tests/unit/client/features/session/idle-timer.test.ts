import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startIdleTimer } from '../../../../../src/client/features/session/idle-timer.ts';
import idle from '../../../../../texts-and-settings/auth/idle-timeout.json';

const MINUTE = 60_000;

function timer() {
  const onWarn = vi.fn();
  const onExpire = vi.fn();
  const idleTimer = startIdleTimer({
    idleMs: idle.idleMs,
    warningBeforeMs: idle.warningBeforeMs,
    throttleMs: idle.activityThrottleMs,
    onWarn,
    onExpire,
  });
  return { idleTimer, onWarn, onExpire };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('idle timer (spec point 4)', () => {
  it('uses the constants of spec point 9', () => {
    expect([idle.idleMs, idle.warningBeforeMs, idle.activityThrottleMs]).toEqual([900_000, 60_000, 200]);
  });

  it('warns a minute before 15 idle minutes and expires at 15', () => {
    const { onWarn, onExpire } = timer();
    vi.advanceTimersByTime(14 * MINUTE - 1);
    expect(onWarn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onWarn).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(MINUTE - 1);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onExpire).toHaveBeenCalledOnce();
  });

  it('restarts the count on activity', () => {
    const { idleTimer, onWarn } = timer();
    vi.advanceTimersByTime(10 * MINUTE);
    idleTimer.activity();
    vi.advanceTimersByTime(14 * MINUTE - 1);
    expect(onWarn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onWarn).toHaveBeenCalledOnce();
  });

  it('counts at most one activity per 200 ms', () => {
    const { idleTimer, onWarn } = timer();
    vi.advanceTimersByTime(5 * MINUTE);
    idleTimer.activity();
    vi.advanceTimersByTime(idle.activityThrottleMs - 1);
    idleTimer.activity(); // throttled: the count started at the first event
    vi.advanceTimersByTime(14 * MINUTE - idle.activityThrottleMs + 1);
    expect(onWarn).toHaveBeenCalledOnce();
  });

  it('ignores activity while the warning shows; staying restarts the count', () => {
    const { idleTimer, onWarn, onExpire } = timer();
    vi.advanceTimersByTime(14 * MINUTE);
    idleTimer.activity();
    vi.advanceTimersByTime(MINUTE - 1000);
    idleTimer.stay();
    vi.advanceTimersByTime(14 * MINUTE - 1);
    expect(onExpire).not.toHaveBeenCalled();
    expect(onWarn).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(MINUTE + 1);
    expect(onWarn).toHaveBeenCalledTimes(2);
    expect(onExpire).toHaveBeenCalledOnce();
  });

  it('expires on the first activity 15 minutes or more after the last, even if the timers slept', () => {
    const { idleTimer, onExpire } = timer();
    vi.setSystemTime(Date.now() + 15 * MINUTE);
    idleTimer.activity();
    expect(onExpire).toHaveBeenCalledOnce();
  });

  it('looks at the clock when the page comes back: warning after 14 minutes, expiry after 15', () => {
    const { idleTimer, onWarn, onExpire } = timer();
    vi.setSystemTime(Date.now() + 14 * MINUTE + 1);
    idleTimer.resume();
    expect(onWarn).toHaveBeenCalledOnce();
    vi.setSystemTime(Date.now() + MINUTE);
    idleTimer.resume();
    expect(onExpire).toHaveBeenCalledOnce();
  });

  it('does nothing once stopped', () => {
    const { idleTimer, onWarn, onExpire } = timer();
    idleTimer.stop();
    vi.advanceTimersByTime(20 * MINUTE);
    idleTimer.activity();
    idleTimer.resume();
    expect(onWarn).not.toHaveBeenCalled();
    expect(onExpire).not.toHaveBeenCalled();
  });
});
