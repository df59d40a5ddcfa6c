"""Templates of a complex: the hits of every target chain on distinct chains of ONE template
structure, whose chains share its coordinate frame, so the chains are modelled in their template's
arrangement. Only structures with real coordinates qualify (project and site structures): the
ProMod3 library stores each chain in a frame of its own."""

import itertools

CONTACT_A = 8.0
MIN_CONTACTS = 5


def combinations(hits_per_chain):
    """Every assignment of distinct chains of one structure to the target chains, each with the
    source they share and the sum of their bit scores."""
    by_structure = {}
    for k, hits in enumerate(hits_per_chain):
        for hit in hits:
            key = (hit['source'].name, hit['source'].structure_of(hit['blast_id']))
            by_structure.setdefault(key, [[] for _ in hits_per_chain])[k].append(hit)
    found = []
    for per_chain in by_structure.values():
        for chosen in itertools.product(*per_chain):
            if len({hit['blast_id'] for hit in chosen}) == len(chosen):
                found.append(
                    {
                        'hits': list(chosen),
                        'source': chosen[0]['source'],
                        'bitscore': sum(h['bitscore'] for h in chosen),
                    }
                )
    return found


def structure_label(combination):
    """The template structure's name: the tags' part before the chain."""
    return combination['hits'][0]['tag'].rsplit('.', 1)[0]


def contacts(views):
    """The fewest Cα atoms any chain has within CONTACT_A of another chain's Cα. Below MIN_CONTACTS
    the chains are apart in their template (two copies of a molecule in one crystal): no complex;
    between equally scored copies, the pair touching most is the one that belongs together."""
    cas = [[atom.pos for atom in view.atoms if atom.name == 'CA'] for view in views]
    fewest = None
    for k, own in enumerate(cas):
        others = [view.handle for j, view in enumerate(views) if j != k]
        touching = sum(
            1 for pos in own if any(ca.name == 'CA' for other in others for ca in other.FindWithin(pos, CONTACT_A))
        )
        fewest = touching if fewest is None else min(fewest, touching)
    return fewest or 0
