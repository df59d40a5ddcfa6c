"""ProMod3 side-chain reconstruction (SCWRL4 energy, FRM rotamers, backbone-dependent library)."""

import promod3  # noqa: F401 — loads the compound library the readers below need
from errors import JobError
from ost import io, mol
from promod3 import modelling
from residue_codes import ONE_LETTER

KEEP_ON_MUTATION = {'N', 'CA', 'C', 'O', 'OXT'}


def rebuild_side_chains(pdb_text, mutations, repack_all):
    """Mutates the given residues ({chain, resid, icode, name3}) to bare backbones of the new type,
    then lets ProMod3 build their side chains — and every other side chain when `repack_all`.
    Takes and returns heavy-atom PDB text."""
    entity = io.PDBStrToEntity(pdb_text, io.profiles['DEFAULT'], True)
    editor = entity.EditXCS()
    for change in mutations:
        number = mol.ResNum(change['resid'], change['icode']) if change['icode'] else mol.ResNum(change['resid'])
        residue = entity.FindResidue(change['chain'], number)
        if not residue.IsValid():
            raise JobError(
                f'Residue {change["chain"]}{change["resid"]}{change["icode"]} to mutate is not in the structure.'
            )
        for atom in list(residue.atoms):
            if atom.name not in KEEP_ON_MUTATION:
                editor.DeleteAtom(atom)
        editor.RenameResidue(residue, change['name3'])
        residue.SetOneLetterCode(ONE_LETTER[change['name3']])
    modelling.ReconstructSidechains(entity, keep_sidechains=not repack_all)
    return io.EntityToPDBStr(entity)
