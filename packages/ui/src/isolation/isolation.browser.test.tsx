/**
 * Style isolation of the kit inside a hostile host page (ARCHITECTURE "Styling and embedding").
 *
 * 1. The host's element rules do not win over a property our classes set.
 * 2. Our CSS does not reach host elements outside the widget root, nor `html` / `body`.
 * 3. Every selector of the kit's CSS (as served in dev by vanilla-extract, and in the built
 *    `dist/index.css`, which must be built first) is scoped under a class and never names `:root`, `html`,
 *    `body` or a bare element on its own.
 */
import { expectNoAxeViolations, renderWithProviders } from '@console/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, server } from 'vitest/browser';
import { Breadcrumbs } from '../breadcrumbs/breadcrumbs';
import { Button } from '../button/button';
import { IconButton } from '../button/icon-button';
import { DataTable } from '../data-table/data-table';
import { type DeviceRow, deviceActions, deviceColumns, makeDevices } from '../data-table/data-table.fixtures';
import { EditorShell } from '../editor-shell/editor-shell';
import { MoreIcon } from '../internal/icons';
import { Menu, MenuItem } from '../menu/menu';
import { ReleaseBadge } from '../release-badge/release-badge';
import { TreeList } from '../tree-list/tree-list';
import { WidgetCard } from '../widget-card/widget-card';
import { WizardShell } from '../wizard-shell/wizard-shell';

/** The host's aggressive element rules and the computed values they produce. */
const HOST_RULES = [
  {
    selector: 'button',
    css: 'background: red; font-size: 30px',
    expect: { 'background-color': 'rgb(255, 0, 0)', 'font-size': '30px' },
  },
  { selector: '*', css: 'letter-spacing: 5px', expect: { 'letter-spacing': '5px' } },
  {
    selector: 'p',
    css: 'margin: 40px; color: rgb(0, 128, 0)',
    expect: { 'margin-top': '40px', color: 'rgb(0, 128, 0)' },
  },
  {
    selector: 'h1, h2, h3',
    css: 'margin: 50px; font-size: 40px',
    expect: { 'margin-top': '50px', 'font-size': '40px' },
  },
  {
    selector: 'ol, ul',
    css: 'padding: 60px; list-style: square',
    expect: { 'padding-left': '60px', 'list-style-type': 'square' },
  },
  {
    selector: 'input',
    css: 'border: 5px dotted red; font-size: 30px',
    expect: { 'border-top-style': 'dotted', 'font-size': '30px' },
  },
  {
    selector: 'table, th, td',
    css: 'border: 3px solid red; padding: 20px',
    expect: { 'border-top-width': '3px', 'padding-left': '20px' },
  },
  {
    selector: 'a',
    css: 'color: red; text-decoration: line-through',
    expect: { color: 'rgb(255, 0, 0)', 'text-decoration-line': 'line-through' },
  },
] as const;

const HOST_CSS = HOST_RULES.map((rule) => `${rule.selector} { ${rule.css} }`).join('\n');

/** Longhands a kit rule may set instead of the physical property the check reads. */
const EQUIVALENTS: Record<string, string[]> = {
  'margin-top': ['margin-top', 'margin-block-start'],
  'padding-left': ['padding-left', 'padding-inline-start'],
  'border-top-style': ['border-top-style', 'border-block-start-style'],
  'border-top-width': ['border-top-width', 'border-block-start-width'],
};

const isKitSheet = (sheet: CSSStyleSheet) => {
  const id = sheet.ownerNode instanceof Element ? sheet.ownerNode.getAttribute('data-vite-dev-id') : null;
  return id?.includes('/packages/ui/src/') === true;
};

function styleRules(rules: CSSRuleList): CSSStyleRule[] {
  const found: CSSStyleRule[] = [];
  for (const rule of Array.from(rules)) {
    if (rule instanceof CSSStyleRule) found.push(rule);
    else if (rule instanceof CSSGroupingRule) found.push(...styleRules(rule.cssRules));
    // @keyframes, @font-face and @property select nothing.
  }
  return found;
}

function kitRules(): CSSStyleRule[] {
  return Array.from(document.styleSheets)
    .filter(isKitSheet)
    .flatMap((sheet) => styleRules(sheet.cssRules));
}

/** Splits a selector list at top-level commas. */
function splitSelectors(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of list) {
    if (char === '(' || char === '[') depth++;
    if (char === ')' || char === ']') depth--;
    if (char === ',' && depth === 0) {
      parts.push(current.trim());
      current = '';
    } else current += char;
  }
  if (current.trim()) parts.push(current.trim());
  return parts;
}

