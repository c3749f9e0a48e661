import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type FilterQuery, LockMode } from '@mikro-orm/core';
import {
  ChangeLogService,
  type ChangeLogResponse,
  type FieldErrors,
  type LookupOption,
  type Page,
  type PageQueryDto,
  type RecordLifecycle,
  User,
  type AppAbility,
  type SubjectName,
  DomainError,
  activeLookupIds,
  activeLookupOptions,
  conflict,
  fieldErrors,
  findPage,
  normaliseEmail,
  normaliseSgMobile,
  singaporeDate,
  notFound,
  searchTypeFilter,
} from '@app/core';
import { Corporate } from '../corporates/corporate.entity';
import { PersonStatus } from '../shared/person.entity';
import {
  LOOKUP_ENTITIES,
  type LookupField,
  type ParticipantInput,
  type ParticipantQueryDto,
  type SubmitFamily,
} from './participant.dto';
import { AgentStatus, Participant, PngTrainingStatus } from './participant.entity';
import { type IdentityClaim, mayActOn, mayDisclose, provesIdentity } from './participant-identity';
import {
  type ParticipantResponse,
  type ParticipantSummary,
  type Viewer,
  toParticipantResponse,
  toParticipantSummary,
} from './participant.view';

export type RequiredField = 'nric' | 'ceaRegNo' | 'dateOfBirth' | 'educationId' | 'agencyName';

const FIELD_LABELS: Record<RequiredField, string> = {
  nric: 'NRIC/FIN',
  ceaRegNo: 'CEA registration number',
  dateOfBirth: 'Date of birth',
  educationId: 'Education',
  agencyName: 'Agency name',
};

/**
 * What each family's registration form must collect: CEA-registered agents for cpd and pws, new
 * salesperson candidates' eligibility details for res.
 */
export const FAMILY_REQUIRES: Record<SubmitFamily, readonly RequiredField[]> = {
  cpd: ['nric', 'ceaRegNo'],
  pws: ['nric', 'ceaRegNo'],
  'pws-partner-agency': ['nric', 'ceaRegNo', 'agencyName'],
  bootcamp: ['nric', 'dateOfBirth'],
  res: ['nric', 'dateOfBirth', 'educationId'],
  others: [],
};

const FAMILY_TITLES: Record<SubmitFamily, string> = {
  cpd: 'CPD',
  pws: 'PWS',
  'pws-partner-agency': 'PWS partner-agency',
  bootcamp: 'bootcamp',
  res: 'RES',
  others: 'other',
};

const SEARCH_FIELDS = {
  Name: ['firstName', 'lastName'],
  NRIC: ['nric'],
  Email: ['email'],
  'CEA Registration No.': ['ceaRegNo'],
  Phone: ['mobileNo'],
} as const;

/** Trimmed text, '' as null; undefined (the form has no such field) stays undefined. */
const text = (value: string | null | undefined): string | null | undefined =>
  value === undefined ? undefined : value?.trim() || null;

const isBlank = (value: unknown): boolean => value === undefined || value === null || value === '';

/**
 * How a save treats what the stored record already holds.
 * - `edit`: the form showed the record. A field it leaves out keeps its value; one it sends
 *   empty was cleared by the person and is cleared.
 * - `update`: a writer who may change the record but did not see it (staff's family forms that
 *   find it by NRIC/FIN, a sign-up claiming it). What is given replaces; blanks keep.
 * - `fill`: someone who did not see the record and may not change it (a returning visitor's
 *   checkout). It only fills in what the record lacks.
 */
export type SaveMode = 'edit' | 'update' | 'fill';

const keptOrGiven = <T>(
  mode: SaveMode,
  stored: T | null | undefined,
  given: T | null | undefined,
): T | null => {
  if (mode === 'edit') return (given === undefined ? stored : given) ?? null;
  if (mode === 'update') return (isBlank(given) ? stored : given) ?? null;
  return (isBlank(stored) ? given : stored) ?? null;
};

