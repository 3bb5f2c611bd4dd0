/// <reference lib="dom" />
// Functions passed to page.evaluate run in the browser.
import { expect, type Page } from '@playwright/test';

/**
 * The two screens WCAG's reflow and resize criteria name, as Playwright emulates them. 320 CSS px wide is a phone
 * (1.4.10). 200% zoom of a 1280 × 900 window is emulated as the browser zooms: a layout viewport of half the CSS
 * pixels (640 × 450) at twice the device pixel ratio, so media queries, breakpoints and sticky parts respond as
 * they do under the browser's own zoom; CSS `zoom` on <html> would enlarge the drawing but keep the 1280 px
 * breakpoints and measure positions in unzoomed pixels, testing a layout no zoomed browser shows.
 */
export const SMALL_SCREENS = [
  { name: '320 px wide', slug: '320', viewport: { width: 320, height: 640 }, deviceScaleFactor: 1 },
  { name: '200% zoom', slug: 'zoom-200', viewport: { width: 640, height: 450 }, deviceScaleFactor: 2 },
] as const;

/** Nothing scrolls sideways: the document is no wider than the window (1.4.10). */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `the page is ${scrollWidth} px wide in a ${clientWidth} px window`).toBeLessThanOrEqual(clientWidth);
}

/**
 * Where focus is (a path of tags and positions, '' for none) and what is wrong with how it shows ('' when it is
 * visible). Visible means inside the window, not hidden under another part of the page (a sticky bar), and
 * marked: an outline of its own or of the control that wraps it (MUI's radio, checkbox and tab draw it on their
 * button), or MUI's thicker border of a focused text field. One function: page.evaluate sends it alone.
 */
function focusStop(): { key: string; problem: string } {
  const element = document.activeElement as HTMLElement | null;
  if (!element || element === document.body) return { key: '', problem: 'nothing has focus' };
  const path: string[] = [];
  for (let node: Element | null = element; node; node = node.parentElement) path.push(`${node.tagName}${[...(node.parentElement?.children ?? [])].indexOf(node)}`);
  const key = path.join('<');
  const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
  const marked = (candidate: Element) => {
    const style = getComputedStyle(candidate);
    return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1;
  };
  const wrapper = element.closest('.Mui-focusVisible');
  const field = element.closest('.MuiInputBase-root.Mui-focused');
  const border = field?.querySelector('.MuiOutlinedInput-notchedOutline');
  const fieldMarked = border ? parseFloat(getComputedStyle(border).borderTopWidth) >= 2 : false;
  if (!marked(element) && !(wrapper && marked(wrapper)) && !fieldMarked) return { key, problem: `${name} shows no focus indicator` };
  const own = wrapper ?? field ?? element;
  const shown = own.getBoundingClientRect();
  if (shown.bottom <= 0 || shown.top >= innerHeight || shown.right <= 0 || shown.left >= innerWidth) return { key, problem: `${name} is outside the window` };
  const x = Math.min(Math.max(shown.left + shown.width / 2, 0), innerWidth - 1);
  const y = Math.min(Math.max(shown.top + shown.height / 2, 0), innerHeight - 1);
  const top = document.elementFromPoint(x, y);
  // The control's own label may lie over it (MUI's outlined label sits on the field's border).
  const labels = [...((element as HTMLInputElement).labels ?? []), element.closest('label')];
  if (top && !own.contains(top) && !top.contains(own) && !labels.some((label) => label?.contains(top))) {
    return { key, problem: `${name} is covered by ${top.tagName.toLowerCase()}.${top.className}` };
  }
  return { key, problem: '' };
}

/** The focused element is visible and marked (2.4.7, 2.4.11). */
export async function expectFocusVisible(page: Page): Promise<void> {
  expect((await page.evaluate(focusStop)).problem).toBe('');
}

/**
 * From the first control of the page, Tabs through every stop until focus leaves the page or comes round again, checking at
 * each stop that focus is visible and that nothing scrolls sideways. Returns the number of stops.
 */
export async function tabThrough(page: Page, maxStops = 400): Promise<number> {
  // Start where Tab starts on a fresh page: the first control in the document, whatever had focus before (a
  // removed button leaves Tab's starting point wherever it was).
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    const controls = document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]');
    const first = [...controls].find((control) => control.tabIndex >= 0 && !control.matches(':disabled') && control.getClientRects().length > 0);
    first?.focus();
  });
  const seen = new Set<string>();
  const first = await page.evaluate(focusStop);
  if (first.key) {
    seen.add(first.key);
    expect(first.problem, 'the first tab stop').toBe('');
  }
  for (let press = 0; press < maxStops; press += 1) {
    await page.keyboard.press('Tab');
    // One evaluation per stop: the element and how it shows are read together.
    const { key, problem } = await page.evaluate(focusStop);
    if (key === '') {
      // Before the first stop, Tab may start from the browser's own controls; after it, focus has left the page.
      if (seen.size === 0 && press < 3) continue;
      return seen.size;
    }
    // Came round to the first stop again.
    if (seen.has(key)) return seen.size;
    seen.add(key);
    expect(problem, `tab stop ${seen.size}`).toBe('');
    await expectNoHorizontalScroll(page);
  }
  throw new Error(`more than ${maxStops} tab stops`);
}
