/**
 * Texts of the console's own pages for the widgets' areas (keys keep their area's prefix): the
 * Active Directory discovery page and its run-from-search menu (002 §2.3, chosen). Registered with
 * the console's other texts (`app.tsx`).
 * @example consolePageMessages['directoryDiscovery.page.title'] // 'Active Directory discovery'
 */
export const consolePageMessages = {
  // ── Active Directory discovery (directoryDiscovery.page.*, .toolbar.*) ──
  // The wizard's outcome on the console's page (002 §8)
  'directoryDiscovery.wizard.saved': 'Discovery job saved',
  // The console page (chosen)
  'directoryDiscovery.page.title': 'Active Directory discovery',
  'directoryDiscovery.page.newAdHoc': 'Run ad hoc discovery',
  'directoryDiscovery.page.newScheduled': 'New scheduled discovery job',
  'directoryDiscovery.page.jobs': 'Discovery jobs',
  'directoryDiscovery.page.noJobs': 'No discovery jobs yet',
  'directoryDiscovery.page.edit': 'Edit',
  'directoryDiscovery.page.run': 'Run now',
  'directoryDiscovery.page.delete': 'Delete',
  'directoryDiscovery.page.unnamed': 'Unnamed job',
  'directoryDiscovery.page.type.AD_HOC': 'Ad hoc',
  'directoryDiscovery.page.type.SCHEDULED': 'Scheduled',
  'directoryDiscovery.page.lastRun': 'Last run',
  'directoryDiscovery.page.nextRun': 'Next run',
  'directoryDiscovery.page.candidates': 'Candidate devices',
  // Run from device search (chosen)
  'directoryDiscovery.toolbar.label': 'Active Directory discovery',
  'directoryDiscovery.toolbar.button': 'AD discovery',
  'directoryDiscovery.toolbar.RUN_AD_DISCOVERY_JOB_ADHOC_DISCOVERY': 'Run ad hoc discovery job',
  'directoryDiscovery.toolbar.RUN_AD_DISCOVERY_JOB_SCHEDULED_DISCOVERY': 'Run scheduled discovery job now',
  'directoryDiscovery.run.queued': 'Discovery job started',
} as const;

/** The keys and default texts of {@link consolePageMessages}. */
type ConsolePageMessages = typeof consolePageMessages;

declare module '@console/core' {
  interface MessageCatalogue extends ConsolePageMessages {}
}
