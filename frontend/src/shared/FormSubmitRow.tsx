import { Button, Flex } from 'antd';

export interface FormSubmitRowProps {
  saving: boolean;
  onCancel: () => void;
  /** The submit button's text. */
  saveText?: string;
  /** The submit button's test id; null for none. */
  testId?: string | null;
}

/** Cancel and the submit button beneath a form; Cancel stays usable while the form is disabled saving. */
export function FormSubmitRow({
  saving,
  onCancel,
  saveText = 'Save',
  testId = 'save-button',
}: FormSubmitRowProps) {
  return (
    <Flex gap="small" justify="flex-end">
      <Button onClick={onCancel} disabled={false}>
        Cancel
      </Button>
      <Button type="primary" htmlType="submit" loading={saving} data-testid={testId ?? undefined}>
        {saveText}
      </Button>
    </Flex>
  );
}
