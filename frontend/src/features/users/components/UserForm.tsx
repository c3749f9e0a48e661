import { Flex, Form, Input, Select } from 'antd';
import { useAppSelector } from '@/app/hooks';
import { selectSessionUser } from '@/app/sessionSlice';
import { NewPasswordFields } from '@/features/profile/components/NewPasswordFields';
import { FormErrorAlert } from '@/shared/FormErrorAlert';
import { emailRule, requiredText } from '@/shared/formRules';
import { FormSubmitRow } from '@/shared/FormSubmitRow';
import type { RecordFormProps } from '@/shared/RecordFormPage';
import { useCreateOrUpdate, withId } from '@/shared/useCreateOrUpdate';
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

export type UserFormProps = RecordFormProps<User>;

const errorFields = { fields: userFieldNames };
const roleOptions = userRoles.map((role) => ({ value: role.code, label: role.name }));
const statusOptions = userStatuses.map((status) => ({ value: status, label: status }));

/** Creates or edits a login; a refused save keeps what was typed and shows why by the fields. */
export function UserForm({ record, onSaved, onCancel }: UserFormProps) {
  const [form] = Form.useForm<UserFormValues>();
  const { saving, save } = useCreateOrUpdate(useCreateUserMutation, useUpdateUserMutation, withId);
  const { formError, trySave, onValidationFailed } = useFormSaveErrors(form, errorFields);
  const userTypes = useUserTypes();
  // The server refuses to let anyone change their own role or status: they could lock themselves out.
  const me = useAppSelector(selectSessionUser);
  const isSelf = record !== null && me?.id === record.id;
  const ownAccountHint = isSelf ? 'You cannot change your own role or status.' : undefined;

  const onFinish = (values: UserFormValues) =>
    trySave(async () => onSaved(await save(toUserInput(values, record?.id), record?.id)));

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
          rules={[requiredText(labels.firstName)]}
          style={{ flex: 1 }}
        >
          <Input maxLength={100} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="lastName"
          label={labels.lastName}
          rules={[requiredText(labels.lastName)]}
          style={{ flex: 1 }}
        >
          <Input maxLength={100} autoComplete="off" />
        </Form.Item>
      </Flex>
      <Form.Item name="email" label={labels.email} rules={[requiredText(labels.email), emailRule]}>
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
      <FormSubmitRow saving={saving} onCancel={onCancel} />
    </Form>
  );
}