/** Removes the argument of every `:name(...)` pseudo-class, keeping the name. */
function stripPseudoArguments(selector: string, names: string[]): string {
  let result = selector;
  for (const name of names) {
    let at = result.indexOf(`:${name}(`);
    while (at !== -1) {
      let depth = 0;
      let end = at + name.length + 1;
      for (; end < result.length; end++) {
        if (result[end] === '(') depth++;
        if (result[end] === ')' && --depth === 0) break;
      }
      result = `${result.slice(0, at)}${result.slice(end + 1)}`;
      at = result.indexOf(`:${name}(`);
    }
  }
  return result;
}

/** Why a selector is not scoped under a class, or `null` when it is. */
function unscopedReason(selector: string): string | null {
  const withoutAttributes = selector.replace(/\[[^\]]*\]/g, '[]');
  if (/(^|[\s>+~(,])(html|body)(?![\w-])/i.test(withoutAttributes)) return 'names html or body';
  if (/:root\b/.test(withoutAttributes)) return 'names :root';
  const positive = stripPseudoArguments(withoutAttributes, ['not']);
  if (!/\.[A-Za-z_-]/.test(positive)) return 'has no class';
  return null;
}

/** Whether a selector adds class specificity (is not entirely zero-specificity `:where()`). */
function hasClassSpecificity(selector: string): boolean {
  return /\.[A-Za-z_-]/.test(stripPseudoArguments(selector.replace(/\[[^\]]*\]/g, '[]'), ['where', 'not']));
}

/** Properties that kit rules with class specificity set on `element`. */
function kitDeclaredProperties(element: Element, rules: CSSStyleRule[]): Set<string> {
  const declared = new Set<string>();
  for (const rule of rules) {
    for (const selector of splitSelectors(rule.selectorText)) {
      if (selector.includes('::') || !hasClassSpecificity(selector)) continue;
      let matches = false;
      try {
        matches = element.matches(selector);
      } catch {
        matches = false;
      }
      if (!matches) continue;
      for (let i = 0; i < rule.style.length; i++) declared.add(rule.style.item(i));
    }
  }
  return declared;
}

const devices = makeDevices(8);

function Kit() {
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Breadcrumbs
        defaultItems={[
          { label: 'Administration', path: '/administration/general' },
          { label: 'Organizations', path: '/administration/customers' },
        ]}
      />
      <div style={{ display: 'flex', gap: 8 }}>
        <Button variant="primary">Primary</Button>
        <Button>Secondary</Button>
        <IconButton label="More" icon={<MoreIcon />} />
        <ReleaseBadge type="beta" knownIssuesUrl="https://issues.test" />
        <Menu trigger={<Button>Open menu</Button>} label="Kit menu">
          <MenuItem>First item</MenuItem>
        </Menu>
      </div>
      <WidgetCard
        title="Card"
        secondaryText="Last 24 hours"
        defaultSearch="abc"
        onSearchChange={() => undefined}
        filterOptions={[{ value: 'a', label: 'A' }]}
        actions={<MenuItem>Refresh</MenuItem>}
      >
        <TreeList
          label="Roles"
          nodes={[{ id: 'r', label: 'Root', children: [{ id: 'c', label: 'Child' }] }]}
          defaultExpanded={['r']}
          defaultSearch="zzz"
        />
      </WidgetCard>
      <DataTable<DeviceRow>
        tableId="isolation"
        settingsStorage={null}
        label="Devices"
        data={devices}
        columns={deviceColumns}
        getRowId={(d) => d.id}
        selectable
        rowActions={deviceActions({ onEdit: () => undefined, onRemove: () => undefined })}
      />
      <div style={{ height: 300 }}>
        <WizardShell
          layout="fill"
          aria-label="Wizard"
          steps={[
            { id: 'a', label: 'First' },
            { id: 'b', label: 'Second' },
          ]}
        >
          <p>Wizard page</p>
        </WizardShell>
      </div>
      <div style={{ height: 200 }}>
        <EditorShell layout="fill" title="Editor" onSave={() => undefined}>
          <p>Editor body</p>
        </EditorShell>
      </div>
    </div>
  );
}

const HOST_MARKUP = `
  <button type="button" id="host-button">Host button</button>
  <p id="host-p">Host paragraph</p>
  <h2 id="host-h2">Host heading</h2>
  <h4 id="host-h4">Host h4 without a host rule</h4>
  <ul id="host-ul"><li>Host item</li></ul>
  <a id="host-a" href="#host">Host link</a>
  <input id="host-input" aria-label="Host input" />
  <table id="host-table"><tbody><tr><td id="host-td">Host cell</td></tr></tbody></table>
`;

let hostStyle: HTMLStyleElement;
let hostBox: HTMLDivElement;

