// The project's own lint rules, registered as `soundpost/<rule>`.
import { featureBoundaries } from './feature-boundaries.js';
import { moduleBoundaries } from './module-boundaries.js';

export const soundpostPlugin = {
  rules: { 'feature-boundaries': featureBoundaries, 'module-boundaries': moduleBoundaries },
};
