import { expect, test } from './fixtures.ts';
import { SINGLE_USER_URL } from '../../playwright.config.ts';
import { readFixture } from '@bench/fixtures';
import { referenceChainOnSeqres } from '../../families/structure-prediction/src/scoring/modelRmsd.ts';
import { panel } from './helpers.ts';
import { json, seed } from './seed.ts';

test.use({ baseURL: SINGLE_USER_URL });

// haemoglobin α (4HHB chain A) with no structure selected: a BLAST search of the ProMod3 library and a
// model build, seconds of work, cancelled from the prediction's tab right after it was submitted
const HBA = referenceChainOnSeqres(readFixture('pdb', '4hhb.pdb'), 'A').sequence;

test('a running homology model is cancelled from its tab: it reads failed (cancelled) there and in the list, and its 100 credits come back', async ({
  page,
  request,
}) => {
  const { sid } = await seed(request, { structures: [{ label: '1CRN' }] });
  const balance = async () =>
    (await json<{ balanceCredits: number }>(await request.get('/api/billing_accounts/organization'))).balanceCredits;
  const before = await balance();

  await page.goto(`/sessions/${sid}`);
  const predictions = await panel(page, 'Structure predictions');
  await predictions.getByRole('button', { name: 'Single-Chain HM', exact: true }).click();
  const creator = page.getByRole('region', { name: 'Single-Chain HM' });
  await creator.getByLabel('Target sequence').fill(HBA);
  await creator.getByLabel('Prediction name').fill('Haemoglobin alpha HM');
  await creator.getByRole('button', { name: 'Submit' }).click();

  const detail = page.getByRole('region', { name: 'Structure prediction Haemoglobin alpha HM' });
  const status = detail.getByTestId('prediction-status');
  await expect(status).toHaveText(/^(submitted|running)/);
  await detail.getByRole('button', { name: 'Cancel run' }).click();
  await expect(page.getByText('The run was cancelled and its credits returned.')).toBeVisible();
  await expect(status).toHaveText('failed (cancelled)');
  await expect(detail.getByRole('button', { name: 'Cancel run' })).toHaveCount(0);
  const row = predictions
    .getByRole('table', { name: 'Structure predictions' })
    .getByRole('row', { name: /Haemoglobin/ });
  await expect(row).toContainText('failed (cancelled)');
  await expect(predictions.getByRole('checkbox', { name: 'failed (1)' })).toBeChecked();
  await expect(detail.getByText('100 (returned)')).toBeVisible();
  for (const width of [1280, 1600]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/shots/structure-prediction-cancelled-${width}.png` });
  }
  expect(await balance()).toBeCloseTo(before);
});
