// ProteinMPNN (with the sequence logo of its designs), Binder Design, Flex Design and Relax Design
// through the browser on the engines this server has for them: ProteinMPNN's trained network (the
// project's Python environment, which npm test makes first), and the labelled simulated engines for
// the others (no BENCH_RFDIFFUSION_COMMAND here; serve.mjs pins the other two).
import { expect, test, type Locator, type Page } from './fixtures.ts';
import { SINGLE_USER_URL } from '../../playwright.config.ts';
import { panel } from './helpers.ts';
import { seed } from './seed.ts';
import { expectKeyboardOperable } from './keyboard.ts';
import { atEachScreen, expectNoOverflow } from './overflow.ts';

test.use({ baseURL: SINGLE_USER_URL });

const SHOTS = 'test-results/shots';
const CRAMBIN_LENGTH = 46;

/** Opens the seeded project and waits for its saved tabs and panels (a panel toggled before they load flips back). */
async function openProject(page: Page, sid: string): Promise<void> {
  await page.goto(`/sessions/${sid}`);
  await expect(page.getByRole('tab', { name: '1CRN', exact: true })).toBeVisible();
}

/** Opens a new action of the selected structure from the Actions panel: its tab and its title. */
async function launch(page: Page, label: string): Promise<{ tab: Locator; title: string }> {
  await (await panel(page, 'Actions'))
    .getByRole('list', { name: 'New action' })
    .getByRole('button', { name: label, exact: true })
    .click();
  const tab = page.getByRole('region', { name: new RegExp(`^${label} \\d+$`) });
  await expect(tab).toBeVisible();
  return { tab, title: (await tab.getAttribute('aria-label'))! };
}

/** Save and Run, then the job to COMPLETED, live. */
async function runToCompletion(tab: Locator, timeout = 60_000): Promise<void> {
  await tab.getByRole('button', { name: 'Save and Run' }).click();
  await expect(tab.getByLabel('Status')).toHaveText('COMPLETED', { timeout });
}

/** The results collection of a completed action: labelled simulated in its header and its score columns. */
async function simulatedResults(page: Page, tab: Locator, title: string): Promise<Locator> {
  await tab.getByRole('button', { name: 'Results collection' }).click();
  const results = page.getByRole('region', { name: `Collection ${title} results` });
  await expect(results.getByRole('note', { name: 'Simulated results' })).toBeVisible();
  const table = page.getByRole('table', { name: `Structures of ${title} results` });
  await expect(table.getByRole('columnheader', { name: 'Score (simulated)' })).toBeVisible();
  return table;
}

