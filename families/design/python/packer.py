"""A fast side-chain packer that scores sequences: ProMod3's SCWRL4 energy with rigid (RRM)
rotamers from the backbone-dependent library, solved on the rotamer graph (TreeSolve). Rigid
rotamers make one solve about a millisecond on crambin (flexible ones ~50 ms), which is what lets a
search try thousands of sequences; the final model is still built with FRM rotamers.

For a given backbone it builds once the rigid frame (every backbone, plus the side chains that do not
move) and the rotamer groups of every candidate residue type at the designable positions and of the
repackable neighbours; the energy of a sequence is then one graph solve. The energy is ProMod3's
(SCWRL4 units, ~kcal/mol): side chains against the frame, rotamer internal energies and side chain
pairs — a packing score, not a force field; Gly and Ala have no rotamers and add nothing."""

import math

from ost import geom, mol
from promod3 import core, sidechain

SHELL = 8.0  # Å, Cβ–Cβ: residues this close to a designable position are repacked with it
MAX_COMPLEXITY = 100_000
NO_ROTAMERS = {'ALA', 'GLY'}
# ProMod3's rotamer ids for residue types whose id depends on context
ROTAMER_ID = {'CYS': sidechain.CYH, 'PRO': sidechain.TPR}


def rotamer_id(name3):
    return ROTAMER_ID.get(name3, sidechain.TLCToRotID(name3))


def key_of(residue):
    number = residue.number
    return (residue.chain.name, number.num, number.ins_code.strip() if number.ins_code != '\0' else '')


def torsion(residue, which, default):
    t = residue.GetPhiTorsion() if which == 'phi' else residue.GetPsiTorsion()
    return t.GetAngle() if t.IsValid() else default


def beta(residue):
    """Cβ position (built from the backbone when absent, e.g. Gly)."""
    cb = residue.FindAtom('CB')
    if cb.IsValid():
        return cb.GetPos()
    return core.ConstructCBetaPos(
        residue.FindAtom('N').GetPos(), residue.FindAtom('CA').GetPos(), residue.FindAtom('C').GetPos()
    )


class SequencePacker:
    """`designable`: {residue key (chain, resid, icode): [three-letter names]}; `keep`: residue keys
    never repacked (their side chains stay as they are; a kept designable residue that keeps its
    type keeps its side chain too)."""

    def __init__(self, entity, designable, keep=frozenset(), shell=SHELL):
        self.entity = entity
        self.residues = [r.handle for r in entity.Select('peptide=true').residues]
        index = {key_of(r): i for i, r in enumerate(self.residues)}
        missing = [k for k in designable if k not in index]
        if missing:
            raise KeyError(f'designable residues not in the structure: {missing}')
        self.positions = [index[k] for k in designable]
        self.letters = [list(v) for v in designable.values()]
        self.keep = {index[k] for k in keep if k in index}
        self.constructor = sidechain.SCWRL4RotamerConstructor(False)
        self.library = sidechain.LoadBBDepLib()
        self._cache = {}
        self.added = []
        self._build(shell)

    def _geometry(self, i):
        r = self.residues[i]
        chain = r.chain.residues
        return torsion(r, 'phi', -1.0472), torsion(r, 'psi', -0.7854), r == chain[0], r == chain[-1]

    def source_sequence(self):
        """The structure's own residue types at the designable positions."""
        return tuple(self.residues[i].name for i in self.positions)

    def _build(self, shell):
        design = set(self.positions)
        betas = [beta(r) for r in self.residues]
        near = {
            i
            for i, r in enumerate(self.residues)
            if i not in design
            and i not in self.keep
            and r.name not in NO_ROTAMERS
            and r.name != 'CYS'
            and any(geom.Distance(betas[i], betas[d]) < shell for d in design)
        }
        self.neighbours = sorted(near)
        frame = []
        for i, r in enumerate(self.residues):
            phi, psi, n_ter, c_ter = self._geometry(i)
            own = sidechain.ALA if i in design else rotamer_id(r.name)
            if i in design and not r.FindAtom('CB').IsValid():
                self._add_beta(r, betas[i])
            frame.append(self.constructor.ConstructBackboneFrameResidue(r, own, i, phi, psi, n_ter, c_ter))
            if i not in design and i not in near and r.name not in NO_ROTAMERS:
                try:
                    frame.append(
                        self.constructor.ConstructSidechainFrameResidue(
                            r, sidechain.TLCToRotID(r.name), i, phi, psi, n_ter, c_ter
                        )
                    )
                except Exception:  # an incomplete side chain: nothing to collide with
                    pass
        self.frame = sidechain.Frame(frame)
        self.neighbour_groups = [self._group(i, self.residues[i].name) for i in self.neighbours]
        self.groups = [{name: self._group(i, name) for name in names} for i, names in zip(self.positions, self.letters)]

    def group_of(self, k, name3):
        """The rotamer group of `name3` at the k-th designable position (built on first use for a
        type outside its letters, e.g. the source residue's)."""
        if name3 not in self.groups[k]:
            self.groups[k][name3] = self._group(self.positions[k], name3)
        return self.groups[k][name3]

    def _add_beta(self, residue, position):
        """Gives a designable Gly a Cβ (its backbone frame counts as Ala's); `added` lists them."""
        editor = self.entity.EditXCS(mol.BUFFERED_EDIT)
        self.added.append(editor.InsertAtom(residue, 'CB', position, 'C'))

    def _group(self, i, name3):
        """The rotamer group of residue type `name3` at residue `i`, energies against the frame set;
        None for types without rotamers. A kept residue that keeps its type gets its own side chain."""
        if name3 in NO_ROTAMERS:
            return None
        r = self.residues[i]
        phi, psi, n_ter, c_ter = self._geometry(i)
        rid = rotamer_id(name3)
        if i in self.keep and name3 == r.name:
            entry = sidechain.RotamerLibEntry.FromResidue(r, rid)
            entry.probability = 1.0  # its only rotamer (FromResidue leaves 0: an infinite internal energy)
            group = self.constructor.ConstructRRMRotamerGroup(r, rid, i, [entry], phi, psi, n_ter, c_ter)
        else:
            group = self.constructor.ConstructRRMRotamerGroup(r, rid, i, self.library, phi, psi, n_ter, c_ter)
        group.SetFrameEnergy(self.frame)
        group.ApplySelfEnergyThresh()
        return group

    def energy(self, sequence):
        """Packing energy of `sequence` (one three-letter name per designable position)."""
        sequence = tuple(sequence)
        if sequence not in self._cache:
            groups = [g for g in self.neighbour_groups if g is not None]
            groups += [g for g in (self.group_of(k, name) for k, name in enumerate(sequence)) if g is not None]
            if not groups:
                self._cache[sequence] = 0.0
            else:
                graph = sidechain.RotamerGraph.CreateFromRRMList(groups)
                value = float(graph.TreeSolve(max_complexity=MAX_COMPLEXITY, initial_epsilon=0.02)[1])
                if not math.isfinite(value):
                    raise RuntimeError(f'The packer gave a non-finite energy for {sequence}')
                self._cache[sequence] = value
        return self._cache[sequence]
