// Minimize (OpenMM) and Repack (ProMod3's packer) on their real engines, and Protein-Protein
// Docking on LightDock (the project's Python environment; MEGADOCK is a site install), with the whole catalog.
import { expect, test, type Locator, type Page } from './fixtures.ts';
import { SINGLE_USER_URL } from '../../playwright.config.ts';
import { seed } from './seed.ts';
import { atEachScreen, expectNoOverflow } from './overflow.ts';

test.use({ baseURL: SINGLE_USER_URL });

const SHOTS = 'test-results/shots';

async function launch(page: Page, label: string): Promise<Locator> {
  await page.getByRole('list', { name: 'New action' }).getByRole('button', { name: label, exact: true }).click();
  const tab = page.getByRole('region', { name: new RegExp(`^${label} \\d+$`) });
  await expect(tab).toBeVisible();
  return tab;
}

const engineFact = (tab: Locator) => tab.getByRole('region', { name: 'Job' }).locator('dt:text-is("Engine") + dd');

async function run(tab: Locator): Promise<void> {
  await tab.getByRole('button', { name: 'Save and Run' }).click();
  // the server's one job worker may be busy with another journey's job first
  await expect(tab.getByLabel('Status')).toHaveText('COMPLETED', { timeout: 150_000 });
}

async function openResults(page: Page, tab: Locator): Promise<{ title: string; table: Locator; collection: Locator }> {
  const title = (await tab.getAttribute('aria-label'))!;
  await tab.getByRole('button', { name: 'Results collection' }).click();
  return {
    title,
    table: page.getByRole('table', { name: `Structures of ${title} results` }),
    collection: page.getByRole('region', { name: `Collection ${title} results` }),
  };
}

test('minimize and repack 1CRN on their real engines: OpenMM energies, one deterministic packing said before Run', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { sid } = await seed(request, { name: `Minimize and repack ${Date.now()}` });
  await page.goto(`/sessions/${sid}`);

  const minimize = await launch(page, 'Minimize');
  await expect(engineFact(minimize)).toHaveText('openmm');
  await run(minimize);
  await expect(minimize.getByRole('region', { name: 'Method' })).toContainText('kcal/mol');
  const minimized = await openResults(page, minimize);
  await expect(minimized.collection.getByRole('note', { name: 'Simulated results' })).toHaveCount(0);
  await expect(minimized.collection.getByText(/^1 pose · /)).toBeVisible();
  await expect(minimized.table.getByRole('row').filter({ hasText: '1CRN' }).getByRole('cell').nth(3)).toHaveText(
    /^-\d+$/,
  );

  await page.getByRole('tab', { name: '1CRN', exact: true }).click();
  const repack = await launch(page, 'Repack');
  await expect(engineFact(repack)).toHaveText('openmm');
  await expect(repack.getByRole('note')).toHaveText(
    /repeats would be identical, so this makes one result per structure and charges one/,
  );
  await repack.getByLabel('Repeats').fill('3');
  await repack.getByLabel('Repeats').press('Enter');
  await page.screenshot({ path: `${SHOTS}/real-repack-form.png` });
  await run(repack);
  const repacked = await openResults(page, repack);
  await expect(repacked.collection.getByText(/^1 pose · /)).toBeVisible();
  await expect(repacked.collection.getByRole('note', { name: 'Simulated results' })).toHaveCount(0);
});

test('protein-protein docking of 1UBQ against 1CRN, both picked in the form: LightDock complexes, ranked by DFIRE', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { sid } = await seed(request, {
    name: `Docking ${Date.now()}`,
    structures: [{ label: '1CRN' }, { label: '1UBQ', file: '1ubq.pdb' }],
  });
  await page.goto(`/sessions/${sid}`);
  const docking = await launch(page, 'Protein-Protein Docking');
  await expect(
    page
      .getByRole('list', { name: 'New action' })
      .getByRole('listitem')
      .filter({ hasText: 'Protein-Protein Docking' })
      .getByText('Beta'),
  ).toBeVisible();
  await expect(engineFact(docking)).toHaveText('builtin');
  await expect(docking.getByText(/^LightDock: rigid-body docking without restraints/)).toBeVisible();
  for (const [side, structure] of [
    ['Structure A', '1CRN'],
    ['Structure B', '1UBQ'],
  ] as const) {
    const picker = docking.getByRole('group', { name: side });
    await picker.getByRole('list', { name: 'Collections' }).getByRole('button', { name: structure }).click();
    await picker
      .getByRole('list', { name: 'Structures' })
      .getByRole('button', { name: new RegExp(structure) })
      .click();
  }
  await page.screenshot({ path: `${SHOTS}/ppd-form.png` });
  await run(docking);
  await expect(docking.getByRole('region', { name: 'Method' })).toContainText('LightDock');
  const docked = await openResults(page, docking);
  await expect(docked.collection.getByRole('note', { name: 'Simulated results' })).toHaveCount(0);
  // each result is the complex A + B, named after both, best DFIRE score first (score = −DFIRE)
  const first = docked.table.getByRole('row').nth(1);
  await expect(first).toContainText('1CRN_1UBQ_0001');
  await expect(first.getByRole('cell').nth(3)).toHaveText(/^-?\d/);
  await expect(docked.collection.getByText(/^10 poses · /)).toBeVisible();
  // the columns docking declared, not the five energy sums it has no values for
  await expect(docked.table.getByRole('columnheader')).toHaveText([
    'View',
    'Sel',
    'Name',
    'Score',
    'Atom contacts',
    'Interface residues A',
    'Interface residues B',
    'Closest approach (Å)',
  ]);
  await expect(docked.table.getByRole('button', { name: 'Score', exact: true })).toHaveAttribute(
    'title',
    "Score: minus LightDock's DFIRE score; lower is better",
  );
  await atEachScreen(page, () => expectNoOverflow(page, docked.table, { sideScroll: false }), `${SHOTS}/ppd-results`);
});
