import { describe, expect, it } from 'vitest';
import { createTranslator, defaultMessages, type MessageKey } from '.';
import { allMessages } from './all';

// Every section file of the catalogue, found on disk so a new section is checked without edits here.
const modules = import.meta.glob<Record<string, unknown>>(
  ['./*.ts', '!./index.ts', '!./format.ts', '!./all.ts', '!./sections.ts', '!./text.ts', '!./*.test.ts'],
  {
    eager: true,
  },
);
const sections = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => typeof value === 'object' && value !== null)
    .map(([name, value]) => ({ file, name, texts: value as Record<string, string> })),
);

describe('the message catalogue', () => {
  it('merges every section into allMessages', () => {
    expect(sections.length).toBeGreaterThanOrEqual(3);
    for (const section of sections)
      for (const key of Object.keys(section.texts))
        expect(allMessages, `${section.file} ${key}`).toHaveProperty([key], section.texts[key]);
  });

  it("keeps only the shared sections in core's defaults (a widget registers its own)", () => {
    const prefixes = new Set(Object.keys(defaultMessages).map((key) => key.split('.')[0]));
    expect([...prefixes].sort()).toEqual(['errors', 'pickers', 'records', 'search', 'shell', 'ui']);
  });

  it('never defines one key in two sections', () => {
    const owner = new Map<string, string>();
    for (const section of sections) {
      for (const key of Object.keys(section.texts)) {
        expect(owner.get(key), `${key} is in ${owner.get(key)} and ${section.file}`).toBeUndefined();
        owner.set(key, section.file);
      }
    }
  });

  it('writes placeholders as {{name}}', () => {
    for (const [key, text] of Object.entries(allMessages)) {
      expect(text, key).not.toMatch(/(^|[^{])\{\s*\w+\s*\}(?!\})/);
      expect(text.trim(), key).not.toBe('');
    }
  });
});

describe('createTranslator', () => {
  it('fills placeholders and the product name', () => {
    const t = createTranslator({ productName: 'Acme RMM' });
    expect(t('ui.editorShell.logoLabel')).toBe('Acme RMM system dashboard');
    expect(t('errors.validation.invalidIps', { entries: '1.2.3, x' })).toBe('Invalid IP(s): 1.2.3, x');
  });

  it('defaults the product name to Console', () => {
    expect(createTranslator()('ui.editorShell.logoLabel')).toBe('Console system dashboard');
  });

  it('prefers host overrides', () => {
    const t = createTranslator({ overrides: { 'errors.generic': 'Oops, {{product}} failed.' } });
    expect(t('errors.generic')).toBe('Oops, Console failed.');
    expect(t('errors.mfaVerification')).toBe('Error during MFA code verification');
  });

  it('shows the key for an unknown key instead of nothing', () => {
    expect(createTranslator()('does.not.exist' as MessageKey)).toBe('does.not.exist');
  });
});

describe('given a package section', () => {
  const section = { 'widget.greeting': 'Hello from {{product}}', 'errors.generic': 'Section text' };

  it('reads the section after the overrides and before the defaults', () => {
    const t = createTranslator({
      productName: 'Acme',
      overrides: { 'errors.noPermission': 'Host text' } as never,
      sections: [section],
    });
    expect(t('widget.greeting' as MessageKey)).toBe('Hello from Acme');
    expect(t('errors.generic')).toBe('Section text');
    expect(t('errors.noPermission')).toBe('Host text');
    expect(t('errors.mfaVerification')).toBe('Error during MFA code verification');
  });

  it('lets the host override a section text', () => {
    const t = createTranslator({ overrides: { 'widget.greeting': 'Hi' } as never }).extend?.(section);
    expect(t?.('widget.greeting' as MessageKey)).toBe('Hi');
  });

  it('extends once per section, keeping overrides and the product name', () => {
    const base = createTranslator({ productName: 'Acme' });
    const extended = base.extend?.(section);
    expect(extended?.extend?.(section)).toBe(extended);
    expect(extended?.sections).toEqual([section]);
    expect(extended?.('widget.greeting' as MessageKey)).toBe('Hello from Acme');
    expect(base('widget.greeting' as MessageKey)).toBe('widget.greeting');
  });
});

describe('catalogueText', () => {
  it('reads the given section, then the shared defaults, then shows the key', async () => {
    const { catalogueText } = await import('./text');
    const { mobileCoreMessages } = await import('./add-menu-mobile');
    expect(catalogueText('mobile.certificate.invalid', undefined, mobileCoreMessages)).toBe(
      allMessages['mobile.certificate.invalid'],
    );
    expect(catalogueText('errors.validation.maxLength', { max: 5 })).toBe(
      createTranslator()('errors.validation.maxLength', { max: 5 }),
    );
    expect(catalogueText('mobile.certificate.invalid')).toBe('mobile.certificate.invalid');
  });
});
