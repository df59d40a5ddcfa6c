import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from './fixtures.ts';
import { parseFasta } from '@bench/structure';
import { SINGLE_USER_URL } from '../../playwright.config.ts';
import { colourShare } from './helpers.ts';
import { fixturePath } from '@bench/fixtures';
import { expectKeyboardOperable } from './keyboard.ts';

const SHOTS = '/tmp/viewers';
const FIXTURES = fixturePath();
test.use({ baseURL: SINGLE_USER_URL });

const YELLOW: [number, number, number] = [255, 212, 0];

async function openViewer(page: Page, sample: string) {
  await page.goto(`/__samples/${sample}`);
  await expect(page.getByTestId('structure-canvas')).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });
  await expect(page.getByRole('listbox', { name: /^Sequence of 4hhb/ }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('structure-canvas').locator('canvas')).toBeVisible();
}

test('4HHB in the structure viewer: representation, colour scheme, a chain selected from the sequence', async ({
  page,
}) => {
  await openViewer(page, 'pv-structure-viewer');
  const canvas = page.getByTestId('structure-canvas');
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${SHOTS}/structure-cartoon-polarity.png` });
  expect(await colourShare(page, canvas, YELLOW)).toBeLessThan(0.001);

  await page.getByLabel('Representation').selectOption('Sticks');
  await page.getByLabel('Colour scheme').selectOption('Secondary structure');
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${SHOTS}/structure-sticks-secondary.png` });
  await page.getByLabel('Representation').selectOption('Cartoon');

  // chain A (141 residues) from the sequence viewer: its cells and its cartoon light up
  await page.getByLabel('Select by').selectOption('Chain');
  const sequence = page.getByRole('listbox', { name: 'Sequence of 4hhb' });
  await sequence.getByRole('option').nth(5).click();
  await expect(sequence.locator('[aria-selected="true"]')).toHaveCount(141);
  await expect(page.getByText(/^\d+ atoms selected$/)).toBeVisible();
  await page.waitForTimeout(500);
  expect(await colourShare(page, canvas, YELLOW)).toBeGreaterThan(0.005);
  await page.screenshot({ path: `${SHOTS}/structure-chain-a-selected.png` });
  await expectKeyboardOperable(page);

  // hover text follows the mode; invert selects the other chains
  await page.getByRole('button', { name: 'Invert selection' }).click();
  await expect(sequence.locator('[aria-selected="true"]')).toHaveCount(574 - 141);
});

test('superposing chain C of one haemoglobin onto chain A of another gives a sub-ångström backbone RMSD', async ({
  page,
}) => {
  await openViewer(page, 'cad-structure-viewer');
  await page.getByLabel('Select by').selectOption('Chain');
  await page.getByRole('button', { name: 'Superpose backbone' }).click();
  await expect(page.getByText('Select atoms in at least 2 structures to superpose them.')).toBeVisible();

  const first = page.getByRole('listbox', { name: 'Sequence of 4hhb', exact: true });
  const second = page.getByRole('listbox', { name: 'Sequence of 4hhb copy' });
  await first.getByRole('option').nth(3).click(); // chain A
  // chains run A, B, C, D: chain C starts after 141 + 146 residues
  await second.locator('[data-index="290"]').click();
  await expect(second.locator('[aria-selected="true"]')).toHaveCount(141);
  await page.getByRole('button', { name: 'Superpose backbone' }).click();
  const result = page.getByText(/4hhb copy on 4hhb: RMSD (\d\.\d\d) Å over 564 atoms/);
  await expect(result).toBeVisible();
  const rmsd = Number((await result.textContent())!.match(/RMSD (\d\.\d\d)/)![1]);
  expect(rmsd).toBeGreaterThan(0.05);
  expect(rmsd).toBeLessThan(0.5);
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${SHOTS}/structure-superposed.png` });
  await page.getByRole('button', { name: 'Reset superposition' }).click();
  await expect(page.getByRole('button', { name: 'Reset superposition' })).toBeDisabled();
});

test('a scatter of two score columns; a dragged box selects points', async ({ page }) => {
  await page.goto('/__samples/scatter-plot');
  const chart = page.getByTestId('scatter-chart');
  await expect(chart.locator('canvas')).toBeVisible();
  await expect(page.getByText(/^574 points · 0 selected$/)).toBeVisible();
  await page.getByLabel('Y axis').selectOption({ label: 'CA distance from centre (Å)' });
  const box = (await chart.locator('.u-over').boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.8, { steps: 8 });
  await page.mouse.up();
  await expect(page.getByText(/^574 points · [1-9]\d* selected$/)).toBeVisible();
  await page.getByRole('button', { name: 'View from graph' }).click();
  await expect(page.getByText(/residues in view/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/scatter-selected.png` });
  await expectKeyboardOperable(page);
  for (const width of [1280, 1600]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/scatter-${width}.png` });
  }
});

test('the epitope graph of every allele: the chosen allele in its colour over grey lines, chosen again every line in colour', async ({
  page,
}) => {
  await page.goto('/__samples/epitope-graph?positions=300');
  const graph = page.getByRole('img', { name: 'Binding along the sequence' });
  await expect(graph.locator('.u-over')).toBeAttached();
  const alleles = page.getByRole('group', { name: 'Alleles' }).getByRole('button');
  await expect(alleles).toHaveCount(27);
  const BLUE: [number, number, number] = [29, 95, 168]; // HLA-A*01:01, the first allele
  const RED: [number, number, number] = [192, 57, 43]; // HLA-A*02:01
  await expect.poll(() => colourShare(page, graph, BLUE)).toBeGreaterThan(0.003);
  expect(await colourShare(page, graph, RED)).toBeLessThan(0.0005);

  await page.getByRole('button', { name: 'HLA-A*02:01' }).click();
  await expect.poll(() => colourShare(page, graph, RED)).toBeGreaterThan(0.003);
  expect(await colourShare(page, graph, BLUE)).toBeLessThan(0.0005);
  await page.screenshot({ path: `${SHOTS}/epitope-graph-one-allele.png` });

  await page.getByRole('button', { name: 'HLA-A*02:01' }).click();
  await expect(page.getByRole('button', { name: 'HLA-A*02:01' })).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => colourShare(page, graph, BLUE)).toBeGreaterThan(0.003);
  expect(await colourShare(page, graph, RED)).toBeGreaterThan(0.003);
  for (const width of [1280, 1600]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/epitope-graph-sample-${width}.png` });
  }
});

