/**
 * sweetalert2 dialogs for the staff screens. The library is imported on first use so it never weighs on a
 * page's first load. Every text goes in through SweetAlert2's text-only options (`titleText`, `text`), never
 * `title`/`html`, which render markup: titles, authors and server messages come from the CMS and the network, and
 * the staff token lives in these pages.
 */

import type { SweetAlertIcon, SweetAlertOptions } from 'sweetalert2';

/** The brand colour token of globals.css, with a dark fallback that keeps white text readable. */
const CONFIRM_COLOR = 'var(--color-brand, #0b3d6e)';
const CANCEL_COLOR = '#4b5563';

async function fire(options: SweetAlertOptions) {
  const { default: Swal } = await import('sweetalert2');
  return Swal.fire({ confirmButtonColor: CONFIRM_COLOR, cancelButtonColor: CANCEL_COLOR, ...options });
}

export interface DialogOptions {
  /**
   * Where focus goes once the dialog is gone (e.g. a sign-in the message asks for), instead of back to the element
   * that had it. Read when the dialog closes, so it may name an element that appears meanwhile.
   */
  focusAfter?: () => HTMLElement | null | undefined;
}

export async function showDialog(icon: SweetAlertIcon, title: string, text?: string, options: DialogOptions = {}): Promise<void> {
  const { focusAfter } = options;
  await fire({
    icon,
    titleText: title,
    text,
    ...(focusAfter ? { returnFocus: false, didClose: () => focusAfter()?.focus() } : {}),
  });
}

export interface ConfirmOptions {
  title: string;
  text?: string;
  /** Extra content built with DOM nodes (never HTML strings, so CMS text cannot inject markup). */
  content?: HTMLElement;
  confirmButtonText: string;
  cancelButtonText: string;
  /** Puts the initial focus on Cancel, so Enter does not destroy anything. */
  destructive?: boolean;
}

/** Resolves true only when the user pressed the confirm button. */
export async function confirmDialog(options: ConfirmOptions): Promise<boolean> {
  const result = await fire({
    icon: 'warning',
    titleText: options.title,
    ...(options.content ? { html: options.content } : { text: options.text }),
    showCancelButton: true,
    confirmButtonText: options.confirmButtonText,
    cancelButtonText: options.cancelButtonText,
    focusCancel: options.destructive === true,
  });
  return result.isConfirmed;
}
