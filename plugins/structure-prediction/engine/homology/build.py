"""ProMod3 model building from one BLAST alignment: raw model (copied template coordinates), then
loop closing, side-chain reconstruction and energy minimisation (BuildFromRawModel)."""
from ost import geom, io, mol, seq
from promod3 import modelling

LIGAND_CLASH_A = 2.0


def full_alignment(sequence, hit):
    """The whole target against the template: unaligned target termini get template gaps."""
    qstart = hit["query_start"]
    qend = qstart - 1 + sum(1 for c in hit["query_aln_seq"] if c != "-")
    target = sequence[: qstart - 1] + hit["query_aln_seq"] + sequence[qend:]
    template = "-" * (qstart - 1) + hit["target_aln_seq"] + "-" * (len(sequence) - qend)
    return target, template, qend


def build_model(sequence, hit, view, with_ligands):
    """(model entity, warnings) for the target on the hit's template view."""
    target, template, qend = full_alignment(sequence, hit)
    alignment = seq.CreateAlignment(seq.CreateSequence("target", target), seq.CreateSequence("template", template))
    alignment.SetSequenceOffset(1, hit["target_start"] - 1)
    alignment.AttachView(1, view)
    raw = modelling.BuildRawModel(alignment, include_ligands=with_ligands)
    ligands = mol.CreateEntityFromView(raw.model.Select("cname='_'"), True)
    model = modelling.BuildFromRawModel(raw)
    restore_ligands(model, ligands)
    warnings = coverage_warnings(len(sequence), hit["query_start"], qend)
    warnings += break_warnings(model)
    if with_ligands:
        warnings += clash_warnings(model)
    return model, warnings


def coverage_warnings(length, first, last):
    missing = []
    if first > 1:
        missing.append(span(1, first - 1))
    if last < length:
        missing.append(span(last + 1, length))
    if not missing:
        return []
    if len(missing) == 1 and "–" not in missing[0]:
        return [f"Target residue {missing[0]} has no template coverage and was not modelled."]
    return [f"Target residues {' and '.join(missing)} have no template coverage and were not modelled."]


def span(first, last):
    return str(first) if first == last else f"{first}–{last}"


def break_warnings(model):
    residues = [r for r in model.Select("peptide=true").residues]
    breaks = sum(1 for a, b in zip(residues, residues[1:]) if not mol.InSequence(a.handle, b.handle))
    if breaks:
        return [f"ProMod3 could not close {breaks} gap(s); the model has chain breaks there."]
    return []


def clash_warnings(model):
    protein = model.Select("peptide=true and ele!=H")
    clashing = []
    for residue in ligand_residues(model):
        close = min((geom.Distance(a.pos, p.pos) for a in residue.atoms for p in protein.atoms), default=99.0)
        if close < LIGAND_CLASH_A:
            clashing.append(f"{residue.name} ({close:.1f} Å)")
    if clashing:
        return [f"Ligands carried over from the template are closer than {LIGAND_CLASH_A} Å to the model: {', '.join(clashing)}."]
    return []


def restore_ligands(model, ligands):
    """The energy minimisation drops ligands it has no force-field parameters for (without a
    compound library: all); put the template's ligands back, they are in the model's frame."""
    if not ligands.residue_count or model.FindChain("_").IsValid():
        return
    editor = model.EditXCS(mol.BUFFERED_EDIT)
    chain = editor.InsertChain("_")
    for residue in ligands.residues:
        editor.AppendResidue(chain, residue, True)
    editor.UpdateICS()


def ligand_residues(model):
    """ProMod3 puts the ligands it copies from the template in chain '_'."""
    chain = model.FindChain("_")
    return list(chain.residues) if chain.IsValid() else []


def model_summary(model):
    protein = model.Select("peptide=true")
    return {
        "residues": protein.residue_count,
        "sequence": "".join(r.one_letter_code for r in protein.residues),
        "ligands": [r.name for r in ligand_residues(model)],
        "pdb": str(io.EntityToPDBStr(model)),
    }
