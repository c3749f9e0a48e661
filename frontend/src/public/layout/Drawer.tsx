import { useEffect, useRef, type ReactNode } from 'react';
import { Icon } from '@/shared/Icon';

interface DrawerProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  testId: string;
}

/**
 * A panel from the right over a dimmed page: a modal `<dialog>`, so the browser keeps the focus inside
 * and closes it on Escape; a click on the dimmed page closes it too.
 */
export function Drawer({ open, onClose, title, children, testId }: DrawerProps) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element || element.open === open) return;
    if (open) element.showModal();
    else element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className="drawer"
      aria-label={title}
      onClose={onClose}
      onClick={(event) => {
        // The panel's content covers the dialog: only the backdrop is the dialog itself.
        if (event.target === event.currentTarget) onClose();
      }}
      data-testid={testId}
    >
      <div className="drawer-header">
        <button type="button" className="drawer-close" aria-label="Close" onClick={onClose}>
          <Icon name="close" />
        </button>
        <div className="drawer-title">{title}</div>
      </div>
      <div className="drawer-body">{children}</div>
    </dialog>
  );
}
