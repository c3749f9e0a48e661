import { Button, Flex, Form, Input, InputNumber, Typography } from 'antd';
import { emailRule, requiredText, whenFilled } from '@/shared/formRules';
import {
  isSingaporeMobile,
  mobileMessage,
  personFieldLabels as labels,
  type PersonFormValues,
} from '../personForm';

const required = (field: keyof PersonFormValues) => requiredText(labels[field]);

/** Names, e-mail, mobile and the linked login: the inputs every kind of person has. */
export function PersonFields() {
  const form = Form.useFormInstance<PersonFormValues>();
  const userId = Form.useWatch('userId', form);

  return (
    <>
      <Flex gap="middle" wrap>
        <Form.Item
          name="firstName"
          label={labels.firstName}
          rules={[required('firstName')]}
          style={{ flex: 1 }}
        >
          <Input maxLength={100} autoComplete="off" />
        </Form.Item>
        <Form.Item name="lastName" label={labels.lastName} rules={[required('lastName')]} style={{ flex: 1 }}>
          <Input maxLength={100} autoComplete="off" />
        </Form.Item>
      </Flex>
      <Form.Item name="email" label={labels.email} rules={[emailRule]}>
        <Input maxLength={255} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="mobileNo"
        label={labels.mobileNo}
        rules={[required('mobileNo'), whenFilled(isSingaporeMobile, mobileMessage)]}
      >
        <Input maxLength={20} placeholder="9123 4567" autoComplete="off" />
      </Form.Item>
      {/* The linked login travels with the form; autofill sets it, Unlink clears it. */}
      <Form.Item name="userId" hidden>
        <InputNumber />
      </Form.Item>
      {typeof userId === 'number' && (
        <Typography.Paragraph data-testid="linked-login">
          Linked to login #{userId}{' '}
          <Button type="link" size="small" onClick={() => form.setFieldValue('userId', null)}>
            Unlink
          </Button>
        </Typography.Paragraph>
      )}
    </>
  );
}
