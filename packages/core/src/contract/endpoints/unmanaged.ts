import { z } from 'zod';
import { defineEndpoint } from '../define';
import { idSchema } from '../entities/common';

/** Path parameters of the CSV template: the unmanaged role whose attributes it lists. */
export const csvTemplateParamsSchema = z.object({ roleId: idSchema });

/** The multipart fields of a CSV upload (preview and import): the role every device gets. */
export const unmanagedCsvFieldsSchema = z.object({ roleId: idSchema });
export type UnmanagedCsvFields = z.input<typeof unmanagedCsvFieldsSchema>;

/** One column of the preview (001 §3 rowHeader). `columnNumber` counts from 1. */
export const csvPreviewHeaderSchema = z.object({
  columnName: z.string(),
  columnNumber: z.number().int(),
});

/** One cell of the preview (001 §3 rowData.data): its value, whether it is wrong, and why. */
export const csvPreviewCellSchema = z.object({
  val: z.string(),
  err: z.boolean(),
  msg: z.string().nullable(),
});
export type CsvPreviewCell = z.infer<typeof csvPreviewCellSchema>;

/** One row of the preview (001 §3 rowData): `num` is its line number among the data rows, from 1. */
export const csvPreviewRowSchema = z.object({
  num: z.number().int(),
  data: z.array(csvPreviewCellSchema),
});
export type CsvPreviewRow = z.infer<typeof csvPreviewRowSchema>;

/**
 * The CSV import preview (001 §3): the header, every row with its per-cell errors, and the totals.
 * A file that cannot be previewed at all (wrong type, binary, empty, over 5 MB, over 10,000 rows,
 * a row over 100 columns) is refused with a 4xx whose `errorMessage` the wizard shows (the spec's
 * `hasFatalError` / `errorMsg`).
 */
export const csvPreviewSchema = z.object({
  rowHeader: z.array(csvPreviewHeaderSchema),
  rowData: z.array(csvPreviewRowSchema),
  totalErrors: z.number().int(),
  totalRows: z.number().int(),
  invalidRows: z.number().int(),
  validRows: z.number().int(),
  hasValidationErrors: z.boolean(),
});
export type CsvPreview = z.infer<typeof csvPreviewSchema>;

/** The answer of a saved import: how many devices were created and how many rows were discarded. */
export const csvImportAnswerSchema = z.object({
  resultCode: z.literal('SUCCESS'),
  createdCount: z.number().int(),
  discardedRows: z.number().int(),
});
export type CsvImportAnswer = z.infer<typeof csvImportAnswerSchema>;

/**
 * Unmanaged devices beyond the single create (`POST /node`): the CSV template of a role and the
 * CSV import (000 §2.12, §5.5, §7.5; 001 §2.4, §4, §7.5 "shapes not shown": chosen, see
 * docs/unmanaged-devices.md). The upload endpoints take multipart `roleId` then `file`.
 */
export const unmanagedEndpoints = {
  /** The CSV template for the role's attributes (000 §7.8 style path given by issue 10). */
  csvTemplate: defineEndpoint({
    method: 'GET',
    path: '/attributes/tab/role/{roleId}/template/csv',
    summary: 'CSV template of an unmanaged role',
    params: csvTemplateParamsSchema,
    response: z.string(),
    tag: 'unmanaged',
  }),
  /** Parses and checks a CSV file with the rules of the create form; writes nothing. */
  preview: defineEndpoint({
    method: 'POST',
    path: '/unmanaged-device/import/preview',
    summary: 'Preview a CSV import of unmanaged devices',
    body: unmanagedCsvFieldsSchema,
    response: csvPreviewSchema,
    upload: true,
    readOnly: true,
    tag: 'unmanaged',
  }),
  /**
   * Creates the devices of every valid row in one transaction; invalid rows are discarded. A file
   * without a valid row is refused (400) and nothing is written.
   */
  import: defineEndpoint({
    method: 'POST',
    path: '/unmanaged-device/import',
    summary: 'Import unmanaged devices from a CSV file',
    body: unmanagedCsvFieldsSchema,
    response: csvImportAnswerSchema,
    upload: true,
    tag: 'unmanaged',
  }),
} as const;
