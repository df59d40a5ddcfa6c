import { describe } from 'vitest';
import { relaxAtomCountCost } from '../src/cost.ts';
import { relaxBandsCostSuite } from '../src/testing/costSuite.ts';

describe('the Relax atom-count bands', () => relaxBandsCostSuite(relaxAtomCountCost('Relax'), {}, 'Relax'));
