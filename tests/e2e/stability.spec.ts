import { expect, test } from './fixtures.ts';
import { SINGLE_USER_URL } from '../../playwright.config.ts';
import { downloadOf, panel } from './helpers.ts';
import { seed } from './seed.ts';
import { expectKeyboardOperable } from './keyboard.ts';

test.use({ baseURL: SINGLE_USER_URL });

const SHOTS = 'test-results/shots';

test('DDG: create from the Metrics panel, choose a selector, enable cells, save and run, heat map, CSV', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000); // two mutations, two repeats each, on the real engine in one worker
  const { sid } = await seed(request);
  await page.goto(`/sessions/${sid}`);
  const metrics = await panel(page, 'Metrics');
  const ddg = metrics.getByLabel('DDG', { exact: true });
  const create = ddg.getByRole('button', { name: /New DDG/ });
  await expect(create).toBeEnabled();
  await create.click();

  const tab = page.getByRole('region', { name: 'DDG for 1CRN' });
  await expect(tab).toBeVisible();
  await expect(page.getByRole('tab', { name: /DDG for 1CRN/ })).toBeVisible();
  await expect(ddg.getByLabel('Name of DDG for 1CRN')).toBeVisible();
  await expect(tab.getByText('Initialized')).toBeVisible();

  await tab.getByRole('combobox', { name: 'Selector' }).selectOption({ label: 'Loop 10-15' });
  const grid = tab.getByRole('table', { name: 'DDG grid' });
  await expect(grid.getByRole('row')).toHaveCount(7); // header and positions 10-15
  const run = tab.getByRole('button', { name: /Save and run/ });
  await expect(run).toBeDisabled();
  await grid.getByRole('button', { name: 'A at 13' }).click(); // F13A
  await grid.getByRole('button', { name: 'G at 15' }).click(); // V15G
  await expect(run).toHaveText('Save and run (2 mutations, 10.4 credits)');
  await page.screenshot({ path: `${SHOTS}/ddg-grid.png` });
  await expectKeyboardOperable(page);

  await run.click();
  await expect(tab.getByText('Executed')).toBeVisible({ timeout: 150_000 });
  const scored = grid.getByLabel('A at 13', { exact: true });
  await expect(scored).toHaveText(/^-?\d+\.\d\d$/);
  await expect(grid.getByLabel('G at 15', { exact: true })).toHaveText(/^-?\d+\.\d\d$/);
  // the real engine: molecular mechanics and the learned term, the weights that combined them named
  const method = tab.getByRole('region', { name: 'Method' });
  await expect(method).toContainText('and a learned term');
  await expect(method).toContainText('ddg_head.pt');
  await page.screenshot({ path: `${SHOTS}/ddg-heat-map.png`, fullPage: true });
  await expectKeyboardOperable(page);
  // the colour key gives the scale's values and unit; a cell's tooltip names the unit too
  const legend = tab.getByRole('figure', { name: 'Colour scale (kcal / mol)' });
  await expect(legend).toContainText('≤ −3');
  await expect(legend).toContainText('≥ 20');
  // hovering a score gives its spread over the independent repeats (BENCH_DDG_REPEATS, default 2)
  await expect(scored).toHaveAttribute('title', /^F13A: ΔΔG -?\d+\.\d\d ± \d+\.\d\d kcal \/ mol \(2 repeats\)$/);
  await scored.hover();
  for (const width of [1280, 1600]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(legend).toBeInViewport();
    await page.screenshot({ path: `${SHOTS}/ddg-heat-map-${width}.png` });
  }

  const file = await downloadOf(page, () => tab.getByRole('button', { name: 'Download CSV' }).click());
  expect(file.name).toBe('1CRN_DDG_1.csv');
  const [header, ...rows] = file.text.trim().split('\n');
  expect(header).toBe('Position,Original_Residue,A,C,D,E,F,G,H,I,K,L,M,N,P,Q,R,S,T,V,W,Y');
  expect(rows.find((row) => row.startsWith('13,F,'))!.split(',')[2]).toMatch(/^-?\d+\.\d\d$/);
  // the scores CSV: one mutation a line with its spread
  const scores = await downloadOf(page, () => tab.getByRole('button', { name: 'Download scores CSV' }).click());
  expect(scores.name).toBe('1CRN_DDG_1_scores.csv');
  expect(scores.text.trim().split('\n')).toEqual([
    'position,wt,mut,ddg_kcal_mol,spread_kcal_mol,repeats',
    expect.stringMatching(/^13,F,A,-?\d+\.\d\d,\d+\.\d\d,2$/),
    expect.stringMatching(/^15,V,G,-?\d+\.\d\d,\d+\.\d\d,2$/),
  ]);

  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'DDG for 1CRN' })
      .getByRole('table', { name: 'DDG grid' })
      .getByLabel('A at 13', { exact: true }),
  ).toHaveText(/^-?\d+\.\d\d$/);
});

