import { App, Button, Popconfirm } from 'antd';
import { actionButtonProps, type ActionsVariant } from './RecordActionsBar';
import { useShowApiError } from './useShowApiError';

/** A delete mutation hook taking the record's id; RTK Query's generated hooks fit as they are. */
export type UseDeleteMutation = () => readonly [
  (id: number) => { unwrap: () => Promise<unknown> },
  { isLoading: boolean },
];

export interface DeleteButtonProps {
  recordId: number;
  useDelete: UseDeleteMutation;
  /** "user": the question asked, "Delete this user?". */
  noun: string;
  /** "user": the button's test id, `delete-user`. */
  testId: string;
  /** What the confirmation says beneath its question. */
  description: string;
  variant: ActionsVariant;
  disabled?: boolean;
  onDeleted?: () => void;
}

/**
 * Delete after a confirmation. The server has the last word: a refusal (a 409 "used by ...", a 400 "you
 * cannot delete your own account") is shown as it words it, and the record stays.
 */
export function DeleteButton({
  recordId,
  useDelete,
  noun,
  testId,
  description,
  variant,
  disabled,
  onDeleted,
}: DeleteButtonProps) {
  const [remove, { isLoading }] = useDelete();
  const { message } = App.useApp();
  const showApiError = useShowApiError();
  const buttonProps = actionButtonProps(variant);

  const confirmDelete = async () => {
    try {
      await remove(recordId).unwrap();
    } catch (error) {
      showApiError(error);
      return;
    }
    void message.success('Deleted');
    onDeleted?.();
  };

  return (
    <Popconfirm
      title={`Delete this ${noun}?`}
      description={description}
      okText="Delete"
      okButtonProps={{ danger: true }}
      cancelText="Cancel"
      onConfirm={confirmDelete}
    >
      <Button
        {...buttonProps}
        danger
        disabled={disabled}
        loading={isLoading}
        data-testid={`delete-${testId}`}
      >
        Delete
      </Button>
    </Popconfirm>
  );
}
