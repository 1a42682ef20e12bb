import { cx } from '../../../lib/cx';

/** SPEC §3: role Admin is shown blue; any other role red. */
export function RoleChip({ role }: { role: string }) {
  return (
    <span
      data-role-colour={role === 'Admin' ? 'blue' : 'red'}
      className={cx(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-sm font-semibold',
        role === 'Admin'
          ? 'border-info-600 bg-info-50 text-info-800'
          : 'border-danger-600 bg-danger-50 text-danger-800',
      )}
    >
      {role || 'No role'}
    </span>
  );
}
