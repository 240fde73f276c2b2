import { describe, expect, it } from 'vitest';
import { stepViews, type WizardStep, wizardButtons } from './wizard-model';

const steps: WizardStep[] = [
  { id: 'setup', label: 'Set up' },
  { id: 'discovery', label: 'Run discovery', disabled: true },
  { id: 'review', label: 'Review' },
];

describe('stepViews', () => {
  it('marks earlier steps complete, the current one current and disabled ones disabled', () => {
    expect(stepViews(steps, 'review', 'new').map((v) => [v.state, v.reachable])).toEqual([
      ['complete', true],
      ['disabled', false],
      ['current', false],
    ]);
  });

  it('reaches later steps only in edit mode', () => {
    expect(stepViews(steps, 'setup', 'new').map((v) => v.reachable)).toEqual([false, false, false]);
    expect(stepViews(steps, 'setup', 'edit').map((v) => v.reachable)).toEqual([false, false, true]);
  });
});

describe('wizardButtons', () => {
  it('skips disabled steps and enables Done on the last step only', () => {
    expect(wizardButtons(steps, 'setup')).toEqual({
      canPrevious: false,
      canNext: true,
      canDone: false,
      previousId: null,
      nextId: 'review',
    });
    expect(wizardButtons(steps, 'review')).toMatchObject({
      canPrevious: true,
      canNext: false,
      canDone: true,
    });
  });

  it('lets a step and then the shell override the defaults', () => {
    const custom: WizardStep[] = [
      { id: 'a', label: 'A', canDone: true, canNext: false },
      { id: 'b', label: 'B' },
    ];
    expect(wizardButtons(custom, 'a')).toMatchObject({ canNext: false, canDone: true });
    expect(wizardButtons(custom, 'a', { canNext: true, canDone: false })).toMatchObject({
      canNext: true,
      canDone: false,
    });
  });

  it('never enables Next or Previous without a step to go to', () => {
    expect(wizardButtons(steps, 'review', { canNext: true }).canNext).toBe(false);
    expect(wizardButtons(steps, 'setup', { canPrevious: true }).canPrevious).toBe(false);
  });
});
