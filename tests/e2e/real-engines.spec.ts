// Loop Rebuild (ProMod3 + OpenMM) and Replace Ligand (AutoDock Vina) on their real engines through
// the browser, from uploading the structure to the results collection, and the credit catalogue's
// engine column saying so (issue #14). serve.mjs leaves these two tasks to their best engine and
// sets Vina's exhaustiveness to 1; each job takes a few seconds on 1crn and 2fvd.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from './fixtures.ts';
import { SINGLE_USER_URL } from '../../playwright.config.ts';
import { openNewProject, panel } from './helpers.ts';
import { fixturePath } from '@bench/fixtures';

test.use({ baseURL: SINGLE_USER_URL });

const FIXTURES = fixturePath();
const SHOTS = 'test-results/shots';

/** The structure loader: upload a fixture, optionally keep a ligand (ligands start deleted), submit. */
async function uploadStructure(page: Page, file: string, keepLigand?: string): Promise<void> {
  await page.getByRole('button', { name: /Load (data|structures)/ }).click();
  await page.getByLabel('Structure files').setInputFiles(join(FIXTURES, 'pdb', file));
  const residues = page.getByRole('table', { name: 'Residues', exact: true });
  await expect(residues).toBeVisible();
  if (keepLigand) {
    await page.getByRole('button', { name: 'Ligand', exact: true }).click();
    await residues.getByRole('row').filter({ hasText: keepLigand }).click();
    await expect(page.getByText('1 selected')).toBeVisible();
    await page.getByRole('button', { name: 'Undelete' }).click();
    await expect(
      page.getByRole('region', { name: 'Changes' }).getByText(new RegExp(`${keepLigand}.*→\\s*deleted`)),
    ).toHaveCount(0);
  }
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('tab', { name: /Structure Loader/ })).toHaveCount(0);
}

/** Selects the one structure of the open collection tab (the actions panel follows the selection). */
async function selectStructure(page: Page, collection: string, structure: string): Promise<void> {
  const table = page.getByRole('table', { name: `Structures of ${collection}` });
  await table.getByRole('checkbox', { name: `Select ${structure}` }).click();
  await expect(table.getByRole('checkbox', { name: `Select ${structure}` })).toBeChecked();
}

/**
 * Everything the action tab's status and progress line show from now on, recorded in the page as it
 * changes: a job of a few seconds is followed live without sampling it at the right moment.
 */
async function recordJob(page: Page): Promise<() => Promise<{ statuses: string[]; progress: string[] }>> {
  await page.evaluate(() => {
    const seen = { statuses: [] as string[], progress: [] as string[] };
    (window as unknown as { __job: typeof seen }).__job = seen;
    const note = (list: string[], text: string | null | undefined) => {
      const value = text?.trim();
      if (value && list.at(-1) !== value) list.push(value);
    };
    const read = () => {
      note(seen.statuses, document.querySelector('.bn-action-tab [aria-label="Status"]')?.textContent);
      note(seen.progress, document.querySelector('.bn-action-tab__progress span')?.textContent);
    };
    new MutationObserver(read).observe(document.body, { subtree: true, childList: true, characterData: true });
    read();
  });
  return () => page.evaluate(() => (window as unknown as { __job: { statuses: string[]; progress: string[] } }).__job);
}

/** The action tab's Engine fact. */
function engineFact(tab: Locator): Locator {
  return tab.getByRole('region', { name: 'Job' }).locator('dt:text-is("Engine") + dd');
}

