import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  AccountsService,
  type LookupOption,
  Role,
  type SessionUser,
  User,
  DomainError,
  conflict,
  normaliseEmail,
  notFound,
} from '@app/core';
import { Participant } from '../participants/participant.entity';
import { ParticipantService, hideOtherParticipants } from '../participants/participant.service';
import { claimMatches } from '../participants/participant-identity';
import { type ParticipantResponse, type Viewer } from '../participants/participant.view';
import { type ProfileInput, type SignUpInput } from './profile.dto';

/** Participants see their own record in full. */
const SELF: Viewer = { revealPersonalData: true };

/** The lookup lists a participant fills in about themselves. */
const SELF_SERVICE_LOOKUPS = [
  'genderId',
  'raceId',
  'nationalityId',
  'citizenshipId',
  'dietaryId',
  'tshirtSizeId',
  'educationId',
  'employmentId',
] as const;
type SelfServiceLookup = (typeof SELF_SERVICE_LOOKUPS)[number];

/** A participant's own record, without what staff keep about them. */
export type OwnProfile = Omit<
  ParticipantResponse,
  'remarks' | 'participantTypeId' | 'profileId' | 'corporateId' | 'pcep' | 'png' | 'mergedIntoId'
>;

const recordOnFile = () =>
  conflict(
    'PARTICIPANT_EXISTS',
    'We already have a participant record with these details; please contact us to link it to an account',
  );

const ownProfile = ({
  remarks: _remarks,
  participantTypeId: _type,
  profileId: _profile,
  corporateId: _corporate,
  pcep: _pcep,
  png: _png,
  mergedIntoId: _merged,
  ...own
}: ParticipantResponse): OwnProfile => own;

/** The public profile: sign-up, one's own record, and changing it. */
@Injectable()
export class ProfileService {
  constructor(
    private readonly em: EntityManager,
    private readonly accounts: AccountsService,
    private readonly participants: ParticipantService,
  ) {}

  /**
   * Creates the login and the participant record together. A record made earlier (by staff, or by
   * the visitor's own registrations) is claimed only by the identity rule's proof, its e-mail and
   * NRIC/FIN given together (`claimMatches`); anything less could hand a stranger someone else's
   * record. Claiming keeps what the record holds: blanks in the form are fields the visitor did not
   * fill in, not values they cleared.
   */
  async signUp(input: SignUpInput): Promise<OwnProfile> {
    const { password, ...details } = input;
    const email = normaliseEmail(details.email);
    return this.em.transactional(async () => {
      if (await this.em.count(User, { email })) {
        throw conflict('EMAIL_TAKEN', 'An account with this e-mail already exists; please sign in instead');
      }
      const existing = await this.participants.claimed(details);
      if (existing && (existing.userId || !claimMatches(existing, details))) throw recordOnFile();
      const user = await this.accounts.create({
        email,
        password,
        firstName: details.firstName.trim(),
        lastName: details.lastName.trim(),
        roleCode: Role.Participant,
        userType: 'participant',
      });
      const saved = await this.participants
        .save({ ...details, id: existing?.id }, SELF, undefined, 'update')
        .catch((error: unknown) => {
          // The e-mail is another record's (one found by a different NRIC/FIN, or by none).
          throw error instanceof DomainError && error.code === 'DUPLICATE_PARTICIPANT'
            ? recordOnFile()
            : error;
        });
      await this.link(saved.id, user.id);
      return ownProfile({ ...saved, userId: user.id });
    });
  }

  async me(user: SessionUser): Promise<OwnProfile> {
    return ownProfile(await this.participants.get((await this.own(user)).id, SELF));
  }

  async update(user: SessionUser, input: ProfileInput): Promise<OwnProfile> {
    const own = await this.own(user);
    try {
      return ownProfile(
        await this.participants.save({ ...input, id: own.id, ...this.staffFields(own) }, SELF),
      );
    } catch (error) {
      throw hideOtherParticipants(error);
    }
  }

  /** The options of the lists the profile form offers; visitors signing up need them too. */
  formData(): Promise<Record<SelfServiceLookup, LookupOption[]>> {
    return this.participants.lookupOptions(SELF_SERVICE_LOOKUPS);
  }

  private async own(user: SessionUser): Promise<Participant> {
    const participant = await this.em.findOne(Participant, { userId: user.id });
    if (!participant) throw notFound('Your participant profile');
    return participant;
  }

  /** Fields only staff set; a profile save carries them over unchanged. */
  private staffFields(participant: Participant) {
    return {
      remarks: participant.remarks,
      corporateId: participant.corporateId,
      participantTypeId: participant.participantTypeId,
      profileId: participant.profileId,
      pcep: { ...participant.pcep },
      png: { ...participant.png },
    };
  }

  private async link(participantId: number, userId: number): Promise<void> {
    const participant = await this.em.findOneOrFail(Participant, participantId);
    participant.userId = userId;
    await this.em.flush();
  }
}
