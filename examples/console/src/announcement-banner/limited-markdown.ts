/**
 * The announcement's limited markdown (000 §2.14): paragraphs, emphasis, strong and links. Anything
 * else stays literal text. The result is a tree of plain data that the view renders as React
 * elements, so no HTML from the message ever reaches the page.
 */

/** An inline node. */
export type InlineNode =
  | { type: 'text'; value: string }
  | { type: 'emphasis'; children: InlineNode[] }
  | { type: 'strong'; children: InlineNode[] }
  | { type: 'link'; href: string; children: InlineNode[] };

/** A paragraph: the only block. */
export interface Paragraph {
  type: 'paragraph';
  children: InlineNode[];
}

/** Link targets that may be followed: web, mail and the console's own hash routes. */
export function isSafeHref(href: string): boolean {
  return /^(https?:\/\/|mailto:)[^\s]+$/i.test(href) || /^#\/[^\s]*$/.test(href);
}

const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);

function pushText(nodes: InlineNode[], value: string): void {
  const last = nodes[nodes.length - 1];
  if (last?.type === 'text') last.value += value;
  else if (value) nodes.push({ type: 'text', value });
}

/** Finds the closing delimiter of an emphasis or strong run that opens at `start`. */
function findClosing(text: string, start: number, delimiter: string): number {
  const contentStart = start + delimiter.length;
  if (/\s/.test(text[contentStart] ?? ' ')) return -1;
  let index = text.indexOf(delimiter, contentStart + 1);
  while (index !== -1) {
    const before = text[index - 1];
    const after = text[index + delimiter.length];
    const single = delimiter.length === 1;
    const flanked = before !== undefined && !/\s/.test(before);
    // A single delimiter must not be half of a double one; underscores never close inside a word.
    const doubled = single && (after === delimiter[0] || before === delimiter[0]);
    const intraword = delimiter[0] === '_' && isWordChar(after);
    if (flanked && !doubled && !intraword) return index;
    index = text.indexOf(delimiter, index + 1);
  }
  return -1;
}

/** Parses the inline markup of one paragraph. */
export function parseInline(text: string, allowLinks = true): InlineNode[] {
  const nodes: InlineNode[] = [];
  let index = 0;
  while (index < text.length) {
    const char = text[index] as string;
    if (char === '\\' && /[\\*_[\]()]/.test(text[index + 1] ?? '')) {
      pushText(nodes, text[index + 1] as string);
      index += 2;
      continue;
    }
    if (char === '*' || char === '_') {
      const double = text[index + 1] === char;
      const delimiter = double ? char + char : char;
      const opensInsideWord = char === '_' && isWordChar(text[index - 1]);
      const close = opensInsideWord ? -1 : findClosing(text, index, delimiter);
      if (close !== -1) {
        const inner = text.slice(index + delimiter.length, close);
        nodes.push({ type: double ? 'strong' : 'emphasis', children: parseInline(inner, allowLinks) });
        index = close + delimiter.length;
        continue;
      }
      pushText(nodes, delimiter);
      index += delimiter.length;
      continue;
    }
    if (char === '[' && allowLinks) {
      const match = /^\[([^\]\n]+)\]\(([^()\s]+)\)/.exec(text.slice(index));
      if (match && isSafeHref(match[2] as string)) {
        nodes.push({
          type: 'link',
          href: match[2] as string,
          children: parseInline(match[1] as string, false),
        });
        index += match[0].length;
        continue;
      }
    }
    pushText(nodes, char);
    index += 1;
  }
  return nodes;
}

/**
 * Parses a message into paragraphs (separated by blank lines; single line breaks become spaces).
 * @example parseLimitedMarkdown('Hello **there**') // [{ type: 'paragraph', children: [{ type: 'text', value: 'Hello ' }, { type: 'strong', children: [{ type: 'text', value: 'there' }] }] }]
 */
export function parseLimitedMarkdown(source: string): Paragraph[] {
  return source
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((block) =>
      block
        .split('\n')
        .map((line) => line.trim())
        .join(' ')
        .trim(),
    )
    .filter((block) => block.length > 0)
    .map((block) => ({ type: 'paragraph', children: parseInline(block) }));
}
