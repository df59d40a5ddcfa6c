import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from './fixtures.ts';
import { SINGLE_USER_URL } from '../../playwright.config.ts';
import { fixturePath } from '@bench/fixtures';
import { openNewProject } from './helpers.ts';
import { expectKeyboardOperable } from './keyboard.ts';

test.use({ baseURL: SINGLE_USER_URL });

const FIXTURES = fixturePath('sdf');
const SHOTS = '/tmp/selectors-small-molecules';

async function openPanel(page: Page, title: string) {
  const header = page.getByRole('button', { name: title, exact: true });
  if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
}

test('a selector: create, toggle a shift range, save, rename with invalid characters, archive', async ({ page }) => {
  await openNewProject(page, 'Selectors journey');
  await openPanel(page, 'Selectors');
  await page.getByRole('button', { name: 'New selector' }).click();
  await expect(page.getByRole('tab', { name: /Selector 1/ })).toBeVisible();

  const save = page.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeDisabled();
  await page.getByRole('button', { name: 'Position 3', exact: true }).click();
  await page.getByRole('button', { name: 'Position 7', exact: true }).click({ modifiers: ['Shift'] });
  for (const n of [3, 4, 5, 6, 7])
    await expect(page.getByRole('button', { name: `Position ${n}`, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  await expect(page.getByText('5 selected')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/selector-tab.png` });
  await expectKeyboardOperable(page);
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
  await openNewProject(page, 'Ligands journey');
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
  await expect(page.getByRole('alert')).toHaveText(/^s58_rcsb\.mol: Unable to import files with extensions: \.mol/);

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
  await expectKeyboardOperable(page);

  const name = await firstName.inputValue();
  await table.getByRole('button', { name: `Open ${name}` }).click();
  await expect(page.getByRole('tab', { name: new RegExp(name) })).toBeVisible();
  await expect(page.getByRole('img', { name: `2D depiction of ${name}` }).locator('svg')).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('table', { name: 'Data fields' }).getByText('Formula')).toBeVisible();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${SHOTS}/viewer.png` });
  await expectKeyboardOperable(page);
});

/** A project holding 1CRN (46 residues, from the local PDB mirror) open in the active collection tab, and the given selectors. */
async function seedCollection(
  request: APIRequestContext,
  selectors: { name: string; positions: number[] }[],
): Promise<string> {
  const json = async <T = { _id: string }>(reply: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> => {
    expect(reply.ok(), await reply.text()).toBe(true);
    return (await reply.json()) as T;
  };
  const sid = (
    await json<{ _id: string }>(await request.post('/api/sessions', { data: { name: 'Apply selector journey' } }))
  )._id as string;
  const analysed = await json<{
    output: Record<string, { pdbFileData: string; analysis: { residues: { original: unknown; chosen: unknown }[] } }>;
  }>(await request.post(`/api/sessions/${sid}/analyzePdbs`, { data: { labels: ['1CRN'], pdbCode: ['1CRN'] } }));
  const { pdbFileData, analysis } = analysed.output['1CRN'];
  const selectedResidues = analysis.residues.map((r) => ({ original: r.original, chosen: r.chosen }));
  const assembled = await json<{ pose_collection: { _id: string } }>(
    await request.post(`/api/sessions/${sid}/assembleStructure`, {
      data: { inputType: 'pdbCode', name: '1CRN', pdbFileData, selectedResidues },
    }),
  );
  for (const selector of selectors)
    await json(await request.post(`/api/sessions/${sid}/selectors`, { data: selector }));
  const tab = {
    id: 'tab-c',
    kind: 'collection',
    title: '1CRN',
    icon: 'folder',
    isCloseable: true,
    data: { type: 'pose_collections', id: assembled.pose_collection._id },
  };
  await json(
    await request.put(`/api/sessions/${sid}`, { data: { state: { tabs: { active_tab_index: 0, open_tabs: [tab] } } } }),
  );
  return sid;
}

test('a batch of SDF files with a bad one: the good ones are imported, the bad one is listed with its reason', async ({
  page,
}) => {
  await openNewProject(page, 'Ligand batch');
  await page.getByRole('button', { name: 'Load small molecules' }).click();
  const sdf = (name: string, file = name) => ({
    name,
    mimeType: 'chemical/x-mdl-sdfile',
    buffer: readFileSync(join(FIXTURES, file)),
  });
  await page
    .getByLabel('SDF files')
    .setInputFiles([sdf('TYR.sdf'), sdf('invalid.sdf', 'malformed_invalid_valence.mol'), sdf('TYR.v3000.sdf')]);
  await expect(page.getByText('Imported 2 small molecule(s).')).toBeVisible({ timeout: 30_000 });
  const rejected = page.getByRole('alert', { name: 'Files not imported' });
  await expect(rejected.getByRole('listitem')).toHaveCount(1);
  await expect(rejected).toContainText('invalid.sdf: Error submitting SDF file(s): invalid.sdf, record 1');
  await openPanel(page, 'Small molecules');
  await expect(page.getByRole('table', { name: 'Small molecules' })).toHaveAttribute('aria-rowcount', '2');
  await page.screenshot({ path: `${SHOTS}/loader-batch.png` });
});

test('applying a selector to the open collection: in range it selects its residues; past the end it warns and keeps the rest', async ({
  page,
  request,
}) => {
  const sid = await seedCollection(request, [
    { name: 'Core 5-9', positions: [5, 6, 7, 8, 9] },
    { name: 'Tail 40-60', positions: Array.from({ length: 21 }, (_, i) => 40 + i) },
  ]);
  await page.goto(`/sessions/${sid}`);
  // the structure viewer of the collection tab shows the applied selection in its sequence viewer
  const sequence = page.getByRole('listbox', { name: 'Sequence of 1CRN' });
  await expect(sequence).toBeVisible({ timeout: 30_000 });
  await expect(sequence.locator('[aria-selected="true"]')).toHaveCount(0);
  const residueSelection = async () => {
    const session = await (await request.get(`/api/sessions/${sid}`)).json();
    return session.state.tabs.open_tabs[session.state.tabs.active_tab_index].data.residue_selection;
  };

  await openPanel(page, 'Selectors');
  await page.getByRole('button', { name: 'Apply Core 5-9' }).click();
  await expect(sequence.locator('[aria-selected="true"]')).toHaveCount(5);
  for (const index of [4, 8])
    await expect(sequence.locator(`[data-index="${index}"]`)).toHaveAttribute('aria-selected', 'true');
  await expect.poll(residueSelection).toEqual([5, 6, 7, 8, 9]);
  await expect(page.getByText(/Residues past position \d+ were not selected\./)).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/applied-in-range.png` });

  await page.getByRole('button', { name: 'Apply Tail 40-60' }).click();
  await expect(page.getByText('Residues past position 46 were not selected.')).toBeVisible();
  await expect(sequence.locator('[aria-selected="true"]')).toHaveCount(7);
  await expect(sequence.locator('[data-index="45"]')).toHaveAttribute('aria-selected', 'true');
  await expect(sequence.locator('[data-index="8"]')).not.toHaveAttribute('aria-selected', 'true');
  await expect.poll(residueSelection).toEqual([40, 41, 42, 43, 44, 45, 46]);
  await page.screenshot({ path: `${SHOTS}/applied-past-end.png` });
});

test('a selector from residues picked in the sequence viewer, named by chain and residue, widened with the first–last range', async ({
  page,
  request,
}) => {
  const sid = await seedCollection(request, []);
  await page.goto(`/sessions/${sid}`);
  const sequence = page.getByRole('listbox', { name: 'Sequence of 1CRN' });
  await expect(sequence).toBeVisible({ timeout: 30_000 });
  // 1CRN residues 10-12 (R S N): a click, then a shift-click in the viewer's sequence
  await sequence.locator('[data-index="9"]').click();
  await sequence.locator('[data-index="11"]').click({ modifiers: ['Shift'] });
  await expect(sequence.locator('[aria-selected="true"]')).toHaveCount(3);

  await openPanel(page, 'Selectors');
  await page.getByRole('button', { name: 'From viewer selection' }).click();
  await expect(page.getByRole('tab', { name: /Selector 1/ })).toBeVisible();
  const position = (n: number) => page.getByRole('button', { name: `Position ${n}`, exact: true });
  for (const n of [10, 11, 12]) await expect(position(n)).toHaveAttribute('aria-pressed', 'true');
  await expect(position(9)).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText('3 selected')).toBeVisible();
  // each position carries the chain, residue letter and number of 1CRN
  await expect(page.getByText('Residues of 1CRN')).toBeVisible();
  await expect(position(1)).toHaveText('A:T1');
  await expect(position(10)).toHaveText('A:R10');
  await expect(position(12)).toHaveText('A:N12');

  await page.getByLabel('First position').fill('20');
  await page.getByLabel('Last position').fill('23');
  await page.getByRole('button', { name: 'Select 20–23' }).click();
  await expect(page.getByText('7 selected')).toBeVisible();
  for (const n of [10, 20, 21, 22, 23]) await expect(position(n)).toHaveAttribute('aria-pressed', 'true');
  // the row scrolls to the range and is not cut down to it
  await expect(position(20)).toBeInViewport();
  await expect(position(19)).toHaveAttribute('aria-pressed', 'false');
  await expect(position(24)).toHaveAttribute('aria-pressed', 'false');
  for (const width of [1280, 1600]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `${SHOTS}/selector-from-viewer-${width}.png` });
  }
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect
    .poll(async () => {
      const reply = await request.post(`/api/sessions/${sid}/selectors/query`, {
        data: { query: { is_deleted: false } },
      });
      return ((await reply.json()) as { models: { name: string; positions: number[] }[] }).models.map((m) => [
        m.name,
        m.positions,
      ]);
    })
    .toEqual([['Selector 1', [10, 11, 12, 20, 21, 22, 23]]]);
});

/** The title lines of cdk2.sdf in name order, read from the file. */
function cdk2NamesInOrder(): string[] {
  const records = readFileSync(join(FIXTURES, 'cdk2.sdf'), 'utf8').split(/^\$\$\$\$\r?$/m);
  const titles = records
    .map((r) =>
      r
        .replace(/^\r?\n/, '')
        .split(/\r?\n/)[0]
        .trim(),
    )
    .filter(Boolean);
  return titles.sort((a, b) => a.localeCompare(b, undefined, { numeric: true, sensitivity: 'base' }));
}
