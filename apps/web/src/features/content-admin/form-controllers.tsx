/**
 * The two form fields every content screen wires the same way through react-hook-form: an image
 * (upload or address) and, for HTML descriptions, the rich-text editor.
 */
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { ImageField } from '../media';
import { RichTextField } from '../rich-text';

interface ControlledProps<Input extends FieldValues, Output> {
  control: Control<Input, unknown, Output>;
  name: Path<Input>;
  label: string;
}

export function ImageController<Input extends FieldValues, Output>({
  control,
  name,
  label,
  onUploadingChange,
}: ControlledProps<Input, Output> & { onUploadingChange: (uploading: boolean) => void }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ImageField
          label={label}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error?.message}
          onUploadingChange={onUploadingChange}
        />
      )}
    />
  );
}

export function RichTextController<Input extends FieldValues, Output>({
  control,
  name,
  label,
  lang,
  dir,
}: ControlledProps<Input, Output> & { lang?: string; dir?: 'ltr' | 'rtl' }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <RichTextField
          label={label}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          lang={lang}
          dir={dir}
        />
      )}
    />
  );
}