/** The participant a registration form line is about, and what the booker typed when unproven. */
export interface RegistrationParticipant {
  id: number;
  /**
   * What the booker typed for an existing participant (found by NRIC/FIN or e-mail) they have not
   * proven to be; null when the participant is the booker's own or proven, or newly created.
   */
  bookedAs: BookedAs | null;
  /** The name and e-mail the booker sees for the seat: what they typed, or the record's own. */
  shown: BookedAs;
}

export interface BookedAs {
  firstName: string;
  lastName: string;
  email: string;
}

/**
 * A duplicate found while someone saves their own details (profile, public checkout) must not
 * name the other person: the 409 says only that a record exists.
 */
export const hideOtherParticipants = (error: unknown): unknown =>
  error instanceof DomainError && error.code === 'DUPLICATE_PARTICIPANT'
    ? conflict(
        'PARTICIPANT_EXISTS',
        'Another participant record already has this NRIC/FIN or e-mail; please contact us',
      )
    : error;

type ParticipantValues = Omit<ParticipantInput, 'id' | 'pcep' | 'png'> & {
  pcep?: ParticipantInput['pcep'];
  png?: ParticipantInput['png'];
};

export interface FormData {
  lookups: Record<LookupField, LookupOption[]>;
  agentStatuses: AgentStatus[];
  pngStatuses: PngTrainingStatus[];
  corporates: LookupOption[];
}

/** Participants: the people who attend, found by NRIC/FIN, e-mail or mobile, merged when duplicated. */
@Injectable()
export class ParticipantService implements RecordLifecycle {
  constructor(
    private readonly em: EntityManager,
    private readonly changeLogs: ChangeLogService,
  ) {}

  page(query: ParticipantQueryDto, viewer: Viewer): Promise<Page<ParticipantSummary>> {
    const filters: FilterQuery<Participant>[] = [];
    if (query.status) filters.push({ status: query.status });
    if (query.corporateId) filters.push({ corporateId: query.corporateId });
    if (query.participantTypeId) filters.push({ participantTypeId: query.participantTypeId });
    const search = searchTypeFilter<Participant>(query, SEARCH_FIELDS);
    if (search) filters.push(search);
    return findPage(this.em, Participant, query, {
      where: filters.length ? { $and: filters } : {},
      searchFields: [],
      sortable: ['firstName', 'lastName', 'email', 'status', 'createdAt'],
      defaultSort: { firstName: 'asc', lastName: 'asc', id: 'asc' },
      map: (participant) => toParticipantSummary(participant, viewer),
    });
  }

  async active(viewer: Viewer): Promise<ParticipantSummary[]> {
    return this.summaries({ status: PersonStatus.Active }, viewer);
  }

  async count(): Promise<{ count: number }> {
    return { count: await this.em.count(Participant, { status: PersonStatus.Active }) };
  }

  async get(id: number, viewer: Viewer): Promise<ParticipantResponse> {
    return toParticipantResponse(await this.load(id), viewer);
  }

  /**
   * For routes a participant may call about themselves: the participant, when the ability allows
   * the action on their records of that kind (their own, or anyone's for staff). Otherwise the
   * same 404 as for an id that does not exist, so the answer never tells whether it does.
   */
  async accessible(
    id: number,
    ability: AppAbility,
    action: 'read' | 'update' = 'read',
    kind: SubjectName = 'Participant',
  ): Promise<Participant> {
    const participant = await this.reachable(id, ability, action, kind);
    if (!participant) throw notFound(`Participant ${id}`);
    return participant;
  }

  /** Whether the ability allows the action on participant `id`'s records of that kind (false when none). */
  async allows(
    id: number,
    ability: AppAbility,
    action: 'read' | 'update',
    kind: SubjectName,
  ): Promise<boolean> {
    return (await this.reachable(id, ability, action, kind)) !== null;
  }

  private async reachable(
    id: number,
    ability: AppAbility,
    action: 'read' | 'update',
    kind: SubjectName,
  ): Promise<Participant | null> {
    const participant = await this.em.findOne(Participant, { id });
    return participant && mayActOn(ability, participant, action, kind) ? participant : null;
  }

  /** The active record a caller's details point at: by NRIC/FIN when given (it names one person), else by e-mail. */
  claimed(claim: IdentityClaim & { email: string }): Promise<Participant | null> {
    return this.em.findOne(Participant, {
      ...(claim.nric ? { nric: claim.nric } : { email: normaliseEmail(claim.email) }),
      status: PersonStatus.Active,
    });
  }

