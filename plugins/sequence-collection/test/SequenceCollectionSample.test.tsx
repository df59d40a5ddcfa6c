import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { Api, LocalPrefs, Notify, definePlugin, type SequenceViewerData, type ViewerProps } from '@bench/sdk';
import { parseFasta } from '@bench/structure';
import { createTestWorkbench, fakeApi, fakeNotify, provide } from '@bench/testing';
import { readFixture } from '@bench/fixtures';
import sequenceCollection from '../src/index.ts';
import { sampleRows } from '../src/samples/SequenceCollectionSample.tsx';

const FASTA = readFixture('fasta/protein_lib.fa');

/** Stands in for the logo (another plugin): shows what the sample hands to sequence viewers. */
const logo = definePlugin({
  id: 'fake-logo',
  contributes: {
    viewers: [
      {
        id: 'logo',
        label: 'Sequence Logo',
        shows: ['sequences'],
        component: async () => ({
          default: ({ data }: ViewerProps) => {
            const { sequences, selectedIds } = data as SequenceViewerData;
            return (
              <p>
                logo of {sequences.length} sequences, {selectedIds.length} selected
              </p>
            );
          },
        }),
      },
    ],
  },
});

function open(
  api = fakeApi({ 'GET /api/samples/fixtures/:name': ({ params }) => ({ name: params.name, text: FASTA }) }),
) {
  createTestWorkbench({
    plugins: [sequenceCollection, logo],
    route: '/__samples/cy-sequence-collection-view-sample',
    services: [
      provide(Api, api),
      provide(Notify, fakeNotify()),
      provide(LocalPrefs, { get: <T,>(_: string, fallback: T) => fallback, set: () => {} }),
    ],
  }).render();
  return api;
}

describe("'cy-sequence-collection-view-sample'", () => {
  it('turns every FASTA record of the fixture into a row', () => {
    const records = parseFasta(FASTA).records;
    const rows = sampleRows(FASTA);
    expect(records.length).toBeGreaterThan(5);
    expect(rows.map((r) => [r.name, r.sequence])).toEqual(records.map((r) => [r.name, r.sequence]));
    expect(rows[0].name).toMatch(/^sp\|P00193\|FER_PEPAS/);
  });

  it('shows protein_lib.fa in the sequence table and hands it to the logo; selecting updates both', async () => {
    const api = open();
    const count = parseFasta(FASTA).records.length;
    expect(await screen.findByText(`${count} sequences from protein_lib.fa · 0 selected`)).toBeTruthy();
    expect(api.calls.map((c) => c.path)).toContain('/api/samples/fixtures/protein_lib.fa');
    expect(screen.getByRole('heading', { name: 'Sequence collection: protein_lib.fa' })).toBeTruthy();

    const table = screen.getByRole('table', { name: 'Sequences' });
    expect(within(table).getByTitle(/^sp\|P00193\|FER_PEPAS Ferredoxin/)).toBeTruthy();
    const logoSection = screen.getByRole('region', { name: 'Sequence Logo' });
    expect(await within(logoSection).findByText(`logo of ${count} sequences, 0 selected`)).toBeTruthy();

    fireEvent.click(within(table).getByRole('checkbox', { name: /^Select sp\|P00193\|FER_PEPAS/ }));
    expect(await screen.findByText(`${count} sequences from protein_lib.fa · 1 selected`)).toBeTruthy();
    expect(within(logoSection).getByText(`logo of ${count} sequences, 1 selected`)).toBeTruthy();
  });

  it('says so when the fixture is not available', async () => {
    open(fakeApi());
    expect((await screen.findByRole('alert')).textContent).toMatch(/Fixture protein_lib.fa is not available here/);
  });
});
