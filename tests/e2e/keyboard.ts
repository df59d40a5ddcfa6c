import { expect, type Page } from '@playwright/test';

/**
 * Controls a pointer can use and a keyboard cannot: visible elements with a React click, double-click
 * or pointer-down handler that are neither native controls nor focusable with a key handler (alone
 * or in a roving group whose one tab stop is a sibling), and that sit in no focusable widget with
 * one (a listbox whose container takes the keys). Read from the
 * props React keeps on each element. One line per element: tag, role, class and text.
 */
export async function pointerOnlyControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const NATIVE = new Set(['BUTTON', 'A', 'INPUT', 'SELECT', 'TEXTAREA', 'SUMMARY', 'LABEL', 'OPTION']);
    const POINTER = ['onClick', 'onDoubleClick', 'onMouseDown', 'onPointerDown'];
    const propsOf = (element: Element): Record<string, unknown> | null => {
      const key = Object.keys(element).find((k) => k.startsWith('__reactProps$'));
      return key ? ((element as unknown as Record<string, Record<string, unknown>>)[key] ?? null) : null;
    };
    // focusable itself, or one of a roving group (tabindex -1 beside the one sibling in the tab order)
    const focusable = (element: Element) =>
      (element as HTMLElement).tabIndex >= 0 ||
      (element.hasAttribute('tabindex') &&
        [...(element.parentElement?.children ?? [])].some((peer) => (peer as HTMLElement).tabIndex >= 0));
    const takesKeys = (element: Element) => {
      const props = propsOf(element);
      return focusable(element) && Boolean(props?.onKeyDown || props?.onKeyUp);
    };
    const found: string[] = [];
    for (const element of document.querySelectorAll('body *')) {
      const props = propsOf(element);
      if (!props || !POINTER.some((name) => typeof props[name] === 'function')) continue;
      if (NATIVE.has(element.tagName) || (element as HTMLElement).isContentEditable) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      let widget: Element | null = element;
      while (widget && !takesKeys(widget)) widget = widget.parentElement;
      if (widget) continue;
      const role = element.getAttribute('role');
      const text = (element.textContent ?? '').trim().slice(0, 40);
      found.push(
        `<${element.tagName.toLowerCase()}${role ? ` role=${role}` : ''} class="${element.className}"> "${text}"`,
      );
    }
    return found;
  });
}

/** Fails naming each control on the page a keyboard cannot reach or operate. */
export async function expectKeyboardOperable(page: Page): Promise<void> {
  expect(await pointerOnlyControls(page), 'controls only a pointer can use').toEqual([]);
}
