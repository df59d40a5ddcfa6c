import { expect, test, type APIRequestContext } from '@playwright/test';
import { SINGLE_USER_URL } from '../../playwright.config.ts';

test.use({ baseURL: SINGLE_USER_URL });

const SHOTS = '/tmp/actions-journey';

/** A project holding 1CRN (from the local PDB mirror), selected in its open collection tab, and one selector. */
async function seedProject(request: APIRequestContext): Promise<string> {
  const json = async <T>(reply: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> => {
    expect(reply.ok(), await reply.text()).toBe(true);
    return (await reply.json()) as T;
  };
  const session = await json<{ _id: string }>(await request.post('/api/sessions', { data: { name: 'Actions journey' } }));
  const sid = session._id;
  const analysed = await json<{ output: Record<string, { pdbFileData: string; analysis: { residues: { original: unknown; chosen: unknown }[] } }> }>(
    await request.post(`/api/sessions/${sid}/analyzePdbs`, { data: { labels: ['1CRN'], pdbCode: ['1CRN'] } }),
  );
  const { pdbFileData, analysis } = analysed.output['1CRN'];
  const assembled = await json<{ pose_collection: { _id: string }; pose: { _id: string } }>(
    await request.post(`/api/sessions/${sid}/assembleStructure`, {
      data: { inputType: 'pdbCode', name: '1CRN', pdbFileData, selectedResidues: analysis.residues.map((r) => ({ original: r.original, chosen: r.chosen })) },
    }),
  );
  await json(await request.put(`/api/sessions/${sid}/poses/${assembled.pose._id}`, { data: { is_selected: true } }));
  await json(await request.post(`/api/sessions/${sid}/selectors`, { data: { name: 'Loop 10-15', positions: [10, 11, 12, 13, 14, 15] } }));
  const tab = { id: 'tab-c', kind: 'collection', title: '1CRN', icon: 'folder', isCloseable: true, data: { type: 'pose_collections', id: assembled.pose_collection._id } };
  await json(await request.put(`/api/sessions/${sid}`, { data: { view: { actions: true }, state: { tabs: { active_tab_index: 0, open_tabs: [tab] } } } }));
  return sid;
}

test('design: launch on the selected structure, choose mutations, save and run, follow the job to its results', async ({ page, request }) => {
  const sid = await seedProject(request);
  await page.goto(`/sessions/${sid}`);
  const launch = page.getByRole('list', { name: 'New action' });
  await expect(launch.getByRole('button', { name: 'Design', exact: true })).toBeEnabled();
  await expect(launch.getByRole('button', { name: 'Flex Design', exact: true })).toBeEnabled();
  await page.screenshot({ path: `${SHOTS}/actions-panel.png` });

  await launch.getByRole('button', { name: 'Design', exact: true }).click();
  const tab = page.getByRole('region', { name: /^Design \d+$/ });
  await expect(tab).toBeVisible();
  await expect(tab.getByText('Simulated', { exact: true })).toBeVisible();
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
  await page.screenshot({ path: `${SHOTS}/design-completed.png` });

  await tab.getByRole('button', { name: 'Results collection' }).click();
  await expect(page.getByRole('tab', { name: /results/ })).toBeVisible();
});
