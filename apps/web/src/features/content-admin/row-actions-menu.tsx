import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { EllipsisVertical, type LucideIcon, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { useStaffTexts } from '../../lib/i18n/staff-texts';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-control px-3 py-2 outline-none select-none data-highlighted:bg-primary-50 data-highlighted:outline-2 data-highlighted:outline-focus';

export type RowAction =
  | { label: string; Icon: LucideIcon; onSelect: () => void }
  | { label: string; Icon: LucideIcon; to: string };

/** A row's actions: Edit, any extra ones, and Delete last, in red (docs/BRAND.md 'Dashboard'). */
export function RowActionsMenu({
  id,
  name,
  onEdit,
  onDelete,
  extra = [],
}: {
  /** The trigger's id, to give focus back to it after a dialog. */
  id: string;
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  extra?: readonly RowAction[];
}) {
  const t = useStaffTexts();
  return (
    // Not modal: a modal menu locks scrolling with an injected <style>, which the CSP refuses.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        id={id}
        aria-label={t.contentAdmin.actionsFor(name)}
        className="inline-flex items-center gap-1 rounded-control border border-slate-300 bg-white px-2.5 py-1.5 font-semibold text-ink hover:bg-slate-100"
      >
        <EllipsisVertical aria-hidden="true" className="size-4" />
        {t.contentAdmin.actions}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          // An action that opened a dialog keeps the focus there, not back on this menu's button.
          onCloseAutoFocus={(event) => {
            if (document.activeElement?.closest('dialog[open]')) event.preventDefault();
          }}
          align="end"
          sideOffset={4}
          className="z-30 min-w-48 rounded-card border border-line bg-white p-1 shadow-card"
        >
          <DropdownMenu.Item onSelect={onEdit} className={itemClass}>
            <Pencil aria-hidden="true" className="size-4" />
            {t.contentAdmin.edit}
          </DropdownMenu.Item>
          {extra.map((action) =>
            'to' in action ? (
              <DropdownMenu.Item key={action.label} asChild className={itemClass}>
                <Link to={action.to}>
                  <action.Icon aria-hidden="true" className="size-4" />
                  {action.label}
                </Link>
              </DropdownMenu.Item>
            ) : (
              <DropdownMenu.Item key={action.label} onSelect={action.onSelect} className={itemClass}>
                <action.Icon aria-hidden="true" className="size-4" />
                {action.label}
              </DropdownMenu.Item>
            ),
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item onSelect={onDelete} className={`${itemClass} text-danger-700`}>
            <Trash2 aria-hidden="true" className="size-4" />
            {t.contentAdmin.delete}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
