import { Button, DataTable, Menu, MenuItem, Tabs, ToastProvider } from '@console/ui';
import { FakeConsole } from '../../src/testing/fake-console';
const cols = ['name', 'os', 'type', 'categories', 'a', 'b', 'c', 'd'].map((id, i) => ({ id, header: id, accessor: (r: { id: number }) => String(r.id), defaultHidden: i > 3 }));
export const ProbeTable = () => (
  <FakeConsole automations={[]}>
    <DataTable tableId="x" label="Automations" data={[]} columns={cols} getRowId={(r) => String(r.id)} settingsStorage={null} rowActions={[{ id: 'e', label: 'Edit', onSelect: () => {} }]} />
  </FakeConsole>
);
export const ProbeTableMenus = () => (
  <FakeConsole automations={[]}>
    <DataTable tableId="x" label="Automations" data={[]} columns={cols} getRowId={(r) => String(r.id)} settingsStorage={null} toolbar={<>{[1,2,3,4].map((i) => <Menu key={i} label={`m${i}`} trigger={<Button size="sm">Filter {i}</Button>}><MenuItem>x</MenuItem></Menu>)}</>} />
  </FakeConsole>
);
export const ProbeTabs = () => (
  <FakeConsole automations={[]}>
    <ToastProvider>
      <Tabs label="t" items={[{ id: 'a', label: 'A', panel: <table><tbody><tr><td>x</td></tr></tbody></table> }, { id: 'b', label: 'B', panel: null }, { id: 'c', label: 'C', panel: null }]} />
    </ToastProvider>
  </FakeConsole>
);
export const ProbeNothing = () => (
  <FakeConsole automations={[]}>
    <table><tbody><tr><td>x</td></tr></tbody></table>
  </FakeConsole>
);
export const ProbeToast = () => (
  <FakeConsole automations={[]}>
    <ToastProvider>
      <table><tbody><tr><td>x</td></tr></tbody></table>
    </ToastProvider>
  </FakeConsole>
);
export const ProbeTabsOnly = () => (
  <FakeConsole automations={[]}>
      <Tabs label="t" items={[{ id: 'a', label: 'A', panel: <table><tbody><tr><td>x</td></tr></tbody></table> }, { id: 'b', label: 'B', panel: null }, { id: 'c', label: 'C', panel: null }]} />
  </FakeConsole>
);
import { makeManyAutomations } from '../../src/testing/fixtures';
const many = makeManyAutomations(10_000);
const cols2 = [
  { id: 'name', header: 'Name', accessor: (a: (typeof many)[number]) => a.name },
  { id: 'os', header: 'OS', accessor: (a: (typeof many)[number]) => a.operatingSystems.join(', ') },
  { id: 'type', header: 'Type', accessor: (a: (typeof many)[number]) => a.automationType },
  { id: 'categories', header: 'Categories', accessor: (a: (typeof many)[number]) => a.categoriesNames.join(', ') },
];
export const ProbeTable10k = () => (
  <FakeConsole automations={[]}>
    <DataTable tableId="x" label="Automations" data={many} columns={cols2} getRowId={(r) => String(r.id)} settingsStorage={null} />
  </FakeConsole>
);
export const ProbeTable50 = () => (
  <FakeConsole automations={[]}>
    <DataTable tableId="x" label="Automations" data={many.slice(0, 50)} columns={cols2} getRowId={(r) => String(r.id)} settingsStorage={null} />
  </FakeConsole>
);
import { automationSchema } from '@console/core';
import { automationListItemSchema } from '../../src/automation-list-item';
const text = JSON.stringify(many);
export const ProbeZod = () => {
  const which = new URLSearchParams(location.search).get('which') ?? 'light';
  const data = JSON.parse(text);
  const schema = which === 'full' ? automationSchema.array() : which === 'light11' ? automationListItemSchema.array() : automationListItemSchema.array();
  const t0 = performance.now();
  schema.parse(data);
  const t1 = performance.now();
  schema.parse(data);
  const t2 = performance.now();
  (window as any).__zod = { cold: t1 - t0, warm: t2 - t1 };
  return <p>done</p>;
};
// @ts-ignore probe only
import { config as zodConfig } from '../../../core/node_modules/zod/v4/core/index.js';
export const ProbeZodJitless = () => {
  zodConfig({ jitless: true });
  const data = JSON.parse(text);
  const schema = automationListItemSchema.array();
  const t0 = performance.now();
  schema.parse(data);
  const t1 = performance.now();
  schema.parse(data);
  const t2 = performance.now();
  (window as any).__zod = { cold: t1 - t0, warm: t2 - t1 };
  return <p>done</p>;
};
export const ProbeZodWarm = () => {
  const data = JSON.parse(text);
  const schema = automationListItemSchema.array();
  const w0 = performance.now();
  schema.parse(data.slice(0, 300));
  const w1 = performance.now();
  const t0 = performance.now();
  schema.parse(data);
  const t1 = performance.now();
  (window as any).__zod = { cold: t1 - t0, warm: w1 - w0 };
  return <p>done</p>;
};
