// The session's Archive and Trash (plugin archive-trash, spec 2 §2.10) with the whole catalog: a
// structure collection and a selector archived from their panels, listed newest first, filtered by
// type and dearchived; the collection deleted, restored from Trash, deleted again and then for good.
import { expect, test, type Page } from './fixtures.ts';
import { SINGLE_USER_URL } from '../../playwright.config.ts';
import { panel } from './helpers.ts';
import { atEachScreen, expectInside } from './overflow.ts';
import { json, seed } from './seed.ts';
import { expectKeyboardOperable } from './keyboard.ts';

test.use({ baseURL: SINGLE_USER_URL });

const SHOTS = 'test-results/shots';

/** A panel row's hover actions (rename, archive, delete) by their label. */
async function rowAction(page: Page, title: string, label: string): Promise<void> {
  const list = await panel(page, title);
  const button = list.getByRole('button', { name: label, exact: true });
  await button.hover();
  await button.click();
}

test('archive a collection and a selector, find them in Archive, dearchive; delete, restore from Trash, delete for good', async ({
  page,
  request,
}) => {
  const { sid } = await seed(request, { name: `Archive journey ${Date.now()}` });
  await page.goto(`/sessions/${sid}`);
  await expect(page.getByRole('tab', { name: '1CRN', exact: true })).toBeVisible();
  const structures = await panel(page, 'Structures');
  const selectors = await panel(page, 'Selectors');
  const collection = structures.getByRole('button', { name: '1CRN', exact: true });
  const selector = selectors.getByLabel('Selector name Loop 10-15');
  await expect(collection).toBeVisible();
  await expect(selector).toBeVisible();

  // archived from their panels: gone from them, the collection's tab closed
  await rowAction(page, 'Structures', 'Archive 1CRN');
  await expect(collection).toHaveCount(0);
  await expect(page.getByRole('tab', { name: '1CRN', exact: true })).toHaveCount(0);
  await rowAction(page, 'Selectors', 'Archive Loop 10-15');
  await expect(selector).toHaveCount(0);

  // the Archive: newest first, with the spec's columns and type names
  await (await panel(page, 'Archive and trash')).getByRole('button', { name: 'Archive', exact: true }).click();
  const archive = page.getByRole('region', { name: 'Archive' });
  const archived = archive.getByRole('table', { name: 'Archived items' });
  await expect(archived.getByRole('columnheader')).toHaveText(['', 'Name', /^Archived/, 'Type']);
  const rows = archived.getByRole('row').filter({ hasNot: page.getByRole('columnheader') });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Loop 10-15');
  await expect(rows.nth(0)).toContainText('Selector');
  await expect(rows.nth(1)).toContainText('1CRN');
  await expect(rows.nth(1)).toContainText('Collection');
  await page.screenshot({ path: `${SHOTS}/archive.png` });
  await expectKeyboardOperable(page);
  await archive.getByLabel('Type').selectOption('Collection');
  await expect(rows).toHaveCount(1);
  await expect(rows.nth(0)).toContainText('1CRN');

  // dearchive the collection: back in its panel; the selector stays archived
  const dearchive = archive.getByRole('button', { name: 'Dearchive' });
  await expect(dearchive).toBeDisabled();
  await archived.getByRole('checkbox', { name: 'Select 1CRN' }).click();
  await dearchive.click();
  await expect(collection).toBeVisible();
  await expect(rows).toHaveCount(0);
  await archive.getByLabel('Type').selectOption('All');
  await expect(rows).toHaveCount(1);
  await expect(rows.nth(0)).toContainText('Loop 10-15');

  // deleted from its panel, restored from the Trash
  await rowAction(page, 'Structures', 'Delete 1CRN');
  await expect(collection).toHaveCount(0);
  await (await panel(page, 'Archive and trash')).getByRole('button', { name: 'Trash', exact: true }).click();
  const trash = page.getByRole('region', { name: 'Trash' });
  const deleted = trash.getByRole('table', { name: 'Deleted items' });
  await expect(deleted.getByRole('columnheader')).toHaveText(['', 'Name', /^Deleted/, 'Type']);
  const trashed = deleted.getByRole('row').filter({ hasText: '1CRN' });
  await expect(trashed).toContainText('Collection');
  await page.screenshot({ path: `${SHOTS}/trash.png` });
  await expectKeyboardOperable(page);
  await deleted.getByRole('checkbox', { name: 'Select 1CRN' }).click();
  await trash.getByRole('button', { name: 'Restore' }).click();
  await expect(collection).toBeVisible();
  await expect(trashed).toHaveCount(0);

  // deleted again, then for good after confirming: gone after a reload too
  await rowAction(page, 'Structures', 'Delete 1CRN');
  await expect(trashed).toHaveCount(1);
  await deleted.getByRole('checkbox', { name: 'Select 1CRN' }).click();
  await trash.getByRole('button', { name: 'Delete immediately' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Delete the selected items for good? This cannot be undone.');
  await page.screenshot({ path: `${SHOTS}/trash-delete-confirm.png` });
  await confirm.getByRole('button', { name: 'Delete immediately' }).click();
  await expect(trashed).toHaveCount(0);
  await expect(deleted.getByText('The trash is empty.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('table', { name: 'Deleted items' }).getByText('The trash is empty.')).toBeVisible();
  await expect((await panel(page, 'Structures')).getByText('No collections yet')).toBeVisible();
});

// the kinds come from the plugins' declarations: a structure prediction and its group (declared by
// structure-prediction) archived and deleted from the Structure predictions panel, found and brought back
test('a structure prediction group archived and a prediction deleted from their panel; the Archive and Trash list and restore them', async ({
  page,
  request,
}) => {
  const { sid } = await seed(request, { name: `Archive predictions ${Date.now()}` });
  const group = await json<{ _id: string }>(
    await request.post(`/api/sessions/${sid}/structure_prediction_groups`, {
      data: { name: 'Single-Chain HM 1', type: 'single-chain-hm' },
    }),
  );
  await json(
    await request.post(`/api/structure_prediction_groups/${group._id}/structure_predictions`, {
      data: {
        type: 'single-chain-hm',
        name: 'Crambin target',
        input: { sequence: 'TTCCPSIVARSNFNVCRLPGTPEAICATYTGCIIIPGATCPGDYAN' },
      },
    }),
  );
  await page.goto(`/sessions/${sid}`);
  const predictions = await panel(page, 'Structure predictions');
  const groups = predictions.getByRole('table', { name: 'Single-Chain HM groups' });
  const list = predictions.getByRole('table', { name: 'Structure predictions' });
  await expect(groups.getByRole('row', { name: /Single-Chain HM 1/ })).toBeVisible();
  await expect(list.getByRole('row', { name: /Crambin target/ })).toBeVisible();
  // the row buttons fit the narrow side panel at both screen sizes
  await atEachScreen(page, async () => {
    await expectInside(list.getByRole('button', { name: 'Delete Crambin target' }), predictions);
    await expectInside(groups.getByRole('button', { name: 'Delete Single-Chain HM 1' }), predictions);
  });
  await predictions.screenshot({ path: `${SHOTS}/predictions-bin-buttons.png` });

  await groups.getByRole('button', { name: 'Archive Single-Chain HM 1' }).click();
  await expect(groups).toHaveCount(0);
  await list.getByRole('button', { name: 'Delete Crambin target' }).click();
  await expect(predictions.getByText('No structure predictions yet.')).toBeVisible();

  await (await panel(page, 'Archive and trash')).getByRole('button', { name: 'Archive', exact: true }).click();
  const archive = page.getByRole('region', { name: 'Archive' });
  await expect(archive.getByLabel('Type').locator('option')).toHaveText([
    'All',
    'Action',
    'Collection',
    'Sequence Collection',
    'DDG',
    'Selector',
    'ThermoMPNN',
    'Epitope view',
    'Small Molecule',
    'Structure prediction',
    'Structure prediction group',
  ]);
  const archived = archive
    .getByRole('table', { name: 'Archived items' })
    .getByRole('row', { name: /Single-Chain HM 1/ });
  await expect(archived).toContainText('Structure prediction group');
  await archive
    .getByRole('table', { name: 'Archived items' })
    .getByRole('checkbox', { name: 'Select Single-Chain HM 1' })
    .click();
  await archive.getByRole('button', { name: 'Dearchive' }).click();
  await expect(groups.getByRole('row', { name: /Single-Chain HM 1/ })).toBeVisible();

  await (await panel(page, 'Archive and trash')).getByRole('button', { name: 'Trash', exact: true }).click();
  const trash = page.getByRole('region', { name: 'Trash' });
  const deleted = trash.getByRole('table', { name: 'Deleted items' });
  await expect(deleted.getByRole('row', { name: /Crambin target/ })).toContainText('Structure prediction');
  await deleted.getByRole('checkbox', { name: 'Select Crambin target' }).click();
  await trash.getByRole('button', { name: 'Restore' }).click();
  await expect(list.getByRole('row', { name: /Crambin target/ })).toBeVisible();
});
