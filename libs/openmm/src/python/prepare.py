"""PDBFixer: reading a structure, the Prepare task, and completing a structure for molecular mechanics."""
import io

from openmm import unit
from openmm.app import PDBFile
from pdbfixer import PDBFixer
from pdbfixer.pdbfixer import dnaResidues, proteinResidues, rnaResidues

from errors import JobError

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
    others = [r for r in fixer.topology.residues() if r.name not in POLYMER and r.name not in WATER and r.name not in ('N', 'UNK')]
    fixer.removeHeterogens(keepWater=False)
    parts = []
    if others:
        parts.append(f'ligands and ions removed ({", ".join(label(r) for r in others[:12])}{" …" if len(others) > 12 else ""})')
    if waters:
        parts.append(f'{len(waters)} water molecules removed')
    return '; '.join(parts) or None


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
    invention) and at most MAX_BUILT_GAP long. Returns a note on the gaps left open, or None."""
    chains = list(fixer.topology.chains())
    residues = [list(c.residues()) for c in chains]
    inside = {k: v for k, v in fixer.missingResidues.items() if 0 < k[1] < len(residues[k[0]])}
    long = sorted(k for k, v in inside.items() if len(v) > MAX_BUILT_GAP)
    fixer.missingResidues = {k: v for k, v in inside.items() if k not in long}
    if not long:
        return None
    where = ', '.join(f'{len(inside[k])} after {label(residues[k[0]][k[1] - 1])}' for k in long[:8])
    return (f'{len(long)} missing stretch{"es" if len(long) > 1 else ""} longer than {MAX_BUILT_GAP} residues left open '
            f'({where}{" …" if len(long) > 8 else ""}): the chain stays broken there')


def prepare(pdb_text, seed):
    """The Prepare task: missing residues inside chains, missing heavy atoms, nonstandard residues
    replaced, waters and heterogens removed, hydrogens at pH 7. Returns (topology, positions, notes)."""
    fixer = load(pdb_text)
    fixer.findMissingResidues()
    left_open = buildable_gaps(fixer)
    fixer.findNonstandardResidues()
    replaced = [f'{label(r)} → {name}' for r, name in fixer.nonstandardResidues]
    fixer.replaceNonstandardResidues()
    notes = [remove_heterogens(fixer), add_missing_atoms(fixer, seed), left_open]
    if replaced:
        notes.append(f'nonstandard residues replaced ({", ".join(replaced)})')
    before = fixer.topology.getNumAtoms()
    fixer.addMissingHydrogens(PH)
    notes.append(f'{fixer.topology.getNumAtoms() - before} hydrogens added (pH {PH:g})')
    return fixer.topology, fixer.positions, [n for n in notes if n]


def for_mm(pdb_text, seed, hydrogens=True):
    """A structure ready for the force field: heterogens stripped (no ligand parameters ship here),
    missing heavy atoms added, hydrogens at pH 7 unless `hydrogens` is False. Nonstandard residues
    are refused: replacing them is Prepare's job. Returns (topology, positions, notes)."""
    fixer = load(pdb_text)
    fixer.findNonstandardResidues()
    if fixer.nonstandardResidues:
        found = ', '.join(label(r) for r, _ in fixer.nonstandardResidues)
        raise JobError(f'Nonstandard residues have no force-field parameters here ({found}); run Prepare first, which replaces them.')
    refuse_chain_breaks(fixer)
    fixer.missingResidues = {}
    removed = remove_heterogens(fixer)
    notes = [removed and f'{removed} before molecular mechanics (no ligand parameters ship here)', add_missing_atoms(fixer, seed)]
    if hydrogens:
        fixer.addMissingHydrogens(PH)
    return fixer.topology, fixer.positions, [n for n in notes if n]


def refuse_chain_breaks(fixer):
    """Molecular mechanics across a gap would stretch one bond over the missing residues."""
    xyz = fixer.positions.value_in_unit(unit.angstrom)
    for chain in fixer.topology.chains():
        residues = list(chain.residues())
        for before, after in zip(residues, residues[1:]):
            c = next((a.index for a in before.atoms() if a.name == 'C'), None)
            n = next((a.index for a in after.atoms() if a.name == 'N'), None)
            if c is None or n is None:
                continue
            gap = sum((xyz[c][k] - xyz[n][k]) ** 2 for k in range(3)) ** 0.5
            if gap > BROKEN_PEPTIDE:
                raise JobError(f'Chain {chain.id} is broken between {label(before)} and {label(after)} (C–N {gap:.1f} Å): '
                               'residues are missing. Run Prepare first (it builds missing residues from SEQRES records).')
