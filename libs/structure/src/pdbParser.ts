import { inferElement, isElement } from './elements.ts';
import { toInteger, toNumber } from './numbers.ts';
import { StructureBuilder } from './structureBuilder.ts';
import type { ParsePdbOptions, Structure } from './types.ts';

const COORDINATES_END = 54;
const B_FACTOR_END = 66;

/**
 * Fixed-column PDB reader (wwPDB format v3.3). One pass over the lines with substring slicing;
 * keeps every atom that parses and reports each line that does not.
 */
export function parsePdb(text: string, options: ParsePdbOptions = {}): Structure {
  const builder = new StructureBuilder(Math.ceil(text.length / 81));
  const maxModels = options.maxModels ?? Infinity;
  let skipModel = false;
  let serial = 0;
  let inferred = 0;
  let firstInferredLine = 0;
  const titleParts: string[] = [];
  let start = 0;
  let lineNo = 0;
  const length = text.length;

  while (start < length) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = length;
    const line = text.substring(start, end > start && text.charCodeAt(end - 1) === 13 ? end - 1 : end);
    start = end + 1;
    lineNo++;
    const c0 = line.charCodeAt(0);

    if ((c0 === 65 && line.startsWith('ATOM')) || (c0 === 72 && line.startsWith('HETATM'))) {
      if (skipModel) continue;
      const hetero = c0 === 72;
      if (line.length < COORDINATES_END) {
        builder.errors.push({
          line: lineNo,
          message: `line ${lineNo}: ${hetero ? 'HETATM' : 'ATOM'} record too short (${line.length} characters; coordinates need ${COORDINATES_END})`,
        });
        continue;
      }
      const x = toNumber(line.substring(30, 38));
      const y = toNumber(line.substring(38, 46));
      const z = toNumber(line.substring(46, 54));
      if (Number.isNaN(x) || Number.isNaN(y) || Number.isNaN(z)) {
        const bad = Number.isNaN(x)
          ? line.substring(30, 38)
          : Number.isNaN(y)
            ? line.substring(38, 46)
            : line.substring(46, 54);
        builder.errors.push({ line: lineNo, message: `line ${lineNo}: coordinate '${bad.trim()}' is not a number` });
        continue;
      }
      const resid = toInteger(line.substring(22, 26), 4);
      if (Number.isNaN(resid)) {
        builder.errors.push({
          line: lineNo,
          message: `line ${lineNo}: residue number '${line.substring(22, 26).trim()}' is not a number`,
        });
        continue;
      }
      const nameField = line.substring(12, 16);
      const name = nameField.trim();
      const name3 = line.substring(17, 21).trim();
      if (name === '' || name3 === '') {
        builder.errors.push({
          line: lineNo,
          message: `line ${lineNo}: ${name === '' ? 'atom name' : 'residue name'} is blank`,
        });
        continue;
      }
      const parsedSerial = toInteger(line.substring(6, 11), 5);
      serial = Number.isNaN(parsedSerial) ? serial + 1 : parsedSerial;
      let occupancy = 1;
      let b = 0;
      if (line.length < B_FACTOR_END) {
        builder.errors.push({
          line: lineNo,
          message: `line ${lineNo}: ${hetero ? 'HETATM' : 'ATOM'} record truncated after the coordinates (${line.length} characters; occupancy and B-factor need ${B_FACTOR_END})`,
        });
      } else {
        occupancy = toNumber(line.substring(54, 60));
        b = toNumber(line.substring(60, 66));
        if (Number.isNaN(occupancy)) {
          builder.errors.push({
            line: lineNo,
            message: `line ${lineNo}: occupancy '${line.substring(54, 60).trim()}' is not a number`,
          });
          occupancy = 1;
        }
        if (Number.isNaN(b)) {
          builder.errors.push({
            line: lineNo,
            message: `line ${lineNo}: B-factor '${line.substring(60, 66).trim()}' is not a number`,
          });
          b = 0;
        }
      }
      let element = line.length > 76 ? line.substring(76, 78).trim().toUpperCase() : '';
      if (element === '' || !isElement(element)) {
        if (element !== '')
          builder.warnings.push({
            line: lineNo,
            message: `line ${lineNo}: unknown element '${element}'; inferred from the atom name`,
          });
        element = inferElement(nameField, name3);
        if (inferred++ === 0) firstInferredLine = lineNo;
      }
      builder.addAtom(
        lineNo,
        hetero,
        serial,
        name,
        line[16]!.trim(),
        name3,
        line[21]!.trim(),
        resid,
        line[26]!.trim(),
        x,
        y,
        z,
        occupancy,
        b,
        element,
        line.length > 78 ? line.substring(78, 80).trim() : '',
      );
    } else if (line.startsWith('MODEL')) {
      skipModel = builder.modelCount >= maxModels;
      if (!skipModel) {
        const number = toInteger(line.substring(10, 14), 4);
        builder.startModel(Number.isNaN(number) ? builder.modelCount + 1 : number);
      }
    } else if (line.startsWith('ENDMDL')) {
      if (!skipModel) builder.endModel();
    } else if (line.startsWith('END') && (line.length === 3 || line.charCodeAt(3) === 32)) {
      break;
    } else if (line.startsWith('HEADER')) {
      builder.idCode = line.substring(62, 66).trim();
    } else if (line.startsWith('TITLE ')) {
      titleParts.push(line.substring(10, 80).trim());
    } else if (line.startsWith('SEQRES')) {
      readSeqres(builder, line);
    } else if (line.startsWith('MODRES')) {
      builder.modres.push({
        name3: line.substring(12, 15).trim(),
        chain: (line[16] ?? ' ').trim(),
        resid: toInteger(line.substring(18, 22), 4),
        icode: (line[22] ?? ' ').trim(),
        parent: line.substring(24, 27).trim(),
      });
    }
  }
  if (inferred > 0) {
    builder.warnings.push({
      line: firstInferredLine,
      message: `line ${firstInferredLine}: element column blank or invalid on ${inferred} atom record(s); elements inferred from atom names`,
    });
  }
  builder.title = titleParts.join(' ');
  return builder.finish('pdb');
}

function readSeqres(builder: StructureBuilder, line: string): void {
  const chain = (line[11] ?? ' ').trim();
  let names = builder.seqres.get(chain);
  if (!names) builder.seqres.set(chain, (names = []));
  for (const name of line.substring(19, 70).split(' ')) if (name !== '') names.push(name);
}
