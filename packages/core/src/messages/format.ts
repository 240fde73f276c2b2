/** Values for a message's `{{placeholders}}`. */
export type MessageParams = Record<string, string | number>;

/**
 * Fills `{{name}}` placeholders. A missing value leaves the placeholder visible, so a forgotten
 * parameter shows up in a test instead of silently rendering an empty string.
 * @example formatMessage('Add {{count}} devices?', { count: 3 }) // 'Add 3 devices?'
 */
export function formatMessage(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}
