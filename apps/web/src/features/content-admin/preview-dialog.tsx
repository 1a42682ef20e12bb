/**
 * A preview link for one item: made when the dialog opens, shown to copy or open. The
 * link opens the item as its page for an hour, to anyone holding it, signed in or not.
 */
import type { PreviewLink } from '@authority/shared/content-publication';
import type { ContentKey } from '@authority/shared/content-types';
import { useEffect, useState } from 'react';
import { toApiError } from '../../lib/http/request';
import { staffWords } from '../../lib/i18n/staff-messages';
import { useStaffTexts } from '../../lib/i18n/staff-texts';
import { DialogBody, DialogFooter } from '../../lib/staff-ui/dialog-frame';
import { formatDateTime } from '../../lib/staff-ui/format';
import { Button, buttonClass } from '../../lib/ui/button';
import { TextField } from '../../lib/ui/field';
import { FormAlert } from '../../lib/ui/form-alert';
import { LoadingText } from '../../lib/ui/loading-text';
import { makePreviewLink } from './publication-api';

export function PreviewLinkPanel({
  type,
  id,
  onClose,
}: {
  type: ContentKey;
  id: number;
  onClose: () => void;
}) {
  const t = useStaffTexts();
  const [link, setLink] = useState<PreviewLink>();
  const [failure, setFailure] = useState<string>();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    let current = true;
    makePreviewLink(type, id).then(
      (made) => current && setLink(made),
      (error: unknown) =>
        current && setFailure(`${t.publication.previewFailed} ${staffWords(toApiError(error).message, t)}`),
    );
    return () => {
      current = false;
    };
  }, [type, id, t]);

  const address = link ? new URL(link.path, window.location.origin).href : '';
  const copy = async () => {
    await navigator.clipboard.writeText(address);
    setCopied(true);
  };

  return (
    <>
      <DialogBody>
        <div className="flex flex-col gap-4">
          <FormAlert message={failure} />
          {link ? (
            <>
              <p>{t.publication.previewIntro(formatDateTime(link.expiresAt))}</p>
              <TextField
                label={t.publication.previewLink}
                value={address}
                readOnly
                dir="ltr"
                spellCheck={false}
                onFocus={(event) => event.currentTarget.select()}
              />
              <p role="status" className="min-h-6 text-success-800">
                {copied ? t.publication.copied : ''}
              </p>
            </>
          ) : failure ? null : (
            <LoadingText>{t.publication.previewLoading}</LoadingText>
          )}
        </div>
      </DialogBody>
      <DialogFooter>
        <Button variant="secondary" onClick={onClose}>
          {t.contentAdmin.close}
        </Button>
        {link ? (
          <>
            <Button variant="secondary" onClick={() => void copy()}>
              {t.publication.copyLink}
            </Button>
            <a href={address} target="_blank" rel="noopener" className={buttonClass('primary')}>
              {t.publication.openPreview}
            </a>
          </>
        ) : null}
      </DialogFooter>
    </>
  );
}
