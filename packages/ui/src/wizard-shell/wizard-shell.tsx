import { useMessage } from '@console/core/react';
import { type ReactNode, useCallback, useId, useRef, useState } from 'react';
import { Button } from '../button/button';
import { allows, type VetoableHandler } from '../editor-shell/veto';
import { ShellFrame } from '../internal/shell-frame';
import { useControllableState } from '../internal/use-controllable-state';
import { stepViews, type WizardMode, type WizardStep, wizardButtons } from './wizard-model';
import * as styles from './wizard-shell.css';

/** What the wizard is doing: shown as `data-state`. */
export type WizardShellState = 'idle' | 'next' | 'done' | 'closing';

/** How a {@link WizardShell} takes its space. */
export type WizardShellLayout = 'fullscreen' | 'fill';

/** Props of {@link WizardShell}. */
export interface WizardShellProps {
  /** The steps, in order. Leave out steps that do not apply (e.g. 'Request' for non-HTTP monitors). */
  steps: WizardStep[];
  /** The open step's id (controlled). */
  step?: string;
  /**
   * The step opened first when uncontrolled.
   * @default the first step
   */
  defaultStep?: string;
  /** Called with the id of the step to open. */
  onStepChange?: (stepId: string) => void;
  /**
   * The page of the open step: a node, or a function of the open step.
   */
  children?: ReactNode | ((step: WizardStep) => ReactNode);
  /** The wizard's title, shown in the header. The header is left out when there is no title. */
  title?: ReactNode;
  /** Extra header content after the title (e.g. organization name, version tooltip). */
  headerContent?: ReactNode;
  /**
   * `new` lets the step bar open only earlier steps; `edit` lets it open any enabled step.
   * @default 'new'
   */
  mode?: WizardMode;
  /** Enables Previous on the current page, replacing the step's and the default rule. */
  canPrevious?: boolean;
  /** Enables Next on the current page, replacing the step's and the default rule. */
  canNext?: boolean;
  /** Enables Done on the current page, replacing the step's and the default rule (last step). */
  canDone?: boolean;
  /**
   * Asked before Next (or, in `edit` mode, a later step in the step bar) leaves the page: validate
   * here and return `false`, or a promise of `false`, to stay.
   */
  onNext?: (fromStepId: string, toStepId: string) => unknown;
  /**
   * Done: save here. Return `false` (or reject) to stay open; otherwise the wizard closes.
   */
  onDone?: VetoableHandler;
  /** Asked before the wizard closes through Close (or Escape): return `false` to stay. */
  onClose?: VetoableHandler;
  /** Whether the wizard is shown (controlled). */
  open?: boolean;
  /**
   * Initial visibility when uncontrolled.
   * @default true
   */
  defaultOpen?: boolean;
  /** Called when the wizard closes (after Close or Done was allowed) or opens. */
  onOpenChange?: (open: boolean) => void;
  /**
   * `fullscreen` covers the viewport as a modal layer; `fill` fills its parent, e.g. a dialog body.
   * @default 'fullscreen'
   */
  layout?: WizardShellLayout;
  /** Extra footer content, placed after Close. */
  footerStart?: ReactNode;
  /** Accessible name when there is no `title` (e.g. the surrounding dialog's title). */
  'aria-label'?: string;
  /** Extra class on the wizard element. */
  className?: string;
}

/**
 * The wizard frame (002 §2.3, §4.7): a step bar (current step `aria-current="step"`, disabled steps
 * greyed out, earlier steps clickable), the page of the open step, and Close, Previous, Next and
 * Done buttons, each enabled per page. Next skips disabled steps; Done defaults to the last step.
 * State shows as `data-state="idle|next|done|closing"`.
 *
 * @example
 * ```tsx
 * <WizardShell
 *   title="Backup job"
 *   steps={[{ id: 'basic', label: 'Basic' }, { id: 'schedule', label: 'Schedule' }, { id: 'advanced', label: 'Advanced' }]}
 *   onNext={() => form.validatePage()}
 *   onDone={save}
 *   onClose={confirmUnsaved}
 * >
 *   {(step) => <BackupPage step={step.id} />}
 * </WizardShell>
 * ```
 */
