import { simulatedStructureEngineSuite } from '@bench/testing';
import { engines } from '../src/engine.ts';

simulatedStructureEngineSuite(engines, { task: 'prepare' }, { perSource: 1, rms: [1e-6, 0.1] });
