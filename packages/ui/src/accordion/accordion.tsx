import { Disclosure, DisclosureContent, DisclosureProvider } from '@ariakit/react/disclosure';
import type { ReactNode } from 'react';
import { ChevronRightIcon } from '../internal/icons';
import { useControllableState } from '../internal/use-controllable-state';
import * as styles from './accordion.css';

/** One section of an {@link Accordion}. */
export interface AccordionItem {
  /** Stable id, unique within the accordion; what `value` lists. */
  id: string;
  /** The heading text of the toggle. */
  title: ReactNode;
  /** The content shown when the section is open. */
  content: ReactNode;
  /**
   * The section cannot be toggled.
   * @default false
   */
  disabled?: boolean;
}

/** Props of {@link Accordion}. */
export interface AccordionProps {
  /** The sections, in order. */
  items: readonly AccordionItem[];
  /** Controlled ids of the open sections. */
  value?: string[];
  /**
   * Initially open section ids when uncontrolled.
   * @default []
   */
  defaultValue?: string[];
  /** Called with the ids of the open sections after a toggle. */
  onValueChange?: (value: string[]) => void;
  /**
   * Heading level of the section titles, to fit the page outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Extra class on the outer element. */
  className?: string;
}

/**
 * Sections that open and close independently (002 §4.7): each heading holds a button with
 * `aria-expanded` that shows or hides its content. Each section shows `data-state="open|closed"`.
 *
 * @example
 * ```tsx
 * <Accordion items={[
 *   { id: 'general', title: 'General', content: <General /> },
 *   { id: 'advanced', title: 'Advanced', content: <Advanced /> },
 * ]} defaultValue={['general']} />
 * ```
 */
export function Accordion({
  items,
  value,
  defaultValue,
  onValueChange,
  headingLevel = 3,
  className,
}: AccordionProps) {
  const [open, setOpen] = useControllableState<string[]>({
    value,
    defaultValue: defaultValue ?? [],
    onChange: onValueChange,
  });
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={[styles.accordion, className].filter(Boolean).join(' ')}>
      {items.map((item) => {
        const isOpen = open.includes(item.id);
        return (
          <div key={item.id} className={styles.section} data-state={isOpen ? 'open' : 'closed'}>
            <DisclosureProvider
              open={isOpen}
              setOpen={(next) =>
                setOpen((current) =>
                  next
                    ? [...current.filter((id) => id !== item.id), item.id]
                    : current.filter((id) => id !== item.id),
                )
              }
            >
              <Heading className={styles.heading}>
                <Disclosure disabled={item.disabled} accessibleWhenDisabled className={styles.trigger}>
                  <span className={styles.chevron}>
                    <ChevronRightIcon />
                  </span>
                  {item.title}
                </Disclosure>
              </Heading>
              <DisclosureContent className={styles.content}>{item.content}</DisclosureContent>
            </DisclosureProvider>
          </div>
        );
      })}
    </div>
  );
}
