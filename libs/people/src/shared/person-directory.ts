import {
  type EntityClass,
  type FilterQuery,
  LoadStrategy,
  LockMode,
  type RequiredEntityData,
} from '@mikro-orm/core';
import { type EntityManager } from '@mikro-orm/postgresql';
import {
  type AuditedType,
  type ChangeLogResponse,
  type ChangeLogService,
  type FileStorage,
  IMAGE_UPLOAD,
  type PageQueryDto,
  type RecordLifecycle,
  type Page,
  type UploadedFileData,
  User,
  conflict,
  describeUsage,
  fieldError,
  findPage,
  findUsage,
  normaliseEmail,
  normaliseSgMobile,
  notFound,
} from '@app/core';
import {
  type AutopopulateDto,
  type PersonInput,
  type PersonQueryDto,
  type PersonResponse,
  toPersonResponse,
} from './person.dto';
import { type PersonEntity, PersonStatus } from './person.entity';

/**
 * The directory behaviour trainers and facilitators share: paged search, photo upload, archive and
 * unarchive, delete refused while referenced, change history. Each domain service extends it.
 */
export abstract class PersonDirectory<
  E extends PersonEntity,
  R extends PersonResponse = PersonResponse,
  I extends PersonInput = PersonInput,
> implements RecordLifecycle {
  protected abstract readonly entity: EntityClass<E>;
  protected abstract readonly auditType: AuditedType;
  protected abstract readonly label: string;
  protected abstract readonly table: string;
  /** Relations every response shows (a trainer's educations ...). */
  protected readonly populate: readonly string[] = [];

  /** Filters on the shared columns; TypeScript cannot see them on the generic entity type. */
  protected where(filter: Record<string, unknown>): FilterQuery<E> {
    return filter as unknown as FilterQuery<E>;
  }

  constructor(
    protected readonly em: EntityManager,
    protected readonly storage: FileStorage,
    protected readonly changeLogs: ChangeLogService,
  ) {}

  /** The API shape; subclasses add their own fields. */
  protected toResponse(person: E): R {
    return toPersonResponse(person) as R;
  }

  page(query: PersonQueryDto): Promise<Page<R>> {
    return findPage(this.em, this.entity, query, {
      where: this.where(query.status ? { status: query.status } : {}),
      searchFields: [['firstName', 'lastName'], 'email', 'mobileNo'],
      sortable: ['firstName', 'lastName', 'email', 'status', 'createdAt'],
      defaultSort: { firstName: 'asc', lastName: 'asc', id: 'asc' } as never,
      populate: this.populate as never,
      map: (person) => this.toResponse(person),
    });
  }

  /** What forms offer: active people, by name. */
  async active(): Promise<R[]> {
    const people = await this.em.find(this.entity, this.where({ status: PersonStatus.Active }), {
      orderBy: { firstName: 'asc', lastName: 'asc' } as never,
      populate: this.populate as never,
    });
    return people.map((person) => this.toResponse(person));
  }

  async get(id: number): Promise<R> {
    return this.toResponse(await this.load(id));
  }

  async byIds(ids: number[]): Promise<R[]> {
    if (ids.length === 0) return [];
    const people = await this.em.find(this.entity, this.where({ id: { $in: ids } }), {
      orderBy: { firstName: 'asc' } as never,
      populate: this.populate as never,
    });
    return people.map((person) => this.toResponse(person));
  }

  history(id: number, query: PageQueryDto): Promise<Page<ChangeLogResponse>> {
    return this.changeLogs.history(this.auditType, id, query);
  }

  protected async load(id: number, lock?: LockMode): Promise<E> {
    const person = await this.em.findOne(this.entity, this.where({ id }), {
      populate: this.populate as never,
      // Row locks cannot cover the outer-joined side: lock the person, load the relations separately.
      ...(lock ? { lockMode: lock, strategy: LoadStrategy.SELECT_IN } : {}),
    });
    if (!person) throw notFound(`${this.label} ${id}`);
    return person;
  }

  /** The common fields of a create or update; the photo, when given, replaces the old one. */
  protected async applyCommon(
    person: E | undefined,
    input: PersonInput,
    photo?: UploadedFileData,
  ): Promise<E> {
    if (input.userId && !(await this.em.count(User, { id: input.userId }))) {
      throw fieldError('userId', 'The linked login does not exist');
    }
    const values = {
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      email: input.email ? normaliseEmail(input.email) : null,
      mobileNo: normaliseSgMobile(input.mobileNo),
      userId: input.userId ?? null,
      remarks: input.remarks?.trim() || null,
    };
    const target = person ?? this.em.create(this.entity, values as unknown as RequiredEntityData<E>);
    if (person) this.em.assign(person, values as never);
    if (photo) target.photoKey = (await this.storage.store(this.table, photo, IMAGE_UPLOAD)).key;
    return target;
  }

  /** Checks the photo first, so a bad file fails before anything is written. */
  protected checkPhoto(photo?: UploadedFileData): void {
    if (photo) this.storage.check(photo, IMAGE_UPLOAD);
  }

  /** The fields a subclass adds (a trainer's educations ...), applied in the same transaction. */
  protected applyOwn(_person: E, _input: I): Promise<void> {
    return Promise.resolve();
  }

  async save(input: I, photo?: UploadedFileData): Promise<R> {
    this.checkPhoto(photo);
    return this.em.transactional(async () => {
      const existing = input.id ? await this.load(input.id, LockMode.PESSIMISTIC_WRITE) : undefined;
      const person = await this.applyCommon(existing, input, photo);
      await this.applyOwn(person, input);
      await this.em.flush();
      return this.toResponse(person);
    });
  }

  archive(id: number): Promise<R> {
    return this.setStatus(id, PersonStatus.Archived);
  }

  unarchive(id: number): Promise<R> {
    return this.setStatus(id, PersonStatus.Active);
  }

  private async setStatus(id: number, status: PersonStatus): Promise<R> {
    return this.em.transactional(async () => {
      const person = await this.load(id, LockMode.PESSIMISTIC_WRITE);
      person.status = status;
      await this.em.flush();
      return this.toResponse(person);
    });
  }

  /** Refused with 409 while events or sessions use the person: archive instead. */
  async remove(id: number): Promise<void> {
    await this.em.transactional(async () => {
      const person = await this.load(id, LockMode.PESSIMISTIC_WRITE);
      const usages = await findUsage(this.em, this.table, id);
      if (usages.length) {
        throw conflict(
          'IN_USE',
          `${person.firstName} ${person.lastName} is used by ${describeUsage(usages)}; archive instead`,
        );
      }
      this.em.remove(person);
      await this.em.flush();
    });
  }

  async photo(id: number) {
    const person = await this.load(id);
    if (!person.photoKey) throw notFound(`A photo of ${this.label.toLowerCase()} ${id}`);
    return this.storage.open(person.photoKey);
  }

  /** Prefills the form from an existing login with that e-mail, so the two stay linked. */
  async autopopulate(
    dto: AutopopulateDto,
  ): Promise<{ userId: number; firstName: string; lastName: string; email: string }> {
    const user = await this.em.findOne(User, { email: normaliseEmail(dto.email) });
    if (!user) throw notFound(`A login with the e-mail ${dto.email}`);
    return { userId: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email };
  }
}
