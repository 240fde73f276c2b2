import { adminNavMessages } from './admin-nav';
import { authMessages } from './auth';
import { automationMessages } from './automation';
import { errorMessages } from './errors';
import { formatMessage, type MessageParams } from './format';
import { pickerMessages } from './pickers';
import { recordMessages } from './records';
import { searchMessages } from './search';
import { shellMessages } from './shell';
import { uiMessages } from './ui';

export { formatMessage, type MessageParams } from './format';

/**
 * The message catalogue: every visible text of the spec, keyed, with `{{placeholders}}`.
 * Each area keeps its own section file (`ui.ts`, `shell.ts`, `errors.ts`, `search.ts`, ...);
 * this object merges them. `{{product}}` stands for the branded product name (default "Console").
 * @example defaultMessages['errors.generic'] // 'Something went wrong. Please try again.'
 */
export const defaultMessages = {
  ...recordMessages,
  ...uiMessages,
  ...shellMessages,
  ...adminNavMessages,
  ...errorMessages,
  ...authMessages,
  ...searchMessages,
  ...automationMessages,
  ...pickerMessages,
} as const;

/**
 * A key of the message catalogue.
 * @example const key: MessageKey = 'errors.noPermission';
 */
export type MessageKey = keyof typeof defaultMessages;
/**
 * A full or partial set of texts (overrides, translations).
 * @example const overrides: Messages = { 'errors.generic': 'Oops.' };
 */
export type Messages = { readonly [K in MessageKey]?: string };

/**
 * Looks up and formats a message.
 * @example const t: Translate = useMessage(); t('ui.moreCount', { count: 3 })
 */
export type Translate = (key: MessageKey, params?: MessageParams) => string;

/**
 * Creates a translate function over the default catalogue, host overrides and the product name.
 * @example
 * const t = createTranslator({ productName: 'Acme RMM' });
 * t('ui.moreCount', { count: 3 }) // '+3 more'
 */
export function createTranslator(options: { overrides?: Messages; productName?: string } = {}): Translate {
  const productName = options.productName ?? 'Console';
  return (key, params) => {
    const template = options.overrides?.[key] ?? defaultMessages[key] ?? key;
    return formatMessage(template, { product: productName, ...params });
  };
}
