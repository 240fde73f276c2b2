import { createContext, useContext } from 'react';
import { createTranslator, type Translate } from '../messages';

const defaultTranslate = createTranslator();

/**
 * The translate function in scope. ConsoleProvider supplies one built from the host's overrides
 * and branding; outside a provider the default catalogue is used, so primitives render their
 * spec texts anywhere.
 * @example <MessageContext.Provider value={createTranslator({ productName: 'Acme' })}>{children}</MessageContext.Provider>
 */
export const MessageContext = createContext<Translate>(defaultTranslate);

/**
 * Returns `t(key, params)` for the message catalogue.
 * @example
 * const t = useMessage();
 * <span>{t('ui.copyButton.copied')}</span>
 */
export function useMessage(): Translate {
  return useContext(MessageContext);
}
