/**
 * A small XML property list writer (Apple's plist 1.0 DTD) for the .mobileconfig enrollment
 * profiles: strings, integers, booleans, dates, data, arrays and dictionaries.
 */

/** A value a property list holds. */
export type PlistValue =
  | string
  | number
  | boolean
  | Date
  | Buffer
  | readonly PlistValue[]
  | { readonly [key: string]: PlistValue | undefined };

function escapeXml(text: string): string {
  // Characters XML 1.0 cannot carry at all are dropped; markup characters are escaped.
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

function write(value: PlistValue, indent: string, out: string[]): void {
  if (typeof value === 'string') out.push(`${indent}<string>${escapeXml(value)}</string>`);
  else if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error('a property list number must be finite');
    out.push(
      Number.isInteger(value) ? `${indent}<integer>${value}</integer>` : `${indent}<real>${value}</real>`,
    );
  } else if (typeof value === 'boolean') out.push(`${indent}<${value}/>`);
  else if (value instanceof Date)
    out.push(`${indent}<date>${value.toISOString().replace(/\.\d{3}Z$/, 'Z')}</date>`);
  else if (Buffer.isBuffer(value)) out.push(`${indent}<data>${value.toString('base64')}</data>`);
  else if (Array.isArray(value)) {
    out.push(`${indent}<array>`);
    for (const item of value as readonly PlistValue[]) write(item, `${indent}\t`, out);
    out.push(`${indent}</array>`);
  } else {
    out.push(`${indent}<dict>`);
    for (const [key, item] of Object.entries(value as Record<string, PlistValue | undefined>)) {
      if (item === undefined) continue;
      out.push(`${indent}\t<key>${escapeXml(key)}</key>`);
      write(item, `${indent}\t`, out);
    }
    out.push(`${indent}</dict>`);
  }
}

/**
 * The XML property list of `value`.
 * @example toPlist({ PayloadVersion: 1 }) // '<?xml version="1.0" ...><plist version="1.0"><dict>...'
 */
export function toPlist(value: PlistValue): string {
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">',
    '<plist version="1.0">',
  ];
  write(value, '', out);
  out.push('</plist>', '');
  return out.join('\n');
}
