import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  type EntityDictionary,
  type EntityMetadata,
  type FilterQuery,
  LockMode,
  ReferenceKind,
} from '@mikro-orm/core';
import {
  ChangeAction,
  ChangeLogService,
  RequestContext,
  currentTime,
  queryRows,
  queryPrepared,
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
  Name: [['firstName', 'lastName']],
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
  /**
   * With `deferNew`: the new record, written by the caller's own statement
   * ({@link ParticipantService.newRecordsSql}); `id` is a placeholder (negative) until then.
   */
  pending?: ParticipantValues;
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

export type ParticipantValues = Omit<ParticipantInput, 'id' | 'pcep' | 'png'> & {
  pcep?: ParticipantInput['pcep'];
  png?: ParticipantInput['png'];
};

/** A column a new participant's values fill: its name, SQL type, and where its value comes from. */
interface InsertColumn {
  name: string;
  type: string;
  value: (values: ParticipantValues) => unknown;
}

let participantColumns: InsertColumn[] | undefined;

/**
 * The participant columns a registration's new records fill, from the entity's metadata (so a
 * new field is written without a list to keep in step): one fixed statement text for any cart,
 * the values travelling as one JSON parameter. Lookups are ids; the embedded details are flattened.
 */
const insertColumns = (meta: EntityMetadata<Participant>): InsertColumn[] => {
  participantColumns ??= meta.props.flatMap((prop): InsertColumn[] => {
    const skipped = ['id', 'status', 'createdAt', 'updatedAt'];
    if (prop.primary || prop.persist === false || skipped.includes(prop.name)) return [];
    if (prop.kind !== ReferenceKind.SCALAR && prop.kind !== ReferenceKind.MANY_TO_ONE) return [];
    const [name] = prop.fieldNames;
    const type = prop.kind === ReferenceKind.MANY_TO_ONE ? 'int' : prop.columnTypes[0];
    const [parent, child] = prop.embedded ?? ['', ''];
    const value = prop.embedded
      ? (values: ParticipantValues) =>
          (values[parent as 'pcep' | 'png'] as Record<string, unknown> | undefined)?.[child] ?? null
      : (values: ParticipantValues) => (values as Record<string, unknown>)[prop.name] ?? null;
    return [{ name, type, value }];
  });
  return participantColumns;
};

/** Field errors of every line together, then a duplicate as 409 (hidden from the public). */
const refusePlanned = (
  plan: readonly PlannedParticipant[],
  options: Omit<ResolveOptions, 'deferNew'>,
): void => {
  const errors: FieldErrors = {};
  plan.forEach((line, index) => {
    for (const [name, messages] of Object.entries(line.errors)) errors[options.field(index, name)] = messages;
  });
  if (Object.keys(errors).length) throw fieldErrors(errors);
  const duplicate = plan.find((line) => line.duplicate);
  if (duplicate?.duplicate) {
    const error = conflict('DUPLICATE_PARTICIPANT', duplicate.duplicate);
    throw options.staff ? error : hideOtherParticipants(error);
  }
};

/**
 * Each line's participant: the new records with the ids they were inserted under, in order, or,
 * when `insertedIds` is null (deferred to the caller's statement), placeholders and `pending`.
 */
const resolvedPlan = (
  plan: readonly PlannedParticipant[],
  insertedIds: readonly number[] | null,
): RegistrationParticipant[] => {
  const created = plan.flatMap((line) => (line.created && !line.reused ? [line.created] : []));
  const idOf = new Map(created.map((values, index) => [values, insertedIds?.[index] ?? -(index + 1)]));
  return plan.map((line) => {
    if (line.bookedAs) return { id: line.match!.id, bookedAs: line.bookedAs, shown: line.bookedAs };
    if (line.created) {
      const { firstName, lastName, email } = line.created;
      return {
        id: idOf.get(line.created)!,
        bookedAs: null,
        shown: { firstName, lastName, email },
        ...(insertedIds ? {} : { pending: line.created }),
      };
    }
    const record = line.record!;
    return {
      id: record.id,
      bookedAs: null,
      shown: { firstName: record.firstName, lastName: record.lastName, email: record.email },
    };
  });
};

export interface FormData {
  lookups: Record<LookupField, LookupOption[]>;
  agentStatuses: AgentStatus[];
  pngStatuses: PngTrainingStatus[];
  corporates: LookupOption[];
}

/** One line of a registration: the person's details and the family whose rules they must meet. */
export interface RegistrationRequest {
  input: ParticipantInput;
  family: SubmitFamily;
}

export interface ResolveOptions {
  /** The signed-in booker: proven to be their own record. */
  userId: number | null;
  /** Staff registering others: any record the details name is used and brought up to date. */
  staff?: boolean;
  /** The name of a line's field in the error answer (items.3.participant.nric). */
  field: (index: number, name: string) => string;
  /**
   * The new records are left to the caller's statement that writes the registration (one round
   * trip fewer on the checkout): see {@link RegistrationParticipant.pending}.
   */
  deferNew?: boolean;
}

/** A record a participant's details may repeat; a new one of this registration has no id yet. */
type DuplicateCandidate = Pick<Participant, 'nric' | 'email' | 'firstName' | 'lastName'> & { id?: number };

interface References {
  active: Map<LookupField, Set<number>>;
  corporates: Set<number>;
}

interface PlannedParticipant {
  match: Participant | null;
  /** The stored record to write (filled in or updated); null for a new one or an unproven booker's seat. */
  record: Participant | null;
  /** A new record's values, inserted with the registration's other new ones. */
  created: ParticipantValues | null;
  /** Set on a second line of the same person: nothing more to write. */
  reused: boolean;
  errors: FieldErrors;
  duplicate: string | null;
  bookedAs: BookedAs | null;
}

/** The field rules of a participant's values (lookups active, a family's required fields ...). */
const fieldProblems = (
  values: ParticipantValues,
  family: SubmitFamily | undefined,
  existing: Participant | undefined,
  references: References,
): FieldErrors => {
  const errors: FieldErrors = {};
  for (const [field, { label }] of Object.entries(LOOKUP_ENTITIES) as [LookupField, { label: string }][]) {
    const value = values[field];
    // An entry archived since it was chosen stays valid on the record; only new choices must be active.
    if (value && value !== existing?.[field] && !references.active.get(field)?.has(value)) {
      errors[field] = [`${label} must be an active entry of its list`];
    }
  }
  if (values.corporateId && !references.corporates.has(values.corporateId)) {
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
  return errors;
};

/**
 * Another active record with the same NRIC/FIN (named first) or e-mail, passing over `self`: the
 * message names it, so staff can open it or merge the two.
 */
const duplicateAmong = (
  records: readonly DuplicateCandidate[],
  values: Pick<ParticipantValues, 'nric' | 'email'>,
  self: { id?: number } | null,
): string | null => {
  const others = records.filter(
    (other) => other !== self && (self?.id === undefined || other.id !== self.id),
  );
  // A record created by this same registration has no number yet.
  const name = (other: DuplicateCandidate) =>
    other.id
      ? `Participant #${other.id} (${other.firstName} ${other.lastName})`
      : 'Another participant of this registration';
  const sameNric = values.nric ? others.find((other) => other.nric === values.nric) : undefined;
  if (sameNric) return `${name(sameNric)} already has this NRIC/FIN`;
  const sameEmail = others.find((other) => other.email === values.email);
  if (sameEmail) return `${name(sameEmail)} already has the e-mail ${values.email}`;
  return null;
};

/** A participant's row as the database holds it (column names), mapped to an entity by `em.map`. */
export type ParticipantRow = EntityDictionary<Participant>;

/**
 * The active records a registration's NRIC/FINs and e-mails name (parameters from
 * `ParticipantService.knownParameters`), also read by the checkout's registration statement to
 * check its guess that the participants are new. Found through the partial unique indexes of active
 * NRIC/FINs and e-mails: a prepared statement's generic plan uses them only when the status is
 * written in (a bound status cannot prove their predicate) and the lists are arrays (`= any`), not
 * subqueries; otherwise every checkout read all participants.
 */
export const KNOWN_PARTICIPANTS = `select * from participant
  where status = 'Active' and (nric = any(array(select json_array_elements_text(?::json)))
                               or email = any(array(select json_array_elements_text(?::json))))`;

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
    const references = await this.references([values]);
    const errors = fieldProblems(values, family, existing, references);
    if (Object.keys(errors).length) throw fieldErrors(errors);
    await this.checkDuplicates(values, existing?.id ?? sameAs);
  }

  /** The active lookup entries and corporates these values name: one query per list that is used. */
  private async references(values: readonly ParticipantValues[]): Promise<References> {
    const active = new Map<LookupField, Set<number>>();
    for (const [field, { entity }] of Object.entries(LOOKUP_ENTITIES) as [
      LookupField,
      { entity: string },
    ][]) {
      const ids = values.map((value) => value[field]).filter((id): id is number => Boolean(id));
      if (ids.length) active.set(field, await activeLookupIds(this.em, entity, ids));
    }
    const corporateIds = [...new Set(values.map((value) => value.corporateId).filter(Boolean))] as number[];
    const corporates = corporateIds.length
      ? new Set(
          (await this.em.find(Corporate, { id: { $in: corporateIds } }, { fields: ['id'] })).map((c) => c.id),
        )
      : new Set<number>();
    return { active, corporates };
  }

  /**
   * The participants of a whole registration (a cart, a group, a company's agents, a batch), set
   * based: one read finds every record the lines name by NRIC/FIN or e-mail (the claims and the
   * duplicates alike), the rules are checked in memory, and the new or filled-in records are written
   * by one flush inside the caller's transaction, without a savepoint each
   * (docs/architecture.md, "Registration and checkout"). A public booker proven to be the stored
   * person gets their record, which the form only fills in; one who is not gets a seat for the
   * person the NRIC/FIN names, their typed details checked as a new record's would be and kept
   * beside the seat, the record untouched; anyone else a new record. Staff (`staff`) act on any
   * record, their details replacing what is stored. Field errors are named by `field(index, name)`;
   * a duplicate answers 409 (hidden from the public).
   */
  async forRegistrations(
    requests: readonly RegistrationRequest[],
    options: ResolveOptions,
  ): Promise<RegistrationParticipant[]> {
    const plan = await this.planRegistrations(requests, options, true);
    refusePlanned(plan, options);
    for (const line of plan) if (line.record?.userId && !line.reused) await this.syncLogin(line.record);
    await this.em.flush();
    const created = plan.flatMap((line) => (line.created && !line.reused ? [line.created] : []));
    return resolvedPlan(plan, options.deferNew ? null : await this.insertNew(created));
  }

  /**
   * {@link forRegistrations} with `deferNew` for a caller outside any transaction, writing nothing:
   * null when a stored record would be filled in (or its login brought in step), which the caller
   * then does in a transaction after clearing its entity manager of the changes planned here.
   * `found`: the rows of {@link KNOWN_PARTICIPANTS} the caller read in its own statement.
   */
  async forRegistrationsWithoutWrites(
    requests: readonly RegistrationRequest[],
    options: Omit<ResolveOptions, 'deferNew'>,
    found?: readonly ParticipantRow[],
  ): Promise<RegistrationParticipant[] | null> {
    const plan = await this.planRegistrations(requests, options, true, found);
    refusePlanned(plan, options);
    return plan.some((line) => line.record) ? null : resolvedPlan(plan, null);
  }

  /**
   * {@link forRegistrationsWithoutWrites} on the guess that the lines name no stored record, reading
   * nothing: every line a new record (`pending`), or null when a line has a problem, which only the
   * stored records can settle (one the form fills in may mend it). The caller's statement must
   * check the guess with {@link KNOWN_PARTICIPANTS} before it writes.
   */
  async newOnesIfNoneKnown(
    requests: readonly RegistrationRequest[],
    options: Omit<ResolveOptions, 'deferNew'>,
  ): Promise<RegistrationParticipant[] | null> {
    const plan = await this.planRegistrations(requests, options, true, []);
    const refused = plan.some((line) => Object.keys(line.errors).length > 0 || line.duplicate);
    return refused ? null : resolvedPlan(plan, null);
  }

  /** What `forRegistrations` would refuse, line by line, without writing (a batch's preview). */
  async checkRegistrations(
    requests: readonly RegistrationRequest[],
    options: Omit<ResolveOptions, 'field'>,
  ): Promise<{ errors: FieldErrors; duplicate: string | null; participantId: number | null }[]> {
    const plan = await this.planRegistrations(requests, options, false);
    return plan.map((line) => ({
      errors: line.errors,
      duplicate: line.duplicate,
      participantId: line.match?.id ?? null,
    }));
  }

  /**
   * The active records these NRIC/FINs and e-mails name: one prepared statement, mapped to managed
   * entities only when some are found (a checkout's new participants find none, and building the
   * ORM's query cost the hot path more than the read itself).
   */
  private async knownParticipants(
    requests: readonly Pick<RegistrationRequest, 'input'>[],
  ): Promise<Participant[]> {
    // One json column, as in the registration core's combined read: a prepared `select *` would fail
    // ("cached plan must not change result type") on a connection that prepared it before a
    // migration added a column to participant.
    const [{ found }] = await queryPrepared<{ found: ParticipantRow[] }>(
      this.em,
      'registration_participants',
      `select coalesce(json_agg(p), '[]') as found from (${KNOWN_PARTICIPANTS}) p`,
      this.knownParameters(requests),
    );
    return this.managed(found);
  }

  /** Rows of {@link KNOWN_PARTICIPANTS} (read by a caller's own statement) as managed entities. */
  managed(rows: readonly ParticipantRow[]): Participant[] {
    return rows.map((row) => this.em.map(Participant, row));
  }

  /** The parameters of {@link KNOWN_PARTICIPANTS} for these lines. */
  knownParameters(requests: readonly Pick<RegistrationRequest, 'input'>[]): unknown[] {
    const nrics = new Set(requests.map(({ input }) => text(input.nric)).filter(Boolean));
    // A line without an e-mail is refused later, line by line (refusePlanned), not here.
    const emails = new Set(
      requests.flatMap(({ input }) => (input.email ? [normaliseEmail(input.email)] : [])),
    );
    return [JSON.stringify([...nrics]), JSON.stringify([...emails])];
  }

  /** Each line's record and problems; with `write`, the records to flush are created or changed. */
  private async planRegistrations(
    requests: readonly RegistrationRequest[],
    options: Omit<ResolveOptions, 'field'>,
    write: boolean,
    found?: readonly ParticipantRow[],
  ): Promise<PlannedParticipant[]> {
    const details = requests.map((request) => ({ ...request.input, id: undefined }));
    const known = found ? this.managed(found) : await this.knownParticipants(requests);
    const given = details.map((detail) => this.merged(detail));
    const references = await this.references(given);
    // Records as they will stand after the flush: the known ones and those this registration creates.
    const records: DuplicateCandidate[] = [...known];
    const byKey = new Map<string, PlannedParticipant>();
    return details.map((detail, index) => {
      const nric = text(detail.nric);
      const key = nric ? `nric:${nric}` : `email:${given[index].email}`;
      // The same person on two lines (two events): one record, resolved once.
      const earlier = byKey.get(key);
      if (earlier) return { ...earlier, reused: true };
      const match =
        known.find((record) => (nric ? record.nric === nric : record.email === given[index].email)) ?? null;
      const proven = match ? options.staff === true || provesIdentity(match, detail, options.userId) : false;
      const family = requests[index].family;
      let planned: PlannedParticipant;
      if (match && !proven) {
        const values = given[index];
        planned = {
          match,
          record: null,
          errors: fieldProblems(values, family, undefined, references),
          duplicate: duplicateAmong(records, values, match),
          created: null,
          reused: false,
          bookedAs: { firstName: values.firstName, lastName: values.lastName, email: values.email },
        };
      } else {
        const values = this.merged(detail, match ?? undefined, options.staff ? 'update' : 'fill');
        const errors = fieldProblems(values, family, match ?? undefined, references);
        const duplicate = duplicateAmong(records, values, match);
        // Only a line that passes is written: nothing of a refused one may reach a later flush.
        let record: Participant | null = null;
        let created: ParticipantValues | null = null;
        if (!Object.keys(errors).length && !duplicate) {
          if (write && match) {
            record = match;
            this.em.assign(record, { ...values, pcep: values.pcep ?? {}, png: values.png ?? {} });
          } else if (write) created = values;
          // A new person of this registration: later lines must not repeat their NRIC/FIN or e-mail.
          if (!match) records.push(values);
        }
        planned = { match, record, created, reused: false, errors, duplicate, bookedAs: null };
      }
      byKey.set(key, planned);
      return planned;
    });
  }

  /**
   * A registration's new records in one statement with their change-log rows (as the audit
   * subscriber writes them), inside the caller's transaction: no entities for a unit of work to
   * track on the checkout's hot path. The ids come back in the order of `values`, matched by
   * e-mail (the active records' unique key; the plan refused repeats among the new ones).
   */
  private async insertNew(values: readonly ParticipantValues[]): Promise<number[]> {
    if (!values.length) return [];
    const created = this.newRecordsSql(values);
    const rows = await queryRows<{ id: number; email: string }>(
      this.em,
      `with ${created.sql} select id, email from created`,
      created.params,
    );
    const idByEmail = new Map(rows.map((row) => [row.email, row.id]));
    return values.map((value) => idByEmail.get(value.email)!);
  }

  /**
   * The CTEs that write these new records with their change-log rows, for a statement of the
   * caller's: `created (id, email)` lists them (empty for none, the statement's shape unchanged).
   * `onlyIf`, a condition on the statement's earlier CTEs, writes them only when it holds.
   */
  newRecordsSql(values: readonly ParticipantValues[], onlyIf = 'true'): { sql: string; params: unknown[] } {
    if (!values.length)
      return { sql: 'created (id, email) as (select null::int, null::text where false)', params: [] };
    const columns = insertColumns(this.em.getMetadata().get(Participant));
    const now = currentTime();
    const rows = values.map((value) => {
      const row: Record<string, unknown> = {};
      for (const column of columns) row[column.name] = column.value(value);
      return row;
    });
    const names = columns.map((column) => `"${column.name}"`).join(', ');
    return {
      sql: `created as (
         insert into participant (${names}, status, created_at, updated_at)
         select ${names}, ?, ?, ? from jsonb_to_recordset(?::jsonb)
                as v(${columns.map((column) => `"${column.name}" ${column.type}`).join(', ')})
          where ${onlyIf}
         returning id, email),
       logged as (insert into change_log (entity_type, entity_id, action, user_id)
                  select 'Participant', id::text, ?, ? from created)`,
      params: [
        PersonStatus.Active,
        now,
        now,
        JSON.stringify(rows),
        ChangeAction.Create,
        RequestContext.userId() ?? null,
      ],
    };
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
    const duplicate = duplicateAmong(same, values, id === undefined ? null : { id });
    if (duplicate) throw conflict('DUPLICATE_PARTICIPANT', duplicate);
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
