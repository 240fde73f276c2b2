import { expectNoAxeViolations, renderWithProviders } from '@console/testing';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import type { WizardStep } from './wizard-model';
import { WizardShell } from './wizard-shell';

const backupSteps: WizardStep[] = [
  { id: 'basic', label: 'Basic' },
  { id: 'schedule', label: 'Schedule' },
  { id: 'advanced', label: 'Advanced' },
];

const pageOf = (step: WizardStep) => <p>{`${step.label} page`}</p>;
const stepButton = (name: string) =>
  page.getByRole('navigation', { name: 'Steps' }).getByRole('button', { name });
const button = (name: string) => page.getByRole('button', { name, exact: true });

/** Lets colour transitions end so axe measures the settled colours. */
const settled = () => Promise.all(document.getAnimations().map((animation) => animation.finished));

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('WizardShell', () => {
  it('shows the step bar, the first page and the buttons enabled for it', async () => {
    await renderWithProviders(
      <WizardShell title="Backup job" steps={backupSteps}>
        {pageOf}
      </WizardShell>,
    );
    const dialog = page.getByRole('dialog', { name: 'Backup job' });
    await expect.element(dialog).toBeVisible();
    await expect.element(stepButton('Basic')).toHaveAttribute('aria-current', 'step');
    await expect.element(stepButton('Schedule')).not.toHaveAttribute('aria-current');
    await expect.element(page.getByText('Basic page')).toBeVisible();
    await expect.element(button('Close')).toBeEnabled();
    await expect.element(button('Previous')).toHaveAttribute('aria-disabled', 'true');
    await expect.element(button('Next')).not.toHaveAttribute('aria-disabled');
    await expect.element(button('Done')).toHaveAttribute('aria-disabled', 'true');
    // A new record is built page by page: later steps are not reachable from the bar.
    await expect.element(stepButton('Advanced')).toBeDisabled();
    await expectNoAxeViolations(dialog.element());
  });

  it('moves with Next and Previous, enables Done on the last step, and goes back from the step bar', async () => {
    const onStepChange = vi.fn();
    await renderWithProviders(
      <WizardShell title="Backup job" steps={backupSteps} onStepChange={onStepChange}>
        {pageOf}
      </WizardShell>,
    );
    await button('Next').click();
    await expect.element(page.getByText('Schedule page')).toBeVisible();
    await button('Next').click();
    await expect.element(page.getByText('Advanced page')).toBeVisible();
    expect(onStepChange.mock.calls).toEqual([['schedule'], ['advanced']]);
    await expect.element(stepButton('Advanced')).toHaveAttribute('aria-current', 'step');
    await expect.element(button('Next')).toHaveAttribute('aria-disabled', 'true');
    await expect.element(button('Done')).not.toHaveAttribute('aria-disabled');
    await expect.element(stepButton('Basic')).toHaveAttribute('data-state', 'complete');
    await settled();
    await expectNoAxeViolations(page.getByRole('dialog').element());

    await button('Previous').click();
    await expect.element(page.getByText('Schedule page')).toBeVisible();
    await stepButton('Basic').click();
    await expect.element(page.getByText('Basic page')).toBeVisible();
    await expect.element(stepButton('Basic')).toHaveAttribute('aria-current', 'step');
  });

  it('skips disabled steps and greys them out in the step bar', async () => {
    const steps: WizardStep[] = [
      { id: 'setup', label: 'Set up' },
      { id: 'discovery', label: 'Run discovery', disabled: true },
      { id: 'review', label: 'Review' },
    ];
    await renderWithProviders(
      <WizardShell title="Network discovery" steps={steps}>
        {pageOf}
      </WizardShell>,
    );
    await expect.element(stepButton('Run discovery')).toBeDisabled();
    await expect.element(stepButton('Run discovery')).toHaveAttribute('data-state', 'disabled');
    await button('Next').click();
    await expect.element(page.getByText('Review page')).toBeVisible();
    await expect.element(stepButton('Run discovery')).toBeDisabled();
    await button('Previous').click();
    await expect.element(page.getByText('Set up page')).toBeVisible();
  });

  it('stays on the page when onNext vetoes, and moves when it allows', async () => {
    let answer = deferred<boolean>();
    const onNext = vi.fn(() => answer.promise);
    await renderWithProviders(
      <WizardShell title="Cloud monitor" steps={backupSteps} onNext={onNext}>
        {pageOf}
      </WizardShell>,
    );
    await button('Next').click();
    await expect.element(page.getByRole('dialog')).toHaveAttribute('data-state', 'next');
    await expect.element(button('Next')).toHaveAttribute('aria-busy', 'true');
    answer.resolve(false);
    await expect.element(page.getByRole('dialog')).toHaveAttribute('data-state', 'idle');
    await expect.element(page.getByText('Basic page')).toBeVisible();
    expect(onNext).toHaveBeenCalledWith('basic', 'schedule');

    answer = deferred<boolean>();
    await button('Next').click();
    answer.resolve(true);
    await expect.element(page.getByText('Schedule page')).toBeVisible();
  });

  it('enables the buttons per page through step config and props', async () => {
    const steps: WizardStep[] = [
      { id: 'setup', label: 'Setup', canNext: false, canDone: true },
      { id: 'confirm', label: 'Confirm' },
    ];
    const screen = await renderWithProviders(
      <WizardShell title="Cloud monitor" steps={steps}>
        {pageOf}
      </WizardShell>,
    );
    await expect.element(button('Next')).toHaveAttribute('aria-disabled', 'true');
    await expect.element(button('Done')).not.toHaveAttribute('aria-disabled');
    await screen.rerender(
      <WizardShell title="Cloud monitor" steps={steps} canNext canDone={false}>
        {pageOf}
      </WizardShell>,
    );
    await expect.element(button('Next')).not.toHaveAttribute('aria-disabled');
    await expect.element(button('Done')).toHaveAttribute('aria-disabled', 'true');
  });

  it('saves and closes on Done, and stays when Done is refused', async () => {
    const onOpenChange = vi.fn();
    let result = false;
    const onDone = vi.fn(() => result);
    await renderWithProviders(
      <WizardShell
        title="Backup job"
        steps={backupSteps}
        defaultStep="advanced"
        onDone={onDone}
        onOpenChange={onOpenChange}
      >
        {pageOf}
      </WizardShell>,
    );
    await button('Done').click();
    expect(onDone).toHaveBeenCalledTimes(1);
    await expect.element(page.getByRole('dialog')).toHaveAttribute('data-state', 'idle');
    expect(onOpenChange).not.toHaveBeenCalled();
    result = true;
    await button('Done').click();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('asks before closing', async () => {
    const onClose = vi.fn(() => Promise.resolve(false));
    await renderWithProviders(
      <WizardShell title="Backup job" steps={backupSteps} onClose={onClose}>
        {pageOf}
      </WizardShell>,
    );
    await button('Close').click();
    expect(onClose).toHaveBeenCalledTimes(1);
    await expect.element(page.getByRole('dialog')).toHaveAttribute('data-state', 'idle');
    await expect.element(page.getByRole('dialog', { name: 'Backup job' })).toBeVisible();
  });

  it('opens later steps from the bar in edit mode, after onNext allows it', async () => {
    const onNext = vi.fn(() => true);
    await renderWithProviders(
      <WizardShell title="Edit backup job" mode="edit" steps={backupSteps} onNext={onNext}>
        {pageOf}
      </WizardShell>,
    );
    await stepButton('Advanced').click();
    await expect.element(page.getByText('Advanced page')).toBeVisible();
    expect(onNext).toHaveBeenCalledWith('basic', 'advanced');
  });

  it('passes axe in the dark theme on a middle step', async () => {
    await renderWithProviders(
      <WizardShell title="Backup job" steps={backupSteps} defaultStep="schedule">
        {pageOf}
      </WizardShell>,
      { theme: 'dark' },
    );
    await expect.element(stepButton('Schedule')).toHaveAttribute('aria-current', 'step');
    await settled();
    await expectNoAxeViolations(page.getByRole('dialog').element());
  });

  it('fills a dialog body in the fill layout', async () => {
    const screen = await renderWithProviders(
      <div style={{ height: 400 }}>
        <WizardShell layout="fill" aria-label="Directory discovery job" steps={backupSteps.slice(0, 2)}>
          <p>Page content</p>
        </WizardShell>
      </div>,
    );
    const region = page.getByRole('region', { name: 'Directory discovery job' });
    await expect.element(region).toBeVisible();
    expect(region.element().getBoundingClientRect().height).toBe(400);
    expect(page.getByRole('dialog').query()).toBeNull();
    await expectNoAxeViolations(screen.container);
  });
});
