/** The review owner's choice in the news and institution forms (docs/content-review.md). */
import { type FieldValues, type Path, type UseFormReturn, useController } from 'react-hook-form';
import { useStaffTexts } from '../../lib/i18n/staff-texts';
import { SelectField } from '../../lib/ui/field';
import { useReviewOwners } from './review-api';

/**
 * Who is mailed when the review comes due: an account that writes content, or (none chosen) the
 * item's last editor. The choice is kept as the account's id, or null.
 */
export function ReviewOwnerField<Input extends FieldValues>({
  form,
  name,
  label,
}: {
  form: UseFormReturn<Input, unknown, unknown>;
  name: Path<Input>;
  label: string;
}) {
  const t = useStaffTexts();
  const owners = useReviewOwners();
  const { field, fieldState } = useController({ control: form.control, name });
  const chosen = field.value === null || field.value === undefined ? '' : String(field.value);
  const options = [
    { value: '', label: t.review.reviewOwnerDefault },
    ...(owners.data?.items ?? []).map((owner) => ({ value: String(owner.id), label: owner.name })),
  ];
  // A chosen account the list no longer holds (or not yet loaded) keeps its place, by number.
  if (chosen && !options.some((option) => option.value === chosen))
    options.push({ value: chosen, label: `#${chosen}` });
  return (
    <SelectField
      label={label}
      options={options}
      error={fieldState.error?.message}
      name={field.name}
      ref={field.ref}
      value={chosen}
      onBlur={field.onBlur}
      onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
    />
  );
}
