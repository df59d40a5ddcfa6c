import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from './fixtures.ts';
import { SINGLE_USER_URL } from '../../playwright.config.ts';
import { downloadOf } from './helpers.ts';
import { atEachScreen, expectNoOverflow } from './overflow.ts';
import { json, seed } from './seed.ts';
import { fixturePath } from '@bench/fixtures';

test.use({ baseURL: SINGLE_USER_URL });

const SHOTS = '/tmp/actions-journey';

const PSSM_FIXTURE = fixturePath('pssm', '7CEI.A.pssm');

/** A project holding 1CRN (from the local PDB mirror), selected in its open collection tab, and one selector. */
async function seedProject(request: APIRequestContext): Promise<string> {
  return (await seed(request)).sid;
}

/**
 * A PSSM in exactly the PSI-BLAST ASCII format of 7CEI.A.pssm: its header, its first `positions.length`
 * real rows and its footer, each row re-numbered to a selector position and given the structure's own
 * residue letter there, so that the PSSM matches the selection (the upload requires a 100% match).
 */
function pssmFor(sequence: string, positions: number[]): string {
  const lines = readFileSync(PSSM_FIXTURE, 'utf8').split('\n');
  const isRow = (line: string) => /^\s*\d+ [A-Z] /.test(line);
  const first = lines.findIndex(isRow);
  const afterRows = lines.findIndex((line, i) => i > first && !isRow(line));
  const residues = sequence.replace(/\//g, '');
  const rows = lines
    .slice(first, first + positions.length)
    .map((line, i) =>
      line.replace(/^\s*\d+ [A-Z]/, `${String(positions[i]).padStart(5)} ${residues[positions[i] - 1]}`),
    );
  return [...lines.slice(0, first), ...rows, ...lines.slice(afterRows)].join('\n');
}

test('design on its real engine: launch on the selected structure, choose mutations, save and run, follow the job to its scored results', async ({
  page,
  request,
}) => {
  const sid = await seedProject(request);
  await page.goto(`/sessions/${sid}`);
  const launch = page.getByRole('list', { name: 'New action' });
  await expect(launch.getByRole('button', { name: 'Design', exact: true })).toBeEnabled();
  await expect(launch.getByRole('button', { name: 'Flex Design', exact: true })).toBeEnabled();
  await page.screenshot({ path: `${SHOTS}/actions-panel.png` });

  await launch.getByRole('button', { name: 'Design', exact: true }).click();
  const tab = page.getByRole('region', { name: /^Design \d+$/ });
  await expect(tab).toBeVisible();
  // Design runs its real engine on the journey server (serve.mjs): ProMod3 packing and OpenMM, not the simulated one
  const engine = tab.getByRole('region', { name: 'Job' }).locator('dt:text-is("Engine") + dd');
  await expect(engine).toHaveText('openmm');
  await expect(tab.getByText('Simulated', { exact: true })).toHaveCount(0);
  await expect(tab.getByRole('button', { name: 'Results collection' })).toBeDisabled();

  await tab.getByRole('combobox', { name: 'Selector' }).selectOption({ label: 'Loop 10-15' });
  await expect(tab.locator('[data-status="NoneEnabled"]')).toBeVisible();
  for (const name of ['A at 10', 'V at 11', 'L at 11']) {
    await tab.getByRole('checkbox', { name }).click();
    await expect(tab.getByRole('checkbox', { name })).toBeChecked();
  }
  await expect(tab.locator('[data-status="Validated"]')).toBeVisible();
  await expect(tab.getByText('Sequence space: 2')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/design-tab.png` });

  await tab.getByRole('button', { name: 'Save and Run' }).click();
  await expect(tab.getByLabel('Status')).toHaveText('COMPLETED', { timeout: 60_000 });
  await expect(tab.getByText('You cannot change mutations after your action has run')).toBeVisible();
  await expect(tab.getByRole('checkbox', { name: 'A at 10' })).toBeDisabled();
  await expect(engine).toHaveText('openmm');
  await expect(tab.getByRole('region', { name: 'Method' })).toContainText(
    'Score is the potential energy after minimisation in kcal/mol',
  );
  // the search's learned sequence term ran beside the packing energy, and the method says how
  await expect(tab.getByRole('region', { name: 'Method' })).toContainText('p from ProteinMPNN v_48_020');
  await page.screenshot({ path: `${SHOTS}/design-completed.png` });
  // the longer method text wraps inside the tab at both widths
  await tab.getByRole('region', { name: 'Method' }).scrollIntoViewIfNeeded();
  await atEachScreen(page, () => expectNoOverflow(page, tab, { sideScroll: false }), `${SHOTS}/design-completed`);

  await tab.getByRole('button', { name: 'Results collection' }).click();
  await expect(page.getByRole('tab', { name: /results/ })).toBeVisible();
  const results = page.getByRole('table', { name: /^Structures of Design \d+ results$/ });
  await expect(results.getByRole('columnheader', { name: /simulated/ })).toHaveCount(0);
  const cells = results.getByRole('row').filter({ hasText: '1CRN_0001' }).getByRole('cell');
  await expect(cells.nth(3)).toHaveText(/^-\d+$/); // Score: the force-field energy after minimisation, kcal/mol
});

test('design with a PSSM upload: mutations above threshold enabled, run, results, mutations CSV', async ({
  page,
  request,
}) => {
  const { sid, structures } = await seed(request);
  const sequence = structures['1CRN'].pose.sequence;
  expect(typeof sequence).toBe('string');
  await page.goto(`/sessions/${sid}`);
  await page.getByRole('list', { name: 'New action' }).getByRole('button', { name: 'Design', exact: true }).click();
  const tab = page.getByRole('region', { name: /^Design \d+$/ });
  await expect(tab).toBeVisible();
  const actionName = (await tab.getAttribute('aria-label'))!;

  await tab.getByRole('combobox', { name: 'Selector' }).selectOption({ label: 'Loop 10-15' });
  await expect(tab.locator('[data-status="NoneEnabled"]')).toBeVisible();
  // each row names its residue in the source file, from the pose's structure tree
  const firstRow = tab.getByRole('table', { name: 'Mutations table' }).getByRole('row').nth(1);
  await expect(firstRow.getByRole('cell').first()).toHaveText('10A:10');
  await expect(firstRow.getByTitle('Residue A:10 in the source file')).toBeVisible();
  await tab.getByLabel('Mutations file').setInputFiles({
    name: '1CRN.10-15.pssm',
    mimeType: 'text/plain',
    buffer: Buffer.from(pssmFor(sequence, [10, 11, 12, 13, 14, 15])),
  });
  await expect(tab.getByText('Mutations above threshold have been enabled.')).toBeVisible();
  await expect(tab.locator('[data-status="NoneEnabled"]')).toHaveCount(0);
  await expect(tab.locator('[data-status]').first()).toHaveAttribute('data-status', /^(?!NoneEnabled$)/);
  await expect(tab.getByText('residues match 100%')).toBeVisible();
  await expect(tab.getByText(/this threshold allows \d+ mutations/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/design-pssm.png` });
  // the upload bar with its score range and allowed count fits beside the threshold at both widths
  await atEachScreen(page, () => expectNoOverflow(page, tab, { sideScroll: false }), `${SHOTS}/design-pssm`);

  await tab.getByRole('button', { name: 'Save and Run' }).click();
  await expect(tab.getByLabel('Status')).toHaveText('COMPLETED', { timeout: 60_000 });
  await tab.getByRole('button', { name: 'Results collection' }).click();
  await expect(page.getByRole('tab', { name: /results/ })).toBeVisible();

  const actions = await json<{ name: string; task_id: number }[]>(await request.get(`/api/sessions/${sid}/actions`));
  const action = actions.find((a) => `${a.name} ${a.task_id}` === actionName)!; // the tab's title is name + task id
  expect(action, JSON.stringify(actions).slice(0, 300)).toBeTruthy();
  await page.getByRole('tab', { name: actionName, exact: true }).click();
  const csv = await downloadOf(page, () => tab.getByRole('button', { name: 'Download mutations CSV' }).click());
  expect(csv.name).toBe(`${action.name}_${action.task_id}_mutations.csv`);
  expect(csv.text.startsWith('Position,Mutations')).toBe(true);
});