test('ThermoMPNN: create from the Metrics panel, rename, run, heat map, CSV named after the structure', async ({
  page,
  request,
}) => {
  const { sid } = await seed(request);
  await page.goto(`/sessions/${sid}`);
  const metrics = await panel(page, 'Metrics');
  const section = metrics.getByLabel('ThermoMPNN', { exact: true });
  await section.getByRole('button', { name: /New ThermoMPNN/ }).click();

  const tab = page.getByRole('region', { name: 'ThermoMPNN 1CRN' });
  await expect(page.getByRole('tab', { name: /ThermoMPNN 1CRN/ })).toBeVisible();
  await expect(tab).toBeVisible();
  await expect(tab.getByLabel('Status')).toHaveText('INIT');
  const name = tab.getByLabel('ThermoMPNN name');
  await name.fill('Crambin scan');
  await name.press('Enter');
  await expect(section.getByLabel('Name of Crambin scan')).toBeVisible();

  const scan = page.getByRole('region', { name: 'Crambin scan' });
  await expect(page.getByRole('tab', { name: /Crambin scan/ })).toBeVisible();
  // ThermoMPNN runs its trained head over ProteinMPNN here (the project's Python environment), at its price
  await scan.getByRole('button', { name: 'Run (45 credits)' }).click();
  await expect(scan.getByLabel('Status')).toHaveText('COMPLETED', { timeout: 120_000 });
  await expect(scan.getByLabel('ThermoMPNN name')).toHaveCount(0);
  const grid = scan.getByRole('table', { name: 'ThermoMPNN grid' });
  const cell = grid.getByLabel('A at 1', { exact: true });
  await expect(cell).toHaveText(/^-?\d+\.\d\d$/);
  // two decimals shown, the value as computed with its unit on hover
  await expect(cell).toHaveAttribute('title', /^T1A: -?\d+(\.\d{1,3})? kcal\/mol$/);
  await expect(scan.getByText('Simulated', { exact: true })).toHaveCount(0);
  const method = scan.getByRole('region', { name: 'Method' });
  await expect(method).toContainText('ThermoMPNN-class stability head (trained in Bench)');
  await expect(method).toContainText('positive values are destabilising');
  // the same colour key as DDG's, on ThermoMPNN's own scale
  const legend = scan.getByRole('figure', { name: 'Colour scale (kcal / mol)' });
  await expect(legend).toContainText('≥ 5');
  await expect(legend).toContainText('no colour between −0.5 and 0.5');
  await page.screenshot({ path: `${SHOTS}/thermo-mpnn.png` });
  await expectKeyboardOperable(page);
  for (const width of [1280, 1600]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(legend).toBeInViewport();
    await page.screenshot({ path: `${SHOTS}/thermo-mpnn-${width}.png` });
  }

  const file = await downloadOf(page, () => scan.getByRole('button', { name: 'Download CSV' }).click());
  expect(file.name).toBe('1CRN_Thermo_MPNN.csv');
  const [header, first] = file.text.trim().split('\n');
  expect(header).toBe('Position,Original_Residue,A,C,D,E,F,G,H,I,K,L,M,N,P,Q,R,S,T,V,W,Y');
  expect(first.startsWith('1,T,')).toBe(true);
});
