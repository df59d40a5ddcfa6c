"""Template ligands in a model: ProMod3 copies them into chain '_'; the energy minimisation drops
them (no parameters without a compound library), so they are put back and checked for clashes."""

from ost import geom, mol

LIGAND_CLASH_A = 2.0


def restore_ligands(model, ligands):
    """The energy minimisation drops ligands it has no force-field parameters for (without a
    compound library: all); put the template's ligands back, they are in the model's frame."""
    if not ligands.residue_count or model.FindChain('_').IsValid():
        return
    editor = model.EditXCS(mol.BUFFERED_EDIT)
    chain = editor.InsertChain('_')
    for residue in ligands.residues:
        editor.AppendResidue(chain, residue, True)
    editor.UpdateICS()


def ligand_residues(model):
    """ProMod3 puts the ligands it copies from the template in chain '_'."""
    chain = model.FindChain('_')
    return list(chain.residues) if chain.IsValid() else []


def clash_warnings(model):
    protein = model.Select('peptide=true and ele!=H')
    clashing = []
    for residue in ligand_residues(model):
        close = min((geom.Distance(a.pos, p.pos) for a in residue.atoms for p in protein.atoms), default=99.0)
        if close < LIGAND_CLASH_A:
            clashing.append(f'{residue.name} ({close:.1f} Å)')
    if clashing:
        return [
            f'Ligands carried over from the template are closer than {LIGAND_CLASH_A} Å to the model: {", ".join(clashing)}.'
        ]
    return []
