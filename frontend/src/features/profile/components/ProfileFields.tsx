import { Flex, Form, Input, Select } from 'antd';
import { agencyNameRule, postalCodeRule } from '@/features/participants/participantForm';
import { isSingaporeMobile, mobileMessage } from '@/features/people/personForm';
import { emailRule, requiredText, whenFilled } from '@/shared/formRules';
import { agentStatusOptions, profileFieldLabels as labels, type ProfileFormValues } from '../profileForm';

const required = (field: keyof ProfileFormValues) => requiredText(labels[field]);

/**
 * The participant's details, for sign-up and for editing the profile. The server checks the NRIC/FIN and
 * CEA number's formats and reports them by the field.
 */
export function ProfileFields() {
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
          extra="You sign in with this e-mail."
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
        <Form.Item name="nric" label={labels.nric} style={{ flex: '1 1 160px' }}>
          <Input maxLength={20} placeholder="S1234567D" autoComplete="off" />
        </Form.Item>
        <Form.Item name="dateOfBirth" label={labels.dateOfBirth} style={{ flex: '1 1 160px' }}>
          <Input type="date" autoComplete="bday" />
        </Form.Item>
        <Form.Item name="ceaRegNo" label={labels.ceaRegNo} style={{ flex: '1 1 160px' }}>
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
          rules={[agencyNameRule]}
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
