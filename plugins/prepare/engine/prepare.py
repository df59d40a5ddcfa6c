"""Prepare's step: PDBFixer completes the structure at pH 7 (missing atoms, residues and hydrogens),
reporting progress at each step; long missing stretches stay open with a warning."""

from blocks import engine_record, result_pose
from prepare import MAX_BUILT_GAP, PH, add_hydrogens, add_missing_atoms, chain_breaks, label, load, remove_heterogens


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


def prepared(pdb_text, seed, report=lambda fraction, step: None):
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


def run_item(pdb, item, settings, report):
    topology, positions, notes = prepared(pdb, item['seed'], report)
    return result_pose(item, topology, positions, None, {}, notes)


def run_settings(settings):
    return {**engine_record(settings), 'tool': 'PDBFixer', 'ph': 7.0}
