import { App, Button, Flex } from 'antd';
import { useState, type ReactNode } from 'react';
import { isAlertedGlobally } from '@/app/api/baseApi';
import { apiErrorText, parseApiError } from '@/shared/apiError';
import { FormErrorAlert } from '@/shared/FormErrorAlert';

export interface ConfirmedActionButtonProps<R> {
  /** The confirmation's question, and what it says will happen, line by line. */
  question: string;
  consequences: readonly string[];
  okText: string;
  /** The action, once confirmed; its result goes to `onDone`. */
  run: () => Promise<R>;
  onDone: (result: R) => void;
  loading: boolean;
  disabled: boolean;
  testId: string;
  children: ReactNode;
}

/**
 * A dangerous action that cannot be undone (a merge, a transfer), run only once the user has read what it
 * will do; a refusal the base query did not already tell shows above the button.
 */
export function ConfirmedActionButton<R>({
  question,
  consequences,
  okText,
  run,
  onDone,
  loading,
  disabled,
  testId,
  children,
}: ConfirmedActionButtonProps<R>) {
  const [problem, setProblem] = useState<string | null>(null);
  const { modal } = App.useApp();

  const confirm = () =>
    modal.confirm({
      title: question,
      content: (
        <ul style={{ paddingInlineStart: 18 }}>
          {consequences.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ),
      okText,
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      width: 560,
      onOk: async () => {
        setProblem(null);
        try {
          onDone(await run());
        } catch (error) {
          const parsed = parseApiError(error);
          if (!isAlertedGlobally(parsed.status)) setProblem(apiErrorText(parsed));
        }
      },
    });

  return (
    <>
      <FormErrorAlert title={problem} />
      <Flex justify="flex-end">
        <Button
          type="primary"
          danger
          onClick={confirm}
          loading={loading}
          disabled={disabled}
          data-testid={testId}
        >
          {children}
        </Button>
      </Flex>
    </>
  );
}
