import { Form, Input } from 'antd';
import { passwordLengthMessage, passwordMinLength } from '../profileForm';

/**
 * A new password and its confirmation. Length is checked here; whether the password is too common only
 * the server knows, and its message shows under the first input.
 */
export function NewPasswordFields({
  name,
  label,
  confirmName,
}: {
  name: string;
  label: string;
  confirmName: string;
}) {
  return (
    <>
      <Form.Item
        name={name}
        label={label}
        extra={`At least ${passwordMinLength} characters, and not a common password.`}
        rules={[
          { required: true, message: 'Please choose a password.' },
          { min: passwordMinLength, message: passwordLengthMessage },
        ]}
      >
        <Input.Password autoComplete="new-password" maxLength={200} />
      </Form.Item>
      <Form.Item
        name={confirmName}
        label="Confirm password"
        dependencies={[name]}
        rules={[
          { required: true, message: 'Please type the password again.' },
          ({ getFieldValue }) => ({
            validator: (_rule, value: string | undefined) =>
              !value || getFieldValue(name) === value
                ? Promise.resolve()
                : Promise.reject(new Error('The two passwords do not match.')),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" maxLength={200} />
      </Form.Item>
    </>
  );
}
