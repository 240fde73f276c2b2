import { automationCoreMessages } from '@console/core';

/**
 * Texts of the automation library, this package's own section of the message catalogue: 001 §2.7,
 * §4, §8, §9 and 002 §2.3, §5.4, §8. Keys are `automation.<area>.<what>`. Texts marked "chosen" are
 * not given by the spec; every other text is the spec's own wording. The shared validators' texts
 * and the server's refusals are core's (`automationCoreMessages`). A host overrides any of them with
 * the ConsoleProvider's `messages`.
 * @example automationMessages['automation.library.title'] // 'Automation'
 */
export const automationMessages = {
  // ── the library page (001 §2.7) ───────────────────────────────────────────
  'automation.library.title': 'Automation',
  'automation.library.tabs.scripts': 'Scripts',
  'automation.library.tabs.underReview': 'Under review',
  'automation.library.tabs.templateLibrary': 'Template library',
  'automation.library.tableLabel': 'Automations',
  'automation.library.templateTableLabel': 'Automation templates',
  'automation.library.underReviewTableLabel': 'Automations under review',
  'automation.library.column.name': 'Name',
  'automation.library.column.os': 'OS',
  'automation.library.column.type': 'Type',
  'automation.library.column.categories': 'Categories',
  'automation.library.column.createdOn': 'Created on',
  'automation.library.column.updatedOn': 'Last updated',
  'automation.library.column.createdBy': 'Created by',
  'automation.library.column.lastUpdatedBy': 'Last updated by',
  'automation.library.column.scanStatus': 'Status',
  'automation.library.filter.os': 'OS',
  'automation.library.filter.type': 'Type',
  'automation.library.filter.language': 'Language',
  'automation.library.filter.categories': 'Categories',
  /** chosen */
  'automation.library.filter.clear': 'Clear filters',
  /** chosen: the filter button with its number of chosen values */
  'automation.library.filter.withCount': '{{filter}} ({{count}})',
  'automation.library.action.edit': 'Edit',
  'automation.library.action.copy': 'Copy',
  'automation.library.action.delete': 'Delete',
  /** chosen: the global actions menu's button */
  'automation.library.actions': 'Add',
  'automation.library.actions.scripts': 'Scripts',
  'automation.library.actions.newScript': 'New script',
  'automation.library.actions.importFromFile': 'Import from file',
  'automation.library.actions.importFromTemplate': 'Import from template',
  'automation.library.actions.appAutomation': 'App automation',
  'automation.library.actions.installation': 'Installation',
  'automation.library.actions.run': 'Run',
  'automation.library.actions.fileTransfer': 'File Transfer',
  'automation.library.errorFetching': 'Error fetching automations',
  /** chosen */
  'automation.library.empty': 'No automations yet',
  /** chosen */
  'automation.library.underReviewEmpty': 'No automations are under review',
  /** chosen */
  'automation.library.retry': 'Try again',

  // ── enumerations ──────────────────────────────────────────────────────────
  'automation.os.Windows': 'Windows',
  'automation.os.Mac': 'Mac',
  'automation.os.Linux': 'Linux',
  /** chosen labels of the automation types (001 §3) */
  'automation.type.ScriptAutomation': 'Script',
  'automation.type.NativeAutomation': 'Native',
  'automation.type.BinaryInstallAutomation': 'Install Application',
  'automation.type.BinaryRunAutomation': 'Run Application',
  'automation.type.FileTransferAutomation': 'File Transfer',
  'automation.architecture.ALL': 'All',
  'automation.architecture.64': '64-bit',
  'automation.architecture.32': '32-bit',
  'automation.uploadType.FILE': 'File',
  'automation.uploadType.URL': 'URL',
  // Internal category names, translated for display (002 §3)
  'automation.category.Uncategorized': 'Uncategorized',
  'automation.category.Antivirus': 'Antivirus',
  'automation.category.Hardware': 'Hardware',
  'automation.category.Maintenance': 'Maintenance',
  'automation.category.Updates': 'Updates',
  'automation.category.Mac OS Patching': 'Mac OS Patching',
  'automation.category.Linux OS Patching': 'Linux OS Patching',
  // Malware scan states (001 §3, 002 §4.7)
  'automation.scan.PROCESSING': 'Processing',
  'automation.scan.SUCCESS': 'Ready',
  'automation.scan.INFECTED': 'Flagged as suspicious',
  'automation.scan.FAILED': 'Failed to upload',
  /** chosen: help under a processing file */
  'automation.scan.processingHint': 'Scanning the files for malware. This may take a few minutes.',

  // ── shared form fields ────────────────────────────────────────────────────
  'automation.form.general': 'General',
  'automation.form.additionalSettings': 'Additional Settings',
  'automation.form.name': 'Name',
  'automation.form.description': 'Description',
  'automation.form.categories': 'Categories',
  'automation.form.os': 'Operating system',
  'automation.form.architecture': 'Architecture',
  'automation.form.runAs': 'Run as',
  'automation.form.uploadType': 'Upload type',
  'automation.form.installerFile': 'Installer file',
  'automation.form.installerUrl': 'Installer URL',
  'automation.form.file': 'File',
  'automation.form.url': 'URL',
  'automation.form.chooseFile': 'Choose file',
  /** chosen: allowed types and size under a file field */
  'automation.form.fileHint': 'Allowed: {{extensions}}. Up to {{limit}} {{unit}}.',
  /** chosen: size hint under a file field without type limits */
  'automation.form.sizeHint': 'Up to {{limit}} {{unit}}.',
  'automation.form.helperFiles': 'Helper files',
  /** chosen */
  'automation.form.helperFilesHint': 'Up to {{max}} files of {{limit}} {{unit}} each',
  'automation.form.addHelperFile': 'Add helper file',
  'automation.form.icon': 'Icon',
  /** chosen */
  'automation.form.iconHint': 'An image of at most 32 x 32 pixels',
  'automation.form.chooseIcon': 'Choose icon',
  'automation.form.preScript': 'Pre-script',
  'automation.form.postScript': 'Post-script',
  'automation.form.selectScript': 'Select script',
  /** chosen */
  'automation.form.changeScript': 'Change',
  /** chosen */
  'automation.form.removeScript': 'Remove {{name}}',
  /** chosen */
  'automation.form.remove': 'Remove',
  /** chosen: the cancelOnPreScriptFail option */
  'automation.form.cancelOnPreScriptFail': 'Cancel the installation if the pre-script fails',
  'automation.form.parameters': 'Parameters',
  /** chosen */
  'automation.form.parameterPlaceholder': 'Type a parameter and press Enter',
  'automation.form.addParameter': 'Add',
  'automation.form.removeParameter': 'Remove parameter {{parameter}}',
  /** chosen: the useFirstParametersOptionAsDefault option */
  'automation.form.useFirstParameterAsDefault': 'Use the first parameter as the default',
  'automation.form.msiSilentArguments': 'Windows MSI silent arguments: /quiet /qn /norestart',
  'automation.form.path': 'Path',
  /** chosen */
  'automation.form.pathPlaceholder': 'C:\\Program Files\\App\\app.exe',
  'automation.form.destination': 'Destination path',
  'automation.form.expand': 'Expand',
  /** chosen */
  'automation.form.expandHint': 'Extract the .zip archive at the destination',
  'automation.form.selectCategories': 'Select categories',
  'automation.form.loadingRunAs': 'Loading',
  'automation.form.processing': 'Processing... This may take a minute',
  'automation.form.save': 'Save',
  'automation.form.cancel': 'Cancel',
  'automation.form.close': 'Close',

  // ── modals (001 §2.7) ─────────────────────────────────────────────────────
  'automation.install.title': 'Install Application',
  'automation.run.title': 'Run Application',
  'automation.fileTransfer.title': 'File Transfer',
  /** chosen */
  'automation.install.created': 'Install Application automation created',
  /** chosen */
  'automation.install.updated': 'Install Application automation updated',
  /** chosen */
  'automation.run.created': 'Run Application automation created',
  /** chosen */
  'automation.run.updated': 'Run Application automation updated',
  /** chosen */
  'automation.fileTransfer.created': 'File Transfer automation created',
  /** chosen */
  'automation.fileTransfer.updated': 'File Transfer automation updated',
  'automation.uploading.title': 'Uploading files',
  /** the spec's warning to keep the modal open (001 §8), worded here */
  'automation.uploading.keepOpen':
    'Keep this window open until the upload finishes, or the upload may be cancelled.',
  'automation.uploading.progress': '{{percent}}%',
  /** chosen */
  'automation.uploading.waiting': 'Waiting',
  /** chosen */
  'automation.uploading.done': 'Uploaded',
  /** chosen */
  'automation.uploading.failed': 'Failed',
  /** chosen */
  'automation.uploading.cancel': 'Cancel upload',
  'automation.processing.title': 'Automation processing',
  'automation.processing.body':
    'Your automation has been submitted for processing. This may take a few minutes.',
  'automation.processing.viewStatus': 'View status',
  'automation.saveFailed': 'Something went wrong. Please try again.',
  'automation.errorLoadingAttachment': 'Error loading attachment',
  'automation.loadingImage': 'Loading image...',

  // ── apply-parameters dialog (001 §2.7, §5) ────────────────────────────────
  'automation.apply.title': '{{name}}',
  'automation.apply.apply': 'Apply',
  'automation.apply.run': 'Run',
  /** chosen */
  'automation.apply.presetParameters': 'Preset parameters',
  /** chosen */
  'automation.apply.customParameters': 'Parameters',
  /** chosen */
  'automation.apply.noPreset': 'None',
  'automation.apply.field.appName': 'App name',
  'automation.apply.field.exePath': 'Exe path',
  'automation.apply.field.msiUrlPath': 'MSI URL path',
  'automation.apply.field.urlPath': 'URL path',
  'automation.apply.field.serviceName': 'Service name',
  'automation.apply.field.start': 'Start',
  'automation.apply.field.enabled': 'Enabled',
  'automation.apply.field.volumeName': 'Volume name',
  'automation.apply.field.checkList': 'Check list',
  'automation.apply.field.supportedArchitecture': 'Supported architecture',

  // ── script picker (001 §2.7) ──────────────────────────────────────────────
  'automation.picker.title': 'Select script',
  /** chosen */
  'automation.picker.tableLabel': 'Scripts',
  /** chosen */
  'automation.picker.empty': 'No scripts match',

  // ── copy, categories, delete (002 §2.3, §5.4) ─────────────────────────────
  /** chosen */
  'automation.copy.title': 'Copy automation',
  /** the copy suffix appended to the default name (002 §5.4), chosen wording */
  'automation.copy.defaultName': '{{name}} (Copy)',
  'automation.copy.confirm': 'Copy',
  /** chosen */
  'automation.copy.done': 'Automation copied',
  /** chosen */
  'automation.categories.title': 'Edit categories',
  /** chosen */
  'automation.categories.saved': 'Categories updated',
  /** chosen */
  'automation.delete.title': 'Delete automation',
  /** chosen */
  'automation.delete.body': 'Are you sure you want to delete {{name}}? This action cannot be undone.',
  'automation.delete.confirm': 'Delete',
  /** chosen */
  'automation.delete.done': 'Automation deleted',
} as const;

/** The keys and default texts of {@link automationMessages}. */
type AutomationMessages = typeof automationMessages;

declare module '@console/core' {
  interface MessageCatalogue extends AutomationMessages {}
}

/** What the library registers (`<MessageSection>`): its own texts and core's automation texts. */
export const automationTexts = { ...automationCoreMessages, ...automationMessages } as const;
