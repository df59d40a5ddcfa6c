import { designEngineSuite } from '@bench/testing';
import { engines } from '../src/engine.ts';

designEngineSuite(engines, 'relax_design');
