import { expect, test } from './fixtures.ts';
import { SINGLE_USER_URL } from '../../playwright.config.ts';
import { downloadOf, panel } from './helpers.ts';
import { json, seed } from './seed.ts';
import { expectKeyboardOperable } from './keyboard.ts';

test.use({ baseURL: SINGLE_USER_URL });

const SHOTS = 'test-results/shots';

// plugins epitope-prediction and metrics with the whole catalog: the epitope prediction view end to end
test('epitopes: two structures → a view from the Metrics panel, predictions run live, summary, one prediction in rank and nM, graph and grid, CSV', async ({
  page,
  request,
}) => {
  const { sid, structures } = await seed(request, {
    structures: [{ label: '1CRN' }, { label: 'TRP', file: '1l2y.pdb' }],
  });
  // both structures in one collection, both selected (selection is per collection view)
  await json(
    await request.put(`/api/sessions/${sid}/poses/${structures.TRP.pose._id}`, {
      data: { is_selected: true, pose_collection_id: structures['1CRN'].collectionId, index: 2 },
    }),
  );
  const session = await json<{ state: Record<string, unknown> }>(await request.get(`/api/sessions/${sid}`));
  const selected = [structures['1CRN'].pose._id, structures.TRP.pose._id];
  await json(
    await request.put(`/api/sessions/${sid}`, {
      data: { state: { ...session.state, split_view: { selected_pose_ids: selected, visible_pose_ids: selected } } },
    }),
  );

  await page.goto(`/sessions/${sid}`);
  const metrics = await panel(page, 'Metrics');
  const section = metrics.getByLabel('Epitope prediction', { exact: true });
  const create = section.getByRole('button', { name: /New Epitope prediction/ });
  await expect(create).toBeEnabled({ timeout: 30_000 }); // the selection loads after the session; slow on a loaded machine
  await create.click();
  const form = page.getByRole('dialog', { name: 'New Epitope prediction' });
  await expect(form.getByRole('status', { name: 'Price' })).toHaveText('Price: 2 credits (1 per chain, 2 chains)');
  await form.getByRole('button', { name: 'Run' }).click();

  const view = page.getByRole('region', { name: 'Epitope prediction' });
  const summary = view.getByRole('table', { name: 'Epitope predictions' });
  await expect(summary.getByRole('row')).toHaveCount(3);
  await expect(summary.getByRole('row').filter({ hasText: 'COMPLETED' })).toHaveCount(2, { timeout: 30_000 });
  await page.screenshot({ path: `${SHOTS}/epitope-summary.png` });
  await expectKeyboardOperable(page);

  await summary.getByRole('row', { name: /1CRN/ }).click();
  const detail = view.getByRole('region', { name: 'Prediction 1CRN' });
  const grid = detail.getByRole('table', { name: 'Epitope grid' });
  await expect(grid.getByRole('columnheader', { name: 'HLA-A*02:01' })).toBeVisible();
  await expect(grid.getByRole('row')).not.toHaveCount(0);
  const firstValue = grid.getByRole('row').nth(1).getByRole('cell').nth(4);
  await expect(firstValue).toHaveText(/^\d+\.\d\d$/); // rank: 2 decimals

  await detail.getByLabel('Unit').selectOption('nM');
  await expect(firstValue).toHaveText(/^\d+$/); // nM: 0 decimals
  const cutoff = detail.getByLabel('Cutoff (nM)');
  await expect(cutoff).toHaveValue('500');
  await cutoff.fill('0');
  await expect(detail.getByRole('alert')).toHaveText('Minimum value is 1 nM');
  await cutoff.fill('5000');
  await expect(detail.getByRole('alert')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/epitope-grid.png` });
  await expectKeyboardOperable(page);

  await detail.getByRole('button', { name: 'Graph' }).click();
  await expect(detail.getByRole('img', { name: 'Binding along the sequence' })).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Download CSV' })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/epitope-graph.png` });
  await expectKeyboardOperable(page);
  // one allele at a time stands out; its key is a row of allele buttons
  const alleles = detail.getByRole('group', { name: 'Alleles' }).getByRole('button');
  await expect(alleles).toHaveCount(8);
  await expect(alleles.first()).toHaveAttribute('aria-pressed', 'true');
  await alleles.nth(3).click();
  await expect(alleles.nth(3)).toHaveAttribute('aria-pressed', 'true');
  await expect(alleles.first()).toHaveAttribute('aria-pressed', 'false');
  for (const width of [1280, 1600]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/epitope-graph-${width}.png` });
  }
  await detail.getByRole('button', { name: 'Grid' }).click();

  const file = await downloadOf(page, () => detail.getByRole('button', { name: 'Download CSV' }).click());
  expect(file.name).toBe('1CRN.csv');
  expect(file.text.split('\n')[0]).toBe(
    'Position,Sequence,Hits,Average (nM),HLA-A*01:01 (nM),HLA-A*02:01 (nM),HLA-A*03:01 (nM),HLA-A*24:02 (nM),HLA-B*07:02 (nM),HLA-B*08:01 (nM),HLA-B*35:01 (nM),HLA-B*44:02 (nM)',
  );
  expect(file.text.split('\n')[1]).toMatch(/^1,TTCCPSIVA,\d+,\d+,/);
});

// issue 26 item 3: the form shown before anything runs; the chosen alleles and cutoffs reach the result
test('epitopes: the form shows the price, Cancel creates nothing, chosen alleles and rank cutoff run and show', async ({
  page,
  request,
}) => {
  const { sid, structures } = await seed(request, { structures: [{ label: '1CRN' }] });
  const session = await json<{ state: Record<string, unknown> }>(await request.get(`/api/sessions/${sid}`));
  const selected = [structures['1CRN'].pose._id];
  await json(
    await request.put(`/api/sessions/${sid}`, {
      data: { state: { ...session.state, split_view: { selected_pose_ids: selected, visible_pose_ids: selected } } },
    }),
  );
  const views = async () =>
    (
      await json<{ models: unknown[] }>(
        await request.post(`/api/sessions/${sid}/epitope_prediction_views/query`, { data: {} }),
      )
    ).models;

  await page.goto(`/sessions/${sid}`);
  const section = (await panel(page, 'Metrics')).getByLabel('Epitope prediction', { exact: true });
  const create = section.getByRole('button', { name: /New Epitope prediction/ });
  await expect(create).toBeEnabled({ timeout: 30_000 }); // the selection loads after the session; slow on a loaded machine
  await create.click();
  const form = page.getByRole('dialog', { name: 'New Epitope prediction' });
  await expect(form.getByRole('status', { name: 'Price' })).toHaveText('Price: 1 credit (1 per chain, 1 chain)');
  await expect(form.getByText('MHC class I alleles (8 of 27)')).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toHaveCount(0);
  expect(await views()).toEqual([]);

  await create.click();
  await form.getByRole('button', { name: 'mouse (1)' }).click();
  await form.getByLabel('HLA-A*11:01').check();
  await expect(form.getByText('MHC class I alleles (2 of 27)')).toBeVisible();
  await form.getByLabel(/Rank cutoff/).fill('101');
  await expect(form.getByRole('alert')).toHaveText('Between 0% and 100%');
  await expect(form.getByRole('button', { name: 'Run' })).toBeDisabled();
  await form.getByLabel(/Rank cutoff/).fill('2');
  await expect(form.getByRole('alert')).toHaveCount(0);
  for (const width of [1280, 1600]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/epitope-form-${width}.png` });
  }
  expect(await views()).toEqual([]);
  await form.getByRole('button', { name: 'Run' }).click();
  await expect(form).toHaveCount(0);

  const view = page.getByRole('region', { name: 'Epitope prediction' });
  const summary = view.getByRole('table', { name: 'Epitope predictions' });
  await expect(summary.getByRole('row').filter({ hasText: 'COMPLETED' })).toHaveCount(1, { timeout: 30_000 });
  await summary.getByRole('row', { name: /1CRN/ }).click();
  const detail = view.getByRole('region', { name: 'Prediction 1CRN' });
  await expect(detail.getByLabel('Alleles')).toHaveValue('chosen');
  await expect(detail.getByLabel('Cutoff (%)')).toHaveValue('2');
  const grid = detail.getByRole('table', { name: 'Epitope grid' });
  await expect(grid.getByRole('columnheader')).toHaveText([
    'Position',
    'Sequence',
    'Hits',
    'Average',
    'HLA-A*11:01',
    'H-2-Kb',
  ]);
  await page.screenshot({ path: `${SHOTS}/epitope-chosen-alleles.png` });
  await expectKeyboardOperable(page);
});
