import { addParameter, MAX_SCRIPT_PARAMETERS } from '@console/core';
import { useMessage } from '@console/core/react';
import { Button, CloseIcon, Field, FieldControl, FieldCounter, IconButton } from '@console/ui';
import { useId, useState } from 'react';
import * as styles from '../internal/form.css';

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
 * Parameters keep their inner spaces (`-Days 7`), which is why this is not the kit's TagInput
 * (it splits on spaces). The kit's Field frames it, with its 'n/300' counter.
 * @example <ParameterList value={parameters} onValueChange={setParameters} />
 */
export function ParameterList({ value, onValueChange, error, disabled = false }: ParameterListProps) {
  const t = useMessage();
  const counterId = useId();
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
  return (
    <Field label={t('automation.form.parameters')} error={issue ?? error} touched disabled={disabled}>
      <FieldControl>
        {(field) => (
          <>
            <div className={styles.inline}>
              <input
                id={field.controlId}
                className={field.controlClassName}
                value={draft}
                disabled={field.disabled}
                placeholder={t('automation.form.parameterPlaceholder')}
                aria-invalid={field.invalid || undefined}
                aria-describedby={[field.describedBy, counterId].filter(Boolean).join(' ')}
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
              <Button disabled={field.disabled} onClick={add}>
                {t('automation.form.addParameter')}
              </Button>
            </div>
            <FieldCounter id={counterId} count={value.length} max={MAX_SCRIPT_PARAMETERS} />
            {value.length > 0 ? (
              <ul className={styles.itemList} aria-label={t('automation.form.parameters')}>
                {value.map((parameter) => (
                  <li key={parameter} className={styles.item}>
                    <span className={`${styles.itemText} ${styles.code}`} title={parameter}>
                      {parameter}
                    </span>
                    <IconButton
                      size="sm"
                      variant="ghost"
                      label={t('automation.form.removeParameter', { parameter })}
                      icon={<CloseIcon />}
                      tooltipPlacement={false}
                      disabled={field.disabled}
                      onClick={() => onValueChange(value.filter((item) => item !== parameter))}
                    />
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        )}
      </FieldControl>
    </Field>
  );
}
