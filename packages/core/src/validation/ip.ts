/** True for a dotted-quad IPv4 address without leading zeros (`10.0.0.1`). */
export function isValidIpv4(value: string): boolean {
  const parts = value.split('.');
  return parts.length === 4 && parts.every((p) => /^(0|[1-9]\d{0,2})$/.test(p) && Number(p) <= 255);
}

/** True for a whole-number TCP/UDP port, 1 to 65535 (002 §5.10). */
export function isValidPort(value: string | number): boolean {
  const text = String(value).trim();
  return /^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= 65535;
}
