import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { AlleleLegend } from '../src/view/AlleleLegend.tsx';
import { alleleStyles, axisSize, bindingAxisTitle } from '../src/view/graphStyle.ts';

const ALLELES = [
  'HLA-A*01:01',
  'HLA-A*02:01',
  'HLA-A*03:01',
  'HLA-A*24:02',
  'HLA-B*07:02',
  'HLA-B*08:01',
  'HLA-B*15:01',
  'HLA-B*40:01',
];

function Harness() {
  const [highlighted, setHighlighted] = useState<string | null>(ALLELES[0]!);
  return <AlleleLegend alleles={ALLELES} highlighted={highlighted} onHighlight={setHighlighted} />;
}

describe('epitope graph', () => {
  it('calls a rank a percentile rank, lower = stronger, and nM an IC50', () => {
    expect(bindingAxisTitle('rank')).toBe('Percentile rank (%), lower = stronger');
    expect(bindingAxisTitle('nM')).toBe('IC50 (nM), lower = stronger');
  });

  it('highlights one allele in colour over the others in grey, or shows all in colour', () => {
    const styles = alleleStyles(ALLELES, 'HLA-A*03:01');
    expect(styles.filter((s) => s.coloured)).toEqual([{ stroke: '#1e8449', width: 2.25, coloured: true }]);
    expect(new Set(alleleStyles(ALLELES, null).map((s) => s.stroke)).size).toBe(8);
  });

  it('leaves the y axis room for its widest tick and its title', () => {
    expect(axisSize(['1', '10', '100', '1000', '10000'])).toBeGreaterThanOrEqual(5 * 7 + 30);
    expect(axisSize(['100000'])).toBeGreaterThan(axisSize(['100']));
  });

  it('the legend names every allele and choosing one highlights it; choosing it again shows all', () => {
    render(<Harness />);
    const pressed = () =>
      screen
        .getAllByRole('button')
        .filter((b) => b.getAttribute('aria-pressed') === 'true')
        .map((b) => b.textContent);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(ALLELES);
    expect(pressed()).toEqual(['HLA-A*01:01']);
    fireEvent.click(screen.getByRole('button', { name: 'HLA-B*07:02' }));
    expect(pressed()).toEqual(['HLA-B*07:02']);
    fireEvent.click(screen.getByRole('button', { name: 'HLA-B*07:02' }));
    expect(pressed()).toEqual([]);
  });
});