test('loop rebuild on ProMod3: upload 1crn, select its 17-22 loop, two repeats run live, two rebuilt loops with energies', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openNewProject(page, `Loop rebuild real ${Date.now()}`);
  await uploadStructure(page, '1crn.pdb');
  await expect(page.getByRole('tab', { name: /1crn/ })).toHaveAttribute('aria-selected', 'true');

  // the loop: a selector of positions 17-22 (a shift range)
  await (await panel(page, 'Selectors')).getByRole('button', { name: 'New selector' }).click();
  await expect(page.getByRole('tab', { name: /Selector 1/ })).toBeVisible();
  await page.getByRole('button', { name: 'Position 17', exact: true }).click();
  await page.getByRole('button', { name: 'Position 22', exact: true }).click({ modifiers: ['Shift'] });
  await expect(page.getByText('6 selected')).toBeVisible();
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await save.click();
  await expect(save).toBeDisabled();

  await page.getByRole('tab', { name: /1crn/ }).click();
  await selectStructure(page, '1crn', '1crn');
  await (await panel(page, 'Actions'))
    .getByRole('list', { name: 'New action' })
    .getByRole('button', { name: 'Loop Rebuild', exact: true })
    .click();
  const tab = page.getByRole('region', { name: /^Loop Rebuild \d+$/ });
  const title = (await tab.getAttribute('aria-label'))!;
  await expect(tab.getByLabel('Repeats')).toHaveValue('10');
  await expect(engineFact(tab)).toHaveText('openmm');
  await expect(tab.getByText('Simulated', { exact: true })).toHaveCount(0);
  await tab.getByLabel('Repeats').fill('2');
  await tab.getByLabel('Repeats').press('Enter');
  await tab.getByRole('combobox', { name: 'Loop selector' }).selectOption({ label: 'Selector 1' });
  await expect(tab.getByLabel('Selector range')).toHaveText('17–22 (6 residues)');
  await expect(tab.getByRole('list', { name: 'Validation' })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/real-loop-rebuild-form.png` });

  const job = await recordJob(page);
  await tab.getByRole('button', { name: 'Save and Run' }).click();
  await expect(tab.getByLabel('Status')).toHaveText('COMPLETED', { timeout: 60_000 });
  const seen = await job();
  expect(seen.statuses).toContain('RUNNING');
  expect(
    seen.progress.some((line) => /\d+%$/.test(line)),
    seen.progress.join(' | '),
  ).toBe(true);
  await expect(engineFact(tab)).toHaveText('openmm');
  await expect(tab.getByText('Simulated', { exact: true })).toHaveCount(0);
  await expect(tab.getByRole('alert')).toHaveCount(0); // verified: no loop_broken warning
  const method = tab.getByRole('region', { name: 'Method' });
  await expect(method).toContainText('Loops rebuilt with ProMod3');
  await expect(method).toContainText('Score is the potential energy after minimisation in kcal/mol');
  await page.screenshot({ path: `${SHOTS}/real-loop-rebuild-completed.png` });

  await tab.getByRole('button', { name: 'Results collection' }).click();
  const results = page.getByRole('region', { name: `Collection ${title} results` });
  await expect(results.getByRole('note', { name: 'Simulated results' })).toHaveCount(0);
  const table = page.getByRole('table', { name: `Structures of ${title} results` });
  await expect(table.getByRole('columnheader', { name: 'Score (kcal/mol)', exact: true })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: /simulated/ })).toHaveCount(0);
  await expect(results.getByText(/^2 poses · /)).toBeVisible();
  for (const name of ['1crn_0001', '1crn_0002']) {
    const cells = table.getByRole('row').filter({ hasText: name }).getByRole('cell');
    await expect(cells.nth(3)).toHaveText(/^-\d+$/); // Score: the force-field energy, kcal/mol, 2 significant digits
    await expect(cells.nth(4)).toHaveText(/^0\.\d+$/); // RMSD to the source, Å: only the loop moved
  }
  await page.screenshot({ path: `${SHOTS}/real-loop-rebuild-results.png` });
});

test('replace ligand docked by AutoDock Vina: upload 2fvd keeping LIA, load a CDK2 ligand, run live; then the catalogue names the engines', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openNewProject(page, `Replace ligand real ${Date.now()}`);
  await uploadStructure(page, '2fvd.pdb', 'LIA');
  await expect(page.getByRole('tab', { name: /2fvd/ })).toHaveAttribute('aria-selected', 'true');

  // the first molecule of the CDK2 set (ZINC03814457, 17 heavy atoms), as its own SDF file
  const first = `${readFileSync(join(FIXTURES, 'sdf', 'cdk2.sdf'), 'utf8')
    .split('$$$$')[0]
    .replace(/^\s*\n/, '')}$$$$\n`;
  await page.getByRole('button', { name: 'Load small molecules' }).click();
  await page
    .getByLabel('SDF files')
    .setInputFiles({ name: 'ZINC03814457.sdf', mimeType: 'chemical/x-mdl-sdfile', buffer: Buffer.from(first) });
  await expect((await panel(page, 'Small molecules')).getByLabel('Small molecule name ZINC03814457')).toBeVisible();

  await page.getByRole('tab', { name: /2fvd/ }).click();
  await selectStructure(page, '2fvd', '2fvd');
  const replace = (await panel(page, 'Actions'))
    .getByRole('list', { name: 'New action' })
    .getByRole('button', { name: 'Replace Ligand', exact: true });
  await expect(replace).toBeEnabled();
  await replace.click();
  const tab = page.getByRole('region', { name: /^Replace Ligand \d+$/ });
  const title = (await tab.getAttribute('aria-label'))!;
  await expect(engineFact(tab)).toHaveText('builtin');
  await expect(
    tab.getByText(
      'The new ligand is docked with AutoDock Vina in a box around the chosen ligand; the protein is held rigid.',
      { exact: false },
    ),
  ).toBeVisible();
  await tab.getByLabel('Ligand in the protein complex').selectOption({ label: 'LIA 299 (chain A)' });
  await tab.getByLabel('New ligand').selectOption({ label: 'ZINC03814457' });
  await expect(tab.getByRole('list', { name: 'Validation' })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/real-replace-ligand-form.png` });

  const job = await recordJob(page);
  await tab.getByRole('button', { name: 'Save and Run' }).click();
  await expect(tab.getByLabel('Status')).toHaveText('COMPLETED', { timeout: 60_000 });
  const seen = await job();
  expect(seen.statuses).toContain('RUNNING');
  expect(
    seen.progress.some((line) => /AutoDock Vina|Open Babel/.test(line)),
    seen.progress.join(' | '),
  ).toBe(true);
  await expect(engineFact(tab)).toHaveText(/^builtin · Docking with AutoDock Vina /);
  await expect(tab.getByText('Simulated', { exact: true })).toHaveCount(0);
  const method = tab.getByRole('region', { name: 'Method' });
  await expect(method).toContainText(
    /ZINC03814457 was docked with AutoDock Vina \S+ where LIA 299 was; the score is Vina's affinity \(kcal\/mol\)/,
  );
  await expect(method.locator('dt:text-is("exhaustiveness") + dd')).toHaveText('1'); // serve.mjs
  await page.screenshot({ path: `${SHOTS}/real-replace-ligand-completed.png` });

  await tab.getByRole('button', { name: 'Results collection' }).click();
  const results = page.getByRole('region', { name: `Collection ${title} results` });
  await expect(results.getByRole('note', { name: 'Simulated results' })).toHaveCount(0);
  const table = page.getByRole('table', { name: `Structures of ${title} results` });
  await expect(results.getByText(/^1 pose · /)).toBeVisible();
  const cells = table.getByRole('row').filter({ hasText: '2fvd_ZINC03814457' }).getByRole('cell');
  await expect(cells.nth(3)).toHaveText(/^-\d+(\.\d)?$/); // Vina's affinity, kcal/mol
  await expect(cells.nth(4)).toHaveText(/^\d+(\.\d+)?$/); // the docked ligand's centroid distance to LIA's, Å
  // named what they are, with their units (issue 26): not 'Score' and 'RMSD'
  await expect(table.getByRole('columnheader', { name: 'Vina affinity (kcal/mol)', exact: true })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Ligand centroid distance (Å)', exact: true })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: /RMSD/ })).toHaveCount(0);
  // Vina's own terms beside them, and none of the energy sums docking has no values for
  await expect(table.getByRole('columnheader', { name: 'Intermolecular (kcal/mol)', exact: true })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Intramolecular (kcal/mol)', exact: true })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: /Lennard-Jones|Solvation/ })).toHaveCount(0);
  // the docked complex has a ligand: Replace Ligand is offered on it, with LIG 299 to replace
  await table.getByRole('checkbox', { name: 'Select 2fvd_ZINC03814457' }).click();
  await expect(replace).toBeEnabled();
  await page.screenshot({ path: `${SHOTS}/real-replace-ligand-results.png` });
  await replace.click();
  const next = page.getByRole('region', { name: /^Replace Ligand \d+$/ }).filter({ hasNotText: title });
  await expect(
    next.getByLabel('Ligand in the protein complex').getByRole('option', { name: 'LIG 299 (chain A)' }),
  ).toBeAttached();

  // the credit catalogue names the engine of each task on this server
  await page.getByRole('banner').getByRole('link', { name: 'Bench' }).click();
  await page.getByRole('link', { name: 'Credit catalogue' }).click();
  await expect(page.getByRole('heading', { name: 'Credit catalogue' })).toBeVisible();
  const catalogue = page.getByRole('table', { name: 'Credit catalogue' });
  const engineOf = (action: string) =>
    catalogue
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: action, exact: true }) })
      .getByRole('cell')
      .nth(3);
  await expect(catalogue.getByRole('columnheader', { name: 'Engine' })).toBeVisible();
  await expect(engineOf('Loop Rebuild')).toHaveText('openmm');
  await expect(engineOf('Replace Ligand')).toHaveText('builtin');
  await expect(engineOf('Flex Design')).toHaveText('Simulated');
  // a job the simulated engine answers costs nothing here, and its row says so beside a real engine's price
  const costOf = (action: string) =>
    catalogue
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: action, exact: true }) })
      .getByRole('cell')
      .nth(2);
  await expect(costOf('Flex Design')).toHaveText(/^0 \(Simulated engine: no charge; .+ on a real engine\)$/);
  await expect(costOf('Loop Rebuild')).not.toContainText('no charge');
  // jobs run from their own tabs and panels are priced there too, with their engine
  await expect(engineOf('Single-Chain HM')).toHaveText('builtin');
  await expect(engineOf('ThermoMPNN')).toHaveText('builtin');
  // a program this server lacks (no ColabFold here) says so once the server has answered
  await expect(engineOf('AlphaFold2')).toHaveText(/no engine/i);
  await page.screenshot({ path: `${SHOTS}/real-credit-catalogue.png` });
});
