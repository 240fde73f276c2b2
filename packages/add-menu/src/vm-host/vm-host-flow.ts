/**
 * The Add VM host flow's pure logic (000 §2.9, §4.3, §5.2, §8): the form, what the test phase
 * shows, when Test host and Add host are enabled, and how answers map to the spec's labels.
 */
import {
  ESXI_DEFAULT_API_PORT,
  isVmCheckInProgress,
  type MessageKey,
  VM_HOST_TEST_ERROR_CODES,
  type VmCheck,
  type VmHostField,
  type VmHostTestResult,
  type VmHostType,
  validateVmHostForm,
  vmCheckLabel,
  vmTestResultLabel,
} from '@console/core';

/** The dialog's form: ids as numbers (null: not chosen), the port as typed. */
export interface VmHostForm {
  type: VmHostType;
  clientId: number | null;
  delegateNodeId: number | null;
  hostname: string;
  apiPort: string;
  credentialId: number | null;
}

/** An empty form of a type (ESXi starts on the vSphere API's port 443). */
export function initialVmHostForm(type: VmHostType): VmHostForm {
  return {
    type,
    clientId: null,
    delegateNodeId: null,
    hostname: '',
    apiPort: String(ESXI_DEFAULT_API_PORT),
    credentialId: null,
  };
}

/**
 * What the test shows (000 §4.3): nothing yet; the delegate check's stage (polled while it runs);
 * the connection test; passed; or failed with its label (and the server's detail).
 */
export type VmTestPhase =
  | { kind: 'idle' }
  | { kind: 'checking'; label: MessageKey }
  | { kind: 'testing' }
  | { kind: 'passed' }
  | { kind: 'failed'; label: MessageKey; detail: string | null };

/** The form's broken rules, as catalogue keys by field (000 §5.2, 002 §5.6). */
export function vmHostIssues(form: VmHostForm): Partial<Record<VmHostField, MessageKey>> {
  const issues = validateVmHostForm(form);
  return Object.fromEntries(Object.entries(issues).map(([field, issue]) => [field, issue.key]));
}

/** Whether a phase is running (check or test in flight). */
export function isRunning(phase: VmTestPhase): boolean {
  return phase.kind === 'checking' || phase.kind === 'testing';
}

/** Test host is enabled once the form is complete and no test runs. */
export function canTest(form: VmHostForm, phase: VmTestPhase): boolean {
  return Object.keys(validateVmHostForm(form)).length === 0 && !isRunning(phase);
}

/** 000 §4.3: Add host is enabled only after a successful test (any change clears it). */
export function canAdd(phase: VmTestPhase, adding: boolean): boolean {
  return phase.kind === 'passed' && !adding;
}

/**
 * The next step after a delegate check answer: poll again (the stage's label), go on to the
 * connection test, or stop with the failure label (ERROR, INSTALL_FAILED with its reason).
 */
export function afterCheck(
  check: Pick<VmCheck, 'status' | 'reason' | 'message'>,
):
  | { next: 'poll'; phase: VmTestPhase }
  | { next: 'test'; phase: VmTestPhase }
  | { next: 'stop'; phase: VmTestPhase } {
  if (check.status === 'OK') return { next: 'test', phase: { kind: 'testing' } };
  if (isVmCheckInProgress(check.status)) {
    return { next: 'poll', phase: { kind: 'checking', label: vmCheckLabel(check.status) } };
  }
  return {
    next: 'stop',
    phase: { kind: 'failed', label: vmCheckLabel(check.status, check.reason), detail: check.message },
  };
}

/** The phase a connection test's answer gives (000 §4.3 result_code labels). */
export function afterTest(result: Pick<VmHostTestResult, 'result_code' | 'message'>): VmTestPhase {
  if (result.result_code === 'OK') return { kind: 'passed' };
  if (result.result_code === 'vm_host_test_delegate_error_with_message') {
    return { kind: 'failed', label: 'addDevices.vm.result.failed', detail: result.message };
  }
  return { kind: 'failed', label: vmTestResultLabel(result.result_code), detail: result.message };
}

/** The route of the host dashboard after Add host (000 §2.4, §4.3). */
export function vmDashboardRoute(id: number): string {
  return `/vmDashboard/${id}/overview`;
}

/**
 * Whether Add host was refused because the server's own re-run of the test failed: the passed
 * result the dialog showed no longer holds, so Add host waits for a new test.
 * @example needsNewTest('vm_host_test_error') // true
 */
export function needsNewTest(resultCode: string | undefined): boolean {
  return resultCode === VM_HOST_TEST_ERROR_CODES.test || resultCode === VM_HOST_TEST_ERROR_CODES.delegate;
}

/** The label of Add host's failure (000 §8). */
export function addErrorLabel(resultCode: string | undefined): MessageKey {
  return resultCode === 'delegate_already_has_existing_host'
    ? 'addDevices.vm.duplicate'
    : 'addDevices.vm.addError';
}
