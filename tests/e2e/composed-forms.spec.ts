// Journeys over the whole catalog against the real server: action forms that keep work and send what
// they show, simulated results labelled where they are read, bounded errors, and the fold buttons.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from './fixtures.ts';
import { SINGLE_USER_URL } from '../../playwright.config.ts';
import { colourShare, downloadOf } from './helpers.ts';
import { json, seed } from './seed.ts';
import { atEachScreen, expectNoOverflow } from './overflow.ts';
import { fixturePath } from '@bench/fixtures';

test.use({ baseURL: SINGLE_USER_URL });

const SHOTS = '/tmp/composed-forms';
const FIXTURES = fixturePath();
const fixture = (path: string) => readFileSync(join(FIXTURES, path), 'utf8');
const WHITE: [number, number, number] = [255, 255, 255];
const NONE_ENABLED = 'Please enable at least one mutation in the mutations table.';

type Action = {
  _id: string;
  name: string;
  task_id: number;
  input: { selector: string | null; mutations: Record<string, { mutations: string }> };
};

async function openPanel(page: Page, title: string) {
  const header = page.getByRole('button', { name: title, exact: true });
  if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
}

test('design form: leaving the tab keeps the edits; another selector rebuilds the table and blocks the run', async ({
  page,
  request,
}) => {
  const { sid } = await seed(request, {
    selectors: [
      { name: 'Loop 10-15', positions: [10, 11, 12, 13, 14, 15] },
      { name: 'Tail 40-44', positions: [40, 41, 42, 43, 44] },
    ],
  });
  await page.goto(`/sessions/${sid}`);
  await page.getByRole('list', { name: 'New action' }).getByRole('button', { name: 'Design', exact: true }).click();
  const tab = page.getByRole('region', { name: /^Design \d+$/ });
  const title = (await tab.getAttribute('aria-label'))!;
  await tab.getByRole('combobox', { name: 'Selector' }).selectOption({ label: 'Loop 10-15' });
  await tab.getByRole('checkbox', { name: 'A at 10' }).click();
  await expect(tab.getByRole('button', { name: 'Save and Run' })).toBeEnabled();
  // the mutations table's 23 columns fit without scrolling sideways, its rows all shown
  await atEachScreen(
    page,
    async () => {
      await expectNoOverflow(page, tab, { sideScroll: false });
      await expect(tab.getByRole('checkbox', { name: 'Repack only at 15' })).toBeInViewport({ ratio: 1 });
    },
    `${SHOTS}/design-form`,
  );

  // away to the collection and back, without pressing Save
  await page.getByRole('tab', { name: '1CRN', exact: true }).click();
  await expect(tab).toHaveCount(0);
  await page.getByRole('tab', { name: title, exact: true }).click();
  await expect(tab.getByRole('checkbox', { name: 'A at 10' })).toBeChecked();

  await tab.getByRole('combobox', { name: 'Selector' }).selectOption({ label: 'Tail 40-44' });
  await expect(tab.getByRole('checkbox', { name: 'A at 40' })).not.toBeChecked();
  await expect(tab.getByText(NONE_ENABLED)).toHaveCount(1);
  await expect(tab.getByText('No mutations enabled')).toBeVisible();
  await expect(tab.getByText('NoneEnabled')).toHaveCount(0);
  await expect(tab.getByRole('button', { name: 'Save and Run' })).toBeDisabled();
  await page.screenshot({ path: `${SHOTS}/design-selector-switched.png` });

  await page.getByRole('tab', { name: '1CRN', exact: true }).click();
  await expect
    .poll(async () => {
      const actions = await json<Action[]>(await request.get(`/api/sessions/${sid}/actions`));
      return Object.keys(actions.find((a) => `${a.name} ${a.task_id}` === title)?.input.mutations ?? {}).sort();
    })
    .toEqual(['40', '41', '42', '43', '44']);
});

