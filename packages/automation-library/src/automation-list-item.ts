import { type Automation, automationSchema } from '@console/core';

/**
 * What the library's list shows and decides with, and nothing more: the table's columns, the
 * filters and search, the row actions (categories and language), the name checks and the pickers.
 * The 10,000-row answer is validated against these fields only (about a third of the full schema's
 * cost, most of the first paint); the full record is read, with the full schema, when an automation
 * is opened (`useAutomationRecord`). A full `Automation` is also a list item.
 */
export const automationListItemSchema = automationSchema.pick({
  id: true,
  uid: true,
  name: true,
  description: true,
  language: true,
  automationType: true,
  operatingSystems: true,
  categoriesIds: true,
  categoriesNames: true,
  createdOn: true,
  updatedOn: true,
  createdBy: true,
  lastUpdatedBy: true,
  malwareScanStatus: true,
});

/** An automation as the library lists it (see {@link automationListItemSchema}). */
export type AutomationListItem = Pick<
  Automation,
  | 'id'
  | 'uid'
  | 'name'
  | 'description'
  | 'language'
  | 'automationType'
  | 'operatingSystems'
  | 'categoriesIds'
  | 'categoriesNames'
  | 'createdOn'
  | 'updatedOn'
  | 'createdBy'
  | 'lastUpdatedBy'
  | 'malwareScanStatus'
>;
