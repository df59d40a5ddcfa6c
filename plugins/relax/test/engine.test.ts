import { simulatedStructureEngineSuite } from '@bench/testing';
import { engines } from '../src/engine.ts';

simulatedStructureEngineSuite(engines, { task: 'relax', repeats: 3 }, { perSource: 3, rms: [0.1, 0.6] });
