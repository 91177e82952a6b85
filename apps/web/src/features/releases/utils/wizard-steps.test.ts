import { describe, expect, it } from 'vitest';
import { canOpenStep, nextStep, parseStep, previousStep, wizardSteps } from './wizard-steps.ts';

describe('wizard steps', () => {
  it('follows the spec order', () => {
    expect(wizardSteps).toEqual([
      'basic-info',
      'artwork',
      'tracks',
      'platforms',
      'distribution',
      'review',
    ]);
    expect(nextStep('basic-info')).toBe('artwork');
    expect(nextStep('review')).toBeNull();
    expect(previousStep('basic-info')).toBeNull();
    expect(previousStep('platforms')).toBe('tracks');
  });

  it('falls back to the first step for unknown names', () => {
    expect(parseStep('nope')).toBe('basic-info');
    expect(parseStep(undefined)).toBe('basic-info');
    expect(parseStep('tracks')).toBe('tracks');
  });

  it('opens only the steps already reached', () => {
    expect(canOpenStep('basic-info', null)).toBe(true);
    expect(canOpenStep('artwork', null)).toBe(false);
    expect(canOpenStep('tracks', 'platforms')).toBe(true);
    expect(canOpenStep('review', 'platforms')).toBe(false);
  });
});
