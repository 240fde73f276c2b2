import { type CloudMonitor, routes } from '@console/core';
import {
  endpointQueryKey,
  MessageSection,
  useConsoleMutation,
  useConsoleQuery,
  useMessage,
} from '@console/core/react';
import { Banner, Spinner, WizardShell } from '@console/ui';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { cloudMonitorTexts } from '../messages-cloud-monitors';
import { useUnsavedChangesGuard } from '../shared/use-unsaved-changes-guard';
import * as styles from './cloud-monitor-wizard.css';
import {
  draftFromMonitor,
  firstPageWithIssues,
  isDirty,
  type MonitorDraft,
  type MonitorStepId,
  monitorSteps,
  newMonitorDraft,
  pageIssues,
  toMonitorInput,
} from './monitor-draft';
import type { MonitorPageProps } from './page-props';
// Setup is always the first page: it comes with the wizard; the others load when first opened.
import SetupPage from './setup-page';

const OutboundPage = lazy(() => import('./email-pages').then((m) => ({ default: m.OutboundPage })));
const InboundPage = lazy(() => import('./email-pages').then((m) => ({ default: m.InboundPage })));
const RequestPage = lazy(() => import('./request-page'));
const ConditionsPage = lazy(() => import('./conditions-page'));
const ConfirmPage = lazy(() => import('./confirm-page'));

const PAGES = {
  setup: SetupPage,
  outbound: OutboundPage,
  inbound: InboundPage,
  request: RequestPage,
  conditions: ConditionsPage,
  confirm: ConfirmPage,
} as const;

/** Props of {@link CloudMonitorWizard}. */
export interface CloudMonitorWizardProps {
  /** The monitor to edit; leave out for a new one. */
  monitorId?: number;
  /** A new monitor's fields to start with (organization, location, type ...). */
  defaults?: Partial<MonitorDraft>;
  /**
   * The page opened first.
   * @default 'setup'
   */
  defaultStep?: MonitorStepId;
  /** Called with the saved monitor after Done (or Save in the unsaved-changes prompt). */
  onSaved?: (monitor: CloudMonitor) => void;
  /** Called with `false` when the wizard closes (Close, Discard, or after saving). */
  onOpenChange?: (open: boolean) => void;
  /** `fullscreen` (default) covers the viewport; `fill` fills its parent. */
  layout?: 'fullscreen' | 'fill';
}

/**
 * The cloud monitor wizard (002 §2.2, §2.3, §3, §4.7): Setup, then Outbound and Inbound (email)
 * or Request (HTTP), Conditions and Confirm, on the ui's `WizardShell`. Next checks the page with
 * core's `validateCloudMonitor`; Done saves (`POST` or `PUT /cloudmonitor`) and closes; Close asks
 * 'You have unsaved changes' (Cancel, Save, Discard) when anything changed.
 * @example <CloudMonitorWizard onOpenChange={(open) => !open && navigate('/')} />
 */
export function CloudMonitorWizard(props: CloudMonitorWizardProps) {
  return (
    <MessageSection messages={cloudMonitorTexts}>
      <CloudMonitorWizardView {...props} />
    </MessageSection>
  );
}

/** The view of {@link CloudMonitorWizard}, inside its message section. */
function CloudMonitorWizardView(props: CloudMonitorWizardProps) {
  const t = useMessage();
  const loaded = useConsoleQuery(
    routes.cloudMonitor.get,
    { params: { id: props.monitorId ?? 0 } },
    { enabled: props.monitorId !== undefined, staleTime: 0, gcTime: 0 },
  );
  if (props.monitorId === undefined) return <WizardBody {...props} start={null} />;
  if (loaded.isError) return <Banner tone="danger">{t('monitorWizards.loadError')}</Banner>;
  if (!loaded.data)
    return (
      <div className={styles.page} aria-busy="true">
        <Spinner label={t('monitorWizards.loading')} />
      </div>
    );
  return <WizardBody {...props} start={loaded.data} />;
}

function WizardBody({
  monitorId,
  defaults,
  defaultStep = 'setup',
  onSaved,
  onOpenChange,
  layout,
  start,
}: CloudMonitorWizardProps & { start: CloudMonitor | null }) {
  const t = useMessage();
  const queryClient = useQueryClient();
  const isNew = start === null;
  const initial = useMemo(
    () => (start ? draftFromMonitor(start) : newMonitorDraft(defaults)),
    [start, defaults],
  );
  const saved = useRef(initial);
  const [draft, setDraft] = useState(initial);
  const [step, setStep] = useState<MonitorStepId>(defaultStep);
  const [shown, setShown] = useState<ReadonlySet<MonitorStepId>>(new Set());
  const [saveError, setSaveError] = useState<string | null>(null);
  const create = useConsoleMutation(routes.cloudMonitor.create);
  const change = useConsoleMutation(routes.cloudMonitor.update);

  const steps = monitorSteps(draft.monitorType);
  const show = (id: MonitorStepId) => setShown((current) => new Set(current).add(id));

  const save = async (): Promise<boolean> => {
    const broken = firstPageWithIssues(draft, isNew);
    if (broken) {
      show(broken);
      setStep(broken);
      return false;
    }
    setSaveError(null);
    try {
      const body = toMonitorInput(draft);
      const answer =
        monitorId === undefined
          ? await create.mutateAsync({ body })
          : await change.mutateAsync({ params: { id: monitorId }, body });
      saved.current = draft;
      await queryClient.invalidateQueries({ queryKey: endpointQueryKey(routes.cloudMonitor.list) });
      await queryClient.invalidateQueries({ queryKey: endpointQueryKey(routes.cloudMonitor.get) });
      onSaved?.(answer.cloudMonitor);
      return true;
    } catch (error) {
      setSaveError(error instanceof Error && error.message ? error.message : t('cloudMonitors.saveError'));
      return false;
    }
  };

  const guard = useUnsavedChangesGuard({
    isDirty: () => isDirty(saved.current, draft),
    save,
    onOpenChange,
  });

  const Page = PAGES[step];
  const pageProps: MonitorPageProps = {
    draft,
    update: (change) => setDraft((current) => ({ ...current, ...change })),
    replace: setDraft,
    issues: shown.has(step) ? pageIssues(draft, step, isNew) : [],
    isNew,
  };
  return (
    <>
      <WizardShell
        title={t(isNew ? 'monitorWizards.title.new' : 'monitorWizards.title.edit')}
        mode={isNew ? 'new' : 'edit'}
        // A saved monitor can be saved from any page; a new one from Confirm.
        canDone={isNew ? undefined : true}
        layout={layout}
        {...guard.shellProps}
        steps={steps.map((id) => ({ id, label: t(`monitorWizards.step.${id}`) }))}
        step={step}
        onStepChange={(id) => setStep(id as MonitorStepId)}
        onNext={(from) => {
          const id = from as MonitorStepId;
          if (pageIssues(draft, id, isNew).length === 0) return true;
          show(id);
          return false;
        }}
        onDone={save}
      >
        <div className={styles.page}>
          {saveError ? (
            <Banner tone="danger" title={t('cloudMonitors.saveError')}>
              {saveError}
            </Banner>
          ) : null}
          <Suspense fallback={<Spinner label={t('monitorWizards.loading')} />}>
            <Page {...pageProps} />
          </Suspense>
        </div>
      </WizardShell>
      {guard.prompt}
    </>
  );
}
