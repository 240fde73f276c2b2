import { describe, expect, it } from 'vitest';
import { CsvFileRefusal, parseUnmanagedCsv, unmanagedCsvTemplate } from './csv';

const refusal = (name: string, content: string | Uint8Array) => {
  try {
    parseUnmanagedCsv(name, typeof content === 'string' ? Buffer.from(content) : content);
  } catch (error) {
    if (error instanceof CsvFileRefusal)
      return { status: error.status, key: error.key, params: error.params };
    throw error;
  }
  return undefined;
};

describe('parseUnmanagedCsv', () => {
  it('reads quoted fields, a BOM, CRLF and blank lines, keeping short rows', () => {
    const csv = parseUnmanagedCsv(
      'a.csv',
      Buffer.from(
        '\ufeffName,Organization,Location,Notes\r\n"Printer, 1",Acme,"H""Q"\r\n\r\nB,Acme,HQ,x\r\n',
      ),
    );
    expect(csv.header).toEqual(['Name', 'Organization', 'Location', 'Notes']);
    expect(csv.fields).toEqual(['name', 'organization', 'location', undefined]);
    expect(csv.rows).toEqual([
      ['Printer, 1', 'Acme', 'H"Q'],
      ['B', 'Acme', 'HQ', 'x'],
    ]);
  });

  it('refuses the files of issue 10 with their message', () => {
    const header = 'Name,Organization,Location\n';
    expect(refusal('a.txt', `${header}a,b,c\n`)).toMatchObject({
      status: 415,
      key: 'unmanaged.import.invalidType',
    });
    expect(refusal('a.csv', '')).toMatchObject({ status: 400, key: 'unmanaged.import.fileTooSmall' });
    expect(refusal('a.csv', new Uint8Array([0x4e, 0, 0x41]))).toMatchObject({
      key: 'unmanaged.import.notText',
    });
    expect(refusal('a.csv', new Uint8Array([0xff, 0xfe, 0x41]))).toMatchObject({
      key: 'unmanaged.import.notText',
    });
    expect(refusal('a.csv', header)).toMatchObject({ key: 'unmanaged.import.noRows' });
    expect(refusal('a.csv', 'Name,Location\na,b\n')).toMatchObject({
      key: 'unmanaged.import.missingColumn',
      params: { column: 'Organization' },
    });
    expect(refusal('a.csv', `${header}${'a,b,c\n'.repeat(10_001)}`)).toMatchObject({
      key: 'unmanaged.import.tooManyRows',
    });
    expect(refusal('a.csv', `${header}${'a,b,c\n'.repeat(10_000)}`)).toBeUndefined();
    expect(refusal('a.csv', `${header}a,b,c\n${'x,'.repeat(9_999)}x\n`)).toMatchObject({
      key: 'unmanaged.import.tooManyColumns',
      params: { row: 2, max: 100 },
    });
    expect(refusal('a.csv', `${header}"a,b,c\n`)).toMatchObject({ key: 'unmanaged.import.malformed' });
    expect(refusal('a.csv', Buffer.alloc(5 * 1024 * 1024 + 1, 0x61))).toMatchObject({
      status: 413,
      key: 'unmanaged.import.fileTooLarge',
    });
  });

  it('writes the template header', () => {
    expect(unmanagedCsvTemplate()).toBe(
      'Name,Organization,Location,Serial Number,Assigned User Email,Warranty Start Date,Warranty End Date\r\n',
    );
  });
});
