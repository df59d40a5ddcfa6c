/**
 * The structure-prediction family on the real server, full catalog: the homology-modelling plugin
 * (Single-Chain HM creator, its group screen and BLAST+/ProMod3 engine), antibody-modelling (the
 * antibody and full-length antibody creators), folding (AI folding through the ColabFold stand-in)
 * and structure-prediction's panel, list and prediction tab, which show what each of them made.
 */
import { expect, test } from './fixtures.ts';
import { SINGLE_USER_URL } from '../../playwright.config.ts';
import { readFixture } from '@bench/fixtures';
import { referenceChainOnSeqres } from '../../families/structure-prediction/src/scoring/modelRmsd.ts';
import { fullLengthHeavy } from '../../families/structure-prediction/test/data/ighg1.ts';
import { ALICE, createProjectStaying, downloadOf, panel, signedIn } from './helpers.ts';
import { json, seed } from './seed.ts';
import { atEachScreen, expectNoOverflow } from './overflow.ts';
import { expectKeyboardOperable } from './keyboard.ts';

test.use({ baseURL: SINGLE_USER_URL });

const SHOTS = 'test-results/shots';
const CRAMBIN = 'TTCCPSIVARSNFNVCRLPGTPEAICATYTGCIIIPGATCPGDYAN';

