import { expect, test } from './fixtures.ts';
import { SINGLE_USER_URL } from '../../playwright.config.ts';

test.use({ baseURL: SINGLE_USER_URL });

const NAME_MESSAGE = /Please ensure your project name is made up of valid characters as defined at .*\/support\./;

test('first start: the local user lands on the project list with no sign-in', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();
  const navigationBar = page.getByRole('banner');
  await expect(navigationBar.getByRole('link', { name: 'Support' })).toHaveAttribute('target', '_blank');
  await expect(navigationBar.getByRole('link', { name: 'CAD' })).toHaveAttribute('target', '_blank');
  await expect(navigationBar.getByText('Local User')).toBeVisible();
});

test('a project from creation to the trash and back, then gone for good', async ({ page }) => {
  await page.goto('/');

  // Create: invalid characters are stripped while typing, with the spec's message; the project opens.
  await page.getByRole('button', { name: 'New project' }).click();
  await page.getByLabel('Project name').pressSequentially('Kinase <round> #1');
  await expect(page.getByLabel('Project name')).toHaveValue('Kinase round 1');
  await expect(page.getByText(NAME_MESSAGE)).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/\/sessions\/[0-9a-f]{24}$/);
  await expect(page).toHaveTitle('Kinase round 1');

  // Rename from the list, with invalid characters (row actions show on hover).
  await page.getByRole('banner').getByRole('link', { name: 'Bench' }).click();
  await page.getByRole('row').filter({ hasText: 'Kinase round 1' }).hover();
  await page.getByRole('button', { name: 'Rename Kinase round 1' }).click();
  const field = page.getByRole('textbox', { name: 'Rename Kinase round 1' });
  await field.fill('');
  await field.pressSequentially('Kinase/round 2!');
  await field.press('Enter');
  await expect(page.getByRole('link', { name: 'Kinaseround 2', exact: true })).toBeVisible();

  // Clone (the local user has canCloneProject), a Beta feature, as its column says.
  await expect(page.getByRole('columnheader', { name: 'Clone Beta' })).toBeVisible();
  await page.screenshot({ path: 'test-results/shots/projects-clone-beta.png' });
  await page.getByRole('row').filter({ hasText: 'Kinaseround 2' }).hover();
  await page.getByRole('button', { name: 'Clone Kinaseround 2' }).click();
  await expect(page.getByRole('link', { name: 'Kinaseround 2 (copy)' })).toBeVisible();

  // Trash: move, find it in the trash, restore.
  await page.getByRole('checkbox', { name: 'Select Kinaseround 2 (copy)' }).check();
  await page.getByRole('button', { name: 'Move to trash' }).click();
  await expect(page.getByText("Moving projects to trash will remove all items in projects' trash.")).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('link', { name: 'Kinaseround 2 (copy)' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Trash' }).click();
  const trashed = page.getByRole('row').filter({ hasText: 'Kinaseround 2 (copy)' });
  await trashed.getByRole('button', { name: 'Restore' }).click();
  await expect(trashed).toHaveCount(0);
  await page.getByRole('link', { name: 'Projects' }).click();
  await expect(page.getByRole('link', { name: 'Kinaseround 2 (copy)' })).toBeVisible();

  // Trash again and delete immediately.
  await page.getByRole('checkbox', { name: 'Select Kinaseround 2 (copy)' }).check();
  await page.getByRole('button', { name: 'Move to trash' }).click();
  await page.getByRole('button', { name: 'OK' }).click();
  await page.getByRole('link', { name: 'Trash' }).click();
  await page
    .getByRole('row')
    .filter({ hasText: 'Kinaseround 2 (copy)' })
    .getByRole('button', { name: /Delete/ })
    .click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Delete/ })
    .click();
  await expect(page.getByRole('row').filter({ hasText: 'Kinaseround 2 (copy)' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: 'Kinaseround 2 (copy)' })).toHaveCount(0);
});

test('the session keeps its tabs, panels and column widths across a reload', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'New project' }).click();
  await page.getByLabel('Project name').fill('Workspace check');
  await page.getByRole('dialog').getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveTitle('Workspace check');

  // Open the panel, then the two tabs; opening one again re-activates it instead of duplicating.
  const panel = page.getByRole('button', { name: 'Archive and trash' });
  await panel.click();
  await expect(panel).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: 'Archive', exact: true }).click();
  await page.getByRole('button', { name: 'Trash', exact: true }).click();
  await page.getByRole('button', { name: 'Archive', exact: true }).click();
  const tabs = page.getByRole('tablist', { name: 'Open tabs' }).getByRole('tab');
  await expect(tabs).toHaveCount(2);
  await expect(tabs.filter({ hasText: 'Archive' })).toHaveAttribute('aria-selected', 'true');

  // Drag the left column wider.
  const handle = page.getByRole('separator', { name: 'Resize left column' });
  const box = (await handle.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + 200);
  await page.mouse.down();
  await page.mouse.move(box.x + 80, box.y + 200, { steps: 5 });
  await page.mouse.up();
  const column = page.getByRole('complementary', { name: 'Left panels' });
  const widened = (await column.boundingBox())!.width;
  expect(widened).toBeGreaterThan(350);
  expect(widened).toBeLessThanOrEqual(400);

  await page.waitForTimeout(600); // the tab save is debounced
  await page.reload();
  await expect(tabs).toHaveCount(2);
  await expect(tabs.filter({ hasText: 'Archive' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Archive and trash' })).toHaveAttribute('aria-expanded', 'true');
  expect(Math.round((await column.boundingBox())!.width)).toBe(Math.round(widened));

  // Close a tab and the panel; both stay closed after a reload.
  await page.getByTitle('Close Trash').click();
  await page.getByRole('button', { name: 'Archive and trash' }).click();
  await page.waitForTimeout(600);
  await page.reload();
  await expect(tabs).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Archive and trash' })).toHaveAttribute('aria-expanded', 'false');
});

test('unknown paths show the 404 screen and a narrow window warns', async ({ page }) => {
  await page.goto('/no/such/place');
  await expect(page.getByText('Page not found')).toBeVisible();
  await page.setViewportSize({ width: 1000, height: 800 });
  await page.goto('/');
  await expect(page.getByText('Your device screen is not wide enough for optimal viewing.')).toBeVisible();
});

test('a plugin subset that cannot load shows diagnostics, not a blank page', async ({ page }) => {
  await page.goto('/?plugins=dashboard,no-such-plugin');
  await expect(page.getByText('Bench could not start')).toBeVisible();
  await expect(page.getByText(/no-such-plugin/)).toBeVisible();
});
