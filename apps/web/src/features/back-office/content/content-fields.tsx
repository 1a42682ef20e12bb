/**
 * A content form's fields, described as data and rendered here in one way: every screen's text,
 * address, number, date, switch, image and rich-text fields wire into react-hook-form alike, so
 * each resource only lists its fields (label, hint, kind) in order.
 */
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { SwitchField, TextAreaField, TextField } from '../../../lib/ui/field';
import { ImageController, RichTextController } from './form-controllers';
import { emptyAsUndefined } from './resources/shared';

/** Single-line inputs and the attributes each kind brings. */
const INPUTS = {
  text: {},
  url: { type: 'url', inputMode: 'url', spellCheck: false },
  email: { type: 'email', inputMode: 'email', spellCheck: false },
  tel: { type: 'tel', autoComplete: 'off' },
  date: { type: 'date' },
  datetime: { type: 'datetime-local' },
  number: { type: 'number', inputMode: 'numeric', min: 0, step: 1 },
} as const;

interface Named<Input extends FieldValues> {
  name: Path<Input>;
  label: string;
}

export type FieldSpec<Input extends FieldValues> =
  | (Named<Input> & { kind: keyof typeof INPUTS; hint?: string; narrow?: boolean })
  | (Named<Input> & { kind: 'textarea'; rows: number })
  | (Named<Input> & { kind: 'switch' | 'image' | 'richText' })
  /** Two fields side by side from the small breakpoint up. */
  | { kind: 'pair'; fields: readonly [FieldSpec<Input>, FieldSpec<Input>] };

interface ContentFieldsProps<Input extends FieldValues, Output> {
  fields: readonly FieldSpec<Input>[];
  form: UseFormReturn<Input, unknown, Output>;
  /** An image field reports its upload, so the form is not saved half-way through one. */
  setUploading: (uploading: boolean) => void;
}

export function ContentFields<Input extends FieldValues, Output>({
  fields,
  form,
  setUploading,
}: ContentFieldsProps<Input, Output>) {
  const { register, control, formState } = form;
  const errorOf = (name: Path<Input>) => form.getFieldState(name, formState).error?.message;

  const field = (spec: FieldSpec<Input>) => {
    switch (spec.kind) {
      case 'pair':
        return (
          <div key={spec.fields.map(keyOf).join('+')} className="grid gap-4 sm:grid-cols-2">
            {spec.fields.map(field)}
          </div>
        );
      case 'textarea':
        return (
          <TextAreaField
            key={spec.name}
            label={spec.label}
            rows={spec.rows}
            error={errorOf(spec.name)}
            {...register(spec.name)}
          />
        );
      case 'switch':
        return (
          <SwitchField
            key={spec.name}
            label={spec.label}
            error={errorOf(spec.name)}
            {...register(spec.name)}
          />
        );
      case 'image':
        return (
          <ImageController
            key={spec.name}
            control={control}
            name={spec.name}
            label={spec.label}
            onUploadingChange={setUploading}
          />
        );
      case 'richText':
        return <RichTextController key={spec.name} control={control} name={spec.name} label={spec.label} />;
      default:
        return (
          <TextField
            key={spec.name}
            label={spec.label}
            hint={spec.hint}
            className={spec.narrow ? 'max-w-48' : undefined}
            {...INPUTS[spec.kind]}
            error={errorOf(spec.name)}
            // An empty number input is no value (the schema's default, or its message), not 0.
            {...register(spec.name, spec.kind === 'number' ? { setValueAs: emptyAsUndefined } : undefined)}
          />
        );
    }
  };
  return <>{fields.map(field)}</>;
}

const keyOf = <Input extends FieldValues>(spec: FieldSpec<Input>): string =>
  spec.kind === 'pair' ? spec.fields.map(keyOf).join('+') : spec.name;
