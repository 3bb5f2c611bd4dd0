import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startIdleTimer } from '../../../../../src/client/features/session/idle-timer.ts';
import idle from '../../../../../texts-and-settings/auth/idle-timeout.json';

// The timings are the staff's (auth/idle-timeout.json); tests/conformance holds them to the specification's.
const IDLE = idle.idleMs;
const WARNING = idle.warningBeforeMs;
const UNTIL_WARNING = IDLE - WARNING;

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

describe('idle timer', () => {
  it('warns warningBeforeMs before idleMs without activity and expires at idleMs', () => {
    const { onWarn, onExpire } = timer();
    vi.advanceTimersByTime(UNTIL_WARNING - 1);
    expect(onWarn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onWarn).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(WARNING - 1);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onExpire).toHaveBeenCalledOnce();
  });

  it('restarts the count on activity', () => {
    const { idleTimer, onWarn } = timer();
    vi.advanceTimersByTime(UNTIL_WARNING - 1);
    idleTimer.activity();
    vi.advanceTimersByTime(UNTIL_WARNING - 1);
    expect(onWarn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onWarn).toHaveBeenCalledOnce();
  });

  it('counts at most one activity per activityThrottleMs', () => {
    const { idleTimer, onWarn } = timer();
    vi.advanceTimersByTime(UNTIL_WARNING / 2);
    idleTimer.activity();
    vi.advanceTimersByTime(idle.activityThrottleMs - 1);
    idleTimer.activity(); // throttled: the count started at the first event
    vi.advanceTimersByTime(UNTIL_WARNING - idle.activityThrottleMs + 1);
    expect(onWarn).toHaveBeenCalledOnce();
  });

  it('ignores activity while the warning shows; staying restarts the count', () => {
    const { idleTimer, onWarn, onExpire } = timer();
    vi.advanceTimersByTime(UNTIL_WARNING);
    idleTimer.activity();
    vi.advanceTimersByTime(WARNING / 2);
    idleTimer.stay();
    vi.advanceTimersByTime(UNTIL_WARNING - 1);
    expect(onExpire).not.toHaveBeenCalled();
    expect(onWarn).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(WARNING + 1);
    expect(onWarn).toHaveBeenCalledTimes(2);
    expect(onExpire).toHaveBeenCalledOnce();
  });

  it('expires on the first activity idleMs or more after the last, even if the timers slept', () => {
    const { idleTimer, onExpire } = timer();
    vi.setSystemTime(Date.now() + IDLE);
    idleTimer.activity();
    expect(onExpire).toHaveBeenCalledOnce();
  });

  it('looks at the clock when the page comes back: the warning once due, then the expiry', () => {
    const { idleTimer, onWarn, onExpire } = timer();
    vi.setSystemTime(Date.now() + UNTIL_WARNING + 1);
    idleTimer.resume();
    expect(onWarn).toHaveBeenCalledOnce();
    vi.setSystemTime(Date.now() + WARNING);
    idleTimer.resume();
    expect(onExpire).toHaveBeenCalledOnce();
  });

  it('does nothing once stopped', () => {
    const { idleTimer, onWarn, onExpire } = timer();
    idleTimer.stop();
    vi.advanceTimersByTime(2 * IDLE);
    idleTimer.activity();
    idleTimer.resume();
    expect(onWarn).not.toHaveBeenCalled();
    expect(onExpire).not.toHaveBeenCalled();
  });
});
