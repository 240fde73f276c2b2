/**
 * The pixel size of an icon from the first bytes of its file (001 §5: at most 32 x 32), read from
 * the PNG header (IHDR) or the ICO directory (the largest image, as a browser shows it).
 */

/** An icon's format and size. */
export interface IconFacts {
  format: 'png' | 'ico';
  mimeType: 'image/png' | 'image/x-icon';
  width: number;
  height: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Reads a PNG or ICO header; undefined when the bytes are neither.
 * @example readIconFacts(head) // { format: 'png', mimeType: 'image/png', width: 32, height: 32 }
 */
export function readIconFacts(head: Buffer): IconFacts | undefined {
  if (head.length >= 24 && head.subarray(0, 8).equals(PNG_SIGNATURE)) {
    if (head.toString('latin1', 12, 16) !== 'IHDR') return undefined;
    return {
      format: 'png',
      mimeType: 'image/png',
      width: head.readUInt32BE(16),
      height: head.readUInt32BE(20),
    };
  }
  // ICONDIR: reserved 0, type 1 (icon), count; then 16-byte entries (width, height; 0 means 256).
  if (head.length >= 22 && head.readUInt16LE(0) === 0 && head.readUInt16LE(2) === 1) {
    const count = head.readUInt16LE(4);
    if (count === 0) return undefined;
    let width = 0;
    let height = 0;
    for (let i = 0; i < count && 6 + (i + 1) * 16 <= head.length; i++) {
      const offset = 6 + i * 16;
      const w = head.readUInt8(offset) || 256;
      const h = head.readUInt8(offset + 1) || 256;
      if (w * h > width * height) {
        width = w;
        height = h;
      }
    }
    return width > 0 ? { format: 'ico', mimeType: 'image/x-icon', width, height } : undefined;
  }
  return undefined;
}
