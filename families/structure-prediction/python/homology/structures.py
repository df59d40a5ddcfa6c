"""Protein chains of structure files as modelling templates, with the ligands around them."""

from ost import geom, io, mol

from .messages import ModellingError

AMINO_ACIDS = set('ACDEFGHIKLMNPQRSTVWY')
# parent amino acid of common modified residues (ProMod3 strips the modification when it copies)
PARENT_CODE = {
    'MSE': 'M',
    'SEP': 'S',
    'TPO': 'T',
    'PTR': 'Y',
    'CSO': 'C',
    'CAS': 'C',
    'CME': 'C',
    'CSD': 'C',
    'OCS': 'C',
    'HYP': 'P',
    'MLY': 'K',
    'KCX': 'K',
    'LLP': 'K',
    'M3L': 'K',
    'ALY': 'K',
    'SEC': 'C',
}
WATER = {'HOH', 'WAT', 'DOD', 'H2O'}
MIN_CHAIN_RESIDUES = 10
LIGAND_CONTACT_A = 4.5


def load_structure(text=None, path=None, name=None):
    """The first model of PDB text, or of a PDB / mmCIF file."""
    try:
        if text is not None:
            return io.PDBStrToEntity(text, io.profiles['SLOPPY'], True)
        if path.lower().endswith(('.cif', '.mmcif')):
            return io.LoadMMCIF(path, profile='SLOPPY')
        return io.LoadPDB(path, profile='SLOPPY')
    except Exception as error:  # OST raises plain exceptions for unreadable files
        raise ModellingError(f'The structure {name or path} could not be read: {error}') from error


def one_letter(residue):
    code = PARENT_CODE.get(residue.name, residue.one_letter_code)
    return code if code in AMINO_ACIDS else None


def chain_residues(chain):
    """Amino-acid residues with a complete backbone, in chain order."""
    return [
        r
        for r in chain.residues
        if r.IsPeptideLinking() and one_letter(r) and all(r.FindAtom(a).IsValid() for a in ('N', 'CA', 'C'))
    ]


def protein_chains(entity):
    """(chain name, sequence) of every chain with at least MIN_CHAIN_RESIDUES amino acids."""
    chains = []
    for chain in entity.chains:
        residues = chain_residues(chain)
        if len(residues) >= MIN_CHAIN_RESIDUES:
            chains.append((chain.name, ''.join(one_letter(r) for r in residues)))
    return chains


def is_ligand(residue):
    return (
        residue.name not in WATER and not residue.IsPeptideLinking() and all(atom.is_hetatom for atom in residue.atoms)
    )


def template_view(entity, chain_name, with_ligands):
    """A view of one chain's amino acids, on a handle that holds only that chain and, when asked,
    the ligands in contact with it (ProMod3 takes ligands from the whole handle of the view)."""
    residues = chain_residues(entity.FindChain(chain_name))
    ligands = contacting_ligands(entity, residues) if with_ligands else []
    template = mol.CreateEntity()
    editor = template.EditXCS(mol.BUFFERED_EDIT)
    chain = editor.InsertChain('A')
    for residue in residues:
        copy = editor.AppendResidue(chain, residue, True)
        copy.SetOneLetterCode(one_letter(residue))
    if ligands:
        ligand_chain = editor.InsertChain('_')
        for residue in ligands:
            copy = editor.AppendResidue(ligand_chain, residue, True)
            copy.SetIsLigand(True)
    editor.UpdateICS()
    view = template.Select('cname=A')
    return view, [r.name for r in ligands]


def contacting_ligands(entity, residues):
    protein = [atom.pos for residue in residues for atom in residue.atoms]
    found = []
    for residue in entity.residues:
        if not is_ligand(residue):
            continue
        if any(geom.Distance(a.pos, p) < LIGAND_CONTACT_A for a in residue.atoms for p in protein):
            found.append(residue)
    return found
