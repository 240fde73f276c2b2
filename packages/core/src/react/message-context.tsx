import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { createTranslator, formatMessage, type MessageSectionTexts, type Translate } from '../messages';

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

/**
 * Props of {@link MessageSection}.
 * @example <MessageSection messages={searchMessages}>{children}</MessageSection>
 */
export interface MessageSectionProps {
  /** The package's default texts; the host's overrides still win. */
  messages: MessageSectionTexts;
  children?: ReactNode;
}

/**
 * Registers a package's section of default texts for everything inside: a widget wraps its root
 * in it so its keys resolve under any provider (or none). The host's overrides still win.
 * @example
 * <MessageSection messages={searchMessages}><SearchBox /></MessageSection>
 */
export function MessageSection({ messages, children }: MessageSectionProps) {
  const parent = useContext(MessageContext);
  const translate = useMemo<Translate>(() => {
    if (parent.extend) return parent.extend(messages);
    // A host's own translate function: ask it first, fall back to the section for unknown keys.
    return (key, params) => {
      const text = parent(key, params);
      const fallback = messages[key];
      return text === key && fallback !== undefined ? formatMessage(fallback, params ?? {}) : text;
    };
  }, [parent, messages]);
  return <MessageContext.Provider value={translate}>{children}</MessageContext.Provider>;
}
