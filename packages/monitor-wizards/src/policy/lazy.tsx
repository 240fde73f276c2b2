import { type ComponentProps, lazy, Suspense } from 'react';

// The policy editor's sections are loaded on demand: nothing of them is needed for the package's
// first load, so a host's bundler gives them their own chunk. While the chunk loads nothing shows.

const LazyGeneral = /* @__PURE__ */ lazy(() =>
  import('./policy-general-section').then((m) => ({ default: m.PolicyGeneralSection })),
);
/** The policy editor's General section (see `PolicyGeneralSection`), loaded on demand. */
export function PolicyGeneralSection(props: ComponentProps<typeof LazyGeneral>) {
  return (
    <Suspense fallback={null}>
      <LazyGeneral {...props} />
    </Suspense>
  );
}

const LazyConditions = /* @__PURE__ */ lazy(() =>
  import('./policy-conditions-section').then((m) => ({ default: m.PolicyConditionsSection })),
);
/** The policy editor's Conditions section (see `PolicyConditionsSection`), loaded on demand. */
export function PolicyConditionsSection(props: ComponentProps<typeof LazyConditions>) {
  return (
    <Suspense fallback={null}>
      <LazyConditions {...props} />
    </Suspense>
  );
}

const LazySettings = /* @__PURE__ */ lazy(() =>
  import('./policy-settings-section').then((m) => ({ default: m.PolicySettingsSection })),
);
/** The policy editor's Antivirus and patching section (see `PolicySettingsSection`), loaded on demand. */
export function PolicySettingsSection(props: ComponentProps<typeof LazySettings>) {
  return (
    <Suspense fallback={null}>
      <LazySettings {...props} />
    </Suspense>
  );
}

const LazyAutomations = /* @__PURE__ */ lazy(() =>
  import('./policy-automations-section').then((m) => ({ default: m.PolicyAutomationsSection })),
);
/** The policy editor's Scheduled automation section (see `PolicyAutomationsSection`), loaded on demand. */
export function PolicyAutomationsSection(props: ComponentProps<typeof LazyAutomations>) {
  return (
    <Suspense fallback={null}>
      <LazyAutomations {...props} />
    </Suspense>
  );
}

const LazyMonitors = /* @__PURE__ */ lazy(() =>
  import('./policy-monitors-section').then((m) => ({ default: m.PolicyMonitorsSection })),
);
/** The policy editor's Monitors section (see `PolicyMonitorsSection`), loaded on demand. */
export function PolicyMonitorsSection(props: ComponentProps<typeof LazyMonitors>) {
  return (
    <Suspense fallback={null}>
      <LazyMonitors {...props} />
    </Suspense>
  );
}
