import { expect, type Locator, type Page } from '@playwright/test';

/**
 * What overflows sideways inside `root` (a description per offender, empty when the screen fits):
 * - an element that clips or spills its content (scrollWidth > clientWidth) without being a scroll
 *   container (overflow-x auto/scroll) or text truncated on purpose (text-overflow: ellipsis);
 *   the screen frames themselves (the workspace's content, the page) must not scroll sideways;
 * - a visible control (button, field, link, tab) that extends past the viewport or past the nearest
 *   ancestor that clips it, so part of it cannot be seen or clicked.
 * With `sideScroll` false nothing inside the region may scroll sideways either (a table must fit).
 * Runs in the page; 1 px of rounding is tolerated.
 */
function overflowsIn(root: Element, sideScroll: boolean): string[] {
  const FRAMES = sideScroll ? ['html', 'body', '.bn-workspace__content'] : ['*'];
  const CONTROLS = 'button, input, select, textarea, a[href], [role="tab"], [role="button"], [role="combobox"]';
  const name = (el: Element) => {
    const label = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().slice(0, 40);
    const cls =
      typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
    return `<${el.tagName.toLowerCase()}${cls}>${label ? ` "${label}"` : ''}`;
  };
  const scrolls = (value: string) => value === 'auto' || value === 'scroll';
  const shown = (el: Element) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  // content spilling out of an element that does not clip is fine when the nearest ancestor that
  // does is a scroll container (a wide table's rows inside its scroller), not a screen frame
  const spillsIntoScroller = (el: HTMLElement, style: CSSStyleDeclaration) => {
    if (style.overflowX !== 'visible') return false;
    for (let up = el.parentElement; up; up = up.parentElement) {
      const overflowX = getComputedStyle(up).overflowX;
      if (overflowX !== 'visible') return scrolls(overflowX) && !FRAMES.some((selector) => up.matches(selector));
    }
    return false;
  };
  const found: string[] = [];
  for (const el of [root, ...root.querySelectorAll('*')]) {
    if (!(el instanceof HTMLElement) || !shown(el)) continue;
    const style = getComputedStyle(el);
    const frame = FRAMES.some((selector) => el.matches(selector));
    const intended = style.textOverflow === 'ellipsis' || (!frame && scrolls(style.overflowX));
    if (
      style.display !== 'inline' &&
      !intended &&
      el.scrollWidth > el.clientWidth + 1 &&
      !spillsIntoScroller(el, style)
    ) {
      found.push(`${name(el)} overflows: ${el.scrollWidth} px of content in ${el.clientWidth} px`);
    }
    if (!el.matches(CONTROLS)) continue;
    const box = el.getBoundingClientRect();
    if (box.width === 0) continue;
    if (box.left < -1 || box.right > document.documentElement.clientWidth + 1) {
      found.push(`${name(el)} extends past the window (${Math.round(box.left)}–${Math.round(box.right)} px)`);
      continue;
    }
    for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
      const overflowX = getComputedStyle(up).overflowX;
      if (overflowX === 'visible') continue;
      if (scrolls(overflowX)) break; // scrolled into view when needed
      const clip = up.getBoundingClientRect();
      if (box.left < clip.left - 1 || box.right > clip.right + 1) found.push(`${name(el)} is cut off by ${name(up)}`);
      break;
    }
  }
  return found;
}

/**
 * Fails when anything inside the region (default: the session's workspace, else the page) overflows
 * sideways; `sideScroll: false` also fails on a scroll container that must scroll to show everything.
 */
export async function expectNoOverflow(page: Page, region?: Locator, { sideScroll = true } = {}): Promise<void> {
  const workspace = page.locator('main.bn-workspace');
  const root = region ?? ((await workspace.count()) > 0 ? workspace : page.locator('body'));
  const found = await root.evaluate(overflowsIn, sideScroll);
  const { width, height } = page.viewportSize() ?? { width: 0, height: 0 };
  expect(found, `sideways overflow at ${width}×${height} px`).toEqual([]);
}

/** Fails when `inner` (an axis title, a control) is not drawn wholly inside `frame`. */
export async function expectInside(inner: Locator, frame: Locator): Promise<void> {
  const [a, b] = [await inner.boundingBox(), await frame.boundingBox()];
  expect(a && b, 'both drawn').toBeTruthy();
  const outside =
    a!.x < b!.x - 1 ||
    a!.y < b!.y - 1 ||
    a!.x + a!.width > b!.x + b!.width + 1 ||
    a!.y + a!.height > b!.y + b!.height + 1;
  expect(outside, `${JSON.stringify(a)} lies outside its frame ${JSON.stringify(b)}`).toBe(false);
}

/** The two screen sizes a screen must fit (issue 26): a 1280 px laptop and a 1600 px desktop. */
export const SCREENS = [
  { width: 1280, height: 800 },
  { width: 1600, height: 900 },
] as const;

/**
 * Runs `check` with the window at each of SCREENS (after the resize has been laid out and drawn),
 * saving a screenshot `<shot>-<width>.png` when given; the window's size is restored afterwards.
 */
export async function atEachScreen(page: Page, check: () => Promise<void>, shot?: string): Promise<void> {
  const before = page.viewportSize();
  for (const size of SCREENS) {
    await page.setViewportSize(size);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    if (shot) await page.screenshot({ path: `${shot}-${size.width}.png` });
    await check();
  }
  if (before) await page.setViewportSize(before);
}