  async byEmail(email: string, viewer: Viewer): Promise<ParticipantResponse> {
    const participant = await this.em.findOne(Participant, {
      email: normaliseEmail(email),
      status: PersonStatus.Active,
    });
    if (!participant) throw notFound(`A participant with the e-mail ${email}`);
    return toParticipantResponse(participant, viewer);
  }

  async byNric(nric: string, viewer: Viewer): Promise<ParticipantResponse> {
    const participant = await this.em.findOne(Participant, { nric, status: PersonStatus.Active });
    // The NRIC is not repeated: error messages end up in logs.
    if (!participant) throw notFound('A participant with that NRIC/FIN');
    return toParticipantResponse(participant, viewer);
  }

  allByNric(nric: string, viewer: Viewer): Promise<ParticipantSummary[]> {
    return this.summaries({ nric }, viewer);
  }

  allByMobile(mobileNo: string, viewer: Viewer): Promise<ParticipantSummary[]> {
    return this.summaries({ mobileNo: normaliseSgMobile(mobileNo) }, viewer);
  }

  /**
   * The first participant matching `where` (id order) whom this caller may be told about
   * (`mayDisclose`), or null: the same answer as when there is none, for public lookups.
   */
  async disclosed(
    where: FilterQuery<Participant>,
    ability: AppAbility,
    claim?: IdentityClaim,
  ): Promise<Participant | null> {
    const found = await this.em.find(Participant, where, { orderBy: { id: 'asc' } });
    return found.find((participant) => mayDisclose(ability, participant, claim)) ?? null;
  }

  /** Whether a participant is with a partner agency (their fees and reports differ). */
  async partnerAgency(by: { id?: number; nric?: string }): Promise<{
    partnerAgency: boolean;
    agencyName: string | null;
  }> {
    const participant = by.id
      ? await this.em.findOne(Participant, { id: by.id })
      : await this.em.findOne(Participant, { nric: by.nric, status: PersonStatus.Active });
    if (!participant) throw notFound('The participant');
    const partnerAgency = participant.agentStatus === AgentStatus.PartnerAgency;
    return { partnerAgency, agencyName: partnerAgency ? (participant.agencyName ?? null) : null };
  }

  async pcep(id: number): Promise<Pick<ParticipantResponse, 'id' | 'name' | 'pcep'>> {
    const {
      id: participantId,
      name,
      pcep,
    } = toParticipantResponse(await this.load(id), {
      revealPersonalData: false,
    });
    return { id: participantId, name, pcep };
  }

  async png(id: number): Promise<Pick<ParticipantResponse, 'id' | 'name' | 'png'>> {
    const {
      id: participantId,
      name,
      png,
    } = toParticipantResponse(await this.load(id), {
      revealPersonalData: false,
    });
    return { id: participantId, name, png };
  }

  /** Active participants enrolled in the professional-certification programme. */
  pcepMembers(viewer: Viewer): Promise<ParticipantSummary[]> {
    return this.summaries({ status: PersonStatus.Active, pcep: { membershipNo: { $ne: null } } }, viewer);
  }

  /** Partner-agency agents not yet enrolled in pcep: whom the partnership team follows up. */
  partnerAgencyWithoutPcep(viewer: Viewer): Promise<ParticipantSummary[]> {
    return this.summaries(
      {
        status: PersonStatus.Active,
        agentStatus: AgentStatus.PartnerAgency,
        pcep: { membershipNo: null },
      },
      viewer,
    );
  }

  /** Everything the participant form offers, in one call. */
  async formData(): Promise<FormData> {
    const lookups = await this.lookupOptions(Object.keys(LOOKUP_ENTITIES) as LookupField[]);
    const corporates = await this.em.find(Corporate, {}, { orderBy: { name: 'asc' } });
    return {
      lookups,
      agentStatuses: Object.values(AgentStatus),
      pngStatuses: Object.values(PngTrainingStatus),
      corporates: corporates.map((corporate) => ({ id: corporate.id, name: corporate.name })),
    };
  }

