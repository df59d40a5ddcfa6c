import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Api, LocalPrefs, Notify } from '@bench/sdk';
import { createTestWorkbench, fakeApi, fakeNotify, provide } from '@bench/testing';
import { readFixture } from '@bench/fixtures';
import smallMolecules from '../src/index.ts';
import { sdfDataField, smilesList } from '../src/model.ts';
import { MORE_SMILES } from '../src/samples/SmilesViewerSample.tsx';

// the server draws depictions (tests/api/ligands.test.ts): record the requests instead
const depictSmiles = vi.hoisted(() =>
  vi.fn(async (_api: unknown, smiles: string) => `<svg data-smiles="${smiles}"></svg>`),
);
vi.mock('@bench/structure', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@bench/structure')>()),
  depictSmiles,
}));

const MOL = readFixture('sdf/s58_rcsb.mol');
const S58 = 'c1cc(ccc1c2cc(nn2c3ccc(cc3)S(=O)(=O)N)C(F)(F)F)Br';

function open() {
  const api = fakeApi({ 'GET /api/samples/fixtures/:name': ({ params }) => ({ name: params.name, text: MOL }) });
  createTestWorkbench({
    plugins: [smallMolecules],
    route: '/__samples/smiles-viewer',
    services: [
      provide(Api, api),
      provide(Notify, fakeNotify()),
      provide(LocalPrefs, { get: <T,>(_: string, fallback: T) => fallback, set: () => {} }),
    ],
  }).render();
  return api;
}

describe("'smiles-viewer' sample", () => {
  it('reads the SMILES data item of the fixture', () => {
    expect(sdfDataField(MOL, 'SMILES')).toBe(S58);
    expect(sdfDataField(MOL, 'NO_SUCH_FIELD')).toBeNull();
    expect(smilesList(` ${S58}  CCO\n`)).toEqual([S58, 'CCO']);
  });

  it("depicts the fixture's SMILES and two more, and what is typed in the field", async () => {
    depictSmiles.mockClear();
    const api = open();
    const field = (await screen.findByLabelText('SMILES (separated by spaces)')) as HTMLInputElement;
    expect(api.calls.map((c) => c.path)).toContain('/api/samples/fixtures/s58_rcsb.mol');
    expect(field.value).toBe([S58, ...MORE_SMILES].join(' '));
    expect(await screen.findByRole('img', { name: `2D depiction of ${S58}` })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(3));
    expect(depictSmiles.mock.calls.map(([, smiles]) => smiles)).toEqual([S58, ...MORE_SMILES]);

    fireEvent.change(field, { target: { value: 'CCO' } });
    expect(await screen.findByRole('img', { name: '2D depiction of CCO' })).toBeTruthy();
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(depictSmiles).toHaveBeenLastCalledWith(api, 'CCO', expect.objectContaining({ width: expect.any(Number) }));
  });
});
