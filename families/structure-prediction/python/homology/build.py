"""ProMod3 model building from BLAST alignments: raw model (copied template coordinates), then
loop closing, side-chain reconstruction and energy minimisation (BuildFromRawModel). One chain on
one template chain, or several chains on the chains of one template structure (a complex)."""

from ost import io, mol, seq
from promod3 import modelling

from .ligands import clash_warnings, ligand_residues, restore_ligands


def full_alignment(sequence, hit):
    """The whole target against the template: unaligned target termini get template gaps."""
    qstart = hit['query_start']
    qend = qstart - 1 + sum(1 for c in hit['query_aln_seq'] if c != '-')
    target = sequence[: qstart - 1] + hit['query_aln_seq'] + sequence[qend:]
    template = '-' * (qstart - 1) + hit['target_aln_seq'] + '-' * (len(sequence) - qend)
    return target, template, qend


def attached_alignment(sequence, hit, view):
    """The target's full alignment with the template chain's view attached, and the last covered residue."""
    target, template, qend = full_alignment(sequence, hit)
    alignment = seq.CreateAlignment(seq.CreateSequence('target', target), seq.CreateSequence('template', template))
    alignment.SetSequenceOffset(1, hit['target_start'] - 1)
    alignment.AttachView(1, view)
    return alignment, qend


def build_model(sequence, hit, view, with_ligands):
    """(model entity, warnings) for the target on the hit's template view."""
    alignment, qend = attached_alignment(sequence, hit, view)
    raw = modelling.BuildRawModel(alignment, include_ligands=with_ligands)
    ligands = mol.CreateEntityFromView(raw.model.Select("cname='_'"), True)
    model = modelling.BuildFromRawModel(raw)
    restore_ligands(model, ligands)
    warnings = coverage_warnings(len(sequence), hit['query_start'], qend)
    warnings += break_warnings(model)
    if with_ligands:
        warnings += clash_warnings(model)
    return model, warnings


def build_complex(chains):
    """(model entity, warnings) for several target chains, each {id, label, sequence, hit, view},
    on chains of one template structure (their views share its frame); model chains named by id."""
    alignments = seq.AlignmentList()
    warnings = []
    for chain in chains:
        alignment, qend = attached_alignment(chain['sequence'], chain['hit'], chain['view'])
        alignments.append(alignment)
        warnings += coverage_warnings(len(chain['sequence']), chain['hit']['query_start'], qend, chain['label'])
    raw = modelling.BuildRawModel(alignments, chain_names=[chain['id'] for chain in chains])
    model = modelling.BuildFromRawModel(raw)
    return model, warnings + break_warnings(model)


def coverage_warnings(length, first, last, what='Target'):
    missing = []
    if first > 1:
        missing.append(span(1, first - 1))
    if last < length:
        missing.append(span(last + 1, length))
    if not missing:
        return []
    if len(missing) == 1 and '–' not in missing[0]:
        return [f'{what} residue {missing[0]} has no template coverage and was not modelled.']
    return [f'{what} residues {" and ".join(missing)} have no template coverage and were not modelled.']


def span(first, last):
    return str(first) if first == last else f'{first}–{last}'


def break_warnings(model):
    breaks = 0
    for chain in model.Select('peptide=true').chains:
        residues = [r.handle for r in chain.residues]
        breaks += sum(1 for a, b in zip(residues, residues[1:]) if not mol.InSequence(a, b))
    if breaks:
        return [f'ProMod3 could not close {breaks} gap(s); the model has chain breaks there.']
    return []


def model_summary(model):
    """The model's residue count, its sequence (chains joined by '/'), ligands and PDB text."""
    protein = model.Select('peptide=true')
    return {
        'residues': protein.residue_count,
        'sequence': '/'.join(''.join(r.one_letter_code for r in chain.residues) for chain in protein.chains),
        'ligands': [r.name for r in ligand_residues(model)],
        'pdb': str(io.EntityToPDBStr(model)),
    }
