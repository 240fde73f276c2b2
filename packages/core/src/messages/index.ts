import type { AllMessages } from './all';
import { errorMessages } from './errors';
import { formatMessage, type MessageParams } from './format';
import { pickerMessages } from './pickers';
import { recordMessages } from './records';
import { searchSharedMessages } from './search';
import { shellSharedMessages } from './shell';
import { uiMessages } from './ui';

export { formatMessage, type MessageParams } from './format';

/**
 * Core's default texts: the shared sections only (records, ui, shell, errors with the shared
 * validators' texts, pickers), keyed, with `{{placeholders}}`. A widget's texts are its own
 * package's section (`automationMessages` in `@console/automation-library`...), which it registers
 * with `<MessageSection>` together with core's texts of its area (`automationCoreMessages`...), so
 * a widget ships its own texts and no other's. The server uses `allMessages` (every section of
 * core). Never import `allMessages` in a widget. `{{product}}` stands for the branded product name (default "Console").
 * @example defaultMessages['errors.generic'] // 'Something went wrong. Please try again.'
 */
const coreMessages = {
  ...recordMessages,
  ...uiMessages,
  ...shellSharedMessages,
  ...errorMessages,
  ...searchSharedMessages,
  ...pickerMessages,
} as const;

type CoreMessages = typeof coreMessages;

/**
 * Core's shared default texts (see above), also readable by any key of the catalogue: a key of a
 * section that is not core's shared one reads `undefined` here (use that section, or `allMessages`).
 * @example defaultMessages['errors.generic'] // 'Something went wrong. Please try again.'
 */
export const defaultMessages: CoreMessages & MessageSectionTexts = coreMessages;

/**
 * Every key the catalogue knows, with its default text: every section of core (`allMessages`'s
 * type: types only, no texts are bundled by it), extended by each package that owns a section
 * through declaration merging (its keys type-check wherever its section is in the program).
 * @example
 * export const searchMessages = { 'search.label': 'Search' } as const;
 * declare module '@console/core' {
 *   interface MessageCatalogue extends SearchMessages {}
 * }
 */
export interface MessageCatalogue extends AllMessages {}

/**
 * A key of the message catalogue.
 * @example const key: MessageKey = 'errors.noPermission';
 */
export type MessageKey = keyof MessageCatalogue & string;
/**
 * A full or partial set of texts (overrides, translations).
 * @example const overrides: Messages = { 'errors.generic': 'Oops.' };
 */
export type Messages = { readonly [K in MessageKey]?: string };

/**
 * A package's own section of default texts, registered with `<MessageSection>` or the
 * ConsoleProvider's `sections`.
 * @example const section: MessageSectionTexts = { 'search.label': 'Search' };
 */
export type MessageSectionTexts = { readonly [key: string]: string };

/**
 * Looks up and formats a message. Translators made by {@link createTranslator} also carry the
 * sections they read and `extend(section)`, which `<MessageSection>` uses.
 * @example const t: Translate = useMessage(); t('ui.moreCount', { count: 3 })
 */
export interface Translate {
  (key: MessageKey, params?: MessageParams): string;
  /** The packages' sections read after the host's overrides, before core's defaults. */
  readonly sections?: readonly MessageSectionTexts[];
  /** The same translator (overrides, product name) that also knows `section`'s defaults. */
  readonly extend?: (section: MessageSectionTexts) => Translate;
}

/**
 * Options of {@link createTranslator}.
 * @example createTranslator({ overrides: { 'errors.generic': 'Oops.' }, sections: [searchMessages] })
 */
export interface TranslatorOptions {
  /** The host's texts; they win over every default. */
  overrides?: Messages | undefined;
  /** @default 'Console' */
  productName?: string | undefined;
  /** Packages' default sections, read in order after the overrides and before core's defaults. */
  sections?: readonly MessageSectionTexts[] | undefined;
}

/**
 * Creates a translate function: host overrides first, then the packages' sections, then core's
 * default catalogue, then the key itself; `{{product}}` is the product name.
 * @example
 * const t = createTranslator({ productName: 'Acme RMM' });
 * t('ui.moreCount', { count: 3 }) // '+3 more'
 */
export function createTranslator(options: TranslatorOptions = {}): Translate {
  const productName = options.productName ?? 'Console';
  const sections = options.sections ?? [];
  const translate = (key: MessageKey, params?: MessageParams) => {
    let template: string | undefined = options.overrides?.[key];
    for (const section of sections) template ??= section[key];
    template ??= defaultMessages[key] ?? key;
    return formatMessage(template, { product: productName, ...params });
  };
  const extend = (section: MessageSectionTexts): Translate =>
    sections.includes(section) ? self : createTranslator({ ...options, sections: [...sections, section] });
  const self: Translate = Object.assign(translate, { sections, extend });
  return self;
}