  /** Every check a save makes, without saving: the forms call it before moving on. */
  async validate(input: ParticipantInput, family?: SubmitFamily): Promise<{ valid: true }> {
    const existing = input.id ? await this.load(input.id) : undefined;
    await this.check(this.merged(input, existing, 'edit'), family, existing);
    return { valid: true };
  }

  async save(
    input: ParticipantInput,
    viewer: Viewer,
    family?: SubmitFamily,
    mode: SaveMode = 'edit',
  ): Promise<ParticipantResponse> {
    // Inside a caller's transaction (checkout) no savepoint: a failure here fails the whole of it.
    return this.inTransaction(async () => {
      const existing = input.id ? await this.load(input.id, LockMode.PESSIMISTIC_WRITE) : undefined;
      // Readers who see personal data hidden cannot change it: what they send for it is ignored.
      const allowed =
        existing && !viewer.revealPersonalData
          ? { ...input, nric: undefined, dateOfBirth: undefined }
          : input;
      const values = this.merged(allowed, existing, mode);
      await this.check(values, family, existing);
      const participant = existing ?? this.em.create(Participant, { ...values, pcep: {}, png: {} });
      this.em.assign(participant, { ...values, pcep: values.pcep ?? {}, png: values.png ?? {} });
      await this.syncLogin(participant);
      await this.em.flush();
      return toParticipantResponse(participant, viewer);
    });
  }

  /**
   * A family's registration form submits the person's details: the active record with that
   * NRIC/FIN (or e-mail, when none is given) is brought up to date with what the form gives, its
   * blanks keeping what is stored; otherwise one is created.
   */
  async submit(family: SubmitFamily, input: ParticipantInput, viewer: Viewer): Promise<ParticipantResponse> {
    if (!input.id) {
      const match = await this.claimed(input);
      if (match) return this.save({ ...input, id: match.id }, viewer, family, 'update');
    }
    return this.save(input, viewer, family);
  }

  /**
   * The participant a public registration form line describes (docs/architecture.md, "Registration
   * and checkout"): a caller proven to be the stored person gets their record, which the form only
   * fills in; a caller who is not gets a seat for the person the NRIC/FIN names, their typed details
   * checked as a new record's would be and kept beside the seat, and the record untouched; anyone
   * else a new record.
   */
  async forRegistration(
    input: ParticipantInput,
    family: SubmitFamily,
    userId: number | null,
  ): Promise<RegistrationParticipant> {
    const { details, match, proven } = await this.registrationTarget(input, userId);
    try {
      if (match && !proven) {
        await this.checkAsNew(details, family, match);
        const { firstName, lastName, email } = this.merged(details);
        const bookedAs = { firstName, lastName, email };
        return { id: match.id, bookedAs, shown: bookedAs };
      }
      // The proven person may see their record; a new one is the caller's own.
      const saved = await this.save(
        { ...details, id: match?.id },
        { revealPersonalData: true },
        family,
        'fill',
      );
      return {
        id: saved.id,
        bookedAs: null,
        shown: { firstName: saved.firstName, lastName: saved.lastName, email: saved.email },
      };
    } catch (error) {
      throw hideOtherParticipants(error);
    }
  }

  /** What `forRegistration` would refuse, without writing: for a registration form's review step. */
  async checkForRegistration(
    input: ParticipantInput,
    family: SubmitFamily,
    userId: number | null,
  ): Promise<void> {
    const { details, match, proven } = await this.registrationTarget(input, userId);
    try {
      if (match && !proven) await this.checkAsNew(details, family, match);
      else await this.check(this.merged(details, match ?? undefined, 'fill'), family, match ?? undefined);
    } catch (error) {
      throw hideOtherParticipants(error);
    }
  }

  /** The stored record a registration line's details point at, and whether the caller proved to be its person. */
  private async registrationTarget(input: ParticipantInput, userId: number | null) {
    const details: ParticipantInput = { ...input, id: undefined };
    const match = await this.claimed(details);
    return { details, match, proven: match ? provesIdentity(match, details, userId) : false };
  }