beforeEach(() => {
  hostStyle = document.createElement('style');
  hostStyle.id = 'aggressive-host';
  hostStyle.textContent = HOST_CSS;
  document.head.append(hostStyle);
  hostBox = document.createElement('div');
  hostBox.id = 'host-page';
  hostBox.innerHTML = HOST_MARKUP;
  document.body.prepend(hostBox);
});

afterEach(() => {
  hostStyle.remove();
  hostBox.remove();
});

const computed = (selector: string, property: string) =>
  getComputedStyle(document.querySelector(selector) as Element).getPropertyValue(property);

describe('given a host page with aggressive element rules', () => {
  it('keeps the properties our classes set, inside the root and in portals', async () => {
    await renderWithProviders(<Kit />);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect.element(page.getByRole('menu', { name: 'Kit menu' })).toBeVisible();
    await page.getByRole('button', { name: 'Beta' }).hover();
    await expect.element(page.getByRole('dialog', { name: 'Beta' })).toBeVisible();

    const rules = kitRules();
    const elements = Array.from(document.querySelectorAll('[data-console-root], [data-console-root] *'));
    expect(elements.length).toBeGreaterThan(200);
    const taken: string[] = [];
    let checked = 0;
    for (const element of elements) {
      const hostRules = HOST_RULES.filter((rule) => element.matches(rule.selector));
      if (hostRules.length === 0) continue;
      const declared = kitDeclaredProperties(element, rules);
      const style = getComputedStyle(element);
      for (const rule of hostRules) {
        for (const [property, hostValue] of Object.entries(rule.expect)) {
          const names = EQUIVALENTS[property] ?? [property];
          if (!names.some((name) => declared.has(name))) continue;
          checked++;
          if (style.getPropertyValue(property) === hostValue) {
            const label = `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`;
            taken.push(`${label} took the host's ${property}: ${hostValue}`);
          }
        }
      }
    }
    // Enough checks ran for the result to mean something.
    expect(checked).toBeGreaterThan(100);
    expect(taken).toEqual([]);

    // Stricter for controls: no kit button or text field takes the host's button / input look.
    const controls = elements.filter(
      (element) =>
        element.classList.length > 0 &&
        (element.matches('button') || element.matches('input:not([type="checkbox"]):not([type="radio"])')),
    );
    expect(controls.length).toBeGreaterThan(15);
    const restyled = controls.flatMap((element) => {
      const style = getComputedStyle(element);
      const label = `${element.tagName.toLowerCase()} "${element.getAttribute('aria-label') ?? element.textContent}"`;
      const problems: string[] = [];
      if (style.fontSize === '30px') problems.push(`${label}: font-size 30px`);
      if (element.matches('button') && style.backgroundColor === 'rgb(255, 0, 0)')
        problems.push(`${label}: red`);
      if (element.matches('input') && style.borderTopStyle === 'dotted')
        problems.push(`${label}: dotted border`);
      return problems;
    });
    expect(restyled).toEqual([]);
  });

  it('keeps our buttons, fields, headings and links in our look', async () => {
    await renderWithProviders(<Kit />);
    const primary = page.getByRole('button', { name: 'Primary' }).element();
    expect(getComputedStyle(primary).backgroundColor).not.toBe('rgb(255, 0, 0)');
    expect(getComputedStyle(primary).fontSize).toBe('14px');
    const sort = page.getByRole('button', { name: 'Device name' }).element();
    expect(getComputedStyle(sort).backgroundColor).toBe('rgba(0, 0, 0, 0)');
    expect(getComputedStyle(sort).fontSize).toBe('12px');
    expect(getComputedStyle(sort).letterSpacing).toBe('normal');
    const step = page.getByRole('button', { name: 'First' }).element();
    expect(getComputedStyle(step).fontSize).toBe('14px');
    const search = page.getByRole('searchbox', { name: 'Search' }).first().element();
    expect(getComputedStyle(search).fontSize).not.toBe('30px');
    expect(getComputedStyle(search).borderTopStyle).toBe('solid');
    const heading = page.getByRole('heading', { name: 'Editor' }).element();
    expect(getComputedStyle(heading).marginTop).toBe('0px');
    expect(getComputedStyle(heading).fontSize).toBe('16px');
    const crumb = page.getByRole('link', { name: 'Administration' }).element();
    expect(getComputedStyle(crumb).color).not.toBe('rgb(255, 0, 0)');
    expect(getComputedStyle(crumb).textDecorationLine).toBe('none');
    const list = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('list').element();
    expect(getComputedStyle(list).paddingLeft).toBe('0px');
    expect(getComputedStyle(list).listStyleType).toBe('none');
    const cell = page.getByRole('cell', { name: 'PC-1', exact: true }).element();
    expect(getComputedStyle(cell).borderTopWidth).toBe('0px');
    expect(getComputedStyle(cell).paddingTop).toBe('0px');
    await expectNoAxeViolations(page.getByRole('table', { name: 'Devices' }).element());
  });

  it('leaves host elements outside the root, html and body alone', async () => {
    const before = {
      html: snapshot(document.documentElement),
      body: snapshot(document.body),
      h4: computed('#host-h4', 'margin-top'),
    };
    await renderWithProviders(<Kit />);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect.element(page.getByRole('menu', { name: 'Kit menu' })).toBeVisible();
    expect(page.getByRole('table', { name: 'Devices' }).element()).toBeTruthy();

    for (const rule of HOST_RULES) {
      for (const [property, hostValue] of Object.entries(rule.expect)) {
        for (const element of Array.from(hostBox.querySelectorAll('*'))) {
          if (!element.matches(rule.selector)) continue;
          expect(getComputedStyle(element).getPropertyValue(property), `#${element.id} ${property}`).toBe(
            hostValue,
          );
        }
      }
    }
    // No reset of ours reaches a host element the host did not style (UA margins stay).
    expect(computed('#host-h4', 'margin-top')).toBe(before.h4);
    expect(Number.parseFloat(before.h4)).toBeGreaterThan(0);
    expect(snapshot(document.body)).toEqual(before.body);
    expect(snapshot(document.documentElement)).toEqual(before.html);
    // The theme variables live on the roots, never on the document.
    expect(getComputedStyle(document.documentElement).getPropertyValue('--console-color-bg')).toBe('');
    expect(getComputedStyle(document.body).getPropertyValue('--console-color-bg')).toBe('');
  });
});

