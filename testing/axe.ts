import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe-core on `root` (default: the whole document) and fails with a readable list of
 * violations. Colour contrast is checked too: the themes are meant to pass it.
 */
export async function expectNoAxeViolations(root: Element | Document = document): Promise<void> {
  const result = await axe.run(root as Element, {
    resultTypes: ['violations'],
    rules: { region: { enabled: false } },
  });
  const lines = result.violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact}): ${v.help} — ${n.target.join(' ')}`),
  );
  expect(lines, 'axe violations').toEqual([]);
}
