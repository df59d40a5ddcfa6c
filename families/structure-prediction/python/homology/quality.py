"""A model's quality estimate from ProMod3's backbone statistical potentials (promod3.scoring): per
residue the weighted sum of its cb_packing, cbeta, clash, hbond, reduced and torsion scores, with the
weights ProMod3 itself scores loops with (ScoringWeights.GetBackboneWeights); lower is better.

Per residue: the mean over a window of WINDOW residues centred on it (single-residue values are
noisy), written in the model's B-factor column and returned. Global: the mean over all residues.
Crystal chains score about −2.5 per residue (windowed: median −2.0, 90th percentile −0.6 over the
fixtures' 5,406 residues); how the values track the model's error is measured by bench/hm.bench.mjs
and written in the homology-modelling README.
"""

from ost import mol
from promod3 import modelling, scoring

KEYS = ('cb_packing', 'cbeta', 'clash', 'hbond', 'reduced', 'torsion')
WINDOW = 9

_scorer = None


def backbone_scorer():
    global _scorer
    if _scorer is None:
        _scorer = scoring.LoadDefaultBackboneOverallScorer()
    return _scorer


def estimate(model, sequences):
    """{'global', 'residues': [{chain, number, code, score}]} of the model's peptide chains; `sequences`
    maps each model chain's name to its full target sequence (the residue numbers index it)."""
    protein = mol.CreateEntityFromView(model.Select('peptide=true'), True)
    names = [chain.name for chain in protein.chains]
    env = scoring.BackboneScoreEnv([sequences[name] for name in names])
    env.SetInitialEnvironment(protein)
    scorer = backbone_scorer()
    scorer.AttachEnvironment(env)
    weights = modelling.ScoringWeights.GetBackboneWeights()
    residues, all_raw = [], []
    for index, chain in enumerate(protein.chains):
        numbers = [r.number.num for r in chain.residues]
        codes = [r.one_letter_code for r in chain.residues]
        first, span = numbers[0], numbers[-1] - numbers[0] + 1
        totals = [0.0] * span
        for key in KEYS:
            for i, value in enumerate(scorer[key].CalculateScoreProfile(first, span, index)):
                totals[i] += weights.get(key, 0.0) * value
        raw = [totals[n - first] for n in numbers]
        residues += [
            {'chain': chain.name, 'number': n, 'code': c, 'score': round(s, 3)}
            for n, c, s in zip(numbers, codes, windowed(raw))
        ]
        all_raw += raw
    write_b_factors(model, residues)
    return {'global': round(sum(all_raw) / len(all_raw), 3), 'residues': residues}


def windowed(values):
    half = WINDOW // 2
    windows = [values[max(0, i - half) : i + half + 1] for i in range(len(values))]
    return [sum(w) / len(w) for w in windows]


def write_b_factors(model, residues):
    by_residue = {(r['chain'], r['number']): r['score'] for r in residues}
    for residue in model.residues:
        score = by_residue.get((residue.chain.name, residue.number.num))
        if score is not None:
            for atom in residue.atoms:
                atom.b_factor = score
