import { Modal } from 'antd';
import { useState, type ReactNode } from 'react';

/** Which record a modal form edits: null creates one; kept while the modal closes, so its title holds. */
export interface Editing<T> {
  open: boolean;
  record: T | null;
}

/** The state of a list's create-or-edit modal. */
export function useEditing<T>() {
  const [editing, setEditing] = useState<Editing<T>>({ open: false, record: null });
  return {
    editing,
    openNew: () => setEditing({ open: true, record: null }),
    openEdit: (record: T) => setEditing({ open: true, record }),
    close: () => setEditing((current) => ({ ...current, open: false })),
  };
}

export interface PromotionModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  testId: string;
  children: ReactNode;
}

/** A promotion's form in a modal; its own buttons save or cancel, so the modal has none. */
export function PromotionModal({ open, title, onClose, testId, children }: PromotionModalProps) {
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      footer={null}
      width={640}
      // A fresh form on every opening, so one record's values or errors never show on the next.
      destroyOnHidden
    >
      <div data-testid={testId}>{children}</div>
    </Modal>
  );
}
