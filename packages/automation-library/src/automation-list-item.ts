import type { Automation } from '@console/core';

/**
 * What the library's list shows and decides with, and nothing more: the table's columns, the
 * filters and search, the row actions (categories and language), the name checks and the pickers.
 * The type is the language's (`automationTypeOf`), and the list holds no automation under review,
 * so neither `automationType` nor `malwareScanStatus` is read from it. The 10,000-row answer comes
 * through the schema-free route (the server checked it against the contract) and each row keeps
 * these 11 fields of the 26, none of the nested settings, variables or parameters
 * ({@link toAutomationListItem}); the whole automation is read when one is opened
 * (`useAutomationRecord`). A full `Automation` is also a list item.
 */
export type AutomationListItem = Pick<
  Automation,
  | 'id'
  | 'name'
  | 'description'
  | 'language'
  | 'operatingSystems'
  | 'categoriesIds'
  | 'categoriesNames'
  | 'createdOn'
  | 'updatedOn'
  | 'createdBy'
  | 'lastUpdatedBy'
>;

/**
 * An automation cut down to its list item's fields (the list holds 10,000 rows).
 * @example const item = toAutomationListItem(automation);
 */
export function toAutomationListItem(automation: AutomationListItem): AutomationListItem {
  return {
    id: automation.id,
    name: automation.name,
    description: automation.description,
    language: automation.language,
    operatingSystems: automation.operatingSystems,
    categoriesIds: automation.categoriesIds,
    categoriesNames: automation.categoriesNames,
    createdOn: automation.createdOn,
    updatedOn: automation.updatedOn,
    createdBy: automation.createdBy,
    lastUpdatedBy: automation.lastUpdatedBy,
  };
}
