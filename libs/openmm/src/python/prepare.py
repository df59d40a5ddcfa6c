"""PDBFixer: reading a structure, the Prepare task, and completing a structure for molecular mechanics."""

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


def buildable_gaps(fixer):
    """Keeps the missing stretches Prepare builds: inside a chain (a tail modelled from nothing is
    invention) and at most MAX_BUILT_GAP long. Returns the gaps left open as (label of the residue
    before, length), in chain order."""
    chains = list(fixer.topology.chains())
    residues = [list(c.residues()) for c in chains]
    inside = {k: v for k, v in fixer.missingResidues.items() if 0 < k[1] < len(residues[k[0]])}
    long = sorted(k for k, v in inside.items() if len(v) > MAX_BUILT_GAP)
    fixer.missingResidues = {k: v for k, v in inside.items() if k not in long}
    return [(label(residues[c][i - 1]), len(inside[(c, i)])) for c, i in long]


def listed(items, most=8, separator=', '):
    return separator.join(items[:most]) + (' …' if len(items) > most else '')


def long_gaps_note(gaps):
    """The warning a scientist reads on the gaps left open, or None."""
    if not gaps:
        return None
    return (
        f'{len(gaps)} missing stretch{"es" if len(gaps) > 1 else ""} longer than {MAX_BUILT_GAP} residues left open '
        f'({listed([f"{n} after {before}" for before, n in gaps])}): the chain stays broken there'
    )


def unknown_gaps_note(topology, positions, known):
    """Chain breaks that remain without a SEQRES record of what is missing (a structure written by
    the loader has none), except those `known` (labels of the residue before a gap already named)."""
    breaks = [(before, after) for before, after, _ in chain_breaks(topology, positions) if label(before) not in known]
    if not breaks:
        return None

    def missing(before, after):
        try:
            return f', {int(after.id) - int(before.id) - 1} missing by numbering'
        except ValueError:
            return ''

    where = listed([f'{label(b)}–{label(a)}{missing(b, a)}' for b, a in breaks], separator='; ')
    return (
        f'{len(breaks)} chain break{"s" if len(breaks) > 1 else ""} left open ({where}): the structure has no SEQRES record '
        'of the missing residues, so Prepare cannot build them'
    )


def prepare(pdb_text, seed, report=lambda fraction, step: None):
    """The Prepare task: missing residues inside chains (stretches up to MAX_BUILT_GAP), missing
    heavy atoms, nonstandard residues replaced, waters and heterogens removed, hydrogens at pH 7;
    `report(fraction, step)` at each step. Returns (topology, positions, notes)."""
    report(0, 'Reading the structure')
    fixer = load(pdb_text)
    report(0.05, 'Finding missing residues')
    fixer.findMissingResidues()
    long = buildable_gaps(fixer)
    fixer.findNonstandardResidues()
    replaced = [f'{label(r)} → {name}' for r, name in fixer.nonstandardResidues]
    fixer.replaceNonstandardResidues()
    removed = remove_heterogens(fixer)
    built = sum(len(v) for v in fixer.missingResidues.values())
    report(0.1, f'Building {built} missing residues and missing atoms' if built else 'Adding missing atoms')
    notes = [removed, add_missing_atoms(fixer, seed), long_gaps_note(long)]
    if replaced:
        notes.append(f'nonstandard residues replaced ({", ".join(replaced)})')
    report(0.6, f'Adding hydrogens (pH {PH:g})')
    before = fixer.topology.getNumAtoms()
    add_hydrogens(fixer, seed)
    notes.append(f'{fixer.topology.getNumAtoms() - before} hydrogens added (pH {PH:g})')
    report(0.95, 'Checking chain breaks')
    notes.append(unknown_gaps_note(fixer.topology, fixer.positions, {before for before, _ in long}))
    return fixer.topology, fixer.positions, [n for n in notes if n]


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