test('a simulated Prepare of 2FVD: labelled results with its first pose shown, the scatter plot, downloads, and Replace Ligand on the result', async ({
  page,
  request,
}) => {
  const { sid } = await seed(request, { structures: [{ label: '2fvd', file: '2fvd.pdb', keep: ['LIA'] }] });
  await page.goto(`/sessions/${sid}`);
  await page.getByRole('list', { name: 'New action' }).getByRole('button', { name: 'Prepare', exact: true }).click();
  const tab = page.getByRole('region', { name: /^Prepare \d+$/ });
  await tab.getByRole('button', { name: 'Save and Run' }).click();
  await expect(tab.getByLabel('Status')).toHaveText('COMPLETED', { timeout: 60_000 });
  // the info column: a date on one line, the results collection's id not broken across lines
  const fact = (term: string) => tab.locator('dt', { hasText: term }).locator('+ dd');
  const lines = (dd: ReturnType<typeof fact>) =>
    dd.evaluate((element) =>
      Math.round(element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight)),
    );
  await atEachScreen(
    page,
    async () => {
      await expectNoOverflow(page);
      expect(await lines(fact('Created'))).toBe(1);
      const id = await fact('Output collection').evaluate((element) => {
        const range = document.createRange();
        const text = element.firstChild!;
        const start = text.textContent!.indexOf('(');
        range.setStart(text, start);
        range.setEnd(text, text.textContent!.length);
        return range.getClientRects().length;
      });
      expect(id, 'the id in brackets sits on one line').toBe(1);
    },
    `${SHOTS}/prepare-completed`,
  );
  await tab.getByRole('button', { name: 'Results collection' }).click();

  const results = page.getByRole('region', { name: /^Collection Prepare \d+ results$/ });
  await expect(results.getByRole('note', { name: 'Simulated results' })).toBeVisible();
  await expect(results.getByRole('columnheader', { name: /\(simulated\)/ }).first()).toBeVisible();
  await expect(results.getByText('1 pose · 0 selected · 1 in viewer')).toBeVisible();
  await openPanel(page, 'Structures');
  const panelRow = page
    .getByRole('list', { name: 'Structure collections' })
    .getByRole('listitem')
    .filter({ hasText: /Prepare \d+ results/ });
  await expect(panelRow.getByText('Simulated', { exact: true })).toBeVisible();

  await results.getByRole('button', { name: 'Download' }).click();
  const scores = await downloadOf(page, () => page.getByRole('menuitem', { name: 'Scores CSV', exact: true }).click());
  expect(scores.text.split('\n')[0]).toMatch(/\(simulated\)/);
  const resultPose = page
    .getByRole('table', { name: /^Structures of Prepare \d+ results$/ })
    .getByRole('checkbox', { name: /^Select / })
    .first();
  await resultPose.click();
  const replace = page
    .getByRole('list', { name: 'New action' })
    .getByRole('button', { name: 'Replace Ligand', exact: true });
  await expect(replace).toBeEnabled();

  await results.getByRole('combobox', { name: 'Viewer' }).selectOption({ label: 'Scatter Plot' });
  await expect(results.getByText(/^1 points · 1 selected$/)).toBeVisible();
  await expect(results.locator('.bn-scatter').getByText('Simulated', { exact: true })).toBeVisible();
  await expect(results.getByRole('combobox', { name: 'X axis' }).locator('option:checked')).toHaveText(
    /\(simulated\) \(REU\)$/,
  );
  await page.screenshot({ path: `${SHOTS}/simulated-results-scatter.png` });
});

test('loop rebuild on 2FVD: the loop as a range and positions, and its LIA held in place is saved with the action', async ({
  page,
  request,
}) => {
  const { sid } = await seed(request, {
    structures: [{ label: '2fvd', file: '2fvd.pdb', keep: ['LIA'] }],
    selectors: [{ name: 'Loop 20-25', positions: [20, 21, 22, 23, 24, 25] }],
  });
  await page.goto(`/sessions/${sid}`);
  await page
    .getByRole('list', { name: 'New action' })
    .getByRole('button', { name: 'Loop Rebuild', exact: true })
    .click();
  const tab = page.getByRole('region', { name: /^Loop Rebuild \d+$/ });
  const title = (await tab.getAttribute('aria-label'))!;
  await tab.getByRole('combobox', { name: 'Loop selector' }).selectOption({ label: 'Loop 20-25' });
  await expect(tab.getByLabel('Selector range')).toHaveText('20–25 (6 residues)');
  await expect(tab.getByLabel('Rebuild positions')).toHaveText('20, 21, 22, 23, 24, 25');
  const lia = tab.getByRole('checkbox', { name: /^Constrain LIA / });
  await lia.click();
  await expect(lia).toBeChecked();
  await page.screenshot({ path: `${SHOTS}/loop-rebuild-inputs.png` });
  await page.getByRole('tab', { name: '2fvd', exact: true }).click();
  await expect
    .poll(async () => {
      const actions = await json<(Action & { input: { auto_constrain_these_ligands?: string[] } })[]>(
        await request.get(`/api/sessions/${sid}/actions`),
      );
      return actions.find((a) => `${a.name} ${a.task_id}` === title)?.input.auto_constrain_these_ligands;
    })
    .toEqual([expect.stringMatching(/^A:\d+$/)]);
});

