/**
 * The image manager's texts core's validators produce (002 §5.11): the application license rules.
 * `@console/monitor-wizards` registers them with its own section (`imageManagerMessages`).
 * @example imageManagerCoreMessages['imageManager.validation.paidOnly']
 */
export const imageManagerCoreMessages = {
  // Per-field errors (002 §5.11: wording not shown, chosen)
  'imageManager.validation.licenseRequired': 'Select a license type of this application',
  'imageManager.validation.paidOnly': 'Only a paid ImageManager license has job counts',
} as const;
