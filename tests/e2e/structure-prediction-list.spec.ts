import { expect, test, type APIRequestContext, type Locator } from './fixtures.ts';
import { SINGLE_USER_URL } from '../../playwright.config.ts';
import { panel } from './helpers.ts';
import { json, seed } from './seed.ts';

test.use({ baseURL: SINGLE_USER_URL });

const CRAMBIN = 'TTCCPSIVARSNFNVCRLPGTPEAICATYTGCIIIPGATCPGDYAN';
// no protein in the template library resembles a glycine run: BLAST finds no template, the prediction fails
const NO_TEMPLATE = 'G'.repeat(40);

/** One single-chain HM prediction in its own group, submitted unless `submit` is false. */
async function predict(
  request: APIRequestContext,
  sid: string,
  name: string,
  sequence: string,
  options: { templates?: string[]; submit?: boolean } = {},
) {
  const group = await json<{ _id: string }>(
    await request.post(`/api/sessions/${sid}/structure_prediction_groups`, {
      data: { name: `Group ${name}`, type: 'single-chain-hm' },
    }),
  );
  const member = await json<{ _id: string }>(
    await request.post(`/api/structure_prediction_groups/${group._id}/structure_predictions`, {
      data: { type: 'single-chain-hm', name, input: { sequence } },
    }),
  );
  if (options.templates)
    await json(
      await request.put(`/api/sessions/${sid}/structure_predictions/${member._id}`, {
        data: { single_chain_hm_template_ids: options.templates },
      }),
    );
  if (options.submit !== false) await json(await request.post(`/api/structure_prediction_groups/${group._id}/submit`));
}

const names = (table: Locator) => table.locator('tbody tr td:first-child').allInnerTexts();

// plugin structure-prediction with the whole catalog: the panel list's status filters (counts include
// created), the reset, and the sort rule of spec 2 §4 on real predictions that completed and failed
test('structure predictions panel: status filters with counts, reset, and sorting by a column', async ({
  page,
  request,
}) => {
  const { sid, structures } = await seed(request, { structures: [{ label: '1CRN' }] });
  await predict(request, sid, 'Gamma draft', CRAMBIN, { submit: false });
  await predict(request, sid, 'Alpha glycines', NO_TEMPLATE);
  await predict(request, sid, 'Beta crambin', CRAMBIN, { templates: [structures['1CRN'].pose._id] });

  await page.goto(`/sessions/${sid}`);
  const predictions = await panel(page, 'Structure predictions');
  const filters = predictions.getByRole('group', { name: 'Status filters' });
  const table = predictions.getByRole('table', { name: 'Structure predictions' });
  // the draft counts as running; the others finish on the real engine
  await expect(filters.getByRole('checkbox', { name: 'running (1)' })).toBeChecked({ timeout: 120_000 });
  await expect(filters.getByRole('checkbox', { name: 'completed (1)' })).toBeChecked({ timeout: 120_000 });
  await expect(filters.getByRole('checkbox', { name: 'failed (1)' })).toBeChecked({ timeout: 120_000 });
  await expect(table.getByRole('row', { name: /Alpha glycines/ })).toContainText('failed');
  await expect(table.getByRole('row', { name: /Gamma draft/ })).toContainText('created');
  // default: newest update first — the last to finish is on top, the untouched draft at the bottom
  expect((await names(table)).at(-1)).toBe('Gamma draft');

  await filters.getByRole('checkbox', { name: 'completed (1)' }).uncheck();
  await expect(table.getByRole('row', { name: /Beta crambin/ })).toHaveCount(0);
  await filters.getByRole('checkbox', { name: 'running (1)' }).uncheck();
  expect(await names(table)).toEqual(['Alpha glycines']);
  // the counts do not follow the filters
  await expect(filters.getByRole('checkbox', { name: 'completed (1)' })).not.toBeChecked();

  const header = (label: string) => table.getByRole('columnheader', { name: label });
  await filters.getByRole('button', { name: 'Reset' }).click();
  await expect(filters.getByRole('checkbox', { name: 'running (1)' })).toBeChecked();
  await expect(table.locator('tbody tr')).toHaveCount(3);
  await expect(header('Updated')).toHaveAttribute('aria-sort', 'descending');

  // a new key sorts ascending; the same key while ascending flips to descending
  await header('Name').getByRole('button').click();
  await expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
  expect(await names(table)).toEqual(['Alpha glycines', 'Beta crambin', 'Gamma draft']);
  await header('Name').getByRole('button').click();
  await expect(header('Name')).toHaveAttribute('aria-sort', 'descending');
  expect(await names(table)).toEqual(['Gamma draft', 'Beta crambin', 'Alpha glycines']);
  await header('Status').getByRole('button').click();
  expect(await names(table)).toEqual(['Beta crambin', 'Gamma draft', 'Alpha glycines']);
  await page.screenshot({ path: 'test-results/shots/structure-prediction-list.png' });
});
