import { type AppAbility, maskNric } from '@app/core';
import { type PersonStatus } from '../shared/person.entity';
import { type AgentStatus, type Participant, type PcepDetails, type PngDetails } from './participant.entity';

export interface ParticipantSummary {
  id: number;
  name: string;
  /** Masked (S****567D) unless the reader may see personal data. */
  nric: string | null;
  email: string;
  mobileNo: string;
  ceaRegNo: string | null;
  status: PersonStatus;
}

export interface ParticipantResponse extends ParticipantSummary {
  firstName: string;
  lastName: string;
  nricMasked: boolean;
  /** NRIC/FIN and date of birth are withheld from this reader, and a save from them keeps both. */
  personalDataHidden: boolean;
  dateOfBirth: string | null;
  genderId: number | null;
  raceId: number | null;
  nationalityId: number | null;
  citizenshipId: number | null;
  dietaryId: number | null;
  tshirtSizeId: number | null;
  participantTypeId: number | null;
  profileId: number | null;
  educationId: number | null;
  employmentId: number | null;
  agentStatus: AgentStatus | null;
  agencyName: string | null;
  corporateId: number | null;
  medicalCondition: string | null;
  address: string | null;
  postalCode: string | null;
  remarks: string | null;
  pcep: Required<PcepDetails>;
  png: Required<PngDetails>;
  userId: number | null;
  mergedIntoId: number | null;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * Whether the reader sees the identifying personal data (full NRIC/FIN and date of birth). Event
 * staff still see dietary needs and medical conditions: they look after the participant.
 */
export interface Viewer {
  revealPersonalData: boolean;
}

/** What the signed-in reader may see of participants' personal data. */
export const viewerOf = (ability: AppAbility): Viewer => ({
  revealPersonalData: ability.can('read', 'PersonalData'),
});

/** An NRIC/FIN as this reader may see it: in full, or masked (S****567D). */
export const shownNric = (nric: string | null | undefined, viewer: Viewer): string | null =>
  nric ? (viewer.revealPersonalData ? nric : maskNric(nric)) : null;

export const toParticipantSummary = (participant: Participant, viewer: Viewer): ParticipantSummary => ({
  id: participant.id,
  name: `${participant.firstName} ${participant.lastName}`,
  nric: shownNric(participant.nric, viewer),
  email: participant.email,
  mobileNo: participant.mobileNo,
  ceaRegNo: participant.ceaRegNo ?? null,
  status: participant.status,
});

export const toParticipantResponse = (participant: Participant, viewer: Viewer): ParticipantResponse => {
  const reveal = viewer.revealPersonalData;
  return {
    ...toParticipantSummary(participant, viewer),
    firstName: participant.firstName,
    lastName: participant.lastName,
    nricMasked: !reveal && Boolean(participant.nric),
    personalDataHidden: !reveal,
    dateOfBirth: reveal ? (participant.dateOfBirth ?? null) : null,
    genderId: participant.genderId ?? null,
    raceId: participant.raceId ?? null,
    nationalityId: participant.nationalityId ?? null,
    citizenshipId: participant.citizenshipId ?? null,
    dietaryId: participant.dietaryId ?? null,
    tshirtSizeId: participant.tshirtSizeId ?? null,
    participantTypeId: participant.participantTypeId ?? null,
    profileId: participant.profileId ?? null,
    educationId: participant.educationId ?? null,
    employmentId: participant.employmentId ?? null,
    agentStatus: participant.agentStatus ?? null,
    agencyName: participant.agencyName ?? null,
    corporateId: participant.corporateId ?? null,
    medicalCondition: participant.medicalCondition ?? null,
    address: participant.address ?? null,
    postalCode: participant.postalCode ?? null,
    remarks: participant.remarks ?? null,
    pcep: {
      membershipNo: participant.pcep.membershipNo ?? null,
      enrolledOn: participant.pcep.enrolledOn ?? null,
      expiresOn: participant.pcep.expiresOn ?? null,
    },
    png: {
      status: participant.png.status ?? null,
      cohort: participant.png.cohort ?? null,
      enrolledOn: participant.png.enrolledOn ?? null,
      completedOn: participant.png.completedOn ?? null,
    },
    userId: participant.userId ?? null,
    mergedIntoId: participant.mergedIntoId ?? null,
    createdAt: participant.createdAt,
    updatedAt: participant.updatedAt,
  };
};
