import { designEngineSuite } from '@bench/sdk/testing';
import { engines } from '../src/engine.ts';

designEngineSuite(engines, 'design');
