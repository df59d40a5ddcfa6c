import type { TabProps } from '@bench/sdk';
import { FULL_LENGTH_ANTIBODY_HM } from '../model.ts';
import { AntibodyCreator } from './AntibodyCreatorTab.tsx';

/**
 * hmFullLengthAntibodyCreator (spec 2 §2.8): the whole heavy and light chain modelled together on
 * one template structure (BLAST+ and ProMod3); the selected structures are searched first.
 */
export default function FullLengthAntibodyCreatorTab(_props: TabProps) {
  return (
    <AntibodyCreator
      family={FULL_LENGTH_ANTIBODY_HM}
      heading="Full-length antibody homology modelling"
      unit="sequence"
      note="Both chains are modelled together on one template structure that holds them (ProMod3); residues it does not cover, such as an Fc on a Fab template, are not modelled and a warning names them."
      heavyHint="VH-CH1-hinge-CH2-CH3"
      templates
    />
  );
}
