import { expect, test, type Page } from './fixtures.ts';
import { SINGLE_USER_URL } from '../../playwright.config.ts';
import { SHOTS, fixture, json, otherWindow, seedProject } from './composedSeed.ts';
import { atEachScreen, expectInside, expectNoOverflow } from './overflow.ts';

test.use({ baseURL: SINGLE_USER_URL });

async function panel(page: Page, title: string) {
  const header = page.getByRole('button', { name: title, exact: true });
  if ((await header.getAttribute('aria-expanded')) === 'false') await header.click();
  return page.locator('section.bn-panel').filter({ has: header });
}

test('structure loader tab: the analysis viewer, its context menu, and the new collection in the Structures panel at once', async ({
  page,
  browser,
}) => {
  const seeded = await seedProject(page.request, 'Composed loader');
  await page.goto(`/sessions/${seeded.sid}`);
  const structures = await panel(page, 'Structures');
  await expect(structures.getByRole('button', { name: '1CRN', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Load data' }).click();
  await page.getByLabel('Structure files').setInputFiles(fixture('pdb/1a0q.pdb'));
  const viewer = page.getByRole('region', { name: 'Analysis viewer' });
  await expect(viewer.locator('canvas')).toBeVisible();
  await expect(page.getByText('96 changes')).toBeVisible();

  // hover is shared: a table row names its residue in the viewer
  const residues = page.getByRole('table', { name: 'Residues', exact: true });
  await residues.getByRole('row').filter({ hasText: 'GLU' }).first().hover();
  await expect(viewer.getByText('L 3 GLU')).toBeVisible();

  // a residue under the pointer in 3D has a context menu; Delete acts on it
  const box = (await viewer.boundingBox())!;
  const menu = page.getByRole('menu');
  for (const [dx, dy] of [
    [0.5, 0.5],
    [0.45, 0.5],
    [0.55, 0.5],
    [0.5, 0.45],
    [0.5, 0.55],
    [0.4, 0.4],
    [0.6, 0.6],
  ]) {
    await page.mouse.move(box.x + box.width * dx, box.y + box.height * dy);
    await page.waitForTimeout(400);
    if (!(await viewer.getByText('Right-click a residue for its menu').isVisible())) break;
  }
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2, { button: 'right' });
  await expect(menu.getByRole('menuitem', { name: 'Zoom to residue' })).toBeVisible();
  await expect(page.getByText('1 selected')).toBeVisible();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/loader-analysis.png` });
  await menu.getByRole('menuitem', { name: 'Delete', exact: true }).click();
  await expect(menu).toHaveCount(0);
  await expect(page.getByText('97 changes')).toBeVisible();

  await page.getByLabel('Collection name').fill('Antibody 1A0Q');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('tab', { name: /Antibody 1A0Q/ })).toBeVisible();
  await expect(structures.getByRole('button', { name: 'Antibody 1A0Q', exact: true })).toBeVisible();
  await expect(structures.getByText('No collections yet')).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('tab', { name: /Antibody 1A0Q/ })).toBeVisible();
  await expect(structures.getByRole('button', { name: 'Antibody 1A0Q', exact: true })).toBeVisible();

  // renamed in another window: the panel follows
  const other = await otherWindow(browser);
  const collections = await json<{ models: { _id: string; name: string }[] }>(
    await other.request.post(`/api/sessions/${seeded.sid}/pose_collections/query`, {
      data: { query: { name: 'Antibody 1A0Q' } },
    }),
  );
  await json(
    await other.request.put(`/api/sessions/${seeded.sid}/pose_collections/${collections.models[0]._id}`, {
      data: { name: 'Fab 1A0Q' },
    }),
  );
  await expect(structures.getByRole('button', { name: 'Fab 1A0Q', exact: true })).toBeVisible();
  await other.close();
});

test('collection tab: Scatter Plot is offered; the selection survives a tab switch and a reload and drives the actions panel', async ({
  page,
  browser,
}) => {
  // a job run, two window sizes with screenshots, a comparison and a second window: 55 s on a loaded machine
  test.slow();
  const seeded = await seedProject(page.request, 'Composed collection');
  await page.goto(`/sessions/${seeded.sid}`);
  const structures = await panel(page, 'Structures');
  await structures.getByRole('button', { name: '1CRN', exact: true }).click();
  const table = page.getByRole('table', { name: 'Structures of 1CRN' });
  await expect(table.getByText('1CRN')).toBeVisible();
  const viewerChoice = page.locator('.bn-pose-viewer__bar select');
  await expect(viewerChoice.locator('option')).toHaveText(['Structure Viewer', 'Sequence Logo']);
  // a one-row table leaves the screen to the viewer below it
  await atEachScreen(
    page,
    async () => {
      await expectNoOverflow(page);
      const tableBlock = (await page.locator('.bn-pose-collection__table').boundingBox())!;
      expect(tableBlock.height).toBeLessThan((await page.locator('.bn-pose-viewer').boundingBox())!.height);
    },
    `${SHOTS}/one-row`,
  );

  await table.getByRole('checkbox', { name: 'Select 1CRN' }).click();
  const actions = await panel(page, 'Actions');
  const prepare = actions.getByRole('button', { name: /Prepare/ }).first();
  await expect(prepare).toBeEnabled();

  // another tab active: the actions panel still follows the selected structure
  await (await panel(page, 'Selectors')).getByRole('button', { name: 'Edit Helix 7-19' }).click();
  await expect(page.getByRole('region', { name: 'Selector Helix 7-19' })).toBeVisible();
  await expect(prepare).toBeEnabled();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Selector Helix 7-19' })).toBeVisible();
  await expect(prepare).toBeEnabled();

  // a job's results collection (not raw) offers the Scatter Plot
  await prepare.click();
  const tab = page.getByRole('region', { name: /^Prepare \d+$/ });
  await expect(tab).toBeVisible();
  await expect(prepare).toBeEnabled();
  await tab.getByRole('button', { name: 'Save and Run' }).click();
  await expect(tab.getByLabel('Status')).toHaveText('COMPLETED', { timeout: 60_000 });
  // the job's collection reaches the Structures panel live
  await expect(structures.getByRole('button', { name: 'Prepare 1 results', exact: true })).toBeVisible();
  await tab.getByRole('button', { name: 'Results collection' }).click();
  await expect(page.getByRole('tab', { name: /results/ })).toBeVisible();
  await expect(page.locator('.bn-pose-viewer__bar select').locator('option')).toContainText([
    'Structure Viewer',
    'Scatter Plot',
    'Sequence Logo',
  ]);
  await page.locator('.bn-pose-viewer__bar select').selectOption({ label: 'Scatter Plot' });
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${SHOTS}/scatter-results.png` });
  // the plot's axes (uPlot draws their titles on its canvas, in these boxes) lie inside the viewer's frame
  await atEachScreen(
    page,
    async () => {
      await expectNoOverflow(page);
      for (const axis of await page.locator('.bn-scatter .u-axis').all())
        await expectInside(axis, page.locator('.bn-pose-viewer'));
    },
    `${SHOTS}/scatter-results`,
  );

  // the source collection compared beside its results: its structure is listed to select
  await page.getByLabel('Collection to compare').selectOption({ label: '1CRN' });
  await page.getByRole('button', { name: 'Add to comparison' }).click();
  const compared = page.getByRole('table', { name: 'Structures of compared collections' });
  await expect(compared.getByText('1CRN', { exact: true })).toBeVisible();
  await expect(compared.getByRole('checkbox', { name: 'Select 1CRN' })).toBeChecked();
  await page.screenshot({ path: `${SHOTS}/compared.png` });

  // another window deselects the structure: the actions panel follows live
  const other = await otherWindow(browser);
  await json(
    await other.request.put(`/api/sessions/${seeded.sid}/poses/${seeded.crambin.pose._id}`, {
      data: { is_selected: false },
    }),
  );
  await (await panel(page, 'Structures')).getByRole('button', { name: '1CRN', exact: true }).click();
  // the tab switch redraws the 3D viewer in software WebGL: slow on a loaded machine
  await expect(
    page.getByRole('table', { name: 'Structures of 1CRN' }).getByRole('checkbox', { name: 'Select 1CRN' }),
  ).not.toBeChecked({ timeout: 30_000 });
  await expect(prepare).toBeDisabled();
  await other.close();
});

