const byteUnits = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/**
 * Formats a byte count with binary multiples, switching between KB, MB and GB (002 §9).
 * @example formatBytes(1073741824) // '1 GB'
 * @example formatBytes(1536) // '1.5 KB'
 */
export function formatBytes(bytes: number, fractionDigits = 1): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < byteUnits.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = Number(value.toFixed(unit === 0 ? 0 : fractionDigits));
  return `${rounded} ${byteUnits[unit]}`;
}

const speedUnits = ['bps', 'Kbps', 'Mbps', 'Gbps', 'Tbps'] as const;

/**
 * Formats a link speed in bits per second with decimal multiples (Kbps, Mbps, Gbps).
 * @example formatLinkSpeed(1_000_000_000) // '1 Gbps'
 */
export function formatLinkSpeed(bitsPerSecond: number, fractionDigits = 1): string {
  if (!Number.isFinite(bitsPerSecond) || bitsPerSecond < 0) return '';
  let value = bitsPerSecond;
  let unit = 0;
  while (value >= 1000 && unit < speedUnits.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${Number(value.toFixed(unit === 0 ? 0 : fractionDigits))} ${speedUnits[unit]}`;
}
