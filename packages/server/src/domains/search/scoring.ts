/** The smallest string (in byte order) above every string that starts with `prefix`. */
export function prefixUpperBound(prefix: string): string {
  const chars = [...prefix];
  const last = chars.pop() ?? '';
  return chars.join('') + String.fromCodePoint((last.codePointAt(0) ?? 0) + 1);
}

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * The suggested scores: a value starting with the query ranks 90–99.9, a value containing it
 * 60–89.9, closer lengths first; an exact value is 100 (001 §4: exact versus suggested).
 */
export function suggestionScore(kind: 'prefix' | 'contains', query: string, value: string): number {
  const coverage = Math.min(1, query.length / Math.max(1, value.length));
  if (kind === 'prefix') return round(Math.min(99.9, 90 + 9.9 * coverage));
  // Inside the value, a match at the start of a word (after "-", ".", "\\", a space...) ranks
  // above one in the middle of a word: "srv" finds NWT-SRV-001 before NWT-LSRV-001.
  const at = value.toLowerCase().indexOf(query);
  const wordStart = at > 0 && !/[\p{L}\p{N}]/u.test(value.charAt(at - 1));
  return wordStart ? round(75 + 14.9 * coverage) : round(60 + 14.9 * coverage);
}

const byName = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Best score first; equal scores by name, numbers in order (DESKTOP-2 before DESKTOP-10). */
export function rank(
  a: { score: number; name?: string; value?: string },
  b: { score: number; name?: string; value?: string },
) {
  return b.score - a.score || byName.compare(a.name ?? a.value ?? '', b.name ?? b.value ?? '');
}

/** A MAC address typed with dashes, dots or colons also matches its bare hex digits. */
export function macDigits(query: string): string | null {
  if (
    !/^[0-9a-f]{2}([-:.]?[0-9a-f]{2}){2,7}$/i.test(query) &&
    !/^[0-9a-f]{4}(\.[0-9a-f]{4}){2}$/i.test(query)
  )
    return null;
  const digits = query.toLowerCase().replace(/[^0-9a-f]/g, '');
  return digits === query.toLowerCase() ? null : digits;
}
