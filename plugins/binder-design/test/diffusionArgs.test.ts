import { describe, expect, it } from 'vitest';
import {
  contigText,
  parseDiffusionParameters,
  targetRange,
  writeDiffusionParameters,
  type DiffusionParameters,
} from '../src/diffusionArgs.ts';

const TEXT = [
  'contigmap.contigs=[A1-46/0 50-150]',
  'inference.num_designs=10',
  'ppi.hotspot_res=[A30,A33]',
  'denoiser.noise_scale_ca=0',
].join('\n');

describe('advanced binder command lines (spec 1 §4)', () => {
  it('reads the contig line, the designs line and keeps the rest as custom arguments', () => {
    expect(parseDiffusionParameters(TEXT)).toEqual({
      contig: { chain: 'A', start: 1, end: 46, minLength: 50, maxLength: 150 },
      designs: 10,
      custom: ['ppi.hotspot_res=[A30,A33]', 'denoiser.noise_scale_ca=0'],
    });
  });

  it.each<[string, DiffusionParameters]>([
    [
      'all parts',
      {
        contig: { chain: 'B', start: 17, end: 145, minLength: 70, maxLength: 100 },
        designs: 3,
        custom: ['inference.ckpt_override_path=x.pt'],
      },
    ],
    ['no contig', { contig: null, designs: 5, custom: [] }],
    ['only custom lines', { contig: null, designs: null, custom: ['a=1', 'b=2'] }],
    [
      'negative residue numbers',
      { contig: { chain: 'C', start: -3, end: 12, minLength: 1, maxLength: 1 }, designs: 1, custom: [] },
    ],
  ])('round-trips parameters → text → parameters: %s', (_name, params) => {
    expect(parseDiffusionParameters(writeDiffusionParameters(params))).toEqual(params);
  });

  it('round-trips canonical text → parameters → text', () => {
    expect(writeDiffusionParameters(parseDiffusionParameters(TEXT))).toBe(TEXT);
  });

  it('orders lines on writing and tolerates spaces and blank lines on reading', () => {
    const messy = '\n  foo=bar \ninference.num_designs = 4\n\ncontigmap.contigs = [ A5-9/0 10-20 ]\n';
    expect(writeDiffusionParameters(parseDiffusionParameters(messy))).toBe(
      'contigmap.contigs=[A5-9/0 10-20]\ninference.num_designs=4\nfoo=bar',
    );
  });

  it('keeps an unreadable contig line, and a second designs line, as custom arguments', () => {
    const p = parseDiffusionParameters(
      'contigmap.contigs=[A1-10 50-60]\ninference.num_designs=2\ninference.num_designs=3',
    );
    expect(p).toEqual({
      contig: null,
      designs: 2,
      custom: ['contigmap.contigs=[A1-10 50-60]', 'inference.num_designs=3'],
    });
  });

  it('writes the contig value stored as rf_diffusion_contigs', () => {
    expect(contigText({ chain: 'A', start: 1, end: 46, minLength: 50, maxLength: 150 })).toBe('[A1-46/0 50-150]');
  });

  it('derives the target range from an interface selection: chain by order, numbered within the chain', () => {
    expect(targetRange([12, 13, 14], 'AAAAAAAAAA/BBBBBBBBBB')).toEqual({ chain: 'B', start: 2, end: 4 });
    expect(targetRange([], 'AAAA/BB')).toEqual({ chain: 'A', start: 1, end: 4 });
  });
});
