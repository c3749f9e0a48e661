import { Descriptions, Flex, Table, Tag, Typography } from 'antd';
import { trainerFieldLabels as labels } from '../trainerForm';
import type { Education, Profession, Trainer } from '../trainerTypes';
import { useEntryOptions } from '../useEntryOptions';

/** The trainer's own part of the view page: biography, specializations, educations and professions. */
export function TrainerViewPane({ person: trainer }: { person: Trainer }) {
  const courseTypes = useEntryOptions('coursetypes');
  const educations = useEntryOptions('educations');

  return (
    <Flex vertical gap="middle" style={{ marginTop: 24 }}>
      <Descriptions
        column={1}
        size="small"
        items={[
          {
            key: 'biography',
            label: labels.biography,
            children: <span style={{ whiteSpace: 'pre-wrap' }}>{trainer.biography ?? '—'}</span>,
          },
          {
            key: 'specializationIds',
            label: labels.specializationIds,
            children:
              trainer.specializationIds.length === 0 ? (
                '—'
              ) : (
                <Flex gap={4} wrap data-testid="trainer-specializations">
                  {trainer.specializationIds.map((id) => (
                    <Tag key={id}>{courseTypes.nameOf(id)}</Tag>
                  ))}
                </Flex>
              ),
          },
        ]}
      />
      <Typography.Title level={5}>{labels.educations}</Typography.Title>
      <Table<Education>
        size="small"
        pagination={false}
        rowKey={(row) => row.id}
        dataSource={trainer.educations}
        columns={[
          { key: 'educationId', title: 'Education', render: (_, row) => educations.nameOf(row.educationId) },
          { key: 'institution', title: 'Institution', dataIndex: 'institution' },
          { key: 'yearCompleted', title: 'Year completed', render: (_, row) => row.yearCompleted ?? '—' },
        ]}
        data-testid="trainer-educations"
      />
      <Typography.Title level={5}>{labels.professions}</Typography.Title>
      <Table<Profession>
        size="small"
        pagination={false}
        rowKey={(row) => row.id}
        dataSource={trainer.professions}
        columns={[
          { key: 'title', title: 'Title', dataIndex: 'title' },
          { key: 'organisation', title: 'Organisation', dataIndex: 'organisation' },
          { key: 'years', title: 'Years', render: (_, row) => row.years ?? '—' },
        ]}
        data-testid="trainer-professions"
      />
    </Flex>
  );
}