  /**
   * An unproven booker's details, checked as a new record's would be, so that the answer never
   * tells whether the NRIC/FIN is on file (the record it names is passed over as a duplicate).
   */
  private checkAsNew(details: ParticipantInput, family: SubmitFamily, named: Participant): Promise<void> {
    return this.check(this.merged(details), family, undefined, named.id);
  }

  archive(id: number): Promise<ParticipantResponse> {
    return this.setStatus([id], PersonStatus.Archived).then(([participant]) => participant);
  }

  unarchive(id: number): Promise<ParticipantResponse> {
    return this.setStatus([id], PersonStatus.Active).then(([participant]) => participant);
  }

  /** All or nothing: one unknown id refuses the whole batch. */
  async bulkArchive(ids: number[]): Promise<{ archived: number }> {
    const archived = await this.setStatus(ids, PersonStatus.Archived);
    return { archived: archived.length };
  }

  history(id: number, query: PageQueryDto): Promise<Page<ChangeLogResponse>> {
    return this.changeLogs.history('Participant', id, query);
  }

  /** The active options of some of the form's lookup lists. */
  async lookupOptions<F extends LookupField>(fields: readonly F[]): Promise<Record<F, LookupOption[]>> {
    const lookups = {} as Record<F, LookupOption[]>;
    for (const field of fields)
      lookups[field] = await activeLookupOptions(this.em, LOOKUP_ENTITIES[field].entity);
    return lookups;
  }

  private async summaries(where: FilterQuery<Participant>, viewer: Viewer): Promise<ParticipantSummary[]> {
    const participants = await this.em.find(Participant, where, {
      orderBy: { firstName: 'asc', lastName: 'asc', id: 'asc' },
    });
    return participants.map((participant) => toParticipantSummary(participant, viewer));
  }

  private async load(id: number, lock?: LockMode): Promise<Participant> {
    const participant = await this.em.findOne(Participant, { id }, lock ? { lockMode: lock } : {});
    if (!participant) throw notFound(`Participant ${id}`);
    return participant;
  }