// plugin structure-prediction with the whole catalog: the panel, the Single-Chain HM creator, a real
// ProMod3 model on the selected project structure, the detail with alignments, and the model's collection
test('single-chain HM: from the Structure predictions panel to a ProMod3 model of crambin on the selected 1CRN, live, with its alignments', async ({
  page,
  request,
}) => {
  test.slow(); // a real BLAST search and ProMod3 model: over a minute on a loaded machine
  const { sid, structures } = await seed(request, { structures: [{ label: '1CRN' }] });
  const selected = [structures['1CRN'].pose._id];
  const session = await json<{ state: Record<string, unknown> }>(await request.get(`/api/sessions/${sid}`));
  await json(
    await request.put(`/api/sessions/${sid}`, {
      data: { state: { ...session.state, split_view: { selected_pose_ids: selected, visible_pose_ids: selected } } },
    }),
  );

  await page.goto(`/sessions/${sid}`);
  const predictions = await panel(page, 'Structure predictions');
  await expect(predictions.getByText('No structure predictions yet.')).toBeVisible();
  await expect(predictions.getByRole('button', { name: 'AI Folding' })).toBeDisabled();
  await predictions.getByRole('button', { name: 'Single-Chain HM', exact: true }).click();

  const creator = page.getByRole('region', { name: 'Single-Chain HM' });
  await creator.getByLabel('Target sequence').fill('MKV');
  await expect(
    creator.getByText(
      'Input sequence length 3 is outside the range 10 to 2000 residues that single-chain homology modelling accepts.',
    ),
  ).toBeVisible();
  await expect(creator.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await creator.getByLabel('Target sequence').fill(CRAMBIN);
  await creator.getByLabel('Prediction name').fill('Crambin HM');
  await expect(
    creator.getByText(
      "Search the 1 selected structure too (1CRN), preferred when within 0.05 of the best template's score",
    ),
  ).toBeVisible();
  await expect(creator.getByRole('checkbox', { name: 'Model on the selected structure only' })).not.toBeChecked();
  await page.screenshot({ path: `${SHOTS}/single-chain-creator.png` });
  await expectKeyboardOperable(page);
  await creator.getByRole('button', { name: 'Submit' }).click();

  const detail = page.getByRole('region', { name: 'Structure prediction Crambin HM' });
  await expect(detail.getByTestId('prediction-status')).toHaveText(/^completed/, { timeout: 120_000 });
  await expect(detail.getByText(/1CRN\.A \(project\), identity 100\.0 %/)).toBeVisible();
  // the template table: each template's identity, coverage, E-value, resolution and ranking score; the model's template marked
  const templates = detail.getByRole('table', { name: 'Templates' });
  await expect(templates.getByRole('columnheader')).toHaveText([
    'Template',
    'Source',
    'Identity (%)',
    'Coverage (%)',
    'E-value',
    'Resolution (Å)',
    'Score',
    'Alignment',
  ]);
  const chosen = templates.getByRole('row').nth(1);
  await expect(chosen).toHaveAttribute('aria-current', 'true');
  await expect(chosen.getByRole('cell')).toHaveText([
    /^1CRN\.A model template$/,
    'project',
    '100.0',
    '100',
    /^\d\.\de-\d+$/,
    '—',
    '1.00',
    /^target {7}1 TTCCPSIVARSNFNV/,
  ]);
  await expect(
    detail.getByText(
      /^Template 1CRN\.A \(selected\) was chosen: score 1\.00, within 0\.05 of the best template found\.$/,
    ),
  ).toBeVisible();
  // the model's quality: a global value, and every residue coloured by how it compares with native structures
  await expect(detail.getByTestId('model-quality')).toHaveText(
    /^-\d\.\d\d per residue \((good|fair|poor)\) · ProMod3 backbone potential, lower is better$/,
  );
  const residues = detail.getByRole('group', { name: 'Model quality per residue' }).locator('[data-band]');
  await expect(residues).toHaveCount(CRAMBIN.length);
  await expect(residues.first()).toHaveAttribute('title', /^A 1: -?\d+\.\d\d \((good|fair|poor)\)$/);
  for (const width of [1280, 1600]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/structure-prediction-detail-${width}.png` });
  }
  const file = await downloadOf(page, () => detail.getByRole('button', { name: 'Download alignments' }).click());
  expect(file.name).toBe('Crambin HM-alignments.json');
  expect(JSON.parse(file.text)[0]).toMatchObject({ target_tag: '1CRN.A', query_aln_seq: CRAMBIN });

  // the list is live and survives a reload; the model opens as a collection in the structure viewer
  await expect(
    predictions.getByRole('table', { name: 'Structure predictions' }).getByRole('row', { name: /Crambin HM/ }),
  ).toContainText('completed');
  await detail.getByRole('button', { name: 'Open model' }).click();
  await expect(page.getByTestId('structure-canvas')).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });
  await page.reload();
  // the session's saved tabs and panels have arrived (a panel header clicked before would be toggled back)
  await expect(page.getByRole('tab', { name: 'Crambin HM model' })).toBeVisible();
  const list = (await panel(page, 'Structure predictions')).getByRole('table', { name: 'Structure predictions' });
  await expect(list.getByRole('row', { name: /Crambin HM/ })).toContainText('completed');
  await expect(
    (await panel(page, 'Structure predictions')).getByRole('checkbox', { name: 'completed (1)' }),
  ).toBeChecked();
});

// the sequence collection's fold buttons really submit (create-and-run-many through groups), here on
// the server whose AI folding runs through the ColabFold stand-in (tests/e2e/serve.mjs)
test('AI folding: a two-chain sequence folded with AlphaFold2 Multimer from its collection, listed live, models with pLDDT and Max ipSAE', async ({
  browser,
}) => {
  const page = await signedIn(browser, ...ALICE);
  const project = `Folding journey ${Date.now()}`;
  await createProjectStaying(page, project);
  await page.getByRole('link', { name: project, exact: true }).click();
  await panel(page, 'Sequence collections');
  const complex = '>complex crambin/trp-cage\nTTCCPSIVARSNFNVCRLPGTPEAICATYTGCIIIPGATCPGDYAN/NLYIQWLKDGGPSSGRPPPS\n';
  await page
    .getByLabel('FASTA file')
    .setInputFiles({ name: 'complex.fa', mimeType: 'text/plain', buffer: Buffer.from(complex) });
  await expect(page.getByText('1 sequences · 0 selected')).toBeVisible();
  // this server runs ColabFold only: of the monomer tools only AlphaFold2 Monomer is offered
  const folding = page.getByRole('group', { name: 'AI Folding' });
  await expect(folding.getByRole('button')).toHaveText(['AlphaFold2 Monomer']);
  await page.getByRole('checkbox', { name: /^Select complex/ }).click();
  await expect(folding.getByRole('button')).toHaveText(['AlphaFold2 Multimer']);
  await folding.getByRole('button', { name: 'AlphaFold2 Multimer' }).click();
  // the fold button hands the sequence and tool to the AI folding creator, which prices and submits
  const creator = page.getByRole('region', { name: 'AI Folding' });
  await expect(creator.getByLabel('Sequences to fold')).toHaveValue(/^>complex crambin\/trp-cage\n/);
  await expect(creator.getByLabel('Tool')).toHaveValue('AlphaFold2 Multimer');
  await expect(creator.getByText('Cost: 5 credits per sequence.')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/ai-folding-creator.png` });
  await expectKeyboardOperable(page);
  await creator.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('AlphaFold2 Multimer submitted for 1 sequence.')).toBeVisible();

  const list = (await panel(page, 'Structure predictions')).getByRole('table', { name: 'Structure predictions' });
  const row = list.getByRole('row', { name: /complex/ });
  await expect(row).toContainText('ai-folding');
  await expect(row).toContainText('completed', { timeout: 60_000 });
  // the project had no structures, so the models' collection (its first) may have opened by itself:
  // the creator's own list shows the prediction too
  await page.getByRole('tab', { name: 'AI Folding', exact: true }).click();
  await expect(
    creator.getByRole('table', { name: 'Structure predictions' }).getByRole('row', { name: /complex/ }),
  ).toContainText('completed');
  await row.getByRole('button', { name: /^complex/ }).click();
  const detail = page.getByRole('region', { name: 'Structure prediction complex' });
  await expect(detail.getByText('external · AlphaFold2 Multimer through ColabFold')).toBeVisible();
  await detail.getByRole('button', { name: 'Open model' }).click();
  const table = page.getByRole('table', { name: /^Structures of complex crambintrp-cage models/ });
  await expect(table.getByRole('columnheader', { name: 'pLDDT' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Max ipSAE A-B' })).toBeVisible();
  await expect(table.getByRole('row', { name: /trp-cage_rank_1/ })).toContainText('88');
  await page.screenshot({ path: `${SHOTS}/ai-folding-models.png` });

  // the reference variant: a single-sequence fold checked against a structure of the project (here the
  // first model; the stand-in's single-chain "model" is its crambin chain, so the RMSD is 0 over 46)
  await page.getByRole('tab', { name: 'AI Folding', exact: true }).click();
  await creator.getByLabel('Sequences to fold').fill(`>design\n${CRAMBIN}NLYIQWLKDGGPSSGRPPPS\n`);
  await creator.getByLabel('Tool').selectOption('AlphaFold2 single sequence');
  const reference = creator.getByRole('group', { name: 'Reference structure' });
  await reference.getByRole('button', { name: /models$/ }).click();
  await reference.getByRole('button', { name: /trp-cage_rank_1$/ }).click();
  await expect(reference.getByText(/^Reference: .*trp-cage_rank_1 \(66 residues\)/)).toBeVisible();
  await expect(creator.getByText('Cost: 0.2 credits per sequence.')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/ai-folding-reference.png` });
  await creator.getByRole('button', { name: 'Submit' }).click();
  const design = list.getByRole('row', { name: /design/ });
  await expect(design).toContainText('completed', { timeout: 60_000 });
  await design.getByRole('button', { name: 'design', exact: true }).click();
  const designDetail = page.getByRole('region', { name: 'Structure prediction design' });
  await expect(designDetail.locator('dt', { hasText: 'Reference' }).locator('+ dd')).toHaveText(/trp-cage_rank_1$/);
  await expect(
    designDetail.getByText(/^RMSD: Cα RMSD to .*trp-cage_rank_1 after optimal superposition over 46 residues/),
  ).toBeVisible();
  await designDetail.getByRole('button', { name: 'Open model' }).click();
  const designModels = page.getByRole('table', { name: /^Structures of design models/ });
  await expect(designModels.getByRole('columnheader', { name: 'RMSD' })).toBeVisible();
  await expect(designModels.getByRole('row', { name: /design_rank_1/ })).toContainText('92');
  await page.context().close();
});

// the single-chain HM group screen (canSeeSingleChainHmGroup): targets → templates (a project
// structure picked by collection then structure) → run, a real ProMod3 model, the group status live
test('single-chain HM group: targets, templates from the project, run; the group completes live', async ({
  page,
  request,
}) => {
  const { sid } = await seed(request, { structures: [{ label: '1CRN' }] });
  await page.goto(`/sessions/${sid}`);
  const predictions = await panel(page, 'Structure predictions');
  await predictions.getByRole('button', { name: 'Single-Chain HM group' }).click();

  const screen = page.getByRole('region', { name: 'Structure prediction group Single-Chain HM 1' });
  await expect(screen.getByTestId('group-status')).toHaveText('created');
  await expect(screen.getByRole('button', { name: '1. Targets' })).toHaveAttribute('aria-current', 'step');
  await expect(screen.getByRole('button', { name: 'Next: templates' })).toBeDisabled();
  await screen.getByLabel('Target name').fill('Crambin');
  await screen.getByLabel('Target sequence').fill(CRAMBIN);
  await screen.getByRole('button', { name: 'Add target' }).click();
  await expect(screen.getByRole('table', { name: 'Targets' }).getByRole('row', { name: /Crambin/ })).toContainText(
    '46',
  );
  await page.screenshot({ path: `${SHOTS}/hm-group-targets.png` });
  await screen.getByRole('button', { name: 'Next: templates' }).click();

  await expect(
    screen.getByText('No project structures chosen: the ProMod3 template library (and any site library) is searched.'),
  ).toBeVisible();
  await screen.getByRole('list', { name: 'Collections' }).getByRole('button').first().click();
  await screen.getByRole('list', { name: 'Structures' }).getByRole('button', { name: /1CRN/ }).click();
  await screen.getByRole('button', { name: 'Add template' }).click();
  await expect(screen.getByRole('table', { name: 'Templates' })).toContainText('1CRN');
  await page.screenshot({ path: `${SHOTS}/hm-group-templates.png` });
  await expectKeyboardOperable(page);
  await screen.getByRole('button', { name: 'Next: run' }).click();

  await expect(screen.getByText('Cost: 100 credits (1 sequence × 100).')).toBeVisible();
  await expect(screen.getByRole('table', { name: 'Group members' })).toContainText('1 from the project');
  await screen.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(screen.getByTestId('group-status')).toHaveText('completed', { timeout: 120_000 });
  await expect(
    screen.getByRole('table', { name: 'Group members' }).getByRole('row', { name: /Crambin/ }),
  ).toContainText('completed');
  await page.screenshot({ path: `${SHOTS}/hm-group-run.png` });
  await expect(
    predictions.getByRole('table', { name: 'Single-Chain HM groups' }).getByRole('row', { name: /Single-Chain HM 1/ }),
  ).toContainText('completed');

  // the stage is kept in the tab: after a reload the group opens at run
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Structure prediction group Single-Chain HM 1' })
      .getByRole('button', { name: '3. Run' }),
  ).toHaveAttribute('aria-current', 'step');
  await page.getByRole('table', { name: 'Group members' }).getByRole('button', { name: 'Crambin' }).click();
  await expect(
    page
      .getByRole('region', { name: 'Structure prediction Crambin' })
      .getByText(/1CRN\.A \(project\), identity 100\.0 %/),
  ).toBeVisible();
});

// antibody HM on the server whose ABodyBuilder2 is a stand-in writing its real output file
test('antibody HM: heavy and light chain from the creator to an Fv model with its predicted error', async ({
  browser,
}) => {
  const page = await signedIn(browser, ...ALICE);
  const project = `Antibody journey ${Date.now()}`;
  await createProjectStaying(page, project);
  await page.getByRole('link', { name: project, exact: true }).click();
  await (await panel(page, 'Structure predictions')).getByRole('button', { name: 'Antibody HM', exact: true }).click();
  const creator = page.getByRole('region', { name: 'Antibody HM' });
  await creator.getByLabel('Antibody name').fill('trastuzumab');
  await creator
    .getByLabel('Heavy chain')
    .fill(
      'EVQLVESGGGLVQPGGSLRLSCAASGFNIKDTYIHWVRQAPGKGLEWVARIYPTNGYTRYADSVKGRFTISADTSKNTAYLQMNSLRAEDTAVYYCSRWGGDGFYAMDYWGQGTLVTVSS',
    );
  await creator.getByLabel('Light chain').fill('DIQ');
  await expect(
    creator.getByText(
      'Light chain: Input sequence length 3 is outside the range 10 to 2000 residues that antibody homology modelling accepts.',
    ),
  ).toBeVisible();
  await expect(creator.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await creator
    .getByLabel('Light chain')
    .fill(
      'DIQMTQSPSSLSASVGDRVTITCRASQDVNTAVAWYQQKPGKAPKLLIYSASFLYSGVPSRFSGSRSGTDFTLTISSLQPEDFATYYCQQHYTTPPTFGQGTKVEIK',
    );
  await expect(creator.getByText('Cost: 5 credits per antibody.', { exact: false })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/antibody-creator.png` });
  await expectKeyboardOperable(page);
  await creator.getByRole('button', { name: 'Submit' }).click();

  // the project had no collection, so the model's collection, the first, opens by itself when it arrives
  await expect(
    page.getByRole('table', { name: /^Structures of trastuzumab model/ }).getByRole('row', { name: /trastuzumab_Fv/ }),
  ).toBeVisible({ timeout: 60_000 });
  await page.getByRole('tab', { name: 'trastuzumab', exact: true }).click();
  const detail = page.getByRole('region', { name: 'Structure prediction trastuzumab' });
  await expect(detail.getByTestId('prediction-status')).toHaveText(/^completed/);
  await expect(detail.getByText('external · ABodyBuilder2 (ImmuneBuilder)')).toBeVisible();
  await expect(detail.getByText(/^Fv model: \d+ heavy and \d+ light residues/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/antibody-detail.png` });
  await page.context().close();
});

// full-length antibody HM (New): the 1A0Q Fab loaded and selected, its heavy chain continued by human
// IgG1's hinge and Fc; the real engine pairs both chains on 1A0Q and builds one two-chain ProMod3 model
test('full-length antibody HM: heavy and light chain modelled together on the loaded 1A0Q Fab, live, the Fc named in a warning', async ({
  page,
  request,
}) => {
  const fab = readFixture('pdb', '1a0q.pdb');
  const heavy = fullLengthHeavy(referenceChainOnSeqres(fab, 'H').sequence);
  const light = referenceChainOnSeqres(fab, 'L').sequence;
  const { sid, structures } = await seed(request, { structures: [{ label: '1A0Q', file: '1a0q.pdb' }] });
  const selected = [structures['1A0Q'].pose._id];
  const session = await json<{ state: Record<string, unknown> }>(await request.get(`/api/sessions/${sid}`));
  await json(
    await request.put(`/api/sessions/${sid}`, {
      data: { state: { ...session.state, split_view: { selected_pose_ids: selected, visible_pose_ids: selected } } },
    }),
  );

  await page.goto(`/sessions/${sid}`);
  const predictions = await panel(page, 'Structure predictions');
  const open = predictions.getByRole('button', { name: 'Full-Length Antibody HM New' });
  // the panel's chunk waits behind the first draw of the Fab in software WebGL: seconds on a loaded machine
  await expect(open).toBeEnabled({ timeout: 30_000 });
  await open.click();

  const creator = page.getByRole('region', { name: 'Full-Length Antibody HM' });
  await expect(creator.getByRole('heading', { name: 'Full-length antibody homology modelling' })).toBeVisible();
  await expect(creator.getByText('Cost: 100 credits per sequence.', { exact: false })).toBeVisible();
  await creator.getByLabel('Antibody name').fill('29G11');
  await creator.getByLabel('Heavy chain').fill(heavy);
  await creator.getByLabel('Light chain').fill('DIQ');
  await expect(
    creator.getByText(
      'Light chain: Input sequence length 3 is outside the range 10 to 2000 residues that full-length antibody homology modelling accepts.',
    ),
  ).toBeVisible();
  await expect(creator.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await creator.getByLabel('Light chain').fill(light);
  await expect(creator.getByRole('checkbox', { name: 'Search the 1 selected structure first (1A0Q)' })).toBeChecked();
  await page.screenshot({ path: `${SHOTS}/full-length-antibody-creator.png` });
  await creator.getByRole('button', { name: 'Submit' }).click();

  // the prediction's tab follows the job live: its progress steps, then completed
  const detail = page.getByRole('region', { name: 'Structure prediction 29G11' });
  const status = detail.getByTestId('prediction-status');
  const seen = new Set<string>();
  await expect
    .poll(
      async () => {
        const text = (await status.textContent()) ?? '';
        seen.add(text);
        return text;
      },
      { timeout: 120_000, intervals: [100] },
    )
    .toMatch(/^completed/);
  expect(
    [...seen].some((text) => /^running · .+ \(\d+ %\)$/.test(text)),
    [...seen].join(' | '),
  ).toBe(true);
  await expect(
    detail.getByText(
      'builtin · Full-length antibody homology modelling (BLAST+ template search of both chains, ProMod3 two-chain model building)',
    ),
  ).toBeVisible();
  await expect(detail.getByText(/^H: 1A0Q\.H \(project\), identity 94\.9 %/)).toBeVisible();
  await expect(detail.getByText(/^L: 1A0Q\.L \(project\), identity 100\.0 %/)).toBeVisible();
  await expect(
    detail.getByText(`Heavy chain residues 1 and 218–${heavy.length} have no template coverage and were not modelled.`),
  ).toBeVisible();
  await expect(detail.getByRole('table', { name: 'Templates' }).getByRole('row').nth(1)).toContainText('heavy');
  await page.screenshot({ path: `${SHOTS}/full-length-antibody-detail.png` });
  await expectKeyboardOperable(page);

  // the creator lists it completed; the model opens as a collection of one two-chain structure
  await page.getByRole('tab', { name: 'Full-Length Antibody HM', exact: true }).click();
  await expect(
    creator.getByRole('table', { name: 'Structure predictions' }).getByRole('row', { name: /29G11/ }),
  ).toContainText('completed');
  await page.getByRole('tab', { name: '29G11', exact: true }).click();
  await detail.getByRole('button', { name: 'Open model' }).click();
  const models = page.getByRole('table', { name: /^Structures of 29G11/ });
  await expect(models.getByRole('row', { name: /29G11_1A0Q/ })).toBeVisible();
  // the model quality as Score, then each chain's template identity and coverage
  await expect(models.getByRole('columnheader')).toHaveText([
    'View',
    'Sel',
    'Name',
    'Score',
    'Identity H (%)',
    'Coverage H',
    'Identity L (%)',
    'Coverage L',
  ]);
  await expect(
    models
      .getByRole('row', { name: /29G11_1A0Q/ })
      .getByRole('cell')
      .nth(6),
  ).toHaveText('100');
  await expect(page.getByTestId('structure-canvas')).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });
  await atEachScreen(
    page,
    () => expectNoOverflow(page, models, { sideScroll: false }),
    `${SHOTS}/full-length-antibody-model`,
  );
});
