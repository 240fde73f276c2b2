/**
 * Browser test setup: every unexpected console.error or console.warn fails the test that caused it.
 * A test that expects one calls `allowConsole(/pattern/)` first.
 */
import { afterEach, beforeEach, expect } from 'vitest';
import { cleanup } from 'vitest-browser-react';

type Level = 'error' | 'warn';
const allowed: RegExp[] = [];
let unexpected: string[] = [];
const original: Record<Level, (...args: unknown[]) => void> = {
  error: console.error.bind(console),
  warn: console.warn.bind(console),
};

function format(args: unknown[]): string {
  return args.map((a) => (a instanceof Error ? `${a.name}: ${a.message}` : String(a))).join(' ');
}

for (const level of ['error', 'warn'] as const) {
  console[level] = (...args: unknown[]) => {
    const text = format(args);
    original[level](...args);
    if (allowed.some((re) => re.test(text))) return;
    unexpected.push(`console.${level}: ${text}`);
  };
}

/** Lets a test expect console output matching `pattern` until the test ends. */
export function allowConsole(pattern: RegExp): void {
  allowed.push(pattern);
}

beforeEach(() => {
  unexpected = [];
  allowed.length = 0;
});

afterEach(async () => {
  await cleanup();
  const found = unexpected;
  unexpected = [];
  expect(found, 'unexpected console output').toEqual([]);
});
