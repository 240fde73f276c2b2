import { createPermissions, createTranslator, type Session } from '@console/core';
import { createTestSession } from '@console/testing/session';
import { describe, expect, it } from 'vitest';
import {
  makeAutomation,
  makeManyAutomations,
  sampleAutomations,
  sampleCategories,
} from '../testing/fixtures';
import {
  automationFilter,
  EMPTY_FILTERS,
  editTarget,
  filterAutomations,
  isLanguageFilterShown,
  rowPermissions,
  sortAutomations,
  sortCategories,
  textSortKey,
} from './library-model';

const t = createTranslator();
const labels = { type: (a: { language: string }) => a.language, categories: () => '' };
const names = (list: { name: string }[]) => list.map((a) => a.name);

describe('the Language filter rule (001 §2.7)', () => {
  it('shows with no preset types, or when the script type is chosen', () => {
    expect(isLanguageFilterShown(undefined, [])).toBe(true);
    expect(isLanguageFilterShown([], ['NativeAutomation'])).toBe(true);
    expect(isLanguageFilterShown(['NativeAutomation'], ['NativeAutomation'])).toBe(false);
    expect(isLanguageFilterShown(['NativeAutomation'], ['NativeAutomation', 'ScriptAutomation'])).toBe(true);
  });
});

describe('filters and search', () => {
  it('matches any chosen value of each filter, all filters together', () => {
    expect(names(filterAutomations(sampleAutomations, { ...EMPTY_FILTERS, os: ['Linux'] }, ''))).toEqual([
      'Reboot',
      'Rotate Application Logs',
    ]);
    expect(
      names(
        filterAutomations(
          sampleAutomations,
          { ...EMPTY_FILTERS, type: ['FileTransferAutomation', 'BinaryRunAutomation'] },
          '',
        ),
      ),
    ).toEqual(['Run Disk Cleanup', 'Deploy Company Wallpaper']);
    expect(
      names(
        filterAutomations(
          sampleAutomations,
          { ...EMPTY_FILTERS, language: ['shellscript'], os: ['Mac'] },
          '',
        ),
      ),
    ).toEqual(['Update Homebrew Packages']);
    expect(names(filterAutomations(sampleAutomations, { ...EMPTY_FILTERS, categories: ['7'] }, ''))).toEqual([
      'Rotate Application Logs',
    ]);
    expect(names(filterAutomations(sampleAutomations, EMPTY_FILTERS, '  dns '))).toEqual(['Flush DNS Cache']);
  });
  it('ignores the Language filter while it is hidden', () => {
    const filters = { ...EMPTY_FILTERS, language: ['shellscript'] };
    expect(filterAutomations(sampleAutomations, filters, '', { languageShown: false })).toHaveLength(
      sampleAutomations.length,
    );
  });
  it("tests one automation as the table's row filter, with the same answers as the list filter", () => {
    const filters = { ...EMPTY_FILTERS, os: ['Windows'], categories: ['4', '10'] };
    const passes = automationFilter(filters, 'cl');
    expect(names(sampleAutomations.filter(passes))).toEqual(
      names(filterAutomations(sampleAutomations, filters, 'cl')),
    );
    expect(names(sampleAutomations.filter(passes))).toEqual(['Clear Temp Files', 'Run Disk Cleanup']);
    expect(sampleAutomations.every(automationFilter(EMPTY_FILTERS, ''))).toBe(true);
  });
});

describe('sorting', () => {
  it('sorts text case-insensitively with numbers by value, empty last, both directions', () => {
    const list = ['PC-10', 'pc-2', 'Éclair', 'apple', ''].map((name, i) =>
      makeAutomation({ id: i + 1, name, language: 'powershell' }),
    );
    expect(names(sortAutomations(list, { id: 'name', desc: false }, labels))).toEqual([
      'apple',
      'Éclair',
      'pc-2',
      'PC-10',
      '',
    ]);
    expect(names(sortAutomations(list, { id: 'name', desc: true }, labels))).toEqual([
      'PC-10',
      'pc-2',
      'Éclair',
      'apple',
      '',
    ]);
    expect(sortAutomations(list, null, labels)).toEqual(list);
    expect(textSortKey('Run 007')).toBe(textSortKey('run 7'));
  });
  it('sorts dates as numbers', () => {
    const sorted = sortAutomations(sampleAutomations, { id: 'createdOn', desc: false }, labels);
    expect(sorted[0]?.createdOn).toBeLessThanOrEqual(sorted[1]?.createdOn ?? 0);
  });
  it('sorts 10,000 automations', () => {
    const many = makeManyAutomations(10_000);
    const sorted = sortAutomations(many, { id: 'name', desc: false }, labels);
    expect(sorted[0]?.name.startsWith('Automation 00000')).toBe(true);
  });
  it('puts category 1 first, then by translated name', () => {
    const sorted = sortCategories([...sampleCategories].reverse(), t);
    expect(sorted[0]?.id).toBe(1);
    expect(sorted[1]?.name).toBe('Antivirus');
  });
});

describe('row actions by permission (001 §6)', () => {
  const sysadmin = createPermissions(createTestSession());
  const byName = (name: string) => sampleAutomations.find((a) => a.name === name)!;
  it('never copies or deletes native automations, never copies install or run automations', () => {
    expect(rowPermissions(byName('Reboot'), sysadmin)).toEqual({ edit: true, copy: false, delete: false });
    expect(rowPermissions(byName('Install 7-Zip'), sysadmin)).toEqual({
      edit: true,
      copy: false,
      delete: true,
    });
    expect(rowPermissions(byName('Run Disk Cleanup'), sysadmin)).toEqual({
      edit: true,
      copy: false,
      delete: true,
    });
    expect(rowPermissions(byName('Deploy Company Wallpaper'), sysadmin)).toEqual({
      edit: true,
      copy: true,
      delete: true,
    });
  });
  it('checks each action against the script categories', () => {
    const session: Session = createTestSession({
      sysadmin: false,
      grants: [
        { type: 'SCRIPT_CATEGORY', name: 'View', entityId: null, nodeClass: null, nodeRoleId: null },
        { type: 'SCRIPT_CATEGORY', name: 'Delete', entityId: 4, nodeClass: null, nodeRoleId: null },
        { type: 'SCRIPT_CATEGORY', name: 'Create', entityId: 10, nodeClass: null, nodeRoleId: null },
      ],
    });
    const can = createPermissions(session);
    expect(rowPermissions(byName('Clear Temp Files'), can)).toEqual({
      edit: true,
      copy: false,
      delete: true,
    });
    expect(rowPermissions(byName('Flush DNS Cache'), can)).toEqual({ edit: true, copy: true, delete: false });
    const none = createPermissions(createTestSession({ sysadmin: false }));
    expect(rowPermissions(byName('Flush DNS Cache'), none)).toEqual({
      edit: false,
      copy: false,
      delete: false,
    });
  });
});

describe('where editing leads', () => {
  it('opens scripts in the editor and app automations in their modal', () => {
    const kinds = sampleAutomations.map((a) => [a.name, editTarget(a)]);
    expect(Object.fromEntries(kinds)).toMatchObject({
      Reboot: { kind: 'categories' },
      'Clear Temp Files': { kind: 'route', route: '/editor/script/3' },
      'Install 7-Zip': { kind: 'install' },
      'Run Disk Cleanup': { kind: 'run' },
      'Deploy Company Wallpaper': { kind: 'fileTransfer' },
    });
  });
});