function snapshot(element: Element) {
  const style = getComputedStyle(element);
  return Object.fromEntries(
    [
      'font-family',
      'font-size',
      'line-height',
      'color',
      'background-color',
      'box-sizing',
      'margin-top',
      'padding-top',
      'letter-spacing',
      'overflow-y',
    ].map((name) => [name, style.getPropertyValue(name)]),
  );
}

/** The built stylesheet, relative to the repository root (the test server's root). */
const DIST_CSS = 'packages/ui/dist/index.css';

describe('the kit CSS', () => {
  it('scopes every selector served in dev under a class', async () => {
    await renderWithProviders(<Kit />);
    const sheets = Array.from(document.styleSheets).filter(isKitSheet);
    // Guard against a vacuous pass: the kit's stylesheets were found and have rules.
    expect(sheets.length).toBeGreaterThan(8);
    const rules = kitRules();
    expect(rules.length).toBeGreaterThan(100);
    const offending = rules.flatMap((rule) =>
      splitSelectors(rule.selectorText).flatMap((selector) => {
        const reason = unscopedReason(selector);
        return reason ? [`${selector} (${reason})`] : [];
      }),
    );
    expect(offending).toEqual([]);
  });

  it('scopes every selector of the built dist/index.css under a class', async () => {
    // Never skipped: a missing build fails here, with what to run (`npm test` builds first).
    const css = await server.commands.readFile(DIST_CSS).catch(() => null);
    if (css === null) {
      throw new Error(
        `${DIST_CSS} is missing, so the built CSS cannot be checked: run \`pnpm --filter @console/ui build\` ` +
          '(npm test builds every package before the unit tests) and run this test again.',
      );
    }
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    const rules = styleRules(sheet.cssRules);
    // Guard against a vacuous pass: the built file holds the whole kit's rules.
    expect(rules.length).toBeGreaterThan(100);
    const offending = rules.flatMap((rule) =>
      splitSelectors(rule.selectorText).flatMap((selector) => {
        const reason = unscopedReason(selector);
        return reason ? [`${selector} (${reason})`] : [];
      }),
    );
    expect(offending).toEqual([]);
  });

  it('flags unscoped selectors (the checker itself can fail)', () => {
    expect(unscopedReason('button')).toBe('has no class');
    expect(unscopedReason('*')).toBe('has no class');
    expect(unscopedReason(':root')).toBe('names :root');
    expect(unscopedReason('html .x')).toBe('names html or body');
    expect(unscopedReason('body')).toBe('names html or body');
    expect(unscopedReason('div:not(.x)')).toBe('has no class');
    expect(unscopedReason('[class="a.b"]')).toBe('has no class');
    expect(unscopedReason(':where(.root) :where(button)')).toBeNull();
    expect(unscopedReason('.a[data-x="1"] > .b')).toBeNull();
    expect(unscopedReason('.tbody[data-mode="virtual"] > .row')).toBeNull();
    expect(unscopedReason('.x .body-text')).toBeNull();
  });
});
