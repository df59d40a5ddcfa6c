import { describe, expect, it } from 'vitest';
import { superpositionIssue } from '../src/superpositionRules.ts';

describe('superposition rules (spec 2 §5)', () => {
  const s = (name: string, selectedAtoms: number, selectedBackboneAtoms = selectedAtoms) => ({
    name,
    selectedAtoms,
    selectedBackboneAtoms,
  });
  it('needs 2 structures with selections, ≥3 atoms each, equal counts', () => {
    expect(superpositionIssue([s('a', 10)], false)).toBe('Select atoms in at least 2 structures to superpose them.');
    expect(superpositionIssue([s('a', 10), s('b', 0)], false)).toBe(
      'Select atoms in at least 2 structures to superpose them.',
    );
    expect(superpositionIssue([s('a', 2), s('b', 2)], false)).toBe('Select at least 3 atoms in a to superpose it.');
    expect(superpositionIssue([s('a', 5), s('b', 6)], false)).toBe(
      'Superposition needs the same number of selected atoms in every structure.',
    );
    expect(superpositionIssue([s('a', 5), s('b', 5), s('c', 0)], false)).toBeNull();
  });
  it('the backbone variant counts backbone atoms only', () => {
    expect(superpositionIssue([s('a', 8, 2), s('b', 8, 4)], true)).toBe(
      'Select at least 3 backbone atoms in a to superpose it.',
    );
    expect(superpositionIssue([s('a', 8, 4), s('b', 9, 4)], true)).toBeNull();
  });
});