test('a FASTA import becomes a sequence collection with a logo; without a folding program a multi-chain selection is offered no fold button', async ({
  page,
}) => {
  const session = await (await page.request.post('/api/sessions', { data: { name: 'Viewers e2e' } })).json();
  await page.goto(`/sessions/${session._id}`);
  const panel = page.getByRole('button', { name: 'Sequence collections' });
  await expect(panel).toHaveAttribute('aria-expanded', 'true');
  await page.getByLabel('FASTA file').setInputFiles(join(FIXTURES, 'fasta', 'protein_lib.fa'));
  await expect(page.getByText('12 sequences · 0 selected')).toBeVisible();
  const logo = page.getByRole('img', { name: /^Sequence logo, \d+ positions, bits$/ });
  await expect(logo).toBeVisible();
  await page.getByText('Percentage').click();
  await expect(page.getByRole('img', { name: /percentage$/ })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/sequence-collection-logo.png` });
  await expectKeyboardOperable(page);

  // a two-chain entry built from two records of the same fixture
  const { records } = parseFasta(readFileSync(join(FIXTURES, 'fasta', 'protein_lib.fa'), 'utf8'));
  const complex = `>complex ${records[0].name.split(' ')[0]}/${records[1].name.split(' ')[0]}\n${records[0].sequence}/${records[1].sequence}\n`;
  await page
    .getByLabel('FASTA file')
    .setInputFiles({ name: 'complex.fa', mimeType: 'text/plain', buffer: Buffer.from(complex) });
  await expect(page.getByText('1 sequences · 0 selected')).toBeVisible();
  await page.getByRole('checkbox', { name: /^Select complex/ }).click();
  // no folding program on this server: no fold button, and the launch says why (structure-prediction.spec.ts
  // folds this two-chain entry with AlphaFold2 Multimer where ColabFold is installed)
  const folding = page.getByRole('group', { name: 'AI Folding' });
  await expect(folding.getByText(/^Folding is not available here/)).toBeVisible();
  await expect(folding.getByRole('button')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/sequence-collection-multimer.png` });
});

