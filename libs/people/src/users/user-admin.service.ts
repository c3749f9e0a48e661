import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type FilterQuery, LockMode } from '@mikro-orm/core';
import {
  AccountsService,
  type Page,
  Role,
  type SessionUser,
  User,
  UserStatus,
  type Usage,
  conflict,
  describeUsage,
  fieldError,
  findPage,
  findUsage,
  normaliseEmail,
  notFound,
} from '@app/core';
import { Participant } from '../participants/participant.entity';
import { type UserInput, type UserQueryDto, type UserResponse, toUserResponse } from './user.dto';

export interface RegistrationCheck {
  userId: number;
  participantId: number | null;
  /** Records that would move with a merge or block a delete: registrations, invoices ... */
  usages: Usage[];
  total: number;
}

/** Back-office management of logins: staff of every role and participants alike. */
@Injectable()
export class UserAdminService {
  constructor(
    private readonly em: EntityManager,
    private readonly accounts: AccountsService,
  ) {}

  page(query: UserQueryDto): Promise<Page<UserResponse>> {
    const where: FilterQuery<User> = {};
    if (query.roleCode) where.roleCode = query.roleCode;
    if (query.status) where.status = query.status;
    return findPage(this.em, User, query, {
      where,
      searchFields: [['firstName', 'lastName'], 'email'],
      sortable: ['firstName', 'lastName', 'email', 'roleCode', 'status', 'lastLoginAt', 'createdAt'],
      defaultSort: { firstName: 'asc', lastName: 'asc', id: 'asc' },
      map: toUserResponse,
    });
  }

  async all(): Promise<UserResponse[]> {
    return this.list({ status: UserStatus.Active });
  }

  coordinators(): Promise<UserResponse[]> {
    return this.list({ status: UserStatus.Active, roleCode: Role.Coordinator });
  }

  async countCoordinators(): Promise<{ count: number }> {
    return { count: await this.em.count(User, { status: UserStatus.Active, roleCode: Role.Coordinator }) };
  }

  async get(id: number): Promise<UserResponse> {
    return toUserResponse(await this.load(id));
  }

  async create(input: UserInput): Promise<UserResponse> {
    if (input.password === undefined) throw fieldError('password', 'Password is required');
    const user = await this.accounts.create({
      email: input.email,
      password: input.password,
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      roleCode: input.roleCode,
      userType: input.userType,
    });
    if (input.status && input.status !== user.status) {
      user.status = input.status;
      await this.em.flush();
    }
    return toUserResponse(user);
  }

  /** An administrator cannot lock themselves out, nor leave the system without an administrator. */
  async update(input: UserInput & { id: number }, actor: SessionUser): Promise<UserResponse> {
    return this.em.transactional(async () => {
      const administrators = await this.lockAdministrators();
      const user = await this.load(input.id, LockMode.PESSIMISTIC_WRITE);
      const email = normaliseEmail(input.email);
      if (email !== user.email) await this.accounts.assertEmailFree(email);
      const status = input.status ?? user.status;
      if (user.id === actor.id && (input.roleCode !== user.roleCode || status !== UserStatus.Active)) {
        throw fieldError('roleCode', 'You cannot change your own role or status');
      }
      if (input.roleCode !== Role.Administrator || status !== UserStatus.Active) {
        this.keepAnAdministrator(user, administrators);
      }
      this.em.assign(user, {
        email,
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        roleCode: input.roleCode,
        userType: input.userType ?? user.userType,
        status,
      });
      const participant = await this.em.findOne(Participant, { userId: user.id });
      // The participant record and its login carry one name and e-mail.
      if (participant)
        this.em.assign(participant, { email, firstName: user.firstName, lastName: user.lastName });
      await this.em.flush();
      return toUserResponse(user);
    });
  }

  async remove(id: number, actor: SessionUser): Promise<void> {
    if (id === actor.id) throw fieldError('id', 'You cannot delete your own account');
    await this.em.transactional(async () => {
      const administrators = await this.lockAdministrators();
      const user = await this.load(id, LockMode.PESSIMISTIC_WRITE);
      this.keepAnAdministrator(user, administrators);
      const usages = await findUsage(this.em, 'app_user', id);
      if (usages.length) {
        throw conflict(
          'IN_USE',
          `${user.firstName} ${user.lastName} is used by ${describeUsage(usages)}; set the account inactive instead`,
        );
      }
      this.em.remove(user);
      await this.em.flush();
    });
  }

  async setPassword(id: number, password: string): Promise<{ changed: true }> {
    await this.load(id);
    await this.accounts.setPassword(id, password);
    return { changed: true };
  }

  /** What hangs off the user's participant record, before a delete or merge is decided. */
  async checkRegistrations(id: number): Promise<RegistrationCheck> {
    await this.load(id);
    const participant = await this.em.findOne(Participant, { userId: id });
    const usages = participant ? await findUsage(this.em, 'participant', participant.id) : [];
    return {
      userId: id,
      participantId: participant?.id ?? null,
      usages,
      total: usages.reduce((sum, usage) => sum + usage.count, 0),
    };
  }

  private async list(where: FilterQuery<User>): Promise<UserResponse[]> {
    const users = await this.em.find(User, where, {
      orderBy: { firstName: 'asc', lastName: 'asc', id: 'asc' },
    });
    return users.map(toUserResponse);
  }

  private async load(id: number, lock?: LockMode): Promise<User> {
    const user = await this.em.findOne(User, { id }, lock ? { lockMode: lock } : {});
    if (!user) throw notFound(`User ${id}`);
    return user;
  }

  /**
   * Every active administrator, locked before the edited user (always in this order), so two
   * demotions racing cannot both see the other as the remaining administrator.
   */
  private lockAdministrators(): Promise<User[]> {
    return this.em.find(
      User,
      { roleCode: Role.Administrator, status: UserStatus.Active },
      { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } },
    );
  }

  private keepAnAdministrator(user: User, administrators: User[]): void {
    if (!administrators.some((administrator) => administrator.id === user.id)) return;
    if (administrators.length === 1) {
      throw conflict('LAST_ADMINISTRATOR', 'The last active administrator must stay');
    }
  }
}
