// Issue 26 items 1 and 3, as a protein engineer sees them with the whole catalog: scores shown to 2
// significant digits with the exact value on hover and in both CSVs, units in headings, CSV headers
// and plot axes, headings never cut (1280 and 1600 px); the action tab's QUEUEING, RUNNING and
// CANCELLED as the server says them, the refund after Cancel, and ledger lines naming the project.
// Plugins: pose-collection, scatter-plot, actions, minimize (OpenMM), loop-rebuild (ProMod3), dashboard.
import { expect, test, type Locator, type Page } from './fixtures.ts';
import { SINGLE_USER_URL } from '../../playwright.config.ts';
import { downloadOf } from './helpers.ts';
import { json, seed } from './seed.ts';

test.use({ baseURL: SINGLE_USER_URL });

const SHOTS = 'test-results/shots';
const WIDTHS = [1280, 1600] as const;

async function launch(page: Page, label: string): Promise<{ tab: Locator; title: string }> {
  await page.getByRole('list', { name: 'New action' }).getByRole('button', { name: label, exact: true }).click();
  const tab = page.getByRole('region', { name: new RegExp(`^${label} \\d+$`) });
  await expect(tab).toBeVisible();
  return { tab, title: (await tab.getAttribute('aria-label'))! };
}

/**
 * Headings a person cannot read whole: a word outside its cell (cut, behind an ellipsis or beyond the
 * table's edge once scrolled to) or broken across two lines. Wrapping between words (and after a
 * hyphen) is fine, and so is a heading reached by scrolling a wide table sideways.
 */
function cutHeadings(table: Locator): Promise<string[]> {
  return table.locator('[role="columnheader"]').evaluateAll((cells) => {
    const box = cells[0]!.closest('[role="table"]')!.getBoundingClientRect();
    const unreadable = (cell: Element) => {
      cell.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const rect = cell.getBoundingClientRect();
      const clip = { left: Math.max(rect.left, box.left), right: Math.min(rect.right, box.right) };
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/[^\s-]+-?/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const parts = [...range.getClientRects()].filter((r) => r.width > 0);
          if (parts.length !== 1) return true;
          if (parts[0]!.left < clip.left - 1 || parts[0]!.right > clip.right + 1 || parts[0]!.bottom > rect.bottom + 1)
            return true;
        }
      }
      return cell.scrollWidth > cell.clientWidth + 1;
    };
    return cells.filter(unreadable).map((cell) => cell.textContent ?? '');
  });
}

const csvRows = (text: string) =>
  text
    .trim()
    .split(/\r?\n/)
    .map((line) => line.split(','));

