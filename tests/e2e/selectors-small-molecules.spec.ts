import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { SINGLE_USER_URL } from '../../playwright.config.ts';

test.use({ baseURL: SINGLE_USER_URL });

const FIXTURES = join(import.meta.dirname, '..', '..', '..', 'shared', 'fixtures', 'sdf');
const SHOTS = '/tmp/selectors-small-molecules';

async function newProject(page: Page, name: string) {
  await page.goto('/');
  await page.getByRole('button', { name: 'New project' }).click();
  await page.getByLabel('Project name').fill(name);
  await page.getByRole('dialog').getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/\/sessions\/[0-9a-f]{24}$/);
}

async function openPanel(page: Page, title: string) {
  const header = page.getByRole('button', { name: title, exact: true });
  if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
}

test('a selector: create, toggle a shift range, save, rename with invalid characters, archive', async ({ page }) => {
  await newProject(page, 'Selectors journey');
  await openPanel(page, 'Selectors');
  await page.getByRole('button', { name: 'New selector' }).click();
  await expect(page.getByRole('tab', { name: /Selector 1/ })).toBeVisible();

  const save = page.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeDisabled();
  await page.getByRole('button', { name: 'Position 3', exact: true }).click();
  await page.getByRole('button', { name: 'Position 7', exact: true }).click({ modifiers: ['Shift'] });
  for (const n of [3, 4, 5, 6, 7]) await expect(page.getByRole('button', { name: `Position ${n}`, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('5 selected')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/selector-tab.png` });
  await save.click();
  await expect(save).toBeDisabled();

  const name = page.getByRole('textbox', { name: 'Selector name Selector 1' });
  await name.click();
  await name.fill('');
  await name.pressSequentially('Loop <A> #1; core');
  await expect(name).toHaveValue('Loop A 1; core');
  await name.press('Enter');
  await expect(page.getByRole('tab', { name: /Loop A 1; core/ })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/selectors-panel.png` });

  // saved positions survive a reload
  await page.reload();
  await expect(page.getByRole('button', { name: 'Position 5', exact: true })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Archive Loop A 1; core' }).click();
  await expect(page.getByRole('tab', { name: /Loop A 1; core/ })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Selector name Loop A 1; core' })).toHaveCount(0);
});

test('small molecules: import cdk2.sdf, sort by name, open one; a bad file imports nothing', async ({ page }) => {
  await newProject(page, 'Ligands journey');
  await page.getByRole('button', { name: 'Load small molecules' }).click();
  await expect(page.getByText('Load small molecules to create new collections.')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/loader.png` });

  // a record that fails sanitisation: the message names it, nothing is imported
  await page.getByLabel('SDF files').setInputFiles({
    name: 'invalid.sdf',
    mimeType: 'chemical/x-mdl-sdfile',
    buffer: readFileSync(join(FIXTURES, 'malformed_invalid_valence.mol')),
  });
  await expect(page.getByRole('alert')).toContainText('Error submitting SDF file(s): invalid.sdf, record 1');
  await page.screenshot({ path: `${SHOTS}/loader-error.png` });
  await page.getByLabel('SDF files').setInputFiles(join(FIXTURES, 's58_rcsb.mol'));
  await expect(page.getByRole('alert')).toHaveText(/^Unable to import files with extensions: \.mol/);

  await openPanel(page, 'Small molecules');
  const table = page.getByRole('table', { name: 'Small molecules' });
  await expect(table.getByText('No small molecules yet. Load SDF files to add some.')).toBeVisible();

  await page.getByLabel('SDF files').setInputFiles(join(FIXTURES, 'cdk2.sdf'));
  await expect(page.getByText('Imported 47 small molecule(s).')).toBeVisible({ timeout: 30_000 });
  await expect(table).toHaveAttribute('aria-rowcount', '47');

  await table.getByRole('button', { name: 'Name' }).click();
  const firstName = table.getByRole('textbox').first();
  const sorted = cdk2NamesInOrder();
  await expect(firstName).toHaveValue(sorted[0]);
  await table.getByRole('button', { name: /Name/ }).click();
  await expect(firstName).toHaveValue(sorted.at(-1)!);
  await page.screenshot({ path: `${SHOTS}/panel.png` });

  const name = await firstName.inputValue();
  await table.getByRole('button', { name: `Open ${name}` }).click();
  await expect(page.getByRole('tab', { name: new RegExp(name) })).toBeVisible();
  await expect(page.getByRole('img', { name: `2D depiction of ${name}` }).locator('svg')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('table', { name: 'Data fields' }).getByText('Formula')).toBeVisible();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${SHOTS}/viewer.png` });
});

/** The title lines of cdk2.sdf in name order, read from the file. */
function cdk2NamesInOrder(): string[] {
  const records = readFileSync(join(FIXTURES, 'cdk2.sdf'), 'utf8').split(/^\$\$\$\$\r?$/m);
  const titles = records.map((r) => r.replace(/^\r?\n/, '').split(/\r?\n/)[0].trim()).filter(Boolean);
  return titles.sort((a, b) => a.localeCompare(b, undefined, { numeric: true, sensitivity: 'base' }));
}
