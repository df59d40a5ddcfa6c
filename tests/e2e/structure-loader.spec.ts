import { join } from 'node:path';
import { expect, test, type Page } from './fixtures.ts';
import { SINGLE_USER_URL } from '../../playwright.config.ts';
import { fixturePath } from '@bench/fixtures';
import { openNewProject } from './helpers.ts';
import { atEachScreen, expectNoOverflow } from './overflow.ts';
import { expectKeyboardOperable } from './keyboard.ts';

test.use({ baseURL: SINGLE_USER_URL });

const FIXTURES = fixturePath();
const SHOTS = '/tmp/structure-loader';

/** Creates a project, opens it and the structure loader; answers the session id. */
async function openLoader(page: Page, name: string): Promise<string> {
  const sid = await openNewProject(page, name);
  await page.getByRole('button', { name: /Load (data|structures)/ }).click();
  await expect(page.getByRole('tab', { name: /Structure Loader/ })).toBeVisible();
  return sid;
}

async function upload(page: Page, file: string) {
  await page.getByLabel('Structure files').setInputFiles(join(FIXTURES, file));
}

test('load 1a0q, keep the hapten, drop waters and zinc, submit a new collection', async ({ page }) => {
  const sid = await openLoader(page, 'Catalytic antibody');
  await upload(page, 'pdb/1a0q.pdb');
  const residues = page.getByRole('table', { name: 'Residues', exact: true });
  await expect(residues).toBeVisible();
  await expect(page.getByText('96 changes')).toBeVisible();
  await expect(page.getByText('420 residues')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/1a0q-loaded.png` });
  await expectKeyboardOperable(page);
  // the residue table and the 3D preview leave the Operations and Changes column whole
  await atEachScreen(
    page,
    async () => {
      await expectNoOverflow(page);
      await expectNoOverflow(page, page.getByRole('region', { name: 'Changes' }), { sideScroll: false });
      await expectNoOverflow(page, page.getByRole('group', { name: 'Residue filters' }), { sideScroll: false });
    },
    `${SHOTS}/1a0q-loaded`,
  );

  // Keep everything first (waters start deleted and hidden; 'Select waters' shows them).
  await page.getByRole('button', { name: 'Select waters' }).click();
  await expect(page.getByText('92 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Select all' }).click();
  await expect(page.getByText('512 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Undelete' }).click();
  await expect(page.getByText('0 changes')).toBeVisible();
  await expect(page.getByText('No changes to show')).toBeVisible();

  // Filter Water and delete them.
  await page.getByRole('button', { name: 'Water', exact: true }).click();
  await expect(page.getByText('92 residues')).toBeVisible();
  await page.getByRole('button', { name: 'Select all' }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('92 changes')).toBeVisible();

  // Delete the zinc ions: shift-click a range over the three ZN rows.
  await page.getByRole('button', { name: 'Show all residues' }).click();
  await page.getByRole('button', { name: 'Monoatomic', exact: true }).click();
  await expect(page.getByText('3 residues')).toBeVisible();
  const rows = residues.getByRole('row').filter({ hasText: 'ZN' });
  await rows.first().click();
  await rows.last().click({ modifiers: ['Shift'] });
  await expect(page.getByText('3 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('95 changes')).toBeVisible();

  // The diff lists the changes by chain; chains collapse.
  const diff = page.getByRole('region', { name: 'Changes' });
  await expect(diff.getByRole('button', { name: 'Chain L (46)' })).toBeVisible();
  await expect(diff.getByText(/ZN 214\s*→\s*deleted/)).toBeVisible();
  await diff.getByRole('button', { name: 'Collapse all' }).click();
  await expect(diff.getByText(/HOH/)).toHaveCount(0);
  await diff.getByRole('button', { name: 'Chain H (49)' }).click();
  await expect(diff.getByText(/ZN 212\s*→\s*deleted/)).toBeVisible();

  // Hovering the hapten shows its details and, when Open Babel answers, its 2D drawing.
  await page.getByRole('button', { name: 'Show all residues' }).click();
  await page.getByRole('button', { name: 'Ligand', exact: true }).click();
  await residues.getByRole('row').filter({ hasText: 'HEP' }).hover();
  await expect(page.getByRole('tooltip')).toContainText('HEP 214');
  await expect(page.getByRole('figure', { name: 'Ligand HEP' }).locator('svg')).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: `${SHOTS}/1a0q-edited.png` });
  await expectKeyboardOperable(page);

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('tab', { name: /Structure Loader/ })).toHaveCount(0);
  // the new collection opens in its tab, showing its one structure
  await expect(page.getByRole('tab', { name: /1a0q/ })).toHaveAttribute('aria-selected', 'true');

  const collections = await (await page.request.get(`/api/sessions/${sid}/pose_collections`)).json();
  expect(collections.map((c: { name: string }) => c.name)).toEqual(['1a0q']);
  const { models } = await (
    await page.request.post(`/api/sessions/${sid}/poses/query`, {
      data: { query: { pose_collection_id: collections[0]._id } },
    })
  ).json();
  expect(models).toHaveLength(1);
  expect(models[0]).toMatchObject({ has_ligands: true, report: { ligands: [{ name: 'HEP' }] } });
  const { pdb } = await (await page.request.get(`/api/sessions/${sid}/poses/${models[0]._id}/pdb`)).json();
  expect(pdb).not.toContain('HOH');
  expect(pdb).not.toMatch(/ ZN /);
  expect(pdb).toMatch(/^HETATM.* HEP H 214/m);
});

test('add structures by code through the local mirror; an unknown code is named', async ({ page }) => {
  await openLoader(page, 'Crambin');
  await page.getByLabel('Structure codes').fill('pdb:1crn, 9zzz');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('9ZZZ is not a valid pdb code')).toBeVisible();
  await expect(page.getByText('46 residues')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Residues', exact: true }).getByRole('row').nth(1)).toContainText('THR');
  await page.screenshot({ path: `${SHOTS}/code-1crn.png` });
});

test('a malformed file shows its per-line errors; a wrong extension is refused', async ({ page }) => {
  await openLoader(page, 'Broken files');
  await upload(page, 'pdb/malformed_occupancy.pdb');
  await expect(page.getByRole('alert', { name: 'Errors in malformed_occupancy.pdb' })).toContainText(
    'line 3: ATOM record truncated after the coordinates',
  );
  await upload(page, 'sdf/TYR.sdf');
  await expect(
    page.getByText('Unable to import files with extensions: .sdf. Only .pdb and .cif files can be loaded here.'),
  ).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/errors.png` });
});

