import { expect, test } from './fixtures.ts';
import { SINGLE_USER_URL } from '../../playwright.config.ts';
import { panel } from './helpers.ts';
import { SHOTS, assemble, createItem, importFasta, importLigand, otherWindow, seedProject } from './composedSeed.ts';

test.use({ baseURL: SINGLE_USER_URL });

test('every panel with the whole catalog: real data, survives a reload, stays live for another window', async ({
  page,
  browser,
}) => {
  const seeded = await seedProject(page.request, 'Composed panels');
  await page.goto(`/sessions/${seeded.sid}`);

  const structures = await panel(page, 'Structures');
  const sequences = await panel(page, 'Sequence collections');
  const selectors = await panel(page, 'Selectors');
  const molecules = await panel(page, 'Small molecules');
  const bin = await panel(page, 'Archive and trash');
  const actions = await panel(page, 'Actions');
  const shows = async () => {
    await expect(structures.getByRole('button', { name: '1CRN', exact: true })).toBeVisible();
    await expect(sequences.getByRole('button', { name: /Globins/ })).toBeVisible();
    await expect(selectors.getByLabel('Selector name Helix 7-19')).toBeVisible();
    await expect(molecules.getByLabel(`Small molecule name ${seeded.ligand.name}`)).toBeVisible();
    await expect(actions.getByRole('button', { name: /Prepare/ }).first()).toBeVisible();
  };
  await shows();

  // Archive and Trash tabs run their own queries: the panels keep their lists
  await bin.getByRole('button', { name: 'Trash', exact: true }).click();
  await expect(page.getByRole('tab', { name: /Trash/ })).toBeVisible();
  await bin.getByRole('button', { name: 'Archive', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Archived items' })).toBeVisible();
  await expect(sequences.getByText('No sequence collections yet.')).toHaveCount(0);
  await shows();
  await page.screenshot({ path: `${SHOTS}/panels.png` });

  await page.reload();
  await shows();

  // another window adds and archives items; every panel and the open Archive tab follow without a reload
  const other = await otherWindow(browser);
  const { sid } = seeded;
  await assemble(other.request, sid, 'pdb/1l2y.pdb', 'Trp-cage');
  await importFasta(other.request, sid, 'fasta/protein_lib.fa', 'Library');
  await importLigand(other.request, sid, 'sdf/13136.sdf');
  await createItem(other.request, sid, 'selectors', { name: 'Loop 3-6', positions: [3, 4, 5, 6] });
  expect((await other.request.put(`/api/sessions/${sid}/free_ligands/${seeded.ligand._id}/archive`)).ok()).toBe(true);

  await expect(structures.getByRole('button', { name: 'Trp-cage', exact: true })).toBeVisible();
  await expect(sequences.getByRole('button', { name: /Library/ })).toBeVisible();
  await expect(selectors.getByLabel('Selector name Loop 3-6')).toBeVisible();
  await expect(molecules.getByLabel(`Small molecule name ${seeded.ligand.name}`)).toHaveCount(0);
  const archived = page.getByRole('table', { name: 'Archived items' });
  await expect(archived.getByText(seeded.ligand.name)).toBeVisible();

  // dearchived here: back in its panel at once
  await archived.getByRole('checkbox', { name: `Select ${seeded.ligand.name}` }).click();
  await page.getByRole('button', { name: 'Dearchive' }).click();
  await expect(molecules.getByLabel(`Small molecule name ${seeded.ligand.name}`)).toBeVisible();

  // a panel closed in the other window of this project closes here too (the displaybox event)
  const otherPage = await other.newPage();
  await otherPage.goto(`/sessions/${sid}`);
  const otherSelectors = otherPage.getByRole('button', { name: 'Selectors', exact: true });
  await expect(otherSelectors).toHaveAttribute('aria-expanded', 'true');
  await otherSelectors.click();
  await expect(page.getByRole('button', { name: 'Selectors', exact: true })).toHaveAttribute('aria-expanded', 'false');
  await other.close();
});

test('small molecules deleted or archived from their panel come back from Trash and Archive', async ({ page }) => {
  const seeded = await seedProject(page.request, 'Composed small molecules');
  const name = seeded.ligand.name;
  await page.goto(`/sessions/${seeded.sid}`);
  const molecules = await panel(page, 'Small molecules');
  await molecules.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(molecules.getByLabel(`Small molecule name ${name}`)).toHaveCount(0);

  const bin = await panel(page, 'Archive and trash');
  await bin.getByRole('button', { name: 'Trash', exact: true }).click();
  const trash = page.getByRole('table', { name: 'Deleted items' });
  await expect(trash.getByText('Small Molecule')).toBeVisible();
  await trash.getByRole('checkbox', { name: `Select ${name}` }).click();
  await page.getByRole('button', { name: 'Restore' }).click();
  await expect(molecules.getByLabel(`Small molecule name ${name}`)).toBeVisible();

  await molecules.getByRole('button', { name: `Archive ${name}` }).click();
  await bin.getByRole('button', { name: 'Archive', exact: true }).click();
  const archive = page.getByRole('table', { name: 'Archived items' });
  await archive.getByRole('checkbox', { name: `Select ${name}` }).click();
  await page.getByRole('button', { name: 'Dearchive' }).click();
  await expect(molecules.getByLabel(`Small molecule name ${name}`)).toBeVisible();
});