test('sample pages: the sequence viewers on real fixtures, and the index of pages', async ({ page }) => {
  await page.goto('/__samples/single-sequence-viewer');
  const row = page.getByRole('listbox', { name: '1orc' });
  await expect(row.getByRole('option', { name: '' }).first()).toBeVisible();
  await expect(row.getByText('…')).toBeVisible();
  await row.locator('[data-index="55"]').click();
  await expect(page.getByText('Clicked residue index 55')).toBeVisible();
  await row.locator('[data-index="56"]').dblclick();
  await expect(page.getByText('Double-clicked residue index 56')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/sample-single-sequence-viewer.png` });

  await page.goto('/__samples/sequence-viewer');
  await expect(page.getByRole('listbox', { name: 'Sequence of 4tna.pdb' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/sample-sequence-viewer.png` });

  await page.goto('/__samples');
  await expect(page.getByRole('link', { name: 'scatter-plot' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/samples-index.png` });
  // docking's partners picked from real fixtures, chain by chain; the input follows the picks
  await page.goto('/__samples/ppd-tab');
  for (const [side, collection, structure] of [
    ['Structure A', '4HHB', '4HHB chain A (141 residues)'],
    ['Structure B', '1UBQ', '1UBQ chain A (76 residues)'],
  ] as const) {
    const picker = page.getByRole('group', { name: side });
    await picker.getByRole('list', { name: 'Collections' }).getByRole('button', { name: collection }).click();
    await picker.getByRole('list', { name: 'Structures' }).getByRole('button', { name: structure }).click();
  }
  const saved = JSON.parse((await page.getByLabel('Saved input').textContent()) ?? '{}');
  expect(saved).toEqual({ ppd_params: { structureA: '4HHB.A', structureB: '1UBQ.A' }, pose_ids: ['4HHB.A', '1UBQ.A'] });
  await page.screenshot({ path: `${SHOTS}/sample-ppd-tab.png` });

  // a Single-Chain HM group's stages over real FASTA records; a bad sequence is refused as it is typed
  await page.goto('/__samples/single-chain-hm-group');
  const targets = page.getByRole('table', { name: 'Targets' });
  await expect(targets.getByRole('row')).toHaveCount(4);
  await page.getByLabel('Target sequence').fill('MKV1');
  await expect(page.getByRole('button', { name: 'Add target' })).toBeDisabled();
  await page.getByLabel('Target sequence').fill('MKVLAAGIVGLLLAQ');
  await page.getByRole('button', { name: 'Add target' }).click();
  await expect(targets.getByRole('row', { name: /Target 4/ })).toContainText('15');
  await targets
    .getByRole('button', { name: /^Remove / })
    .first()
    .click();
  await expect(targets.getByRole('row')).toHaveCount(4);
  await page.getByRole('navigation', { name: 'Stages' }).getByRole('button', { name: '3. Run' }).click();
  await expect(page.getByText('Cost: 300 credits (3 sequences × 100).')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/sample-single-chain-hm-group.png` });
});

test('in a real collection tab the structure viewer draws the stored pose, and its settings survive a reload', async ({
  page,
}) => {
  const session = await (await page.request.post('/api/sessions', { data: { name: 'Viewer settings' } })).json();
  const sid = session._id;
  const text = readFileSync(join(FIXTURES, 'pdb', '4hhb.pdb'), 'utf8');
  const analysed = await (
    await page.request.post(`/api/sessions/${sid}/analyzePdbs`, { data: { labels: ['4hhb'], data: [text] } })
  ).json();
  const { analysis } = analysed.output['4hhb'];
  const assembled = await (
    await page.request.post(`/api/sessions/${sid}/assembleStructure`, {
      data: {
        inputType: 'pdbFile',
        name: '4hhb',
        pdbFileData: text,
        selectedResidues: analysis.residues.map((r: { original: unknown; chosen: unknown }) => ({
          original: r.original,
          chosen: r.chosen,
        })),
      },
    })
  ).json();
  expect(assembled.pose_collection, JSON.stringify(assembled).slice(0, 300)).toBeTruthy();
  const tab = {
    id: 'tab-c',
    kind: 'collection',
    title: '4hhb',
    icon: 'folder',
    isCloseable: true,
    data: { type: 'pose_collections', id: assembled.pose_collection._id },
  };
  await page.request.put(`/api/sessions/${sid}`, {
    data: { state: { tabs: { active_tab_index: 0, open_tabs: [tab] } } },
  });

  await page.goto(`/sessions/${sid}`);
  await expect(page.getByTestId('structure-canvas')).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });
  await expect(page.getByRole('listbox', { name: 'Sequence of 4hhb' })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Representation').selectOption('Spheres');
  await page.getByLabel('Colour scheme').selectOption('Secondary structure');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${SHOTS}/collection-tab-structure-viewer.png` });
  await expectKeyboardOperable(page);
  const saved = await (await page.request.get(`/api/sessions/${sid}`)).json();
  expect(saved.state.tabs.open_tabs[0].viewer.styles).toMatchObject({
    representation: 'Spheres',
    colourScheme: 'Secondary structure',
  });

  // the camera is a tab setting: a drag rotates it and is saved; Reset camera brings back the default
  const savedCamera = async () =>
    (await (await page.request.get(`/api/sessions/${sid}`)).json()).state.tabs.open_tabs[0].viewer?.camera as
      | number[]
      | undefined;
  const box = (await page.getByTestId('structure-canvas').boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.4, box.y + box.height * 0.5);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.6, { steps: 6 });
  await page.mouse.up();
  await expect.poll(async () => Math.abs((await savedCamera())?.[7] ?? 1), { timeout: 10_000 }).toBeLessThan(0.999);
  await page.getByRole('button', { name: 'Reset camera' }).click();
  await expect
    .poll(async () => (await savedCamera())?.slice(4).map((q) => Math.round(q * 1000) / 1000), { timeout: 10_000 })
    .toEqual([0, 0, 0, 1]);

  await page.reload();
  await expect(page.getByLabel('Representation')).toHaveValue('Spheres', { timeout: 30_000 });
  await expect(page.getByLabel('Colour scheme')).toHaveValue('Secondary structure');
});
