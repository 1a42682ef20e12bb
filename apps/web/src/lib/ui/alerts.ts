/**
 * The app's alerts, toasts and confirmations (SPEC §2 'Route guard', §5 and §8 dialogs of the
 * visitor forms, §8 'Users' and 'Register'), through SweetAlert2 loaded only when one is needed
 * (docs/DESIGN.md 'Web app': bundled, never from a CDN).
 */

import { STAFF_FRAME_TEXTS } from '@authority/shared/staff-frame-texts';
import { documentTexts } from '../i18n/texts';

type AlertKind = 'success' | 'error' | 'warning' | 'info';

const loadSwal = () => import('./swal').then((module) => module.default);

/** The message still reaches the person when the alert's code cannot load (offline, after a deploy). */
const loadFailed = (text: string) => () => window.alert(text);

const buttonClass = 'rounded-control px-4 py-2 font-semibold text-white';

export interface AlertOptions {
  /**
   * Where the focus goes once the alert has closed (the field to fix, the code field after 'Code
   * sent'); without it, or when it gives nothing, back to the control that opened the alert.
   */
  focusAfter?: () => HTMLElement | null | undefined;
  /** The OK button's text when it is not in the page's language (the dashboard's, decision 014). */
  okLabel?: string;
}

/**
 * A modal message with one OK button; resolves once it has closed completely, its focus and scroll
 * handed back, so that what the caller does next (a new page, a focus move) is not undone by it.
 */
export async function showAlert(
  kind: AlertKind,
  title: string,
  text?: string,
  { focusAfter, okLabel }: AlertOptions = {},
): Promise<void> {
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const Swal = await loadSwal().catch(loadFailed(text ? `${title}\n${text}` : title));
  if (!Swal) return;
  await new Promise<void>((closed) => {
    void Swal.fire({
      icon: kind,
      title,
      text,
      confirmButtonText: okLabel ?? documentTexts().layout.ok,
      // Focus is moved here, after the close: Swal's own return would scroll back to where it opened.
      returnFocus: false,
      buttonsStyling: false,
      customClass: { confirmButton: `${buttonClass} bg-primary-700 hover:bg-primary-800` },
      didClose: () => {
        const target = focusAfter?.() ?? opener;
        if (target?.isConnected) target.focus();
        closed();
      },
    });
  });
}

/** A short outcome message that closes by itself (docs/BRAND.md 'Dashboard': toasts for outcomes). */
export async function showToast(title: string): Promise<void> {
  const Swal = await loadSwal().catch(loadFailed(title));
  if (!Swal) return;
  await Swal.fire({
    toast: true,
    position: 'top-end',
    icon: 'success',
    title,
    showConfirmButton: false,
    timer: 4000,
    timerProgressBar: true,
    didOpen: (popup) => {
      popup.addEventListener('mouseenter', () => Swal.stopTimer());
      popup.addEventListener('mouseleave', () => Swal.resumeTimer());
    },
  });
}

/** Asks before a destructive action (what follows from it in `text`); true when the person confirmed. */
export async function confirmDanger(
  title: string,
  confirmLabel: string,
  cancelLabel: string = STAFF_FRAME_TEXTS.cancel,
  text?: string,
): Promise<boolean> {
  const Swal = await loadSwal().catch(() => undefined);
  if (!Swal) return window.confirm(text ? `${title}\n${text}` : title);
  const result = await Swal.fire({
    icon: 'warning',
    title,
    ...(text ? { text } : {}),
    showCancelButton: true,
    confirmButtonText: confirmLabel,
    cancelButtonText: cancelLabel,
    focusCancel: true,
    reverseButtons: true,
    buttonsStyling: false,
    customClass: {
      actions: 'gap-3',
      confirmButton: `${buttonClass} bg-danger-700 hover:bg-danger-800`,
      cancelButton: `${buttonClass} bg-slate-600 hover:bg-slate-700`,
    },
  });
  return result.isConfirmed;
}