test('wrong files get one bounded sentence: a PDB into Import FASTA, a FASTA into the structure loader, a PDB into the SDF loader', async ({
  page,
  request,
}) => {
  const session = await json<{ _id: string }>(await request.post('/api/sessions', { data: { name: 'Wrong files' } }));
  await page.goto(`/sessions/${session._id}`);
  await openPanel(page, 'Sequence collections');
  await page.getByLabel('FASTA file').setInputFiles(join(FIXTURES, 'pdb', '1crn.pdb'));
  const toast = page.getByRole('alert').filter({ hasText: '1crn.pdb' });
  await expect(toast).toHaveText('1crn.pdb is a PDB structure file, not the FASTA sequence file expected here.');
  expect((await toast.boundingBox())!.height).toBeLessThan(120);
  await page.screenshot({ path: `${SHOTS}/wrong-file-fasta.png` });

  // a FASTA-like file with 1,437 broken lines: the toast lists five and counts the rest
  const broken = `${Array.from({ length: 1437 }, () => 'MKVLAAGIVGLLLAQ').join('\n')}\n>late header\nMKV\n`;
  await page
    .getByLabel('FASTA file')
    .setInputFiles({ name: 'broken.fa', mimeType: 'text/plain', buffer: Buffer.from(broken) });
  const bounded = page.getByRole('alert').filter({ hasText: 'more' });
  await expect(bounded).toContainText('and 1,432 more');
  const box = (await bounded.boundingBox())!;
  expect(box.height).toBeLessThan(page.viewportSize()!.height / 2);
  await page.screenshot({ path: `${SHOTS}/bounded-error.png` });

  await page.getByRole('button', { name: /Load (data|structures)/ }).click();
  await page.getByLabel('Structure files').setInputFiles(join(FIXTURES, 'fasta', 'alpha.faa'));
  await expect(
    page.getByText('Unable to import files with extensions: .faa. Only .pdb and .cif files can be loaded here.'),
  ).toBeVisible();
  await page
    .getByLabel('Structure files')
    .setInputFiles({ name: 'alpha.pdb', mimeType: 'text/plain', buffer: Buffer.from(fixture('fasta/alpha.faa')) });
  await expect(page.getByRole('alert', { name: 'Errors in alpha.pdb' })).toHaveText(
    'alpha.pdb is a FASTA sequence file, not the PDB structure file or mmCIF structure file expected here.',
  );

  await page.getByRole('button', { name: 'Load small molecules' }).click();
  await page.getByLabel('SDF files').setInputFiles({
    name: '1crn.sdf',
    mimeType: 'chemical/x-mdl-sdfile',
    buffer: Buffer.from(fixture('pdb/1crn.pdb')),
  });
  await expect(page.getByRole('alert').filter({ hasText: '1crn.sdf' })).toHaveText(
    '1crn.sdf is a PDB structure file, not the SDF or MOL small-molecule file expected here.',
  );
});

test('without a folding program the sequence collection offers no fold button, says why, and creates nothing', async ({
  page,
  request,
}) => {
  const session = await json<{ _id: string }>(await request.post('/api/sessions', { data: { name: 'Folding' } }));
  await page.goto(`/sessions/${session._id}`);
  await openPanel(page, 'Sequence collections');
  await page.getByLabel('FASTA file').setInputFiles(join(FIXTURES, 'fasta', 'protein_lib.fa'));
  await expect(page.getByText('12 sequences · 0 selected')).toBeVisible();
  const folding = page.getByRole('group', { name: 'AI Folding' });
  await expect(folding.getByText(/^Folding is not available here/)).toBeVisible();
  await expect(folding.getByRole('button')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/fold-unavailable.png` });
  expect(await json<unknown[]>(await request.get(`/api/sessions/${session._id}/structure_predictions`))).toEqual([]);
});

test('structure viewer: Select all, then Filter selection draws only the selected chain', async ({ page }) => {
  // 4hhb's 4,500 atoms redrawn after each selection change in SwiftShader's software WebGL: on a
  // loaded 2-core machine this journey alone took 58 s of the default 60
  test.slow();
  await page.goto('/__samples/pv-structure-viewer');
  const canvas = page.getByTestId('structure-canvas');
  await expect(canvas).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });
  const sequence = page.getByRole('listbox', { name: 'Sequence of 4hhb' });
  await expect(sequence).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Select all' }).click();
  await expect(sequence.locator('[aria-selected="true"]')).toHaveCount(574);

  // filtering with nothing selected only explains; then chain A alone
  await page.getByRole('button', { name: 'Clear selection' }).click();
  await page.getByRole('button', { name: 'Filter selection' }).click();
  await expect(page.getByText('Select atoms first: Filter selection shows only the selected atoms.')).toBeVisible();
  await page.getByLabel('Select by').selectOption('Chain');
  await sequence.getByRole('option').nth(5).click();
  await expect(sequence.locator('[aria-selected="true"]')).toHaveCount(141);
  await page.waitForTimeout(500);
  const drawnBefore = 1 - (await colourShare(page, canvas, WHITE));
  await page.getByRole('button', { name: 'Filter selection' }).click();
  await expect(page.getByRole('button', { name: 'Filter selection' })).toHaveAttribute('aria-pressed', 'true');
  await page.waitForTimeout(500);
  const drawnAfter = 1 - (await colourShare(page, canvas, WHITE));
  await page.screenshot({ path: `${SHOTS}/structure-filter-selection.png` });
  expect(drawnAfter).toBeLessThan(drawnBefore * 0.8);
  await page.getByRole('button', { name: 'Filter selection' }).click();
  await expect(page.getByRole('button', { name: 'Filter selection' })).toHaveAttribute('aria-pressed', 'false');
});
