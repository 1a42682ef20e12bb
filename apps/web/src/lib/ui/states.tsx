import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useStaffTexts } from '../i18n/staff-texts';
import { Button } from './button';
import { FormAlert } from './form-alert';

/** A screen's loading state, announced politely. */
export function LoadingState({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="flex items-center gap-2 py-8 text-ink-muted">
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-primary-700" />
      {children}
    </p>
  );
}

/** A read that failed: what happened, and a way to read again. */
export function ErrorState({
  message,
  onRetry,
  pending,
}: {
  message: string;
  onRetry: () => void;
  pending: boolean;
}) {
  const t = useStaffTexts();
  return (
    <div className="flex flex-col items-start gap-3 py-4">
      <FormAlert message={message} />
      <Button variant="secondary" onClick={onRetry} pending={pending}>
        {t.contentAdmin.tryAgain}
      </Button>
    </div>
  );
}

/** Nothing to show yet. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="rounded-card border border-line bg-white px-4 py-8 text-ink-muted">{children}</p>;
}

/** What QueryView reads of a TanStack Query result. */
interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  data: T | undefined;
  refetch: () => unknown;
}

/**
 * The one branching of every read on a staff screen: loading, failed (with 'Try again'), empty,
 * or the data drawn by `children`. `isEmpty` says when there is nothing to show.
 */
export function QueryView<T>({
  query,
  loading,
  failed,
  empty,
  isEmpty = () => false,
  children,
}: {
  query: QueryLike<T>;
  loading: ReactNode;
  failed: string;
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingState>{loading}</LoadingState>;
  if (query.isError || query.data === undefined)
    return <ErrorState message={failed} onRetry={() => void query.refetch()} pending={query.isFetching} />;
  if (isEmpty(query.data)) return <EmptyState>{empty}</EmptyState>;
  return <>{children(query.data)}</>;
}
