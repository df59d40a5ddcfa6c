import { designEngineSuite } from '@bench/family-design/testing';
import { engines } from '../src/engine.ts';

designEngineSuite(engines, 'design');
