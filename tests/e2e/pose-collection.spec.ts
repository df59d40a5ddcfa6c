import { expect, test, type APIRequestContext } from './fixtures.ts';
import { SINGLE_USER_URL } from '../../playwright.config.ts';
import { downloadOf } from './helpers.ts';
import { atEachScreen, expectNoOverflow } from './overflow.ts';
import { json, loadStructure } from './seed.ts';
import { expectKeyboardOperable } from './keyboard.ts';

test.use({ baseURL: SINGLE_USER_URL });

// proteins only: the structure loader needs a protein residue (the tRNA 4tna cannot be loaded)
const FILES = ['1crn', '1ubq', '4hhb', '1a8o', '1bhl', '1orc', '1tgh', '2fvd', '1a0q', '7ddo'];
const SHOTS = '/tmp/pose-collection';

/**
 * A project holding collection 'Designs' of ten real structures: each loaded as the structure loader
 * does (the server computes its sequence), moved into 'Designs' with scores, its own collection removed.
 */
async function seedProject(request: APIRequestContext, name: string) {
  const post = async (path: string, data: unknown) => {
    const reply = await request.post(path, { data });
    expect(reply.status(), path).toBe(201);
    return reply.json();
  };
  const sid = (await post('/api/sessions', { name }))._id as string;
  const collection = await post(`/api/sessions/${sid}/pose_collections`, {
    name: 'Designs',
    are_poses_indexed: true,
    comparing_collections: [],
  });
  const poses: { name: string; sequence: string }[] = [];
  for (const [index, file] of FILES.entries()) {
    const loaded = await loadStructure(request, sid, { label: file, file: `${file}.pdb` });
    const score_terms = {
      fa_atr: -300 - index * 11.1,
      fa_rep: 40 + index,
      fa_sol: 150 - index * 3.3,
      hbond_sr_bb: -12.5,
    };
    await json(
      await request.put(`/api/sessions/${sid}/poses/${loaded.pose._id}`, {
        data: {
          index,
          pose_collection_id: collection._id,
          score: -200 - index * 7.77,
          rms: 0.1 + index / 3,
          score_terms,
          is_selected: false,
          is_visible: false,
        },
      }),
    );
    await json(await request.delete(`/api/sessions/${sid}/pose_collections/${loaded.pose_collection._id}`));
    poses.push({ name: file, sequence: loaded.pose.sequence });
  }
  return { sid, poses };
}

test('a pose collection: open, range-select, FASTA, filter, invalid rename, archive', async ({ page, request }) => {
  const { sid, poses } = await seedProject(request, 'Pose journey');
  await page.goto(`/sessions/${sid}`);

  const panel = page.getByRole('list', { name: 'Structure collections' });
  await panel.getByRole('button', { name: 'Designs', exact: true }).click();
  await expect(page.getByRole('tab', { name: /Designs/ })).toBeVisible();
  const table = page.getByRole('table', { name: 'Structures of Designs' });
  await expect(table.getByText('7ddo')).toBeVisible();
  await expect(page.getByText('10 poses · 0 selected · 0 in viewer')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/table-10.png` });
  await expectKeyboardOperable(page);
  // at 1280 and 1600 px the toolbar's menus stay whole and names get a readable column
  await atEachScreen(
    page,
    async () => {
      await expectNoOverflow(page);
      await expect(page.getByRole('button', { name: 'Download' })).toBeInViewport({ ratio: 1 });
      expect((await table.getByRole('columnheader', { name: 'Name' }).boundingBox())!.width).toBeGreaterThanOrEqual(
        140,
      );
    },
    `${SHOTS}/table-10`,
  );

  // shift-click: rows 2..6 (4hhb … 1tgh) in one bulk request
  await table.getByRole('checkbox', { name: 'Select 4hhb' }).click();
  await expect(page.getByText('1 selected', { exact: false })).toBeVisible();
  const bulk: string[] = [];
  page.on('request', (r) => r.url().endsWith('/api/poses/update/many') && bulk.push(r.postData() ?? ''));
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/poses/update/many'));
  await table.getByRole('checkbox', { name: 'Select 1tgh' }).click({ modifiers: ['Shift'] });
  await saved;
  await expect(page.getByText('10 poses · 5 selected')).toBeVisible();
  expect(bulk).toHaveLength(1);
  expect(JSON.parse(bulk[0]).ids).toHaveLength(5);
  await page.reload();
  await expect(page.getByText('10 poses · 5 selected')).toBeVisible();
  // the panel's selected collection is session state: still marked after the reload
  await expect(panel.getByRole('button', { name: 'Designs', exact: true })).toHaveAttribute('aria-current', 'true');

  // FASTA of the selection
  await page.getByRole('button', { name: 'Download' }).click();
  await page.screenshot({ path: `${SHOTS}/download-menu.png` });
  await expectKeyboardOperable(page);
  const fasta = await downloadOf(page, () => page.getByRole('menuitem', { name: 'FASTA' }).click());
  expect(fasta.name).toBe('Pose journey_Designs.fasta');
  const records = fasta.text
    .split('>')
    .filter(Boolean)
    .map((record) => record.split('\n'));
  expect(records.map((r) => r[0])).toEqual(['4hhb', '1a8o', '1bhl', '1orc', '1tgh']);
  expect(records[0].slice(1).join('')).toBe(poses[2].sequence);
  expect(poses[2].sequence.split('/')).toHaveLength(4);

  // Selected only, then the same filter again returns to All
  const selectedOnly = page.getByRole('button', { name: 'Selected only' });
  await selectedOnly.click();
  await expect(table.getByText('1crn')).toHaveCount(0);
  await expect(table.getByRole('row')).toHaveCount(6);
  await page.screenshot({ path: `${SHOTS}/selected-only.png` });
  await selectedOnly.click();
  await expect(table.getByText('1crn')).toBeVisible();

  // the divider: dragged, clamped to keep 64 px, and remembered for this collection after a reload
  const block = page.locator('.bn-pose-collection__table');
  const divider = page.getByRole('separator', { name: 'Resize table and viewer' });
  const dragDividerTo = async (y: number) => {
    const box = (await divider.boundingBox())!;
    await page.mouse.move(box.x + 200, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 200, y, { steps: 5 });
    await page.mouse.up();
  };
  const top = (await block.boundingBox())!.y;
  await dragDividerTo(top + 10);
  expect((await block.boundingBox())!.height).toBe(64);
  await dragDividerTo(top + 300);
  const dragged = (await block.boundingBox())!.height;
  expect(Math.abs(dragged - 300)).toBeLessThan(6);
  await page.reload();
  await expect(table.getByText('1crn')).toBeVisible();
  expect(Math.abs((await block.boundingBox())!.height - dragged)).toBeLessThan(2);

  // rename with invalid characters: reverted, with the spec's message
  await panel.getByRole('listitem').filter({ hasText: 'Designs' }).hover();
  await panel.getByRole('button', { name: 'Rename Designs' }).click();
  const field = panel.getByRole('textbox', { name: 'Rename Designs' });
  await field.fill('Designs/round#2');
  await field.press('Enter');
  await expect(
    page.getByText(
      /Please ensure that your collection name contains only valid characters as defined at .*\/support\./,
    ),
  ).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Designs', exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Designs/ })).toBeVisible();

  // archive from the panel: the tab closes
  await panel.getByRole('listitem').filter({ hasText: 'Designs' }).hover();
  await panel.getByRole('button', { name: 'Archive Designs' }).click();
  await expect(page.getByRole('tab', { name: /Designs/ })).toHaveCount(0);
  await expect(page.getByText('No collections yet')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/archived.png` });
});
