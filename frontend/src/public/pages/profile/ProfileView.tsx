import { EditOutlined, LockOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Flex } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MyClasses } from '@/features/profile/components/MyClasses';
import { MySkillsFutureClaims } from '@/features/res/components/MySkillsFutureClaims';
import { MyCreditNotes } from '@/features/profile/components/MyCreditNotes';
import { MyPayments } from '@/features/profile/components/MyPayments';
import { WithMyProfile } from '@/features/profile/components/WithMyProfile';
import { profilePaths } from '@/features/profile/paths';
import {
  agentStatusLabels,
  profileFieldLabels as labels,
  type ProfileFormValues,
} from '@/features/profile/profileForm';
import type { Profile } from '@/features/profile/profileTypes';
import { usePageTitle } from '@/shared/usePageTitle';
import { formatDate } from '@/shared/formatDateTime';

const orDash = (value: string | null): string => value ?? '—';

function detail(key: keyof ProfileFormValues, value: ReactNode) {
  return {
    key,
    label: labels[key],
    children: (
      <span style={{ whiteSpace: 'pre-wrap' }} data-testid={`profile-${key}`}>
        {value}
      </span>
    ),
  };
}

function ProfileDetails({ profile }: { profile: Profile }) {
  return (
    <Card
      title={`${profile.firstName} ${profile.lastName}`}
      extra={
        <Flex gap="small" wrap>
          <Link to={profilePaths.edit}>
            <Button type="primary" icon={<EditOutlined />} data-testid="edit-profile">
              Edit profile
            </Button>
          </Link>
          <Link to={profilePaths.changePassword}>
            <Button icon={<LockOutlined />} data-testid="change-password">
              Change password
            </Button>
          </Link>
        </Flex>
      }
      data-testid="profile-view"
    >
      <Descriptions
        column={{ xs: 1, md: 2 }}
        size="small"
        items={[
          detail('firstName', profile.firstName),
          detail('lastName', profile.lastName),
          detail('email', profile.email),
          detail('mobileNo', profile.mobileNo),
          detail('nric', orDash(profile.nric)),
          detail('dateOfBirth', formatDate(profile.dateOfBirth)),
          detail('ceaRegNo', orDash(profile.ceaRegNo)),
          detail('agentStatus', profile.agentStatus ? agentStatusLabels[profile.agentStatus] : '—'),
          detail('agencyName', orDash(profile.agencyName)),
          detail('address', orDash(profile.address)),
          detail('postalCode', orDash(profile.postalCode)),
          detail('medicalCondition', orDash(profile.medicalCondition)),
        ]}
      />
    </Card>
  );
}

/** View the profile: the signed-in participant's own details, classes, payments and credit notes. */
export function ProfileView() {
  usePageTitle('Profile', 'View');
  return (
    <WithMyProfile>
      {(profile) => (
        <Flex vertical gap="large">
          <ProfileDetails profile={profile} />
          <MyClasses participantId={profile.id} />
          <MySkillsFutureClaims participantId={profile.id} />
          <MyPayments participantId={profile.id} />
          <MyCreditNotes participantId={profile.id} />
        </Flex>
      )}
    </WithMyProfile>
  );
}
