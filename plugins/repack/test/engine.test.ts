import { simulatedStructureEngineSuite } from '@bench/testing';
import { engines } from '../src/engine.ts';

simulatedStructureEngineSuite(engines, { task: 'repack', repeats: 3 }, { perSource: 3, rms: [0, 0] });
