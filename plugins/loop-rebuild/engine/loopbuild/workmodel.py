"""The source structure as ProMod3 needs it: every protein chain renumbered 1..n along its residues
(ProMod3 numbers residues by their index in the chain's sequence), the loop removed, and the
ModellingHandle with backbone and all-atom scoring set up on what is left."""

import promod3  # noqa: F401 — loads the compound library the readers below need
from errors import JobError
from ost import io, mol, seq
from promod3 import modelling


def loop_ids(loop):
    """The loop's residues as (chain, residue number, insertion code)."""
    return [(r['chain'], int(r['resid']), (r.get('icode') or '').strip()) for r in loop]


class WorkModel:
    """`handle` (ProMod3 ModellingHandle without the loop), `chain_index` and `chain` of the loop,
    `n_stem` / `c_stem` (the residues either side, in the working numbering), `sequence` (the loop's
    one-letter codes), `residues` (the source's (chain, resid, icode) of each loop residue)."""

    def __init__(self, pdb_text, loop):
        source = io.PDBStrToEntity(pdb_text, io.profiles['DEFAULT'], True)
        protein = source.Select('peptide=true and ele!=H and ele!=D')
        wanted = loop_ids(loop)
        alignments, names = [], []
        self.chain_index = None
        for k, chain in enumerate(protein.chains):
            residues = list(chain.residues)
            ids = [(chain.name, r.number.num, r.number.ins_code.strip().replace('\0', '')) for r in residues]
            inside = [i for i, rid in enumerate(ids) if rid in wanted]
            if inside:
                self._locate(k, chain.name, residues, inside, len(wanted))
            sequence = ''.join(r.one_letter_code for r in residues)
            template = ''.join('-' if i in inside else c for i, c in enumerate(sequence))
            view = protein.CreateEmptyView()
            for i, residue in enumerate(residues):
                if i not in inside:
                    view.AddResidue(residue.handle, mol.ViewAddFlag.INCLUDE_ATOMS)
            alignment = seq.CreateAlignment(
                seq.CreateSequence(chain.name, sequence), seq.CreateSequence('source', template)
            )
            alignment.AttachView(1, view)
            alignments.append(alignment)
            names.append(chain.name)
        if self.chain_index is None:
            raise JobError('The loop residues were not found among the protein residues of the structure.')
        listed = seq.AlignmentList()
        for alignment in alignments:
            listed.append(alignment)
        self.handle = modelling.BuildRawModel(listed, chain_names=names)
        self.chain = self.handle.model.chains[self.chain_index]
        self.n_stem = self.chain.FindResidue(mol.ResNum(self.first - 1))
        self.c_stem = self.chain.FindResidue(mol.ResNum(self.last + 1))
        if not self.n_stem.IsValid() or not self.c_stem.IsValid():
            raise JobError(
                'The residues on either side of the loop need their backbone atoms (N, CA, C) to rebuild it.'
            )
        modelling.SetupDefaultBackboneScoring(self.handle)
        modelling.SetupDefaultAllAtomScoring(self.handle)

    def _locate(self, k, name, residues, inside, expected):
        if len(inside) != expected or inside != list(range(inside[0], inside[-1] + 1)):
            raise JobError('The loop must be one contiguous stretch of residues of one chain.')
        if inside[0] == 0 or inside[-1] == len(residues) - 1:
            raise JobError('Please ensure that your selector excludes C and N termini.')
        self.chain_index = k
        # ProMod3 numbering: 1-based index along the chain
        self.first, self.last = inside[0] + 1, inside[-1] + 1
        self.sequence = ''.join(residues[i].one_letter_code for i in inside)
        self.residues = [
            (name, residues[i].number.num, residues[i].number.ins_code.strip().replace('\0', '')) for i in inside
        ]

    @property
    def full_sequence(self):
        """The loop with its two stems, as ProMod3's candidates cover them."""
        return self.n_stem.one_letter_code + self.sequence + self.c_stem.one_letter_code

    def model_with(self, candidate):
        """A copy of the working model with the candidate's loop (stems excluded) and its side chains built."""
        model = mol.CreateEntityFromView(self.handle.model.Select(''), True)
        chain = model.chains[self.chain_index]
        candidate.Extract(1, len(candidate) - 1).InsertInto(chain, self.first)
        modelling.ReconstructSidechains(model, keep_sidechains=True)
        return model

    def loop_residues(self, model):
        chain = model.chains[self.chain_index]
        return [chain.FindResidue(mol.ResNum(n)) for n in range(self.first, self.last + 1)]
