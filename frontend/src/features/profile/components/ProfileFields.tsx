import { Flex, Form, Input, Select } from 'antd';
import { agencyNameRule, postalCodeRule } from '@/features/participants/participantForm';
import { isSingaporeMobile, mobileMessage } from '@/features/people/personForm';
import { emailRule, requiredText, whenFilled } from '@/shared/formRules';
import { agentStatusOptions, profileFieldLabels as labels, type ProfileFormValues } from '../profileForm';

const required = (field: keyof ProfileFormValues) => requiredText(labels[field]);

/** The optional fields a course family can make required (the server's family rules name them). */
type FamilyField = 'nric' | 'dateOfBirth' | 'ceaRegNo' | 'agencyName';

export interface ProfileFieldsProps {
  /** Fields the form must have filled besides name, e-mail and mobile: a registration's family rules. */
  requiredFields?: readonly string[];
  /** What the e-mail is for, under the field. */
  emailHint?: string;
}

/**
 * The participant's details, for sign-up, for editing the profile and for a registration's participants. The
 * server checks the NRIC/FIN and CEA number's formats and reports them by the field.
 */
export function ProfileFields({
  requiredFields = [],
  emailHint = 'You sign in with this e-mail.',
}: ProfileFieldsProps) {
  const ifRequired = (field: FamilyField) => (requiredFields.includes(field) ? [required(field)] : []);
  return (
    <>
      <Flex gap="middle" wrap>
        <Form.Item
          name="firstName"
          label={labels.firstName}
          rules={[required('firstName')]}
          style={{ flex: '1 1 240px' }}
        >
          <Input maxLength={100} autoComplete="given-name" />
        </Form.Item>
        <Form.Item
          name="lastName"
          label={labels.lastName}
          rules={[required('lastName')]}
          style={{ flex: '1 1 240px' }}
        >
          <Input maxLength={100} autoComplete="family-name" />
        </Form.Item>
      </Flex>
      <Flex gap="middle" wrap>
        <Form.Item
          name="email"
          label={labels.email}
          extra={emailHint}
          rules={[required('email'), emailRule]}
          style={{ flex: '1 1 240px' }}
        >
          <Input maxLength={254} autoComplete="email" />
        </Form.Item>
        <Form.Item
          name="mobileNo"
          label={labels.mobileNo}
          rules={[required('mobileNo'), whenFilled(isSingaporeMobile, mobileMessage)]}
          style={{ flex: '1 1 240px' }}
        >
          <Input maxLength={20} placeholder="9123 4567" autoComplete="tel-national" />
        </Form.Item>
      </Flex>
      <Flex gap="middle" wrap>
        <Form.Item name="nric" label={labels.nric} rules={ifRequired('nric')} style={{ flex: '1 1 160px' }}>
          <Input maxLength={20} placeholder="S1234567D" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="dateOfBirth"
          label={labels.dateOfBirth}
          rules={ifRequired('dateOfBirth')}
          style={{ flex: '1 1 160px' }}
        >
          <Input type="date" autoComplete="bday" />
        </Form.Item>
        <Form.Item
          name="ceaRegNo"
          label={labels.ceaRegNo}
          rules={ifRequired('ceaRegNo')}
          style={{ flex: '1 1 160px' }}
        >
          <Input maxLength={20} placeholder="R123456A" autoComplete="off" />
        </Form.Item>
      </Flex>
      <Flex gap="middle" wrap>
        <Form.Item name="agentStatus" label={labels.agentStatus} style={{ flex: '1 1 240px' }}>
          <Select<string | null> allowClear options={agentStatusOptions} placeholder="Choose one" />
        </Form.Item>
        <Form.Item
          name="agencyName"
          label={labels.agencyName}
          dependencies={['agentStatus']}
          rules={[agencyNameRule, ...ifRequired('agencyName')]}
          style={{ flex: '1 1 240px' }}
        >
          <Input maxLength={200} autoComplete="organization" />
        </Form.Item>
      </Flex>
      <Flex gap="middle" wrap>
        <Form.Item name="address" label={labels.address} style={{ flex: '3 1 320px' }}>
          <Input maxLength={300} autoComplete="street-address" />
        </Form.Item>
        <Form.Item
          name="postalCode"
          label={labels.postalCode}
          rules={[postalCodeRule]}
          style={{ flex: '1 1 120px' }}
        >
          <Input maxLength={6} inputMode="numeric" autoComplete="postal-code" />
        </Form.Item>
      </Flex>
      <Form.Item
        name="medicalCondition"
        label={labels.medicalCondition}
        extra="Anything our trainers should know to look after you in class."
      >
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={2000} />
      </Form.Item>
    </>
  );
}
