import { useMessage } from '@console/core/react';
import { useForm } from '@tanstack/react-form';
import { z } from 'zod';
import { Button } from '../button/button';
import { NumberInput } from '../number-input/number-input';
import { TagInput } from '../tag-input/tag-input';
import { TextInput } from '../text-input/text-input';
import { fieldProps } from './form-adapter';

/** The values of {@link ExampleDeviceForm}. */
export interface ExampleDeviceValues {
  name: string;
  ports: string[];
  timeout: number | null;
}

/**
 * The complete TanStack Form example used by the stories and the tests: Zod 4 schemas as
 * validators (Standard Schema), errors after blur or submit, submit blocked while invalid.
 * @internal
 */
export function ExampleDeviceForm({ onSubmit }: { onSubmit: (values: ExampleDeviceValues) => void }) {
  const t = useMessage();
  const name = z.string().trim().min(1, t('ui.required'));
  const ports = z.array(z.string()).min(1, t('ui.required'));
  const timeout = z.number(t('ui.required')).int().min(1).max(60);
  const form = useForm({
    defaultValues: { name: '', ports: [], timeout: null } as ExampleDeviceValues,
    onSubmit: ({ value }) => onSubmit(value),
  });
  return (
    <form
      noValidate
      style={{ display: 'grid', gap: 16, maxWidth: 360 }}
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <form.Field name="name" validators={{ onChange: name }}>
        {(field) => <TextInput label="Device name" required counter {...fieldProps(field)} />}
      </form.Field>
      <form.Field name="ports" validators={{ onChange: ports }}>
        {(field) => <TagInput label="Ports" restriction="port" required {...fieldProps(field)} />}
      </form.Field>
      <form.Field name="timeout" validators={{ onChange: timeout }}>
        {(field) => (
          <NumberInput
            label="Timeout (minutes)"
            description="1 to 60"
            min={1}
            max={60}
            required
            {...fieldProps(field)}
          />
        )}
      </form.Field>
      <div>
        <Button type="submit" variant="primary">
          {t('ui.save')}
        </Button>
      </div>
    </form>
  );
}
