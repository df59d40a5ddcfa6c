"""PDBFixer: reading a structure and completing it for molecular mechanics; the pieces Prepare's step
(plugins/prepare/engine/prepare.py) builds on."""

import io
import random

from errors import JobError
from openmm import unit
from openmm.app import PDBFile
from pdbfixer import PDBFixer
from pdbfixer.pdbfixer import dnaResidues, proteinResidues, rnaResidues

PH = 7.0
# A peptide C–N bond is 1.33 Å; OpenMM bonds consecutive residues of a chain whatever the distance.
BROKEN_PEPTIDE = 2.0  # Å
POLYMER = set(proteinResidues) | set(dnaResidues) | set(rnaResidues)
WATER = {'HOH', 'WAT', 'DOD', 'H2O', 'TIP3', 'SOL'}
# PDBFixer builds a missing stretch by simulation: a 55-residue gap (4jsv) took tens of minutes,
# and a loop that long is invention rather than a model. Longer gaps stay open, with a note.
MAX_BUILT_GAP = 15


def load(pdb_text):
    if not any(line.startswith(('ATOM', 'HETATM')) for line in pdb_text.splitlines()):
        raise JobError('The structure has no atoms.')
    try:
        return PDBFixer(pdbfile=io.StringIO(pdb_text))
    except Exception as error:
        raise JobError(f'The structure could not be read (truncated or not PDB?): {error}') from error


def write(topology, positions):
    out = io.StringIO()
    PDBFile.writeFile(topology, positions, out, keepIds=True)
    return out.getvalue()


def label(residue):
    return f'{residue.name} {residue.chain.id}{residue.id}{residue.insertionCode.strip()}'


def remove_heterogens(fixer):
    """Removes waters, ligands and ions (PDBFixer keeps UNK, which then fails parameterisation
    with a clear message); returns a note on what went, or None."""
    waters = [r for r in fixer.topology.residues() if r.name in WATER]
    others = [
        r
        for r in fixer.topology.residues()
        if r.name not in POLYMER and r.name not in WATER and r.name not in ('N', 'UNK')
    ]
    fixer.removeHeterogens(keepWater=False)
    parts = []
    if others:
        parts.append(
            f'ligands and ions removed ({", ".join(label(r) for r in others[:12])}{" …" if len(others) > 12 else ""})'
        )
    if waters:
        parts.append(f'{len(waters)} water molecules removed')
    return '; '.join(parts) or None


def add_hydrogens(fixer, seed):
    """Hydrogens at pH 7. OpenMM places them at random points (Python's `random`) before minimising
    them, so the same input and seed give the same atoms only when that generator is seeded too."""
    random.seed(seed)
    fixer.addMissingHydrogens(PH)


def add_missing_atoms(fixer, seed):
    """Adds missing heavy atoms (and terminal OXT); returns a note, or None when nothing was missing."""
    fixer.findMissingAtoms()
    residues = len(fixer.missingAtoms)
    atoms = sum(len(a) for a in fixer.missingAtoms.values()) + sum(len(a) for a in fixer.missingTerminals.values())
    added = sum(len(r) for r in fixer.missingResidues.values())
    fixer.addMissingAtoms(seed=seed)
    parts = []
    if added:
        parts.append(f'{added} missing residues built inside chains')
    if atoms:
        parts.append(f'{atoms} missing heavy atoms added in {residues + len(fixer.missingTerminals)} residues')
    return '; '.join(parts) or None


def for_mm(pdb_text, seed, hydrogens=True):
    """A structure ready for the force field: heterogens stripped (no ligand parameters ship here),
    missing heavy atoms added, hydrogens at pH 7 unless `hydrogens` is False. Nonstandard residues
    are refused: replacing them is Prepare's job. Returns (topology, positions, notes)."""
    fixer = load(pdb_text)
    refuse_unfit(fixer)
    fixer.missingResidues = {}
    removed = remove_heterogens(fixer)
    notes = [
        removed and f'{removed} before molecular mechanics (no ligand parameters ship here)',
        add_missing_atoms(fixer, seed),
    ]
    if hydrogens:
        add_hydrogens(fixer, seed)
    return fixer.topology, fixer.positions, [n for n in notes if n]


def residue_key(residue):
    """(chain, residue number as written, insertion code): a residue by its PDB identity."""
    return (residue.chain.id, residue.id.strip(), residue.insertionCode.strip())


def refuse_unfit(fixer, spared=frozenset()):
    """Refuses what the force field cannot take: nonstandard residues (Prepare replaces them) and
    chain breaks, leaving out residues in `spared` (residue_key), which a step is about to rebuild."""
    fixer.findNonstandardResidues()
    found = ', '.join(label(r) for r, _ in fixer.nonstandardResidues if residue_key(r) not in spared)
    if found:
        raise JobError(
            f'Nonstandard residues have no force-field parameters here ({found}); run Prepare first, which replaces them.'
        )
    refuse_chain_breaks(fixer, spared)


def chain_breaks(topology, positions):
    """(residue before, residue after, C–N distance in Å) of each break inside a chain."""
    xyz = positions.value_in_unit(unit.angstrom)
    for chain in topology.chains():
        residues = list(chain.residues())
        for before, after in zip(residues, residues[1:]):
            c = next((a.index for a in before.atoms() if a.name == 'C'), None)
            n = next((a.index for a in after.atoms() if a.name == 'N'), None)
            if c is None or n is None:
                continue
            gap = sum((xyz[c][k] - xyz[n][k]) ** 2 for k in range(3)) ** 0.5
            if gap > BROKEN_PEPTIDE:
                yield before, after, gap


def refuse_chain_breaks(fixer, spared=frozenset()):
    """Molecular mechanics across a gap would stretch one bond over the missing residues."""
    for before, after, gap in chain_breaks(fixer.topology, fixer.positions):
        if residue_key(before) in spared or residue_key(after) in spared:
            continue
        raise JobError(
            f'Chain {before.chain.id} is broken between {label(before)} and {label(after)} (C–N {gap:.1f} Å): '
            f'residues are missing. Run Prepare first (it builds missing stretches of up to {MAX_BUILT_GAP} residues from SEQRES records; '
            'a chain it leaves broken must be completed elsewhere, e.g. by homology modelling, before molecular mechanics).'
        )
