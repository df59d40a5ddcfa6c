import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TabData } from '@bench/sdk';
import { renderSequenceActions } from '@bench/testing';
import aiFolding from '../src/index.ts';
import { FOLDING_UNAVAILABLE } from '../src/folding/launch.ts';

const HEAVY = { _id: 's1', name: 'heavy', sequence: 'MKVL', action_id: 'a1' };
const LIGHT = { _id: 's2', name: 'light', sequence: 'MKIL', action_id: 'a1' };
const COMPLEX = { _id: 's3', name: 'complex', sequence: 'MKVL/QQ' };

/** The fold launch in a sequence collection's toolbar, on a server that runs the given programs. */
function renderLaunch(
  selected: (typeof HEAVY)[] | (typeof COMPLEX)[],
  installed: { colabfold?: boolean; esmfold?: boolean } = {},
) {
  const bench = renderSequenceActions({
    plugin: aiFolding,
    selected,
    settings: {
      engines: installed.colabfold || installed.esmfold ? { ai_folding: 'external' } : {},
      pluginSettings: {
        folding: {
          colabfoldInstalled: installed.colabfold ?? false,
          openfoldInstalled: false,
          esmfoldInstalled: installed.esmfold ?? false,
        },
      },
    },
    routes: {
      // the ProteinMPNN run that designed heavy and light, on structure p1
      'GET /api/sessions/:sid/actions/:id': { _id: 'a1', name: 'ProteinMPNN', input: { pose_ids: ['p1'] } },
      'POST /api/sessions/:sid/structure_predictions/query': { models: [], total: 0 },
      'POST /api/sessions/:sid/pose_collections/query': { models: [], total: 0 },
      'POST /api/sessions/:sid/poses/getMany': [],
    },
  });
  /** what the opened creator tab was handed, as the session saved it */
  const creatorData = () =>
    bench.api.calls
      .flatMap((c) =>
        c.method === 'PUT'
          ? ((c.body as { state?: { tabs?: { open_tabs?: TabData[] } } }).state?.tabs?.open_tabs ?? [])
          : [],
      )
      .find((t) => t.kind === 'aiFoldingCreator')?.data;
  return { notify: bench.notify, creatorData };
}

const buttons = async () =>
  within(await screen.findByRole('group', { name: 'AI Folding' }))
    .queryAllByRole('button')
    .map((b) => b.textContent);

describe("a sequence collection's fold launch (spec 2 §2.2), offering only what this server runs", () => {
  it('offers the installed monomer tools, and hands the sequences, the tool and the designs’ source to the creator', async () => {
    const { creatorData } = renderLaunch([HEAVY, LIGHT], { colabfold: true, esmfold: true });
    expect(await buttons()).toEqual(['AlphaFold2 Monomer', 'ESMFold']);
    fireEvent.click(screen.getByRole('button', { name: 'ESMFold' }));
    await waitFor(() =>
      expect(creatorData()).toMatchObject({
        aiTool: 'ESMFold',
        reference: 'p1',
        targets: [
          { name: 'heavy', sequence: 'MKVL' },
          { name: 'light', sequence: 'MKIL' },
        ],
      }),
    );
  });

  it('offers AlphaFold2 Multimer alone for chains', async () => {
    renderLaunch([COMPLEX], { colabfold: true });
    expect(await buttons()).toEqual(['AlphaFold2 Multimer']);
  });

  it('says a multimer tool is not installed when the server runs only ESMFold', async () => {
    renderLaunch([COMPLEX], { esmfold: true });
    expect(await buttons()).toEqual([]);
    expect(
      screen.getByText(
        'AlphaFold2 Multimer is not installed on this server: an administrator sets BENCH_COLABFOLD_COMMAND to run it.',
      ),
    ).toBeTruthy();
  });

  it('says folding is not available here without any folding program, with no button', async () => {
    renderLaunch([HEAVY]);
    expect(await buttons()).toEqual([]);
    expect(screen.getByText(FOLDING_UNAVAILABLE)).toBeTruthy();
  });

  it('warns and opens nothing when no sequence is selected', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { notify, creatorData } = renderLaunch([], { esmfold: true });
    expect(await buttons()).toEqual(['ESMFold']);
    fireEvent.click(screen.getByRole('button', { name: 'ESMFold' }));
    expect(notify.messages).toContainEqual({ kind: 'warning', message: 'No sequences selected for AI Folding' });
    expect(warn).toHaveBeenCalledWith('No sequences selected for AI Folding');
    expect(creatorData()).toBeUndefined();
    warn.mockRestore();
  });
});