test('sequence collection, selector and small molecule tabs: real data, reload, live from another window', async ({
  page,
  browser,
}) => {
  const seeded = await seedProject(page.request, 'Composed tabs');
  const { sid } = seeded;
  await page.goto(`/sessions/${sid}`);
  const other = await otherWindow(browser);

  await (await panel(page, 'Sequence collections')).getByRole('button', { name: /Globins/ }).click();
  const sequences = page.getByRole('table', { name: 'Sequences' });
  await expect(sequences.getByText('HBA_HUMAN')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sequence Logo' })).toBeVisible();

  await (await panel(page, 'Selectors')).getByRole('button', { name: 'Edit Helix 7-19' }).click();
  await expect(page.getByRole('region', { name: 'Selector Helix 7-19' })).toBeVisible();

  await (await panel(page, 'Small molecules')).getByRole('button', { name: `Open ${seeded.ligand.name}` }).click();
  await expect(page.getByRole('region', { name: `Small molecule ${seeded.ligand.name}` })).toBeVisible();

  await page.getByRole('button', { name: 'Load small molecules' }).click();
  await expect(page.getByRole('region', { name: 'Small Molecule Loader' })).toBeVisible();
  await page.getByLabel('SDF files').setInputFiles(fixture('sdf/13136.sdf'));
  const molecules = await panel(page, 'Small molecules');
  await expect(molecules.getByRole('row')).toHaveCount(3);

  await page.reload();
  for (const name of [
    /Globins/,
    /Helix 7-19/,
    new RegExp(seeded.ligand.name.slice(0, 10).replace(/[()]/g, '.')),
    /Small Molecule Loader/,
  ]) {
    await expect(page.getByRole('tab', { name })).toBeVisible();
  }
  await page.getByRole('tab', { name: /Globins/ }).click();
  await expect(sequences.getByText('HBA_HUMAN')).toBeVisible();

  // another window renames the sequence and deletes the selector: this window follows without a reload
  const listed = await json<{ models: { _id: string }[] }>(
    await other.request.post(`/api/sessions/${sid}/sequences/query`, {
      data: { query: { sequence_collection_id: seeded.globin.collection._id } },
    }),
  );
  await json(
    await other.request.put(`/api/sessions/${sid}/sequences/${listed.models[0]._id}`, {
      data: { name: 'Alpha globin' },
    }),
  );
  await expect(sequences.getByText('Alpha globin')).toBeVisible();
  await json(
    await other.request.put(`/api/sessions/${sid}/selectors/softDelete`, { data: { ids: [seeded.selector._id] } }),
  );
  await expect((await panel(page, 'Selectors')).getByLabel('Selector name Helix 7-19')).toHaveCount(0);
  await (await panel(page, 'Archive and trash')).getByRole('button', { name: 'Trash', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Deleted items' }).getByText('Helix 7-19')).toBeVisible();
  await other.close();
});
