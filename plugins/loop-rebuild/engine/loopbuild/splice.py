"""The result structure as PDB text: the source's own lines, with the loop residues' lines replaced
by the rebuilt loop (heavy atoms, the source's chain and residue numbers). Everything outside the
loop is the source's text unchanged, ligands and waters included."""

RECORDS = ('ATOM', 'HETATM', 'ANISOU')


def residue_id(line):
    return line[21], int(line[22:26]), line[26].strip()


def spliced(pdb_text, loop_ids, rebuilt_residues):
    """`loop_ids` [(chain, resid, icode)] in order; `rebuilt_residues` the ProMod3 residues at those places."""
    wanted = set(loop_ids)
    lines, placed = [], False
    for line in pdb_text.splitlines():
        if line.startswith('ENDMDL'):
            break  # the first model only
        if line.startswith(RECORDS) and len(line) >= 27 and residue_id(line) in wanted:
            if not placed:
                lines += loop_lines(loop_ids, rebuilt_residues)
                placed = True
            continue
        lines.append(line)
    return '\n'.join(lines) + '\n'


def loop_lines(loop_ids, residues):
    out = []
    for (chain, resid, icode), residue in zip(loop_ids, residues):
        for atom in residue.atoms:
            out.append(atom_line(atom.name, residue.name, chain, resid, icode, atom.pos, atom.element))
    return out


def atom_line(name, name3, chain, resid, icode, pos, element):
    padded = name if len(name) == 4 else f' {name:<3}'
    return f'ATOM  {0:5d} {padded:<4} {name3:>3} {chain}{resid:4d}{icode or " ":1}   {pos[0]:8.3f}{pos[1]:8.3f}{pos[2]:8.3f}{1.0:6.2f}{0.0:6.2f}          {element:>2}'
