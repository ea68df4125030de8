'use client';

import { useEffect, useId, useRef, type ReactNode, type MouseEvent, type KeyboardEvent, type SyntheticEvent } from 'react';

type ModalProps = {
  open: boolean;
  onClose: () => void;
  /** Rendered as the dialog's heading and accessible name. */
  title?: string;
  children: ReactNode;
  /** Id of an element inside `children` that names the dialog, when there is no `title`. */
  labelledBy?: string;
  /** The modal renders a 'Close' button at its foot unless the content brings its own. */
  showCloseButton?: boolean;
  /** Extra classes for the panel, e.g. a wider max-width. */
  className?: string;
};

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * An accessible modal dialog on the native <dialog> element: showModal() makes the page behind it inert,
 * Tab is kept inside, Escape and a click outside the panel close it, and focus returns to where it was.
 */
export default function Modal({
  open,
  onClose,
  title,
  children,
  labelledBy,
  showCloseButton = true,
  className = '',
}: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const onCloseRef = useRef(onClose);
  const titleId = useId();

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      document.documentElement.style.overflow = 'hidden';
    } else if (!open && dialog.open) {
      dialog.close();
    }
    if (!open) {
      document.documentElement.style.overflow = '';
      returnFocusRef.current?.focus();
      returnFocusRef.current = null;
    }
  }, [open]);

  useEffect(
    () => () => {
      document.documentElement.style.overflow = '';
    },
    [],
  );

  function handleCancel(event: SyntheticEvent<HTMLDialogElement>) {
    // Escape: let React state drive the closing so focus restoration runs once.
    event.preventDefault();
    onCloseRef.current();
  }

  function handleClick(event: MouseEvent<HTMLDialogElement>) {
    // The panel fills the dialog's content box; a click on the dialog element itself is on the backdrop.
    if (event.target === event.currentTarget) onCloseRef.current();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab') return;
    const dialog = dialogRef.current;
    if (!dialog) return;
    const focusables = Array.from(dialog.querySelectorAll<HTMLElement>(focusableSelector));
    if (focusables.length === 0) {
      event.preventDefault();
      return;
    }
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  const nameId = title ? titleId : labelledBy;

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a modal dialog: Tab is kept inside, a backdrop click closes it as Escape does
    <dialog
      ref={dialogRef}
      aria-labelledby={nameId}
      aria-modal="true"
      onCancel={handleCancel}
      onClick={handleClick}
      onKeyDown={handleKeyDown}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-2xl overflow-visible bg-transparent p-0 backdrop:bg-slate-950/60 backdrop:backdrop-blur-sm open:flex"
    >
      {open ? (
        <div
          className={`flex max-h-[calc(100dvh-2rem)] w-full flex-col overflow-hidden rounded-2xl bg-white text-slate-800 shadow-2xl ${className}`}
        >
          <div className="overflow-y-auto p-6 sm:p-8">
            {title ? (
              <h2 id={titleId} className="mb-4 text-2xl font-bold text-brand">
                {title}
              </h2>
            ) : null}
            {children}
          </div>
          {showCloseButton ? (
            <div className="flex justify-end border-t border-slate-200 bg-slate-50 px-6 py-4">
              <button
                type="button"
                onClick={() => onCloseRef.current()}
                className="rounded-lg bg-brand px-5 py-2 font-semibold text-white hover:bg-brand-dark"
              >
                Close
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
    </dialog>
  );
}