test('4hhb: four chains, haems as ligands; selecting by chain', async ({ page }) => {
  await openLoader(page, 'Haemoglobin');
  await upload(page, 'pdb/4hhb.pdb');
  await expect(page.getByText('580 residues')).toBeVisible();
  await page.getByLabel('Select by chain').check();
  await page.getByRole('table', { name: 'Residues', exact: true }).getByRole('row').nth(1).click();
  await expect(page.getByText('142 selected')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete', exact: true })).toBeEnabled();
  await page.screenshot({ path: `${SHOTS}/4hhb.png` });
});

test('two files loaded are both stored; the ligand removal is said before Submit and Keep ligands keeps HEP', async ({
  page,
}) => {
  const sid = await openLoader(page, 'Two structures');
  await page
    .getByLabel('Structure files')
    .setInputFiles([join(FIXTURES, 'pdb/1a0q.pdb'), join(FIXTURES, 'pdb/1crn.pdb')]);
  const entries = page.getByRole('list', { name: 'Structures to load' });
  // analysing 1a0q takes a while on a loaded machine
  await expect(entries.getByRole('button', { name: '1crn.pdb', exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(entries.getByRole('button', { name: '1a0q.pdb', exact: true })).toBeVisible({ timeout: 60_000 });
  await entries.getByRole('button', { name: '1a0q.pdb', exact: true }).click();
  const removal = page.getByRole('region', { name: 'Removed on submit' });
  await expect(removal).toContainText('1 ligand: HEP H 214');
  for (const width of [1280, 1600]) {
    await page.setViewportSize({ width, height: 900 });
    await expectSeparate(page);
    await page.screenshot({ path: `${SHOTS}/two-files-${width}.png` });
  }

  // a change row selects its residue and shows it
  const diff = page.getByRole('region', { name: 'Changes' });
  await diff.getByRole('button', { name: /ZN 214\s*→\s*deleted/ }).click();
  await expect(page.getByText('1 selected')).toBeVisible();
  await expect(page.getByRole('tooltip')).toContainText('ZN 214');

  await removal.getByRole('checkbox', { name: 'Keep ligands' }).check();
  await expect(removal).not.toContainText('HEP');
  await page.getByRole('button', { name: 'Submit all 2 structures' }).click();
  await expect(page.getByRole('tab', { name: /Structure Loader/ })).toHaveCount(0);

  const collections = await (await page.request.get(`/api/sessions/${sid}/pose_collections`)).json();
  expect(collections.map((c: { name: string }) => c.name).sort()).toEqual(['1a0q', '1crn']);
  const a0q = collections.find((c: { name: string }) => c.name === '1a0q');
  const { models } = await (
    await page.request.post(`/api/sessions/${sid}/poses/query`, { data: { query: { pose_collection_id: a0q._id } } })
  ).json();
  expect(models[0]).toMatchObject({ has_ligands: true, report: { ligands: [{ name: 'HEP' }] } });
});

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The residue table and 3D view never cover the Operations and Changes column, whether beside or below them. */
async function expectSeparate(page: Page) {
  const boxes = async (locators: ReturnType<Page['getByRole']>[]) =>
    Promise.all(locators.map(async (l) => (await l.boundingBox())!));
  const center = await boxes([
    page.getByRole('region', { name: 'Analysis viewer' }),
    page.getByRole('table', { name: 'Residues', exact: true }),
  ]);
  const side = await boxes([
    page.getByRole('region', { name: 'Operations' }),
    page.getByRole('region', { name: 'Changes' }),
  ]);
  for (const a of center)
    for (const b of side) expect(overlap(a, b), `${JSON.stringify(a)} covers ${JSON.stringify(b)}`).toBe(false);
  const editor = (await page.getByRole('region', { name: /^Residues of / }).boundingBox())!;
  for (const b of side)
    expect(b.x + b.width, 'the side column stays inside the loader').toBeLessThanOrEqual(editor.x + editor.width + 1);
}
