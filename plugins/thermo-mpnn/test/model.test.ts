import { describe, expect, it } from 'vitest';
import { heatOf } from '@bench/family-mutation-scan';
import type { TabData } from '@bench/sdk/model';
import { THERMO_HEAT, thermoCsv, thermoCsvFileName, thermoMpnnIdOf, thermoMpnnModel } from '../src/model.ts';

const tab = (kind: string, id?: string): TabData => ({
  id: 't',
  kind,
  title: 'x',
  isCloseable: true,
  data: { type: 'thermo_mpnns', ...(id ? { id } : {}) },
});

describe('ThermoMPNN rules (spec 2 §4, §8–§9; spec 3 §9)', () => {
  it.each([
    [0.49, null],
    [-0.49, null],
    [0.5, { sign: 'positive', opacity: 0.1 }],
    [2.5, { sign: 'positive', opacity: 0.5 }],
    [7, { sign: 'positive', opacity: 1 }],
    [-1.5, { sign: 'negative', opacity: 0.5 }],
    [-3.2, { sign: 'negative', opacity: 1 }],
  ])('heat of %s → %j', (value, expected) => {
    expect(heatOf(value, THERMO_HEAT)).toEqual(expected);
  });

  it('names the CSV after the structure and writes Position, Original_Residue and one column per letter', () => {
    expect(thermoCsvFileName('1CRN')).toBe('1CRN_Thermo_MPNN.csv');
    const [header, first, second] = thermoCsv({ '2': { A: 0.123, C: -1 }, '1': { W: 2 } }, { '1': 'T', '2': 'T' })
      .trim()
      .split('\n');
    expect(header).toBe('Position,Original_Residue,A,C,D,E,F,G,H,I,K,L,M,N,P,Q,R,S,T,V,W,Y');
    expect(first).toBe('1,T,,,,,,,,,,,,,,,,,,,2.00,');
    expect(second).toBe('2,T,0.12,-1.00,,,,,,,,,,,,,,,,,,');
  });

  it('needs exactly 1 structure and costs 45 per structure', () => {
    expect(thermoMpnnModel.availability({ structures: [] })).toEqual({
      enabled: false,
      hint: 'Select 1 structure to run ThermoMPNN',
    });
    expect(
      thermoMpnnModel.availability({ structures: [{ id: 'a', hasLigands: true, hasNucleicAcids: false }] }),
    ).toEqual({ enabled: true });
    expect(
      thermoMpnnModel.cost.price(thermoMpnnModel.defaults(), { structureCount: 1, atomCounts: [], selectors: {} }),
    ).toBe(45);
  });

  it('loads only from a ThermoMPNN tab: no active tab and a tab of another kind throw', () => {
    expect(thermoMpnnIdOf(tab('thermoMpnn', 'abc'))).toBe('abc');
    expect(() => thermoMpnnIdOf(null)).toThrow('no active tab');
    expect(() => thermoMpnnIdOf(tab('ddg', 'abc'))).toThrow('active tab must be a ThermoMPNN view');
    expect(() => thermoMpnnIdOf(tab('thermoMpnn'))).toThrow('active tab must be a ThermoMPNN view');
  });
});