  private async setStatus(ids: number[], status: PersonStatus): Promise<ParticipantResponse[]> {
    const unique = [...new Set(ids)];
    return this.em.transactional(async () => {
      const participants = await this.em.find(
        Participant,
        { id: { $in: unique } },
        { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } },
      );
      const missing = unique.filter((id) => !participants.some((participant) => participant.id === id));
      if (missing.length) throw notFound(`Participant ${missing.join(', ')}`);
      if (status === PersonStatus.Active) {
        for (const participant of participants) await this.checkDuplicates(participant, participant.id);
      }
      for (const participant of participants) participant.status = status;
      await this.em.flush();
      return participants.map((participant) =>
        toParticipantResponse(participant, { revealPersonalData: false }),
      );
    });
  }

  /** The values to save: what the input gives, set against the stored record by the save's mode. */
  private merged(
    input: ParticipantInput,
    existing?: Participant,
    mode: SaveMode = 'edit',
  ): ParticipantValues {
    const pick = <K extends keyof ParticipantValues & keyof Participant>(
      key: K,
      given: ParticipantValues[K] | undefined,
    ) => (existing ? keptOrGiven(mode, existing[key] as ParticipantValues[K], given) : (given ?? null));
    const values = {
      firstName: pick('firstName', input.firstName.trim()),
      lastName: pick('lastName', input.lastName.trim()),
      email: pick('email', normaliseEmail(input.email)),
      mobileNo: pick('mobileNo', normaliseSgMobile(input.mobileNo)),
      nric: pick('nric', text(input.nric)),
      dateOfBirth: pick('dateOfBirth', text(input.dateOfBirth)),
      ceaRegNo: pick('ceaRegNo', text(input.ceaRegNo)),
      agentStatus: pick('agentStatus', input.agentStatus),
      agencyName: pick('agencyName', text(input.agencyName)),
      corporateId: pick('corporateId', input.corporateId),
      medicalCondition: pick('medicalCondition', text(input.medicalCondition)),
      address: pick('address', text(input.address)),
      postalCode: pick('postalCode', text(input.postalCode)),
      remarks: pick('remarks', text(input.remarks)),
      pcep: input.pcep ?? (existing ? { ...existing.pcep } : undefined),
      png: input.png ?? (existing ? { ...existing.png } : undefined),
    } as ParticipantValues;
    for (const field of Object.keys(LOOKUP_ENTITIES) as LookupField[])
      values[field] = pick(field, input[field]);
    return values;
  }

  /**
   * Field rules first (all reported together), then the duplicate check that answers 409. The
   * duplicate check passes over the stored record itself, or `sameAs` (the record an unproven
   * booker's NRIC/FIN names, which is not theirs to be told about).
   */
  private async check(
    values: ParticipantValues,
    family: SubmitFamily | undefined,
    existing?: Participant,
    sameAs?: number,
  ): Promise<void> {
    const errors: FieldErrors = {};
    for (const [field, { entity, label }] of Object.entries(LOOKUP_ENTITIES)) {
      const value = values[field as LookupField];
      // An entry archived since it was chosen stays valid on the record; only new choices must be active.
      if (
        value &&
        value !== existing?.[field as LookupField] &&
        !(await activeLookupIds(this.em, entity, [value])).has(value)
      ) {
        errors[field] = [`${label} must be an active entry of its list`];
      }
    }
    if (values.corporateId && !(await this.em.count(Corporate, { id: values.corporateId }))) {
      errors.corporateId = ['Corporate does not exist'];
    }
    if (values.dateOfBirth && values.dateOfBirth >= singaporeDate()) {
      errors.dateOfBirth = ['Date of birth must be in the past'];
    }
    if (values.agentStatus === AgentStatus.PartnerAgency && !values.agencyName) {
      errors.agencyName = ['Agency name is required for partner-agency agents'];
    }
    if (family) {
      for (const field of FAMILY_REQUIRES[family]) {
        if (!values[field]) {
          errors[field] = [`${FIELD_LABELS[field]} is required for ${FAMILY_TITLES[family]} registrations`];
        }
      }
      if (family === 'pws-partner-agency' && values.agentStatus !== AgentStatus.PartnerAgency) {
        errors.agentStatus = ['Agent status must be partner-agency for the partner-agency form'];
      }
    }
    if (Object.keys(errors).length) throw fieldErrors(errors);
    await this.checkDuplicates(values, existing?.id ?? sameAs);
  }

  /** 409 naming the existing record, so staff can open it or merge the two. */
  private async checkDuplicates(
    values: Pick<ParticipantValues, 'nric' | 'email'>,
    id: number | undefined,
  ): Promise<void> {
    const others = { status: PersonStatus.Active, ...(id ? { id: { $ne: id } } : {}) };
    // One query for both: the NRIC/FIN's holder is named first.
    const same = await this.em.find(
      Participant,
      { ...others, $or: [...(values.nric ? [{ nric: values.nric }] : []), { email: values.email }] },
      { limit: 2 },
    );
    const sameNric = values.nric ? same.find((other) => other.nric === values.nric) : undefined;
    if (sameNric) {
      throw conflict(
        'DUPLICATE_PARTICIPANT',
        `Participant #${sameNric.id} (${sameNric.firstName} ${sameNric.lastName}) already has this NRIC/FIN`,
      );
    }
    const sameEmail = same.find((other) => other.email === values.email);
    if (sameEmail) {
      throw conflict(
        'DUPLICATE_PARTICIPANT',
        `Participant #${sameEmail.id} (${sameEmail.firstName} ${sameEmail.lastName}) already has the e-mail ${values.email}`,
      );
    }
  }

  private inTransaction<T>(work: () => Promise<T>): Promise<T> {
    return this.em.isInTransaction() ? work() : this.em.transactional(work);
  }

  /** A participant's login carries the same name and e-mail as their record. */
  private async syncLogin(participant: Participant): Promise<void> {
    if (!participant.userId) return;
    const user = await this.em.findOneOrFail(User, participant.userId);
    if (user.email !== participant.email && (await this.em.count(User, { email: participant.email }))) {
      throw conflict('EMAIL_TAKEN', `Another login already uses the e-mail ${participant.email}`);
    }
    this.em.assign(user, {
      email: participant.email,
      firstName: participant.firstName,
      lastName: participant.lastName,
    });
  }
}
