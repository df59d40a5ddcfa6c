// Accessibility (issue 26 item 8) with the full catalog: axe-core finds no serious or critical
// violation on the screens a scientist meets first, and keyboard focus is visible.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures.ts';
import { SINGLE_USER_URL } from '../../playwright.config.ts';
import { panel } from './helpers.ts';
import { seed } from './seed.ts';
import { pointerOnlyControls } from './keyboard.ts';

test.use({ baseURL: SINGLE_USER_URL });

/** The serious and critical axe violations on the page as it is now, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} (${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join('; ')})`,
    );
}

test('the projects list, catalogue, a project with its viewer, an action form, a creator, the loader and the archive pass axe', async ({
  page,
  request,
}) => {
  test.slow();
  const { sid } = await seed(request, { name: `Accessibility ${Date.now()}` });
  const screens: [string, () => Promise<void>][] = [
    [
      'projects',
      async () => {
        await page.goto('/');
        await expect(page.getByRole('table', { name: 'Projects' })).toBeVisible();
      },
    ],
    [
      'credit catalogue',
      async () => {
        await page.goto('/catalog');
        await expect(page.getByRole('heading').first()).toBeVisible();
      },
    ],
    [
      'not found',
      async () => {
        await page.goto('/no-such-page');
        await expect(page.getByText('404')).toBeVisible();
      },
    ],
    [
      'project with its viewer',
      async () => {
        await page.goto(`/sessions/${sid}`);
        await expect(page.getByTestId('structure-canvas')).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });
      },
    ],
    [
      'design form',
      async () => {
        await (await panel(page, 'Actions')).getByRole('button', { name: 'Design', exact: true }).click();
        await expect(page.getByRole('tab', { name: /Design/ })).toBeVisible();
      },
    ],
    [
      'single-chain HM creator',
      async () => {
        await (await panel(page, 'Structure predictions'))
          .getByRole('button', { name: 'Single-Chain HM', exact: true })
          .click();
        await expect(page.getByRole('region', { name: 'Single-Chain HM' })).toBeVisible();
      },
    ],
    [
      'structure loader',
      async () => {
        await page.getByRole('button', { name: 'Load data' }).click();
        await expect(page.getByRole('tab', { name: /Load/ }).first()).toBeVisible();
      },
    ],
    [
      'archive',
      async () => {
        await (await panel(page, 'Archive and trash')).getByRole('button', { name: 'Archive', exact: true }).click();
        await expect(page.getByRole('table', { name: 'Archived items' })).toBeVisible();
      },
    ],
  ];
  const found: string[] = [];
  for (const [name, open] of screens) {
    await open();
    found.push(...(await seriousViolations(page)).map((line) => `${name}: ${line}`));
    found.push(...(await pointerOnlyControls(page)).map((line) => `${name}: pointer only: ${line}`));
  }
  expect(found).toEqual([]);
});

test('keyboard focus is visible: Tab from the top of the projects list lands on a control with a focus ring', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('table', { name: 'Projects' })).toBeVisible();
  await page.keyboard.press('Tab');
  const ring = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    return {
      tag: element.tagName,
      outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
      shadow: style.boxShadow !== 'none',
    };
  });
  expect(ring, 'something took the focus').not.toBeNull();
  expect(ring!.outline || ring!.shadow, JSON.stringify(ring)).toBe(true);
});

test('the collection tab works from the keyboard: its divider, the sequence viewer height and minimap, residues selected', async ({
  page,
  request,
}) => {
  const { sid } = await seed(request, { name: `Keyboard ${Date.now()}` });
  await page.goto(`/sessions/${sid}`);
  await expect(page.getByTestId('structure-canvas')).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });
  const value = async (name: string) =>
    Number(await page.getByRole('separator', { name }).getAttribute('aria-valuenow'));

  const divider = 'Resize table and viewer';
  const before = await value(divider);
  await page.getByRole('separator', { name: divider }).focus();
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => value(divider)).toBe(before + 16);

  const handle = 'Resize the sequence viewer';
  const height = await value(handle);
  await page.getByRole('separator', { name: handle }).focus();
  await page.keyboard.press('Shift+ArrowUp');
  await expect.poll(() => value(handle)).toBe(height + 64);

  const minimap = page.getByRole('slider', { name: 'Sequence minimap' });
  await minimap.focus();
  await page.keyboard.press('End');
  await expect(minimap).toHaveAttribute('aria-valuetext', /residues \d+–46 of 46 shown/);

  // a residue row: focus, move, Space selects (the 3D viewer's selection count follows)
  const row = page.getByRole('listbox').first();
  await row.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await expect(row.getByRole('option', { selected: true })).toHaveCount(1);
  await expect(page.getByText(/^\d+ atoms selected$/)).toBeVisible();
});