// plugins protein-mpnn and sequence-logo (the logo of the designs' sequence collection), whole catalog
test('ProteinMPNN: five designs of 1CRN by the trained network, with their native sequence recovery, become a sequence collection whose logo spans its 46 positions', async ({
  page,
  request,
}) => {
  // the network's first run in a server loads torch (seconds on a busy machine), then about 1 s a sequence
  test.setTimeout(180_000);
  const { sid } = await seed(request, { name: `ProteinMPNN journey ${Date.now()}` });
  await openProject(page, sid);
  const { tab } = await launch(page, 'ProteinMPNN');
  await expect(tab.getByText(/^Simulated/)).toHaveCount(0);
  await expect(tab.getByLabel('Number of designs')).toHaveValue('1');
  await expect(tab.getByLabel('Sampling temperature')).toHaveValue('0.1');
  // the bounds come from the job's input schema
  await expect(tab.getByText('1 to 1,000', { exact: true })).toBeVisible();
  await expect(tab.getByText('at least 0; ProteinMPNN suggests 0.1 to 0.3')).toBeVisible();
  await tab.getByLabel('Number of designs').fill('5');
  await expect(tab.getByText('5.00 credits', { exact: true })).toBeVisible();
  // the form fits a laptop and a desktop screen, its hints beside their fields
  await atEachScreen(
    page,
    async () => {
      await expectNoOverflow(page, tab, { sideScroll: false });
      await expect(tab.getByText('at least 0; ProteinMPNN suggests 0.1 to 0.3')).toBeInViewport();
    },
    `${SHOTS}/protein-mpnn-form`,
  );
  await runToCompletion(tab, 150_000);
  await expect(tab.getByRole('region', { name: 'Job' }).locator('dt:text-is("Engine") + dd')).toHaveText(
    'builtin · ProteinMPNN',
  );
  const method = tab.getByRole('region', { name: 'Method' });
  await expect(method).toContainText(
    'ProteinMPNN (proteinmpnn_v_48_020) designed 5 sequences at temperature 0.1 over 46 positions.',
  );
  await expect(method).toContainText(
    /Native sequence recovery over the designed positions: median \d+\.\d % \(\d+\.\d %–\d+\.\d %\)/,
  );
  await expect(tab.getByText('1CRN ProteinMPNN, output.fasta')).toBeVisible();
  // its results are sequences: no results collection to open, the sequence collection instead
  await expect(tab.getByRole('button', { name: 'Results collection' })).toBeDisabled();
  await atEachScreen(page, () => expectNoOverflow(page, tab, { sideScroll: false }), `${SHOTS}/protein-mpnn-completed`);

  // a new collection reads as not opened yet until it is opened
  const collections = await panel(page, 'Sequence collections');
  await expect(collections.getByRole('button', { name: /^1CRN ProteinMPNN.*\(not opened yet\)/ })).toBeVisible();
  await tab.getByRole('button', { name: 'Sequence collection' }).click();
  await expect(page.getByRole('tab', { name: /^1CRN ProteinMPNN/ })).toHaveAttribute('aria-selected', 'true');
  const sequences = page.getByRole('table', { name: 'Sequences' });
  for (let i = 1; i <= 5; i++) await expect(sequences.getByText(`1CRN_mpnn_000${i}`)).toBeVisible();
  await expect(page.getByText('5 sequences · 0 selected')).toBeVisible();
  const logo = page.getByRole('region', { name: 'Sequence Logo' });
  await expect(logo.getByRole('img', { name: `Sequence logo, ${CRAMBIN_LENGTH} positions, bits` })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/protein-mpnn-logo.png` });
  await expectKeyboardOperable(page);
  await expect(collections.getByRole('button', { name: /^1CRN ProteinMPNN/ })).toBeVisible();
  await expect(collections.getByText('(not opened yet)')).toHaveCount(0);
  await expect(page.getByText(/ProteinMPNN \(simulated\)/)).toHaveCount(0);
});

// plugin binder-design with the whole catalog
test('Binder Design: three simulated helical binders at the 1CRN interface, listed with their contacts score', async ({
  page,
  request,
}) => {
  const { sid } = await seed(request, {
    name: `Binder journey ${Date.now()}`,
    selectors: [
      { name: 'Interface 1-8', positions: [1, 2, 3, 4, 5, 6, 7, 8] },
      { name: 'Hotspots 3-4', positions: [3, 4] },
    ],
  });
  await openProject(page, sid);
  const { tab, title } = await launch(page, 'Binder Design');
  await expect(tab.getByText('Simulated', { exact: true })).toBeVisible();
  await expect(tab.getByLabel('Minimum binder length')).toHaveValue('50');
  await expect(tab.getByLabel('Maximum binder length')).toHaveValue('150');
  await expect(tab.getByLabel('Number of binder designs')).toHaveValue('10');
  await tab.getByRole('combobox', { name: 'Interface selector' }).selectOption({ label: 'Interface 1-8' });
  await tab.getByRole('combobox', { name: 'Hotspot selector' }).selectOption({ label: 'Hotspots 3-4' });
  for (const [field, value] of [
    ['Minimum binder length', '20'],
    ['Maximum binder length', '30'],
    ['Number of binder designs', '3'],
  ]) {
    await tab.getByLabel(field).fill(value);
    await tab.getByLabel(field).press('Enter');
    await expect(tab.getByLabel(field)).toHaveValue(value);
  }
  await expect(tab.locator('.bn-action-tab__price')).toHaveText('Price: 0.00 credits (Simulated engine: no charge)');
  await atEachScreen(page, () => expectNoOverflow(page, tab, { sideScroll: false }), `${SHOTS}/binder-design-form`);
  await expectKeyboardOperable(page);
  await runToCompletion(tab);
  await expect(tab.locator('.bn-action-tab__price')).toHaveText('Charged: 0.00 credits (Simulated engine: no charge)');

  const table = await simulatedResults(page, tab, title);
  for (let i = 1; i <= 3; i++) {
    const cells = table
      .getByRole('row')
      .filter({ hasText: `1CRN_binder_000${i}` })
      .getByRole('cell');
    await expect(cells.nth(3)).toHaveText(/^-?\d+$/); // minus the binder's Cα contacts with the interface
  }
  await expect(page.getByText(/^3 poses · /)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/binder-design-results.png` });
});

// plugins flex-design and relax-design with the whole catalog
test('Flex Design and Relax Design of 1CRN run on the simulated engine, and each results collection says so', async ({
  page,
  request,
}) => {
  // two jobs in turn on the server's one job worker, which other journeys' jobs may hold first
  test.setTimeout(180_000);
  const { sid } = await seed(request, { name: `Design family journey ${Date.now()}` });
  await openProject(page, sid);
  for (const label of ['Flex Design', 'Relax Design']) {
    await page.getByRole('tab', { name: '1CRN', exact: true }).click();
    const { tab, title } = await launch(page, label);
    await expect(tab.getByText('Simulated', { exact: true })).toBeVisible();
    await tab.getByRole('combobox', { name: 'Selector' }).selectOption({ label: 'Loop 10-15' });
    for (const name of ['A at 10', 'V at 11']) await tab.getByRole('checkbox', { name }).click();
    await expect(tab.locator('[data-status="Validated"]')).toBeVisible();
    await runToCompletion(tab);
    await expect(tab.getByRole('region', { name: 'Method' }).getByText(/^Simulated results:/)).toBeVisible();
    const table = await simulatedResults(page, tab, title);
    await expect(table.getByRole('row').filter({ hasText: '1CRN_0001' }).getByRole('cell').nth(3)).toHaveText(/^-?\d/);
    await expect(
      (await panel(page, 'Structures'))
        .getByRole('listitem')
        .filter({ hasText: `${title} results` })
        .getByText('Simulated', { exact: true }),
    ).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/${label.toLowerCase().replace(' ', '-')}-results.png` });
  }
});
