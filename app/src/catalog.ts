import type { PluginDefinition } from '@bench/sdk';
import dashboard from '@bench/plugin-dashboard';
import creditCatalog from '@bench/plugin-catalog';
import promotions from '@bench/plugin-promotions';
import support from '@bench/plugin-support';
import archiveTrash from '@bench/plugin-archive-trash';
import poseCollection from '@bench/plugin-pose-collection';
import structureViewer from '@bench/plugin-structure-viewer';
import scatterPlot from '@bench/plugin-scatter-plot';
import sequenceLogo from '@bench/plugin-sequence-logo';
import sequenceCollection from '@bench/plugin-sequence-collection';
import selectors from '@bench/plugin-selectors';
import smallMolecules from '@bench/plugin-small-molecules';
import structureLoader from '@bench/plugin-structure-loader';
import actions from '@bench/plugin-actions';
import prepare from '@bench/plugin-prepare';
import repack from '@bench/plugin-repack';
import minimize from '@bench/plugin-minimize';
import relax from '@bench/plugin-relax';
import loopRebuild from '@bench/plugin-loop-rebuild';
import design from '@bench/plugin-design';
import flexDesign from '@bench/plugin-flex-design';
import relaxDesign from '@bench/plugin-relax-design';
import replaceLigand from '@bench/plugin-replace-ligand';
import ppd from '@bench/plugin-ppd';
import proteinMpnn from '@bench/plugin-protein-mpnn';
import binderDesign from '@bench/plugin-binder-design';

/** The plugin catalog: every plugin the app loads, in order. Adding a job type adds one line. */
export const catalog: PluginDefinition[] = [
  dashboard,
  creditCatalog,
  promotions,
  support,
  archiveTrash,
  poseCollection,
  structureViewer,
  scatterPlot,
  sequenceLogo,
  sequenceCollection,
  selectors,
  smallMolecules,
  structureLoader,
  actions,
  prepare,
  repack,
  minimize,
  relax,
  loopRebuild,
  design,
  flexDesign,
  relaxDesign,
  replaceLigand,
  ppd,
  proteinMpnn,
  binderDesign,
];
