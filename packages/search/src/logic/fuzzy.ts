/**
 * A small fuzzy matcher with the scoring of Fuse.js's Bitap search (location 0, distance 100,
 * field-length norm, weighted keys), so "threshold 0.2, minimum match 3, weights name 1,
 * category 0.1, aliases 0.1" (001 §5, §9) mean what they mean there. It replaces Fuse.js in the
 * bundle to keep the widget within its size budget; `fuzzy.test.ts` checks it against Fuse.js.
 */

/** Options of the fuzzy search. */
export interface FuzzyOptions {
  /** 0 matches only perfectly, 1 matches anything. */
  threshold: number;
  /** Matched runs shorter than this do not count. */
  minMatchCharLength: number;
  /** Where in the text a match is expected. @default 0 */
  location?: number;
  /** How far from `location` a match may be before it scores 1. @default 100 */
  distance?: number;
}

/** One weighted key of the items searched. */
export interface FuzzyKey<T> {
  name: string;
  /** Relative weight; weights are normalized to sum to 1. */
  weight: number;
  get: (item: T) => string | readonly string[] | null | undefined;
}

/** A match: the item, its position in the list and its score (0 perfect, 1 none). */
export interface FuzzyResult<T> {
  item: T;
  refIndex: number;
  score: number;
}

interface BitapResult {
  isMatch: boolean;
  score: number;
}

type Alphabet = Record<string, number>;

const MAX_BITS = 32;

function createAlphabet(pattern: string): Alphabet {
  const mask: Alphabet = {};
  for (let i = 0; i < pattern.length; i += 1) {
    const char = pattern.charAt(i);
    mask[char] = (mask[char] ?? 0) | (1 << (pattern.length - i - 1));
  }
  return mask;
}

function hasRun(matchMask: number[], textLen: number, minLength: number): boolean {
  let start = -1;
  let i = 0;
  for (; i < textLen; i += 1) {
    const match = matchMask[i];
    if (match && start === -1) start = i;
    else if (!match && start !== -1) {
      if (i - start >= minLength) return true;
      start = -1;
    }
  }
  return !!matchMask[i - 1] && i - start >= minLength;
}

function bitap(
  text: string,
  pattern: string,
  alphabet: Alphabet,
  options: Required<FuzzyOptions>,
): BitapResult {
  const { location, distance, minMatchCharLength } = options;
  const patternLen = pattern.length;
  const textLen = text.length;
  // Each pattern character past the text's length costs an error, so a pattern that much longer
  // than the text can never score within the threshold: Bitap would end on { false, 1 } too.
  if (patternLen - textLen > options.threshold * patternLen) return { isMatch: false, score: 1 };
  const expectedLocation = Math.max(0, Math.min(location, textLen));
  let currentThreshold = options.threshold;
  let bestLocation = expectedLocation;
  const calcScore = (errors: number, currentLocation: number) => {
    const accuracy = errors / patternLen;
    const proximity = Math.abs(expectedLocation - currentLocation);
    if (!distance) return proximity ? 1 : accuracy;
    return accuracy + proximity / distance;
  };
  const computeMatches = minMatchCharLength > 1;
  const matchMask: number[] = computeMatches ? new Array(textLen) : [];

  let index = text.indexOf(pattern, bestLocation);
  while (index > -1) {
    currentThreshold = Math.min(calcScore(0, index), currentThreshold);
    bestLocation = index + patternLen;
    if (computeMatches) for (let i = 0; i < patternLen; i += 1) matchMask[index + i] = 1;
    index = text.indexOf(pattern, bestLocation);
  }

  bestLocation = -1;
  let lastBitArr: number[] = [];
  let finalScore = 1;
  let bestErrors = 0;
  let binMax = patternLen + textLen;
  const mask = 1 << (patternLen - 1);
  for (let i = 0; i < patternLen; i += 1) {
    let binMin = 0;
    let binMid = binMax;
    while (binMin < binMid) {
      if (calcScore(i, expectedLocation + binMid) <= currentThreshold) binMin = binMid;
      else binMax = binMid;
      binMid = Math.floor((binMax - binMin) / 2 + binMin);
    }
    binMax = binMid;
    let start = Math.max(1, expectedLocation - binMid + 1);
    const finish = Math.min(expectedLocation + binMid, textLen) + patternLen;
    const bitArr: number[] = new Array(finish + 2);
    bitArr[finish + 1] = (1 << i) - 1;
    for (let j = finish; j >= start; j -= 1) {
      const currentLocation = j - 1;
      const charMatch = alphabet[text[currentLocation] ?? ''] ?? 0;
      bitArr[j] = (((bitArr[j + 1] ?? 0) << 1) | 1) & charMatch;
      if (i) {
        bitArr[j] =
          (bitArr[j] ?? 0) |
          ((((lastBitArr[j + 1] ?? 0) | (lastBitArr[j] ?? 0)) << 1) | 1 | (lastBitArr[j + 1] ?? 0));
      }
      if ((bitArr[j] ?? 0) & mask) {
        finalScore = calcScore(i, currentLocation);
        if (finalScore <= currentThreshold) {
          currentThreshold = finalScore;
          bestLocation = currentLocation;
          bestErrors = i;
          if (bestLocation <= expectedLocation) break;
          start = Math.max(1, 2 * expectedLocation - bestLocation);
        }
      }
    }
    if (calcScore(i + 1, expectedLocation) > currentThreshold) break;
    lastBitArr = bitArr;
  }

  if (computeMatches && bestLocation >= 0) {
    const matchEnd = Math.min(textLen - 1, bestLocation + patternLen - 1 + bestErrors);
    for (let k = bestLocation; k <= matchEnd; k += 1) if (alphabet[text[k] ?? '']) matchMask[k] = 1;
  }
  const result = { isMatch: bestLocation >= 0, score: Math.max(0.001, finalScore) };
  if (computeMatches && !hasRun(matchMask, textLen, minMatchCharLength)) result.isMatch = false;
  return result;
}

