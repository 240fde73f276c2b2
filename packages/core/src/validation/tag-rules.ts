import type { MessageKey } from '../messages';
import { isValidEmail } from './email';
import { isValidIpv4, isValidPort } from './ip';

/**
 * What a tag input may accept (002 §5.10): whole numbers, ports (1 to 65535), IPv4 addresses,
 * emails, disk volumes (at most 32 characters) or drive letters (`C` or `C:`).
 */
export type TagRestriction = 'number' | 'port' | 'ipv4' | 'email' | 'volume' | 'driveLetter';

/** Every tag restriction, in a stable order. */
export const tagRestrictions: readonly TagRestriction[] = [
  'number',
  'port',
  'ipv4',
  'email',
  'volume',
  'driveLetter',
];

/** The default tag maximum when counting is on (002 §9). */
export const DEFAULT_TAG_MAX = 20;
/** The longest disk volume a tag may hold (002 §9). */
export const MAX_VOLUME_LENGTH = 32;

/** Characters Windows refuses in a volume name; `:` and `\` stay allowed for `C:\`-style roots. */
const forbiddenVolumeCharacters = /[<>"/|?*\p{Cc}]/u;

/**
 * Removes every whitespace character: tags never contain spaces (Space adds the tag).
 * @example normalizeTag('  10.0.0.1 ') // '10.0.0.1'
 */
export function normalizeTag(raw: string): string {
  return raw.replace(/\s+/g, '');
}

/**
 * True when `tag` (already normalized) satisfies `restriction`; always true without one.
 * @example isValidTag('C:', 'driveLetter') // true
 * @example isValidTag('70000', 'port') // false
 */
export function isValidTag(tag: string, restriction?: TagRestriction): boolean {
  switch (restriction) {
    case undefined:
      return tag.length > 0;
    case 'number':
      return /^\d+$/.test(tag);
    case 'port':
      return isValidPort(tag);
    case 'ipv4':
      return isValidIpv4(tag);
    case 'email':
      return isValidEmail(tag);
    case 'volume':
      return tag.length > 0 && tag.length <= MAX_VOLUME_LENGTH && !forbiddenVolumeCharacters.test(tag);
    case 'driveLetter':
      return /^[a-z]:?$/i.test(tag);
  }
}

/**
 * The catalogue key of the message shown when a tag breaks `restriction`. Volumes and drive letters
 * share the spec's 'Please enter a valid volume'; the other wordings are not given by the spec.
 * @example t(tagErrorMessageKey('driveLetter')) // 'Please enter a valid volume'
 */
export function tagErrorMessageKey(restriction: TagRestriction): MessageKey {
  switch (restriction) {
    case 'number':
      return 'ui.tagInput.invalidNumber';
    case 'port':
      return 'ui.tagInput.invalidPort';
    case 'ipv4':
      return 'ui.tagInput.invalidIpv4';
    case 'email':
      return 'ui.tagInput.invalidEmail';
    case 'volume':
    case 'driveLetter':
      return 'ui.tagInput.invalidVolume';
  }
}

/** Options of {@link addTag}. */
export interface AddTagOptions {
  /** Restricts what a tag may be. */
  restriction?: TagRestriction | undefined;
  /** The most tags allowed; `undefined` means no cap (count mode off). */
  max?: number | undefined;
  /**
   * Keep duplicates instead of ignoring them.
   * @default false
   */
  allowDuplicates?: boolean | undefined;
}

/** Why {@link addTag} did or did not add a tag. */
export type AddTagOutcome = 'added' | 'empty' | 'duplicate' | 'invalid' | 'limit';

/** The result of {@link addTag}: the next list (the same array when nothing was added). */
export interface AddTagResult {
  /** The tags after the entry (the same array when it was not added). */
  tags: readonly string[];
  /** What happened to the entry. */
  outcome: AddTagOutcome;
  /** The normalized tag that was considered. */
  tag: string;
}

/**
 * Applies the tag input rules of 002 §5.10 to one entry: whitespace removed, empty ignored,
 * duplicates ignored, no more tags once `max` is reached, restricted entries checked.
 * @example addTag(['80'], ' 443 ', { restriction: 'port' }) // { tags: ['80', '443'], outcome: 'added', tag: '443' }
 */
export function addTag(tags: readonly string[], raw: string, options: AddTagOptions = {}): AddTagResult {
  const tag = normalizeTag(raw);
  if (tag === '') return { tags, outcome: 'empty', tag };
  if (!options.allowDuplicates && tags.includes(tag)) return { tags, outcome: 'duplicate', tag };
  if (options.max !== undefined && tags.length >= options.max) return { tags, outcome: 'limit', tag };
  if (!isValidTag(tag, options.restriction)) return { tags, outcome: 'invalid', tag };
  return { tags: [...tags, tag], outcome: 'added', tag };
}

/**
 * Splits pasted text on whitespace and commas and adds each piece with {@link addTag}. Stops at
 * the first invalid piece or at the limit, returning what was added until then and the piece that
 * stopped it.
 * @example addTags([], '1.1.1.1, 8.8.8.8', { restriction: 'ipv4' }).tags // ['1.1.1.1', '8.8.8.8']
 */
export function addTags(
  tags: readonly string[],
  text: string,
  options: AddTagOptions = {},
): AddTagResult & { rest: string } {
  const pieces = text.split(/[\s,;]+/).filter(Boolean);
  let current = tags;
  let last: AddTagResult = { tags, outcome: 'empty', tag: '' };
  for (const [index, piece] of pieces.entries()) {
    last = addTag(current, piece, options);
    if (last.outcome === 'invalid' || last.outcome === 'limit') {
      return { ...last, tags: current, rest: pieces.slice(index).join(' ') };
    }
    current = last.tags;
  }
  return { ...last, tags: current, outcome: current.length > tags.length ? 'added' : last.outcome, rest: '' };
}

/**
 * Removes the tag at `index` (the last one when omitted, as Backspace on an empty input does).
 * @example removeTag(['a', 'b'])  // ['a']
 */
export function removeTag(tags: readonly string[], index: number = tags.length - 1): readonly string[] {
  if (index < 0 || index >= tags.length) return tags;
  return tags.filter((_, i) => i !== index);
}
