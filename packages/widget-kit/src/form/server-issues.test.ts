import { ConsoleApiError } from '@console/core';
import { describe, expect, it } from 'vitest';
import { fieldsResolver, mapServerIssues, serverFieldErrors } from './server-issues';

const resolve = fieldsResolver(['name', 'parameters', 'schedule.time'] as const);

describe('fieldsResolver', () => {
  it('finds the field a path starts with, the longest first', () => {
    expect(resolve(['name'])).toBe('name');
    expect(resolve(['parameters', 2, 'value'])).toBe('parameters');
    expect(resolve(['schedule', 'time'])).toBe('schedule.time');
    expect(resolve(['body', 'name'])).toBe('name');
  });

  it('leaves URL issues and unknown paths to the form', () => {
    expect(resolve(['params', 'id'])).toBeUndefined();
    expect(resolve(['query', 'name'])).toBeUndefined();
    expect(resolve(['schedule'])).toBeUndefined();
    expect(resolve([])).toBeUndefined();
  });
});

describe('mapServerIssues', () => {
  it('keeps the first message of each field and collects the rest', () => {
    const mapped = mapServerIssues(
      [
        { path: ['name'], message: 'Required' },
        { path: ['name'], message: 'Too long' },
        { path: ['parameters', 0], message: 'Maximum of 30000 characters allowed per parameter' },
        { path: ['params', 'id'], message: 'Invalid id' },
      ],
      resolve,
    );
    expect(mapped.fields).toEqual({
      name: 'Required',
      parameters: 'Maximum of 30000 characters allowed per parameter',
    });
    expect(mapped.unmatched).toEqual([{ path: ['params', 'id'], message: 'Invalid id' }]);
  });
});

describe('serverFieldErrors', () => {
  it('maps the issues of a 400 answer', () => {
    const error = new ConsoleApiError({
      status: 400,
      resultCode: 'VALIDATION_ERROR',
      errorMessage: 'Required',
      issues: [{ path: ['name'], message: 'Required' }],
    });
    expect(serverFieldErrors(error, resolve)).toEqual({ fields: { name: 'Required' }, unmatched: [] });
  });

  it('answers undefined for failures without issues', () => {
    expect(
      serverFieldErrors(new ConsoleApiError({ status: 500, resultCode: 'FAILURE' }), resolve),
    ).toBeUndefined();
    expect(serverFieldErrors(new Error('offline'), resolve)).toBeUndefined();
  });
});
