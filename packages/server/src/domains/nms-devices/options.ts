/**
 * Timing and trust of the device checks of Add NMS device and Add VM host (server option
 * `deviceChecks`; docs/nms-and-vm-hosts.md).
 */
export interface DeviceCheckOptions {
  /** SNMP: wait per attempt. @default 2000 */
  snmpTimeoutMs?: number;
  /** SNMP: attempts after the first. @default 1 */
  snmpRetries?: number;
  /** VM host test: wait for each step (TCP connect, TLS handshake, login answer). @default 10000 */
  connectTimeoutMs?: number;
  /**
   * VM host test: extra trusted CA certificates (PEM) besides the system's, e.g. a company CA that
   * signed the ESXi certificates. @default from VM_HOST_CA_FILE, else none
   */
  ca?: string | undefined;
  /**
   * VM host test: accept certificates no trusted CA signed (ESXi's factory self-signed one).
   * @default false (from VM_HOST_ALLOW_UNTRUSTED=1)
   */
  allowUntrustedCertificates?: boolean;
}

/** The options with their defaults applied. */
export type ResolvedDeviceCheckOptions = Required<Omit<DeviceCheckOptions, 'ca'>> & {
  ca: string | undefined;
};

/** Applies the defaults (and the environment's). */
export function resolveDeviceCheckOptions(
  options: DeviceCheckOptions | undefined,
  env: NodeJS.ProcessEnv = process.env,
  readFile: (path: string) => string = () => '',
): ResolvedDeviceCheckOptions {
  return {
    snmpTimeoutMs: options?.snmpTimeoutMs ?? 2000,
    snmpRetries: options?.snmpRetries ?? 1,
    connectTimeoutMs: options?.connectTimeoutMs ?? 10_000,
    ca: options?.ca ?? (env.VM_HOST_CA_FILE ? readFile(env.VM_HOST_CA_FILE) : undefined),
    allowUntrustedCertificates: options?.allowUntrustedCertificates ?? env.VM_HOST_ALLOW_UNTRUSTED === '1',
  };
}
