import { addParameter, MAX_SCRIPT_PARAMETERS } from '@console/core';
import { useMessage } from '@console/core/react';
import { Button, CloseIcon, IconButton } from '@console/ui';
import { useId, useState } from 'react';
import { describedBy } from '../internal/controls';
import * as styles from '../internal/controls.css';

/** Props of {@link ParameterList}. */
export interface ParameterListProps {
  /** The preset parameters. */
  value: readonly string[];
  /** Called with the next list. */
  onValueChange: (value: string[]) => void;
  /** A list-level error (e.g. 'Maximum of 300 parameters allowed'). */
  error?: string | null | undefined;
  /** @default false */
  disabled?: boolean;
}

/**
 * Preset parameters (001 §5): typed and added with Enter or the Add button, trimmed, empty ignored,
 * no duplicates, at most 300 ('Maximum limit of 300 reached'), each at most 30000 characters.
 * Parameters keep their inner spaces (`-Days 7`).
 * @example <ParameterList value={parameters} onValueChange={setParameters} />
 */
export function ParameterList({ value, onValueChange, error, disabled = false }: ParameterListProps) {
  const t = useMessage();
  const id = useId();
  const [draft, setDraft] = useState('');
  const [issue, setIssue] = useState<string | null>(null);
  const add = () => {
    const result = addParameter(value, draft);
    if (result.outcome === 'added') {
      onValueChange([...result.parameters]);
      setDraft('');
      setIssue(null);
    } else if (result.outcome === 'empty') {
      setIssue(null);
    } else if (result.issue) {
      setIssue(t(result.issue.key, result.issue.params));
    }
  };
  const shown = issue ?? error;
  return (
    <div className={styles.field} data-state={shown ? 'invalid' : 'valid'}>
      <div className={styles.inline}>
        <label htmlFor={id} className={styles.label}>
          {t('automation.form.parameters')}
        </label>
        <span className={styles.counter} aria-live="polite">
          {t('ui.counter', { count: value.length, max: MAX_SCRIPT_PARAMETERS })}
        </span>
      </div>
      <div className={styles.inline} style={{ flexWrap: 'nowrap' }}>
        <input
          id={id}
          className={styles.input}
          value={draft}
          disabled={disabled}
          placeholder={t('automation.form.parameterPlaceholder')}
          aria-invalid={shown ? true : undefined}
          aria-describedby={describedBy(id, undefined, shown)}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => {
            setDraft(event.target.value);
            if (issue) setIssue(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button disabled={disabled} onClick={add}>
          {t('automation.form.addParameter')}
        </Button>
      </div>
      {shown ? (
        <span id={`${id}-error`} className={styles.error} role="alert">
          {shown}
        </span>
      ) : null}
      {value.length > 0 ? (
        <ul className={styles.paramList} aria-label={t('automation.form.parameters')}>
          {value.map((parameter) => (
            <li key={parameter} className={styles.paramItem}>
              <span className={styles.fileName} title={parameter}>
                {parameter}
              </span>
              <IconButton
                size="sm"
                label={t('automation.form.removeParameter', { parameter })}
                icon={<CloseIcon />}
                tooltipPlacement={false}
                disabled={disabled}
                onClick={() => onValueChange(value.filter((item) => item !== parameter))}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
