import { describe, expect, it } from 'vitest';
import { rejectionText } from '../src/importBatch.ts';

describe("a rejected file's line", () => {
  it('leads with the file name once', () => {
    expect(rejectionText({ file: 'a.mol', reason: 'Unable to import files with extensions: .mol' })).toBe(
      'a.mol: Unable to import files with extensions: .mol',
    );
    expect(
      rejectionText({
        file: '1crn.sdf',
        reason: '1crn.sdf is a PDB structure file, not the SDF or MOL small-molecule file expected here.',
      }),
    ).toBe('1crn.sdf is a PDB structure file, not the SDF or MOL small-molecule file expected here.');
  });
});
