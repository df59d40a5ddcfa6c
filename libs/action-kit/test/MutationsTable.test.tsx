import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ActionFormProvider } from '../src/ui/ActionFormContext.tsx';
import { MUTATION_FILE_MESSAGES } from '../src/mutations/errors.ts';
import { MutationsTable } from '../src/ui/MutationsTable.tsx';
import { NOT_AMINO_ACID_MESSAGE } from '../src/mutations/letters.ts';
import { actionFormData } from '../src/ui/formData.ts';
import { parsePssm } from '../src/mutations/pssm.ts';
import { sourcesFromSequences, type MutationsInput } from '../src/rules/mutationsTable.ts';
import type { MutationSource } from '../src/mutations/table.ts';
import type { TableRules } from '../src/mutations/status.ts';
import { fixturePath } from '@bench/fixtures';

const fixtures = fixturePath();
const pssmText = readFileSync(join(fixtures, 'pssm', '7CEI.A.pssm'), 'utf8');
/** 7CEI chain A (colicin E7 immunity protein), the query sequence its PSSM was computed for */
const sequence = parsePssm(pssmText)
  .rows.map((r) => r.residue)
  .join('');
/** Bounds read from two test settings, as a job's table rules read its family's. */
const bounds = (settings: Readonly<Record<string, unknown>>) => ({
  warningExponent: Number(settings.spaceWarning),
  limitExponent: Number(settings.spaceLimit),
});
const settings = { maxResults: 10_000, spaceWarning: 6, spaceLimit: 9 };

