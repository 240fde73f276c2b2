/**
 * The organization deletion flow (002 §4.6) as pure steps: confirm, fetch the warnings, confirm
 * each warning, then — when the organization's backup data is to be removed permanently — a second
 * confirmation with DELETE typed, then delete.
 */

/** A warning the server gives before deleting (known code TICKETING_TICKET_OPEN). */
export interface DeleteWarning {
  code: string;
  message: string;
}

/** Where the flow is. */
export type DeleteOrganizationStep =
  | { step: 'confirm' }
  | { step: 'loadingWarnings' }
  | { step: 'warning'; warnings: DeleteWarning[]; index: number }
  | { step: 'typed' }
  | { step: 'deleting' };

/** The word to type for the backup data confirmation. */
export const TYPED_CONFIRMATION = 'DELETE';

/** True when the typed text is exactly DELETE. */
export function isTypedConfirmation(text: string): boolean {
  return text.trim() === TYPED_CONFIRMATION;
}

/** The step after the warnings were read (or after the last one was confirmed). */
function afterWarnings(withBackupData: boolean): DeleteOrganizationStep {
  return withBackupData ? { step: 'typed' } : { step: 'deleting' };
}

/** The step once the warnings arrived. */
export function warningsLoaded(warnings: DeleteWarning[], withBackupData: boolean): DeleteOrganizationStep {
  return warnings.length > 0 ? { step: 'warning', warnings, index: 0 } : afterWarnings(withBackupData);
}

/** The step after the current warning was confirmed. */
export function warningConfirmed(
  current: Extract<DeleteOrganizationStep, { step: 'warning' }>,
  withBackupData: boolean,
): DeleteOrganizationStep {
  return current.index + 1 < current.warnings.length
    ? { ...current, index: current.index + 1 }
    : afterWarnings(withBackupData);
}
