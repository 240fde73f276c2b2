/**
 * Pure logic of the wizard shell: which steps the step bar lets you reach and which of Previous,
 * Next and Done are enabled on the current page (002 §2.3, §4.7; 000 §2.11).
 */

/** One step of a {@link WizardShell}. */
export interface WizardStep {
  /** Unique id. */
  id: string;
  /** Visible label in the step bar. */
  label: string;
  /**
   * The step shows in the step bar but cannot be opened (e.g. 'Review' until there are devices).
   * @default false
   */
  disabled?: boolean;
  /** Enables or disables Previous on this step's page (overrides the default). */
  canPrevious?: boolean;
  /** Enables or disables Next on this step's page (overrides the default). */
  canNext?: boolean;
  /** Enables or disables Done on this step's page (overrides the default). */
  canDone?: boolean;
}

/**
 * `new`: the step bar reaches only earlier steps (a record is built page by page). `edit`: every
 * enabled step can be opened directly (the record already exists).
 */
export type WizardMode = 'new' | 'edit';

/** How a step shows in the step bar: `data-state` of its button. */
export type WizardStepState = 'complete' | 'current' | 'upcoming' | 'disabled';

/** A step with its state in the step bar. */
export interface WizardStepView {
  /** The step. */
  step: WizardStep;
  /** 0-based position. */
  index: number;
  /** How it shows. */
  state: WizardStepState;
  /** Clicking it opens it. */
  reachable: boolean;
}

/** Per-page overrides of the buttons; `undefined` keeps the step's or the default rule. */
export interface WizardButtonOverrides {
  /** Override for Previous. */
  canPrevious?: boolean | undefined;
  /** Override for Next. */
  canNext?: boolean | undefined;
  /** Override for Done. */
  canDone?: boolean | undefined;
}

/** Which buttons are enabled, and where Previous and Next lead. */
export interface WizardButtons {
  /** Previous is enabled. */
  canPrevious: boolean;
  /** Next is enabled. */
  canNext: boolean;
  /** Done is enabled. */
  canDone: boolean;
  /** Id of the step Previous opens. */
  previousId: string | null;
  /** Id of the step Next opens. */
  nextId: string | null;
}

/**
 * The nearest enabled step before (`-1`) or after (`1`) `index`, or `null`.
 * @example
 * neighbourStep(steps, 0, 1)?.id // the next enabled step
 */
export function neighbourStep(
  steps: readonly WizardStep[],
  index: number,
  direction: 1 | -1,
): WizardStep | null {
  for (let i = index + direction; i >= 0 && i < steps.length; i += direction) {
    const step = steps[i]!;
    if (!step.disabled) return step;
  }
  return null;
}

/**
 * The step bar: earlier steps are complete, later ones upcoming, disabled ones disabled. Enabled
 * earlier steps are reachable; in `edit` mode later enabled steps are too.
 * @example
 * stepViews(steps, 'schedule', 'new').map((view) => view.state) // ['complete', 'current', 'upcoming']
 */
export function stepViews(
  steps: readonly WizardStep[],
  currentId: string,
  mode: WizardMode,
): WizardStepView[] {
  const currentIndex = Math.max(
    0,
    steps.findIndex((step) => step.id === currentId),
  );
  return steps.map((step, index) => {
    const state: WizardStepState =
      index === currentIndex
        ? 'current'
        : step.disabled
          ? 'disabled'
          : index < currentIndex
            ? 'complete'
            : 'upcoming';
    const reachable = !step.disabled && index !== currentIndex && (index < currentIndex || mode === 'edit');
    return { step, index, state, reachable };
  });
}

/**
 * The buttons of the current page. Defaults: Previous when an enabled step lies before, Next when
 * one lies after, Done on the last step. A step's own `canPrevious` / `canNext` / `canDone` replace
 * the defaults, and the shell's overrides replace both; Previous and Next still need somewhere to go.
 *
 * @example
 * wizardButtons(steps, 'schedule', { canNext: formValid })
 */
export function wizardButtons(
  steps: readonly WizardStep[],
  currentId: string,
  overrides: WizardButtonOverrides = {},
): WizardButtons {
  const index = Math.max(
    0,
    steps.findIndex((step) => step.id === currentId),
  );
  const current = steps[index];
  const previous = neighbourStep(steps, index, -1);
  const next = neighbourStep(steps, index, 1);
  const pick = (key: keyof WizardButtonOverrides, fallback: boolean) =>
    overrides[key] ?? current?.[key] ?? fallback;
  return {
    canPrevious: previous !== null && pick('canPrevious', true),
    canNext: next !== null && pick('canNext', true),
    canDone: pick('canDone', index === steps.length - 1),
    previousId: previous?.id ?? null,
    nextId: next?.id ?? null,
  };
}
