/**
 * The device job payload of an automation run ad hoc (002 §7): a script automation becomes a
 * `script` job (its code, the command-line parameters, the script variables, run as), a
 * run-application automation a `run-application` job. File transfers and installs need their
 * stored files: `automation-files.ts` builds theirs. Other kinds answer undefined.
 */
import { type AgentVariableValue, type DeviceJobPayloadInput, scriptLanguages } from '@console/core';

/**
 * Splits a command line into arguments: whitespace separates, single and double quotes group,
 * a backslash escapes the next character inside double quotes and outside quotes.
 * @example splitCommandLine('-n "two words" \'x y\'') // ['-n', 'two words', 'x y']
 */
export function splitCommandLine(line: string): string[] {
  const args: string[] = [];
  let current = '';
  let quote: '"' | "'" | null = null;
  let started = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i] as string;
    if (quote === "'") {
      if (char === "'") quote = null;
      else current += char;
    } else if (char === '\\' && i + 1 < line.length && quote === '"') {
      i += 1;
      current += line[i];
    } else if (quote === '"') {
      if (char === '"') quote = null;
      else current += char;
    } else if (char === '"' || char === "'") {
      quote = char;
      started = true;
    } else if (/\s/.test(char)) {
      if (started || current) args.push(current);
      current = '';
      started = false;
    } else {
      current += char;
    }
  }
  if (started || current) args.push(current);
  return args;
}

/** The automation fields a payload is built from. */
export interface AutomationForPayload {
  id: number;
  language: string;
  code: string | null;
  binaryRunSettings: Record<string, unknown> | null;
}

/**
 * The job payload of one ad hoc run, or undefined for a kind agents do not run from this route.
 * @example automationPayload(row, { runAs: 'system', scriptParam: '-v' }, { NAME: 'x' })
 */
export function automationPayload(
  row: AutomationForPayload,
  parameters: { runAs: string; scriptParam?: string | undefined },
  variables: Record<string, AgentVariableValue>,
): DeviceJobPayloadInput | undefined {
  if ((scriptLanguages as readonly string[]).includes(row.language)) {
    return {
      kind: 'script',
      scriptId: row.id,
      language: row.language as (typeof scriptLanguages)[number],
      body: row.code ?? '',
      parameters: splitCommandLine(parameters.scriptParam ?? ''),
      variables,
      runAs: parameters.runAs,
    };
  }
  const path = row.binaryRunSettings?.runnableLocalPath;
  if (row.language === 'binary_run' && typeof path === 'string' && path) {
    return {
      kind: 'run-application',
      path,
      arguments: splitCommandLine(parameters.scriptParam ?? ''),
      runAs: parameters.runAs,
    };
  }
  return undefined;
}
