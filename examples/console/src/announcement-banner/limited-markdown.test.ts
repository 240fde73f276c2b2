import { describe, expect, it } from 'vitest';
import { isSafeHref, parseInline, parseLimitedMarkdown } from './limited-markdown';

const text = (value: string) => ({ type: 'text', value });

describe('the announcement markdown', () => {
  it('splits paragraphs on blank lines and joins single line breaks', () => {
    expect(parseLimitedMarkdown('One\ntwo\n\n  \nThree\r\n\r\nFour')).toEqual([
      { type: 'paragraph', children: [text('One two')] },
      { type: 'paragraph', children: [text('Three')] },
      { type: 'paragraph', children: [text('Four')] },
    ]);
    expect(parseLimitedMarkdown('  \n\n ')).toEqual([]);
  });

  it('reads strong and emphasis with both delimiters, nested', () => {
    expect(parseInline('a **b** __c__ *d* _e_ **f *g* h**')).toEqual([
      text('a '),
      { type: 'strong', children: [text('b')] },
      text(' '),
      { type: 'strong', children: [text('c')] },
      text(' '),
      { type: 'emphasis', children: [text('d')] },
      text(' '),
      { type: 'emphasis', children: [text('e')] },
      text(' '),
      { type: 'strong', children: [text('f '), { type: 'emphasis', children: [text('g')] }, text(' h')] },
    ]);
  });

  it('reads links with safe targets', () => {
    expect(
      parseInline(
        'See [the *notes*](https://example.com/n?a=1) or [mail](mailto:a@b.c) or [home](#/deviceSearch)',
      ),
    ).toEqual([
      text('See '),
      {
        type: 'link',
        href: 'https://example.com/n?a=1',
        children: [text('the '), { type: 'emphasis', children: [text('notes')] }],
      },
      text(' or '),
      { type: 'link', href: 'mailto:a@b.c', children: [text('mail')] },
      text(' or '),
      { type: 'link', href: '#/deviceSearch', children: [text('home')] },
    ]);
  });

  it('keeps unsafe links as text', () => {
    expect(parseInline('[x](javascript:alert(1))')).toEqual([text('[x](javascript:alert(1))')]);
    expect(parseInline('[x](data:text/html,hi)')).toEqual([text('[x](data:text/html,hi)')]);
    expect(isSafeHref('JAVASCRIPT:alert(1)')).toBe(false);
    expect(isSafeHref('//evil.example')).toBe(false);
    expect(isSafeHref('HTTPS://ok.example')).toBe(true);
  });

  it('keeps everything else as literal text, HTML included', () => {
    expect(
      parseLimitedMarkdown('# Title\n\n- item\n\n`code` <b onmouseover="x">hi</b> <script>alert(1)</script>'),
    ).toEqual([
      { type: 'paragraph', children: [text('# Title')] },
      { type: 'paragraph', children: [text('- item')] },
      { type: 'paragraph', children: [text('`code` <b onmouseover="x">hi</b> <script>alert(1)</script>')] },
    ]);
  });

  it('leaves unmatched and intraword delimiters alone', () => {
    expect(parseInline('2 * 3 * 4')).toEqual([text('2 * 3 * 4')]);
    expect(parseInline('snake_case_name and **open')).toEqual([text('snake_case_name and **open')]);
    expect(parseInline('** not strong **')).toEqual([text('** not strong **')]);
  });

  it('honours backslash escapes', () => {
    expect(parseInline('\\*not em\\*')).toEqual([text('*not em*')]);
  });
});