export function WizardShell({
  steps,
  step,
  defaultStep,
  onStepChange,
  children,
  title,
  headerContent,
  mode = 'new',
  canPrevious,
  canNext,
  canDone,
  onNext,
  onDone,
  onClose,
  open,
  defaultOpen = true,
  onOpenChange,
  layout = 'fullscreen',
  footerStart,
  'aria-label': ariaLabel,
  className,
}: WizardShellProps) {
  const t = useMessage();
  const titleId = useId();
  const bodyId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [isOpen, setOpen] = useControllableState({
    value: open,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const [currentId, setCurrentId] = useControllableState({
    value: step,
    defaultValue: defaultStep ?? steps[0]?.id ?? '',
    onChange: onStepChange,
  });
  const [state, setState] = useState<WizardShellState>('idle');
  const busy = useRef(false);

  const views = stepViews(steps, currentId, mode);
  const current = views.find((view) => view.state === 'current')?.step ?? steps[0];
  const currentIndex = current ? steps.indexOf(current) : 0;
  const buttons = wizardButtons(steps, current?.id ?? '', { canPrevious, canNext, canDone });

  const run = useCallback(
    async (kind: Exclude<WizardShellState, 'idle'>, handler: VetoableHandler | undefined) => {
      if (busy.current) return false;
      busy.current = true;
      setState(kind);
      const allowed = await allows(handler);
      busy.current = false;
      setState('idle');
      return allowed;
    },
    [],
  );

  const goForward = useCallback(
    async (toId: string) => {
      const fromId = current?.id ?? '';
      if (await run('next', onNext ? () => onNext(fromId, toId) : undefined)) setCurrentId(toId);
    },
    [current, onNext, run, setCurrentId],
  );

  const openStep = useCallback(
    (index: number) => {
      const target = steps[index];
      if (!target || busy.current) return;
      if (index < currentIndex) setCurrentId(target.id);
      else void goForward(target.id);
    },
    [steps, currentIndex, goForward, setCurrentId],
  );

  const close = useCallback(async () => {
    if (await run('closing', onClose)) setOpen(false);
  }, [run, onClose, setOpen]);

  const done = useCallback(async () => {
    if (await run('done', onDone)) setOpen(false);
  }, [run, onDone, setOpen]);

  if (!isOpen || !current) return null;

  const busyNow = state !== 'idle';
  const page = typeof children === 'function' ? children(current) : children;
  const content = (
    <>
      {title ? (
        <header className={styles.header}>
          <h1 id={titleId} ref={titleRef} tabIndex={-1} className={styles.title}>
            {title}
          </h1>
          {headerContent}
        </header>
      ) : null}
      <nav className={styles.stepBar} aria-label={t('ui.wizardShell.steps')}>
        <ol className={styles.steps}>
          {views.map((view) => (
            <li key={view.step.id} className={styles.stepItem}>
              <button
                type="button"
                className={styles.step}
                data-state={view.state}
                aria-current={view.state === 'current' ? 'step' : undefined}
                aria-controls={view.state === 'current' ? bodyId : undefined}
                disabled={view.state !== 'current' && !view.reachable}
                onClick={view.reachable ? () => openStep(view.index) : undefined}
              >
                <span className={styles.stepNumber} aria-hidden="true">
                  {view.index + 1}
                </span>
                <span>{view.step.label}</span>
              </button>
            </li>
          ))}
        </ol>
      </nav>
      <section id={bodyId} className={styles.body} aria-label={current.label} data-step={current.id}>
        {page}
      </section>
      <div className={styles.footer}>
        <Button onClick={close} loading={state === 'closing'} disabled={busyNow && state !== 'closing'}>
          {t('ui.close')}
        </Button>
        {footerStart}
        <div className={styles.footerEnd}>
          <Button
            onClick={() => {
              if (buttons.previousId && !busy.current) setCurrentId(buttons.previousId);
            }}
            disabled={!buttons.canPrevious || busyNow}
            accessibleWhenDisabled
          >
            {t('ui.previous')}
          </Button>
          <Button
            variant={buttons.canDone ? 'secondary' : 'primary'}
            onClick={() => {
              if (buttons.nextId) void goForward(buttons.nextId);
            }}
            loading={state === 'next'}
            disabled={!buttons.canNext || (busyNow && state !== 'next')}
            accessibleWhenDisabled
          >
            {t('ui.next')}
          </Button>
          <Button
            variant="primary"
            onClick={done}
            loading={state === 'done'}
            disabled={!buttons.canDone || (busyNow && state !== 'done')}
            accessibleWhenDisabled
          >
            {t('ui.done')}
          </Button>
        </div>
      </div>
    </>
  );
  return (
    <ShellFrame
      layout={layout}
      onClose={() => void close()}
      initialFocus={title ? titleRef : undefined}
      className={className ? `${styles.shell} ${className}` : styles.shell}
      {...(title ? { 'aria-labelledby': titleId } : { 'aria-label': ariaLabel })}
      data-state={state}
      data-mode={mode}
    >
      {content}
    </ShellFrame>
  );
}
