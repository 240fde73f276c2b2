/**
 * Reading an unmanaged device CSV file (001 §4; issue 10): the file-level rules that refuse the
 * whole file (a 4xx, nothing written) before any row is checked. Pure: no database.
 */
import {
  CSV_IMPORT_MAX_COLUMNS,
  CSV_IMPORT_MAX_ROWS,
  csvFieldOfHeader,
  type MessageKey,
  type MessageParams,
  UNMANAGED_CSV_COLUMNS,
  type UnmanagedCsvField,
  validateCsvFile,
} from '@console/core';
import { CsvError, parse } from 'csv-parse/sync';

/** Why a whole file is refused: the HTTP status and the catalogue message. */
export class CsvFileRefusal extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    readonly key: MessageKey,
    readonly params?: MessageParams,
  ) {
    super(key);
  }
}

/** A parsed file: its header as written, the field of each column, and the data rows. */
export interface ParsedCsv {
  header: string[];
  fields: (UnmanagedCsvField | undefined)[];
  rows: string[][];
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Text of a file that is text: valid UTF-8 without NUL bytes; otherwise refused as not CSV. */
function decodeText(bytes: Uint8Array): string {
  if (bytes.includes(0)) throw new CsvFileRefusal(415, 'unmanaged.import.notText');
  try {
    return utf8.decode(bytes);
  } catch {
    throw new CsvFileRefusal(415, 'unmanaged.import.notText');
  }
}

/**
 * Reads a CSV file (000 §5.5, §5.7; issue 10): `.csv` only, not empty, at most 5 MB of UTF-8 text,
 * a header naming at least the required columns, 1 to 10,000 data rows, at most 100 columns a row.
 * Blank lines are skipped; a leading BOM is dropped. Throws {@link CsvFileRefusal}.
 * @example parseUnmanagedCsv('devices.csv', Buffer.from('Name,Organization,Location\nPrinter,Acme,HQ\n')).rows // [['Printer', 'Acme', 'HQ']]
 */
export function parseUnmanagedCsv(fileName: string, bytes: Uint8Array): ParsedCsv {
  const fileIssue = validateCsvFile({ name: fileName, size: bytes.byteLength });
  if (fileIssue) {
    const status =
      fileIssue.key === 'unmanaged.import.fileTooLarge'
        ? 413
        : fileIssue.key === 'unmanaged.import.invalidType'
          ? 415
          : 400;
    throw new CsvFileRefusal(status, fileIssue.key, fileIssue.params);
  }
  const text = decodeText(bytes);
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      // One record past the limit (header + 10,000 rows + 1) is enough to refuse the file.
      to: CSV_IMPORT_MAX_ROWS + 2,
    }) as string[][];
  } catch (error) {
    if (error instanceof CsvError) {
      // `records` counts the header: the record that failed is that data row.
      const row = Math.max(1, (error as CsvError & { records?: number }).records ?? 1);
      throw new CsvFileRefusal(400, 'unmanaged.import.malformed', {
        row,
        reason: error.message.slice(0, 200),
      });
    }
    throw error;
  }
  for (const [index, record] of records.entries()) {
    if (record.length > CSV_IMPORT_MAX_COLUMNS) {
      throw new CsvFileRefusal(400, 'unmanaged.import.tooManyColumns', {
        row: index,
        max: CSV_IMPORT_MAX_COLUMNS,
      });
    }
  }
  const [headerRecord, ...rows] = records;
  if (!headerRecord) throw new CsvFileRefusal(400, 'unmanaged.import.fileTooSmall');
  const header = headerRecord.map((cell) => cell.trim());
  const fields = header.map(csvFieldOfHeader);
  for (const column of UNMANAGED_CSV_COLUMNS) {
    if (column.required && !fields.includes(column.field)) {
      throw new CsvFileRefusal(400, 'unmanaged.import.missingColumn', { column: column.header });
    }
  }
  if (rows.length === 0) throw new CsvFileRefusal(400, 'unmanaged.import.noRows');
  if (rows.length > CSV_IMPORT_MAX_ROWS) {
    throw new CsvFileRefusal(400, 'unmanaged.import.tooManyRows', {
      max: CSV_IMPORT_MAX_ROWS.toLocaleString('en-US'),
    });
  }
  return { header, fields, rows };
}

/**
 * The CSV template of the import (000 §2.12 Download Template): the header line of the columns.
 * @example unmanagedCsvTemplate() // 'Name,Organization,Location,Serial Number,...\r\n'
 */
export function unmanagedCsvTemplate(): string {
  const header = UNMANAGED_CSV_COLUMNS.map((column) => column.header).join(',');
  return `${header}\r\n`;
}
