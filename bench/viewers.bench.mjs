// Viewer budgets (issue 4), in headless Debian Chromium with WebGL through SwiftShader:
//  - 4JSV (22,194 atoms) in our structure viewer → first drawn frame, beside a bare 3Dmol page
//    drawing the same file the same way (cartoon, zoom to fit) in the same run; overhead goal ≤ 1.2;
//  - hover-to-highlight latency on 4JSV (hover a residue in the sequence viewer → highlighted frame);
//  - scatter plot of 100,000 points drawn < 200 ms.
// Needs the built app (npx vite build). Starts its own server. Run: npx tsx bench/viewers.bench.mjs
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { readFixture } from '@bench/fixtures';
import { freePort } from './lib/ports.ts';
import { reportFigure } from './lib/summary.ts';

const PORT = Number(process.env.BENCH_PORT) || (await freePort());
const RUNS = 5;
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pdb = readFixture('pdb', '4jsv.pdb');
const threeDmol = createRequire(import.meta.url).resolve('3dmol/build/3Dmol-min.js');
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--enable-unsafe-swiftshader',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];

async function startServer() {
  const server = spawn('node', ['tests/e2e/serve.mjs', String(PORT)], { cwd: root, stdio: 'ignore', detached: true });
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/api/config`)).ok) return server;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

/** Waits in the page for a performance mark made after `since`, then for the frame to be presented. */
const AFTER_MARK = `(name, since) => new Promise((resolve) => {
  const done = () => requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now())));
  const seen = () => performance.getEntriesByName(name).some((e) => e.startTime >= since);
  if (seen()) return done();
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName(name).some((e) => e.startTime >= since)) { observer.disconnect(); done(); }
  }).observe({ entryTypes: ['mark'] });
})`;

async function bare3Dmol(browser) {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await page.setContent('<div id="v" style="width:1352px;height:560px;position:relative"></div>');
  await page.addScriptTag({ path: threeDmol });
  const ms = await page.evaluate(async (text) => {
    const viewer = $3Dmol.createViewer(document.getElementById('v'), { backgroundColor: 'white' });
    // like ours, timed from the PDB text in hand with the viewer already created
    const t0 = performance.now();
    viewer.addModel(text, 'pdb');
    viewer.setStyle({}, { cartoon: { color: 'spectrum' } });
    viewer.zoomTo();
    viewer.render();
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const firstFrame = performance.now() - t0;
    // one more frame of the same scene: the floor under any highlight that redraws the canvas
    const t1 = performance.now();
    viewer.render();
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    return { firstFrame, redraw: performance.now() - t1 };
  }, pdb);
  await page.close();
  return ms;
}

async function ourViewer(browser) {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await page.goto(`http://127.0.0.1:${PORT}/__samples/pv-structure-viewer?file=4jsv.pdb`);
  const end = await page.evaluate(`(${AFTER_MARK})('structure-viewer:painted', 0)`);
  const start = await page.evaluate(() => performance.getEntriesByName('structure-viewer:models-start')[0].startTime);
  return { page, ms: end - start, fromNavigation: end };
}

async function hoverLatency(page) {
  const cells = page.getByRole('listbox', { name: 'Sequence of 4jsv' }).locator('[data-index]');
  const samples = [];
  for (let i = 0; i < 8; i++) {
    const cell = cells.nth(20 + i * 3);
    const box = await cell.boundingBox();
    const since = await page.evaluate(() => performance.now());
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const end = await page.evaluate(`(${AFTER_MARK})('structure-viewer:hover-drawn', ${since})`);
    samples.push(end - since);
  }
  return median(samples);
}

async function scatter(browser) {
  const samples = [];
  for (let i = 0; i < RUNS; i++) {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await page.goto(`http://127.0.0.1:${PORT}/__samples/scatter-plot?points=100000`);
    const end = await page.evaluate(`(${AFTER_MARK})('scatter-plot:drawn', 0)`);
    const start = await page.evaluate(() => performance.getEntriesByName('scatter-plot:build')[0].startTime);
    samples.push(end - start);
    await page.close();
  }
  return median(samples);
}

const server = await startServer();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });
try {
  const bare = [];
  const redraw = [];
  const ours = [];
  const navigation = [];
  let hover = NaN;
  for (let i = 0; i < RUNS; i++) {
    const plain = await bare3Dmol(browser);
    bare.push(plain.firstFrame);
    redraw.push(plain.redraw);
    const run = await ourViewer(browser);
    ours.push(run.ms);
    navigation.push(run.fromNavigation);
    if (i === RUNS - 1) hover = await hoverLatency(run.page);
    await run.page.close();
  }
  const ratio = median(ours) / median(bare);
  reportFigure('4JSV first frame, ours / bare 3Dmol', `${ratio.toFixed(2)}×`, '≤ 1.2×', ratio <= 1.2);
  const scatterMs = await scatter(browser);
  reportFigure('scatter of 100,000 points drawn', `${scatterMs.toFixed(0)} ms`, '< 200 ms', scatterMs < 200);
  console.table(
    [
      { measure: '4JSV first frame, bare 3Dmol page (ms)', median: median(bare).toFixed(0), budget: '', ok: '' },
      {
        measure: '4JSV first frame, our viewer, from PDB in hand (ms)',
        median: median(ours).toFixed(0),
        budget: '',
        ok: '',
      },
      {
        measure: 'overhead ratio ours / bare',
        median: ratio.toFixed(2),
        budget: '≤ 1.2',
        ok: ratio <= 1.2 ? 'yes' : 'NO',
      },
      {
        measure: '4JSV first frame, our viewer, from navigation (ms)',
        median: median(navigation).toFixed(0),
        budget: '',
        ok: '',
      },
      { measure: 'hover-to-highlight on 4JSV (ms)', median: hover.toFixed(0), budget: '', ok: '' },
      { measure: 'one redraw of 4JSV, bare 3Dmol page (ms)', median: median(redraw).toFixed(0), budget: '', ok: '' },
      { measure: 'scatter 100,000 points drawn (ms)', median: scatterMs.toFixed(0), budget: '< 200', ok: '' },
    ].map((row) => (row.measure.startsWith('scatter') ? { ...row, ok: Number(row.median) < 200 ? 'yes' : 'NO' } : row)),
  );
} finally {
  await browser.close();
  process.kill(-server.pid, 'SIGTERM');
}