test('scores: 2 significant digits shown, the exact value on hover and in both CSVs, units everywhere, no cut headings', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { sid } = await seed(request, { name: `Numbers journey ${Date.now()}` });
  await page.goto(`/sessions/${sid}`);
  const { tab, title } = await launch(page, 'Minimize');
  await tab.getByRole('button', { name: 'Save and Run' }).click();
  await expect(tab.getByLabel('Status')).toHaveText('COMPLETED', { timeout: 60_000 });
  await tab.getByRole('button', { name: 'Results collection' }).click();

  const results = page.getByRole('region', { name: `Collection ${title} results` });
  const table = page.getByRole('table', { name: `Structures of ${title} results` });
  for (const heading of [
    'Score (kcal/mol)',
    'RMSD (Å)',
    'Lennard-Jones (kcal/mol)',
    'Solvation (kcal/mol)',
    'Hydrogen Bond (kcal/mol)',
  ]) {
    await expect(table.getByRole('columnheader', { name: heading, exact: true })).toBeVisible();
  }
  // the stored, exact energy of the minimised pose
  const { models } = await json<{ models: { name: string; score: number; score_terms: Record<string, unknown> }[] }>(
    await request.post(`/api/sessions/${sid}/poses/query`, { data: { query: {} } }),
  );
  const pose = models.find((p) => p.score_terms.engine === 'openmm')!;
  expect(Number.isInteger(pose.score)).toBe(false);

  // shown to 2 significant digits; hover gives the exact value with its unit
  const scoreCell = table.getByRole('row').filter({ hasText: pose.name }).getByRole('cell').nth(3);
  await expect(scoreCell).toHaveText(String(Number(pose.score.toPrecision(2))));
  await expect(scoreCell.locator('[title]')).toHaveAttribute('title', `${pose.score} kcal/mol`);
  await scoreCell.locator('[title]').hover();

  // Scores CSV: full precision, units in the headers
  await results.getByRole('button', { name: 'Download' }).click();
  const scores = csvRows(
    (await downloadOf(page, () => page.getByRole('menuitem', { name: 'Scores CSV', exact: true }).click())).text,
  );
  expect(scores[0]).toEqual(expect.arrayContaining(['Score (kcal/mol)', 'RMSD (Å)', 'Lennard-Jones (kcal/mol)']));
  expect(Number(scores[1]![scores[0]!.indexOf('Score (kcal/mol)')])).toBe(pose.score);

  // Raw scores CSV: no column empty on every row (no Rosetta terms on an OpenMM pose), units in the headers
  await results.getByRole('button', { name: 'Download' }).click();
  const raw = csvRows(
    (await downloadOf(page, () => page.getByRole('menuitem', { name: 'Raw scores CSV', exact: true }).click())).text,
  );
  expect(raw[0]!.slice(0, 4)).toEqual(['name', 'index', 'score (kcal/mol)', 'rms (Å)']);
  expect(raw[0]).toContain('mm_lennard_jones (kcal/mol)');
  expect(raw[0]).not.toContain('fa_atr');
  for (const [column] of raw[0]!.entries())
    expect(
      raw.slice(1).some((row) => row[column] !== ''),
      raw[0]![column],
    ).toBe(true);
  expect(Number(raw[1]![2])).toBe(pose.score);

  // the scatter plot's axes name their units
  await results.getByRole('combobox', { name: 'Viewer' }).selectOption({ label: 'Scatter Plot' });
  await expect(results.getByRole('combobox', { name: 'X axis' }).locator('option:checked')).toHaveText(
    'Score (kcal/mol)',
  );
  await expect(results.getByRole('combobox', { name: 'Y axis' }).locator('option:checked')).toHaveText('RMSD (Å)');

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expect(table.getByRole('columnheader', { name: 'Lennard-Jones (kcal/mol)', exact: true })).toBeVisible();
    expect(await cutHeadings(table), `cut headings at ${width} px`).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/numbers-pose-collection-${width}.png` });
  }
});

test('statuses: QUEUEING shown as RUNNING with a waiting note; after Cancel the charge is refunded and no results are promised; the ledger names the project', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const project = `Statuses journey ${Date.now()}`;
  const { sid } = await seed(request, { name: project });
  await page.goto(`/sessions/${sid}`);
  const actionOf = async (title: string) => {
    const { models } = await json<{ models: { _id: string; name: string; task_id: number; status: string }[] }>(
      await request.post(`/api/sessions/${sid}/actions/query`, { data: { query: {} } }),
    );
    return models.find((a) => `${a.name} ${a.task_id}` === title)!;
  };

  // a long job: ten rebuilt loops on ProMod3 and OpenMM, which takes the worker
  const loop = await launch(page, 'Loop Rebuild');
  await loop.tab.getByRole('combobox', { name: 'Loop selector' }).selectOption({ label: 'Loop 10-15' });
  await expect(loop.tab.getByLabel('Repeats')).toHaveValue('10');
  await loop.tab.getByRole('button', { name: 'Save and Run' }).click();
  await expect(loop.tab.getByLabel('Status')).toHaveText('RUNNING', { timeout: 60_000 });
  // the tab shows QUEUEING as RUNNING: wait until the server's one worker (perhaps busy with another
  // journey's job) has really started it, so that the next job is the one that waits
  await expect.poll(async () => (await actionOf(loop.title)).status, { timeout: 150_000 }).toBe('RUNNING');

  // a second job waits for the worker: RUNNING as the spec displays QUEUEING, with a note that it waits
  await page.getByRole('tab', { name: '1CRN', exact: true }).click();
  const minimize = await launch(page, 'Minimize');
  await minimize.tab.getByRole('button', { name: 'Save and Run' }).click();
  await expect(minimize.tab.getByLabel('Queue')).toHaveText('Queued: waiting for a worker to start it.');
  await expect(minimize.tab.getByLabel('Status')).toHaveText('RUNNING');
  expect((await actionOf(minimize.title)).status).toBe('QUEUEING');
  const charged = minimize.tab.locator('.bn-action-tab__price');
  await expect(charged).toHaveText(/^Charged: \d+\.\d\d credits$/);
  const credits = (await charged.textContent())!.replace('Charged: ', '');
  await expect(
    minimize.tab.getByText(
      `The results of action \`${minimize.title}\` will be available after it finishes executing.`,
    ),
  ).toBeVisible();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/numbers-action-tab-queueing-${width}.png` });
  }

  // Cancel: refunded, and no promise of results
  await minimize.tab.getByRole('button', { name: 'Cancel' }).click();
  await expect(minimize.tab.getByLabel('Status')).toHaveText('CANCELLED');
  await expect(charged).toHaveText(`Refunded: ${credits}`);
  await expect(minimize.tab.getByText(`Action \`${minimize.title}\` was cancelled: it has no results.`)).toBeVisible();
  await expect(minimize.tab.getByText(/will be available after it finishes executing/)).toHaveCount(0);
  // the job id, status and engine are read whole in the side column
  const job = minimize.tab.getByRole('region', { name: 'Job' });
  const facts = await job
    .locator('dd')
    .evaluateAll(
      (dds) =>
        dds.filter(
          (dd) =>
            dd.scrollWidth > dd.clientWidth + 1 ||
            dd.getBoundingClientRect().right > dd.closest('section')!.getBoundingClientRect().right + 1,
        ).length,
    );
  expect(facts).toBe(0);
  await page.screenshot({ path: `${SHOTS}/numbers-action-tab-cancelled-1600.png` });

  await page.getByRole('tab', { name: loop.title }).click();
  await expect(loop.tab.getByLabel('Status')).toHaveText('RUNNING');
  await loop.tab.getByRole('button', { name: 'Cancel' }).click();
  await expect(loop.tab.getByLabel('Status')).toHaveText('CANCELLED');
  await expect(loop.tab.locator('.bn-action-tab__price')).toHaveText(/^Refunded: /);

  // the ledger: each line names what ran and the project, never 'undefined'
  const ledger = await (await request.get('/api/billing_accounts/transactions')).text();
  expect(ledger).not.toContain('undefined');
  for (const title of [loop.title, minimize.title]) {
    const tool = title.replace(/ \d+$/, '');
    const debit = `${title} (${tool}), project '${project}'`;
    expect(ledger).toContain(`,debit,`);
    expect(ledger).toContain(debit);
    expect(ledger).toContain(`Refund (cancelled): ${debit}`);
  }
});
