import { Button, Flex, Form, Input, Select } from 'antd';
import { useAppSelector } from '@/app/hooks';
import { selectSessionUser } from '@/app/sessionSlice';
import { NewPasswordFields } from '@/features/profile/components/NewPasswordFields';
import { FormErrorAlert } from '@/shared/FormErrorAlert';
import { useFormSaveErrors } from '@/shared/useFormSaveErrors';
import {
  hasMissingRequired,
  initialUserValues,
  toUserInput,
  userFieldLabels as labels,
  userFieldNames,
  type UserFormValues,
} from '../userForm';
import { useCreateUserMutation, useUpdateUserMutation } from '../usersApi';
import { userRoles, userStatuses, type User } from '../userTypes';
import { useUserTypes } from '../useUserTypes';

export interface UserFormProps {
  /** The user to edit, or null to create one. */
  record: User | null;
  onSaved: (user: User) => void;
  onCancel: () => void;
}

const required = (label: string) => ({ required: true, whitespace: true, message: `${label} is required` });
const errorFields = { fields: userFieldNames };
const roleOptions = userRoles.map((role) => ({ value: role.code, label: role.name }));
const statusOptions = userStatuses.map((status) => ({ value: status, label: status }));

/** Creates or edits a login; a refused save keeps what was typed and shows why by the fields. */
export function UserForm({ record, onSaved, onCancel }: UserFormProps) {
  const [form] = Form.useForm<UserFormValues>();
  const [create, createState] = useCreateUserMutation();
  const [update, updateState] = useUpdateUserMutation();
  const saving = createState.isLoading || updateState.isLoading;
  const { formError, clearFormError, onSaveFailed, onValidationFailed } = useFormSaveErrors(
    form,
    errorFields,
  );
  const userTypes = useUserTypes();
  // The server refuses to let anyone change their own role or status: they could lock themselves out.
  const me = useAppSelector(selectSessionUser);
  const isSelf = record !== null && me?.id === record.id;
  const ownAccountHint = isSelf ? 'You cannot change your own role or status.' : undefined;

  const onFinish = async (values: UserFormValues) => {
    clearFormError();
    try {
      const input = toUserInput(values, record?.id);
      onSaved(await (record ? update({ ...input, id: record.id }) : create(input)).unwrap());
    } catch (error) {
      onSaveFailed(error);
    }
  };

  return (
    <Form<UserFormValues>
      form={form}
      layout="vertical"
      initialValues={initialUserValues(record)}
      onFinish={onFinish}
      onFinishFailed={({ values }) => onValidationFailed(hasMissingRequired(values, record === null))}
      disabled={saving}
      style={{ maxWidth: 720 }}
      data-testid="user-form"
    >
      <FormErrorAlert title={formError} />
      <Flex gap="middle" wrap>
        <Form.Item
          name="firstName"
          label={labels.firstName}
          rules={[required(labels.firstName)]}
          style={{ flex: 1 }}
        >
          <Input maxLength={100} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="lastName"
          label={labels.lastName}
          rules={[required(labels.lastName)]}
          style={{ flex: 1 }}
        >
          <Input maxLength={100} autoComplete="off" />
        </Form.Item>
      </Flex>
      <Form.Item
        name="email"
        label={labels.email}
        rules={[required(labels.email), { type: 'email', message: 'Enter a valid e-mail' }]}
      >
        <Input maxLength={254} autoComplete="off" />
      </Form.Item>
      <Flex gap="middle" wrap>
        <Form.Item
          name="roleCode"
          label={labels.roleCode}
          rules={[{ required: true, message: `${labels.roleCode} is required` }]}
          extra={ownAccountHint}
          style={{ flex: 1, minWidth: 220 }}
        >
          <Select options={roleOptions} placeholder="Choose a role" disabled={isSelf} />
        </Form.Item>
        <Form.Item name="status" label={labels.status} style={{ flex: 1, minWidth: 160 }}>
          <Select options={statusOptions} disabled={isSelf} />
        </Form.Item>
      </Flex>
      <Form.Item name="userType" label={labels.userType}>
        <Select<string | null>
          options={userTypes.options}
          loading={userTypes.loading}
          allowClear
          // A type deactivated since it was chosen still shows by its code.
          labelRender={({ value }) => userTypes.nameOf(String(value))}
          placeholder={record ? undefined : 'Staff, unless you choose another'}
        />
      </Form.Item>
      {record === null && (
        <NewPasswordFields name="password" label={labels.password} confirmName="confirmPassword" />
      )}
      <Flex gap="small" justify="flex-end">
        <Button onClick={onCancel} disabled={false}>
          Cancel
        </Button>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="save-button">
          Save
        </Button>
      </Flex>
    </Form>
  );
}
