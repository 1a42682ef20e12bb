/**
 * 'Ask for review' on an item's row (docs/content-review.md): an optional note for the reviewer,
 * then the item's draft or pending changes wait in the review queue.
 */
import { REVIEW_NOTE_MAX } from '@authority/shared/content-review';
import type { ContentKey } from '@authority/shared/content-types';
import { useId, useState } from 'react';
import { toApiError } from '../../lib/http/request';
import { staffWords } from '../../lib/i18n/staff-messages';
import { useStaffTexts } from '../../lib/i18n/staff-texts';
import { DialogBody, DialogFooter } from '../../lib/staff-ui/dialog-frame';
import { showToast } from '../../lib/ui/alerts';
import { Button } from '../../lib/ui/button';
import { TextAreaField } from '../../lib/ui/field';
import { FormAlert } from '../../lib/ui/form-alert';
import { useAskForReview } from './review-api';

export function ReviewRequestPanel({
  type,
  id,
  onClose,
}: {
  type: ContentKey;
  id: number;
  onClose: () => void;
}) {
  const t = useStaffTexts();
  const ask = useAskForReview(type);
  const [note, setNote] = useState('');
  const [alert, setAlert] = useState<string>();
  const formId = useId();
  const submit = async () => {
    setAlert(undefined);
    try {
      const answer = await ask.mutateAsync({ id, note });
      void showToast(staffWords(answer.message, t));
      onClose();
    } catch (error) {
      setAlert(staffWords(toApiError(error).message, t));
    }
  };
  return (
    <form
      id={formId}
      noValidate
      className="flex min-h-0 flex-1 flex-col"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <DialogBody>
        <div className="flex flex-col gap-4">
          <FormAlert message={alert} />
          <TextAreaField
            label={t.review.noteLabel}
            rows={4}
            maxLength={REVIEW_NOTE_MAX}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </div>
      </DialogBody>
      <DialogFooter>
        <Button variant="secondary" onClick={onClose}>
          {t.contentAdmin.cancel}
        </Button>
        <Button type="submit" pending={ask.isPending}>
          {ask.isPending ? t.review.asking : t.review.askForReview}
        </Button>
      </DialogFooter>
    </form>
  );
}