function renderTable(
  options: {
    rules?: TableRules;
    positions?: number[];
    value?: MutationsInput;
    readOnly?: boolean;
    sources?: MutationSource[];
  } = {},
) {
  const positions = options.positions ?? [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
  const form = actionFormData({
    selectors: [{ _id: 's1', name: 'N-terminus', positions }],
    freeLigands: [],
    sourceStructures: [{ _id: 'p1', name: '7CEI', sequence }],
    mutationSources: options.sources ?? sourcesFromSequences([sequence]),
    settings,
  });
  const changes: MutationsInput[] = [];
  // biome-ignore lint/correctness/noComponentHookFactories: closes over this call's options and change log; rendered once per call
  function Harness() {
    const [value, setValue] = useState<MutationsInput | undefined>(options.value);
    const onChange = (next: MutationsInput) => {
      changes.push(next);
      setValue(next);
    };
    return (
      <ActionFormProvider value={form}>
        <MutationsTable
          rules={options.rules ?? { onlyOriginals: 'warning', bounds }}
          selector="s1"
          value={value}
          onChange={onChange}
          readOnly={options.readOnly ?? false}
        />
      </ActionFormProvider>
    );
  }
  render(<Harness />);
  return { changes, last: () => changes[changes.length - 1] };
}

const status = () => document.querySelector('.bn-mutations__status') as HTMLElement;
const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const upload = async (name: string, text: string) => {
  const file = new File([text], name, { type: 'text/plain' });
  await act(async () => {
    fireEvent.change(screen.getByLabelText('Mutations file'), { target: { files: [file] } });
  });
};

describe('MutationsTable', () => {
  it('shows one row per selector position with its original, and 20 letters plus repack', () => {
    renderTable();
    expect(screen.getAllByRole('row')).toHaveLength(11);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Position', 'Originals', 'Prevent repacking', ...'ACDEFGHIKLMNPQRSTVWY', 'Repack']);
    expect(screen.getByText('M 100%')).toBeTruthy();
  });

  it("names each position's residue in the source files: chain and number, both when two sources differ", () => {
    const numbered = (chain: string, first: number): MutationSource => ({
      poseId: chain,
      residues: [...sequence].map((letter, i) => ({ letter, type: 'caa', residue: `${chain}:${first + i}` })),
    });
    renderTable({ positions: [1, 2], sources: [numbered('A', 155), numbered('A', 155)] });
    const cells = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelector('[role="cell"]')?.textContent);
    expect(cells()).toEqual(['1A:155', '2A:156']);
    expect(screen.getByTitle('Residue A:155 in the source file')).toBeTruthy();
    cleanup();
    renderTable({ positions: [1], sources: [numbered('A', 155), numbered('B', 1)] });
    expect(cells()).toEqual(['1A:155 / B:1']);
    cleanup();
    renderTable({ positions: [1] }); // sources without a structure tree: the position alone
    expect(cells()).toEqual(['1']);
  });

  it('moves from NoneEnabled (error) to Validated, and judges only-originals by the job rules', () => {
    const { last } = renderTable();
    expect(status().dataset.status).toBe('NoneEnabled');
    expect(status().className).toContain('--error');
    fireEvent.click(box('A at 1'));
    expect(status().dataset.status).toBe('Validated');
    expect(last()['1']).toEqual({ mutations: 'A', prevent_repacking: false });
    fireEvent.click(box('A at 1'));
    fireEvent.click(box('M at 1'));
    expect(status().dataset.status).toBe('AllOriginals');
    expect(status().className).toContain('--warning');
  });

  it('calls only originals an error for flex design', () => {
    renderTable({ rules: { onlyOriginals: 'error', bounds }, value: { '1': { mutations: 'M' } } });
    expect(status().dataset.status).toBe('AllOriginals');
    expect(status().className).toContain('--error');
  });

  it('shows the sequence space: the product of enabled counts', () => {
    renderTable({ value: { '1': { mutations: 'AC' }, '2': { mutations: 'DEF' } } });
    expect(status().textContent).toContain('Sequence space: 6');
  });

  it('applies the real 7CEI.A PSSM at threshold 0, then re-applies a higher threshold', async () => {
    const { last } = renderTable();
    await upload('7CEI.A.pssm', pssmText);
    expect(screen.getByRole('status').textContent).toBe(MUTATION_FILE_MESSAGES.thresholdEnabled);
    expect(screen.getByText(/Scores range from -\d+ to \d+/)).toBeTruthy();
    const atZero = Object.values(last()).map((m) => m.mutations.length);
    expect(box('M at 1').checked).toBe(true);
    expect(status().dataset.status).not.toBe('NoneEnabled');

    const sum = (xs: number[]) => xs.reduce((a, b) => a + b);
    // allowedMutations: what the threshold enables, told while it is edited, before Apply
    const allowed = () => Number(screen.getByText(/this threshold allows/).textContent!.match(/allows (\d+)/)![1]);
    expect(allowed()).toBe(sum(atZero));

    const threshold = screen.getByRole('spinbutton', { name: 'PSSM threshold' });
    fireEvent.change(threshold, { target: { value: '5' } });
    fireEvent.blur(threshold);
    const told = allowed();
    expect(told).toBeLessThan(sum(atZero));
    expect(sum(Object.values(last()).map((m) => m.mutations.length))).toBe(sum(atZero));
    fireEvent.click(screen.getByRole('button', { name: 'Apply threshold' }));
    const atFive = Object.values(last()).map((m) => m.mutations.length);
    expect(sum(atFive)).toBe(told);
    expect(last()['1'].mutations).toBe('M');
  });

  it('enables the mutations of an uploaded CSV', async () => {
    const { last } = renderTable();
    await upload('mutations.csv', 'Position,Mutations\n1,AV\n3,K\n');
    expect(screen.getByRole('status').textContent).toBe(MUTATION_FILE_MESSAGES.csvEnabled);
    expect(last()['1'].mutations).toBe('AV');
    expect(box('K at 3').checked).toBe(true);
  });

  it('rejects a binary CSV that is not square, with the alert', async () => {
    renderTable();
    await upload('binary.csv', `Position,${[...'ACDEFGHIKLMNPQRSTVWY'].join(',')}\n1,1,0,1\n`);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(MUTATION_FILE_MESSAGES.badFile);
    expect(alert.textContent).toContain(MUTATION_FILE_MESSAGES.notSquare);
  });

  it('rejects a PSSM of another sequence', async () => {
    renderTable({ sources: sourcesFromSequences(['GGGGGGGGGG']) });
    await upload('7CEI.A.pssm', pssmText);
    expect(screen.getByRole('alert').textContent).toContain(MUTATION_FILE_MESSAGES.pssmMismatch);
  });

  it('asks before overwriting current mutations', async () => {
    const { last } = renderTable({ value: { '2': { mutations: 'W' } } });
    await upload('mutations.csv', 'Position,Mutations\n1,AV\n');
    expect(screen.getByText(MUTATION_FILE_MESSAGES.overwrite)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText(MUTATION_FILE_MESSAGES.overwrite)).toBeNull());
    expect(box('A at 1').checked).toBe(false);

    await upload('mutations.csv', 'Position,Mutations\n1,AV\n');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'OK' })));
    expect(last()['1'].mutations).toBe('AV');
  });

  it('is read-only after Run', () => {
    renderTable({ readOnly: true, value: { '1': { mutations: 'A' } } });
    expect(screen.getByText(MUTATION_FILE_MESSAGES.locked)).toBeTruthy();
    expect(box('A at 1').disabled).toBe(true);
    expect(screen.queryByLabelText('Mutations file')).toBeNull();
  });

  it('hides nucleotide rows and disables non-amino-acid rows', () => {
    const mixed: MutationSource = {
      poseId: 'x',
      residues: [
        { letter: 'A', type: 'caa' },
        { letter: 'X', type: 'ligand' },
        { letter: 'G', type: 'cdna' },
      ],
    };
    renderTable({ positions: [1, 2, 3], sources: [mixed] });
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText(NOT_AMINO_ACID_MESSAGE)).toBeTruthy();
    expect(box('A at 2').disabled).toBe(true);
    expect(box('A at 1').disabled).toBe(false);
  });
});
