import { formatMessage, type MessageParams } from './format';
import { defaultMessages, type MessageKey } from './index';

/**
 * The text of a catalogue key, read from the given sections first and then core's shared defaults
 * (the key itself when no one has it), placeholders filled. For code outside React that builds a
 * text, such as the contract's validation messages: a schema passes the section its rules' keys
 * belong to, so it carries that section and no other.
 * @example catalogueText('mobile.certificate.invalid', undefined, mobileCoreMessages)
 */
export function catalogueText(
  key: MessageKey,
  params?: MessageParams,
  ...sections: readonly { readonly [key: string]: string }[]
): string {
  let template: string | undefined;
  for (const section of sections) template ??= section[key];
  return formatMessage(template ?? defaultMessages[key] ?? key, params ?? {});
}
