import { Flex, Form, Select } from 'antd';
import { lookupFieldLabels } from '@/features/participants/participantTypes';
import { profileLookupFields } from '@/features/profile/profileTypes';
import { useGetProfileFormDataQuery } from '../registrationApi';

/**
 * The participant's choices from the lookup lists (gender, race, education ...), optional unless the course
 * family needs one (`requiredFields`: RES asks for the education).
 */
export function ParticipantLookupFields({ requiredFields }: { requiredFields: readonly string[] }) {
  const { data, isFetching } = useGetProfileFormDataQuery();
  return (
    <Flex gap="middle" wrap>
      {profileLookupFields.map((field) => (
        <Form.Item
          key={field}
          name={field}
          label={lookupFieldLabels[field]}
          rules={
            requiredFields.includes(field)
              ? [{ required: true, message: `${lookupFieldLabels[field]} is required` }]
              : []
          }
          style={{ flex: '1 1 200px' }}
        >
          <Select<number | null>
            allowClear
            loading={isFetching}
            placeholder="Choose one"
            options={(data?.[field] ?? []).map((option) => ({ value: option.id, label: option.name }))}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
      ))}
    </Flex>
  );
}