/**
 * A matcher of one (case-insensitive) pattern against texts: `{ isMatch, score }` with score 0 for
 * a perfect match. Patterns longer than 32 characters are searched in 32-character chunks.
 * @example createPatternMatcher('brandng', { threshold: 0.2, minMatchCharLength: 3 })('Branding').isMatch // true
 */
export function createPatternMatcher(pattern: string, options: FuzzyOptions): (text: string) => BitapResult {
  const resolved: Required<FuzzyOptions> = { location: 0, distance: 100, ...options };
  const lowered = pattern.toLowerCase();
  const chunks: { pattern: string; alphabet: Alphabet; startIndex: number }[] = [];
  const add = (part: string, startIndex: number) =>
    chunks.push({ pattern: part, alphabet: createAlphabet(part), startIndex });
  if (lowered.length > MAX_BITS) {
    const remainder = lowered.length % MAX_BITS;
    const end = lowered.length - remainder;
    for (let i = 0; i < end; i += MAX_BITS) add(lowered.substr(i, MAX_BITS), i);
    if (remainder) add(lowered.substr(lowered.length - MAX_BITS), lowered.length - MAX_BITS);
  } else if (lowered.length > 0) {
    add(lowered, 0);
  }
  return (raw) => {
    const text = raw.toLowerCase();
    if (lowered === text) {
      return text.length < resolved.minMatchCharLength
        ? { isMatch: false, score: 1 }
        : { isMatch: true, score: 0 };
    }
    let total = 0;
    let matched = false;
    for (const chunk of chunks) {
      const found = bitap(text, chunk.pattern, chunk.alphabet, {
        ...resolved,
        location: resolved.location + chunk.startIndex,
      });
      if (found.isMatch) matched = true;
      total += found.score;
    }
    return { isMatch: matched, score: matched ? total / chunks.length : 1 };
  };
}

const normCache = new Map<number, number>();

/**
 * The field-length norm: shorter fields weigh more (1 / √tokens, to 3 decimals).
 * @example fieldNorm('Technician roles') // 0.707
 */
export function fieldNorm(value: string): number {
  let tokens = 0;
  let inWord = false;
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    const separator = (code >= 9 && code <= 13) || code === 32 || code === 160;
    if (!separator) {
      if (!inWord) tokens += 1;
      inWord = true;
    } else inWord = false;
  }
  const count = Math.max(1, tokens);
  let norm = normCache.get(count);
  if (norm === undefined) {
    norm = Math.round(1000 / count ** 0.5) / 1000;
    normCache.set(count, norm);
  }
  return norm;
}

/**
 * Searches items by weighted keys: an item matches when any key value matches; its score is the
 * product over matched values of `score ^ (weight × norm)` (a perfect match counts as ε). Results
 * are sorted by score, then by position.
 * @example fuzzySearch(pages, [{ name: 'name', weight: 1, get: (p) => p.name }], 'techni', { threshold: 0.2, minMatchCharLength: 3 })
 */
export function fuzzySearch<T>(
  items: readonly T[],
  keys: readonly FuzzyKey<T>[],
  query: string,
  options: FuzzyOptions,
): FuzzyResult<T>[] {
  if (!query.trim()) return [];
  const totalWeight = keys.reduce((sum, key) => sum + key.weight, 0);
  const match = createPatternMatcher(query, options);
  const results: FuzzyResult<T>[] = [];
  items.forEach((item, refIndex) => {
    let score = 1;
    let matched = false;
    for (const key of keys) {
      const weight = key.weight / totalWeight;
      const raw = key.get(item);
      const values = typeof raw === 'string' ? [raw] : (raw ?? []);
      for (const value of values) {
        if (!value?.trim()) continue;
        const found = match(value);
        if (!found.isMatch) continue;
        matched = true;
        score *= (found.score === 0 && weight ? Number.EPSILON : found.score) ** (weight * fieldNorm(value));
      }
    }
    if (matched) results.push({ item, refIndex, score });
  });
  return results.sort((a, b) => a.score - b.score || a.refIndex - b.refIndex);
}
