"""Heavy-atom positions of the ligands held in place while the loop is rebuilt ('A:299' ids)."""


def held_points(pdb_text, ids):
    wanted = set()
    for text in ids:
        chain, _, number = str(text).partition(':')
        digits = number.strip().rstrip('ABCDEFGHIJKLMNOPQRSTUVWXYZ')
        if digits.lstrip('-').isdigit():
            wanted.add((chain.strip() or ' ', int(digits)))
    points = []
    for line in pdb_text.splitlines():
        if line.startswith('ENDMDL'):
            break
        if (
            line.startswith('HETATM')
            and len(line) >= 54
            and (line[21], int(line[22:26])) in wanted
            and line[76:78].strip() not in ('H', 'D')
        ):
            points.append((float(line[30:38]), float(line[38:46]), float(line[46:54])))
    return points