test('loop rebuild with a non-contiguous selector: the contiguity error, and Save and Run disabled', async ({
  page,
  request,
}) => {
  const { sid } = await seed(request, { selectors: [{ name: 'Gappy', positions: [10, 11, 13, 14] }] });
  await page.goto(`/sessions/${sid}`);
  await page
    .getByRole('list', { name: 'New action' })
    .getByRole('button', { name: 'Loop Rebuild', exact: true })
    .click();
  const tab = page.getByRole('region', { name: /^Loop Rebuild \d+$/ });
  await expect(tab).toBeVisible();
  await tab.getByRole('combobox', { name: 'Loop selector' }).selectOption({ label: 'Gappy' });
  // shown at the selector field and in the form's validation summary
  await expect(
    tab.getByRole('list', { name: 'Validation' }).getByText('Please ensure that your selector is contiguous.').first(),
  ).toBeVisible();
  await expect(tab.getByRole('button', { name: 'Save and Run' })).toBeDisabled();
  await page.screenshot({ path: `${SHOTS}/loop-rebuild-gappy.png` });
});

test('replace ligand: disabled with its hint for 1CRN (no ligands), enabled for 2FVD with its LIA kept', async ({
  page,
  request,
}) => {
  const { sid, structures } = await seed(request, {
    structures: [{ label: '1CRN' }, { label: '2fvd', file: '2fvd.pdb', keep: ['LIA'] }],
  });
  expect(structures['2fvd'].pose).toMatchObject({ has_ligands: true });
  await page.goto(`/sessions/${sid}`);
  const launch = page.getByRole('list', { name: 'New action' });
  const replace = launch.getByRole('button', { name: 'Replace Ligand', exact: true });
  await expect(replace).toBeDisabled();
  await expect(launch.getByText('Select 1 structure with ligands to run Replace Ligand')).toBeVisible();
  await expect(replace).toHaveAttribute('title', 'Select 1 structure with ligands to run Replace Ligand');

  // the launch list follows the poses selected in the active collection tab: open 2fvd's and select it there
  await page
    .getByRole('list', { name: 'Structure collections' })
    .getByRole('button', { name: '2fvd', exact: true })
    .click();
  await expect(page.getByRole('tab', { name: /2fvd/ })).toBeVisible();
  await page.getByRole('table', { name: 'Structures of 2fvd' }).getByRole('checkbox', { name: 'Select 2fvd' }).click();
  await expect(replace).toBeEnabled();
  await expect(launch.getByText('Select 1 structure with ligands to run Replace Ligand')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/replace-ligand-enabled.png` });
});
