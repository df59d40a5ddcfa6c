import { simulatedStructureEngineSuite } from '@bench/testing';
import { engines } from '../src/engine.ts';

simulatedStructureEngineSuite(engines, { task: 'minimize' }, { perSource: 1, rms: [1e-6, 0.2] });
