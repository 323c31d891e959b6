import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { focusableElements } from './focusable';
import { Icon } from './Icon';
import { addOpenDialog, isTopDialog } from './openDialogs';
import { useScrollLock } from './useScrollLock';
import styles from './Modal.module.css';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's accessible name, shown as its heading. */
  title: ReactNode;
  /** Keeps the heading for screen readers only (e.g. an image viewer). */
  hideTitle?: boolean;
  /** 'sheet': on a phone, a panel rising from the bottom that leaves the page above it in view; centred from 40rem. */
  size?: 'small' | 'medium' | 'large' | 'sheet';
  /**
   * Where focus goes on open: the first control inside (default), or the dialog itself, e.g. when the content is an
   * embedded player that would swallow Escape if it held focus.
   */
  initialFocus?: 'content' | 'dialog';
  children: ReactNode;
}

/**
 * The one dialog of the site (spec section 4): closes on Escape and backdrop click, locks page scrolling,
 * keeps Tab inside itself and gives focus back to whatever opened it.
 */
export function Modal({ open, onClose, title, hideTitle = false, size = 'medium', initialFocus = 'content', children }: ModalProps) {
  useScrollLock(open);
  if (!open) return null;
  return createPortal(
    <ModalDialog onClose={onClose} title={title} hideTitle={hideTitle} size={size} initialFocus={initialFocus}>
      {children}
    </ModalDialog>,
    document.body,
  );
}

function ModalDialog({ onClose, title, hideTitle, size, initialFocus, children }: Omit<ModalProps, 'open'>) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  // Escape works wherever focus is (even if the element that held it was removed), not only inside the dialog.
  useEffect(() => {
    const close = () => onCloseRef.current();
    const forget = addOpenDialog(close);
    function handleEscape(event: globalThis.KeyboardEvent) {
      if (event.key !== 'Escape' || !isTopDialog(close)) return;
      event.preventDefault();
      close();
    }
    document.addEventListener('keydown', handleEscape);
    return () => {
      document.removeEventListener('keydown', handleEscape);
      forget();
    };
  }, []);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (dialog) {
      const first = initialFocus === 'content' ? focusableElements(dialog).find((element) => !element.dataset.modalClose) : undefined;
      (first ?? dialog).focus();
    }
    return () => {
      // The opener may have gone (e.g. the menu that held it closed); then focus falls back to the page.
      if (opener?.isConnected) opener.focus();
    };
    // Focus moves in once, when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = focusableElements(dialogRef.current);
    if (focusable.length === 0) {
      event.preventDefault();
      return;
    }
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && (document.activeElement === first || document.activeElement === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  function handleBackdropMouseDown(event: MouseEvent<HTMLDivElement>) {
    if (event.target === event.currentTarget) onClose();
  }

  return (
    <div
      className={`${styles.backdrop} ${size === 'sheet' ? styles.sheetBackdrop : ''}`}
      onMouseDown={handleBackdropMouseDown}
      data-testid="modal-backdrop"
    >
      <div
        ref={dialogRef}
        className={`${styles.dialog} ${styles[size ?? 'medium']}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={handleKeyDown}
      >
        <div className={hideTitle ? `${styles.header} ${styles.overlayHeader}` : styles.header}>
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : styles.title}>
            {title}
          </h2>
          <button type="button" className={`icon-button ${styles.close}`} onClick={onClose} aria-label="Close" data-modal-close="true">
            <Icon name="close" />
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>
  );
}
