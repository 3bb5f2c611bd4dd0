// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appScriptsTags } from '../../../../src/server/client/app-scripts.ts';

const SCRIPTS = { entry: '/assets/index-abc.js', preload: ['/assets/runtime-def.js', '/assets/mui-ghi.js'], stages: {} };
const FRAME = '<div class="pj"><p>The frame the server painted</p></div>';

type PaintCallback = (list: { getEntriesByName(name: string): unknown[] }, observer: { disconnect(): void }) => void;

/** A browser's paint timing, reporting entries when the test says the page painted. */
class PaintTiming {
  static supportedEntryTypes = ['paint'];
  static observers: PaintTiming[] = [];
  disconnected = false;
  constructor(private readonly callback: PaintCallback) {
    PaintTiming.observers.push(this);
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  static paint(name: string) {
    for (const observer of PaintTiming.observers.filter((o) => !o.disconnected)) {
      observer.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, observer);
    }
  }
}

/** Runs index.html's end of body (the list and the inline start script) on a page whose #root holds `root`. */
function loadPage(root: string) {
  document.head.innerHTML = '';
  const tags = appScriptsTags(SCRIPTS);
  document.body.innerHTML = `<div id="root">${root}</div>${tags.slice(0, tags.indexOf('<script>'))}`;
  new Function(tags.slice(tags.indexOf('<script>') + '<script>'.length, -'</script>'.length))();
}

const requested = () =>
  [...document.head.children].map((element) =>
    element instanceof HTMLScriptElement ? `script ${element.type} ${element.getAttribute('src')}` : `${element.getAttribute('rel')} ${element.getAttribute('href')}`,
  );
const ALL = ['modulepreload /assets/runtime-def.js', 'modulepreload /assets/mui-ghi.js', 'script module /assets/index-abc.js'];

beforeEach(() => {
  vi.useFakeTimers();
  PaintTiming.observers = [];
  vi.stubGlobal('PerformanceObserver', PaintTiming);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the inline script starting the app's scripts", () => {
  it('waits for the first contentful paint of the frame, then asks for the preloads and the entry once', () => {
    loadPage(FRAME);
    PaintTiming.paint('first-paint');
    expect(requested()).toEqual([]);
    PaintTiming.paint('first-contentful-paint');
    expect(requested()).toEqual(ALL);
    document.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(5000);
    expect(requested()).toEqual(ALL);
  });

  it('starts at once on a page without a frame (nothing to paint first)', () => {
    loadPage('');
    expect(requested()).toEqual(ALL);
  });

  it('starts when the tab is hidden (a hidden page does not paint) or after 3 s if no paint is reported', () => {
    loadPage(FRAME);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(requested()).toEqual(ALL);
    loadPage(FRAME);
    vi.advanceTimersByTime(2999);
    expect(requested()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(requested()).toEqual(ALL);
  });

  it('starts after the next frame in a browser without paint timing', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    loadPage(FRAME);
    expect(requested()).toEqual([]);
    vi.advanceTimersToNextFrame();
    vi.runOnlyPendingTimers();
    expect(requested()).toEqual(ALL);
  });
});
