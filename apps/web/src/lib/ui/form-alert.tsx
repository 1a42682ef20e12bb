import { CircleAlert, Info } from 'lucide-react';

/**
 * A form's message region, always present so assistive technology announces each new message:
 * `error` is assertive (role=alert), `info` polite (role=status).
 */
export function FormAlert({
  message,
  tone = 'error',
}: {
  message: string | undefined;
  tone?: 'error' | 'info';
}) {
  const Icon = tone === 'error' ? CircleAlert : Info;
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className="empty:hidden">
      {message ? (
        <p
          className={
            tone === 'error'
              ? 'flex items-start gap-2 rounded-control border border-danger-600 bg-danger-50 px-3 py-2 text-danger-800'
              : 'flex items-start gap-2 rounded-control border border-info-600 bg-info-50 px-3 py-2 text-info-800'
          }
        >
          <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>{message}</span>
        </p>
      ) : null}
    </div>
  );
}
