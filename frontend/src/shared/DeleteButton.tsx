import { App, Button, Popconfirm } from 'antd';
import { actionButtonProps, type ActionsVariant } from './RecordActionsBar';
import { useShowApiError } from './useShowApiError';

/** A delete mutation hook taking the record's id; RTK Query's generated hooks fit as they are. */
export type UseDeleteMutation = () => readonly [
  (id: number) => { unwrap: () => Promise<unknown> },
  { isLoading: boolean },
];

export interface DeleteConfirmProps {
  /** "user": the question asked, "Delete this user?". */
  noun: string;
  /** "user": the button's test id, `delete-user`. */
  testId: string;
  /** What the confirmation says beneath its question. */
  description?: string;
  variant: ActionsVariant;
  disabled?: boolean;
  loading: boolean;
  /** The delete itself, once confirmed. */
  onConfirm: () => Promise<unknown>;
}

/** The Delete button and its confirmation; what deleting does, and how it went, is the caller's. */
export function DeleteConfirm({
  noun,
  testId,
  description,
  variant,
  disabled,
  loading,
  onConfirm,
}: DeleteConfirmProps) {
  return (
    <Popconfirm
      title={`Delete this ${noun}?`}
      description={description}
      okText="Delete"
      okButtonProps={{ danger: true }}
      cancelText="Cancel"
      onConfirm={onConfirm}
    >
      <Button
        {...actionButtonProps(variant)}
        danger
        disabled={disabled}
        loading={loading}
        data-testid={`delete-${testId}`}
      >
        Delete
      </Button>
    </Popconfirm>
  );
}

export interface DeleteButtonProps extends Pick<
  DeleteConfirmProps,
  'noun' | 'testId' | 'variant' | 'disabled'
> {
  recordId: number;
  useDelete: UseDeleteMutation;
  /** What the confirmation says beneath its question. */
  description: string;
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
    <DeleteConfirm
      noun={noun}
      testId={testId}
      description={description}
      variant={variant}
      disabled={disabled}
      loading={isLoading}
      onConfirm={confirmDelete}
    />
  );
}
