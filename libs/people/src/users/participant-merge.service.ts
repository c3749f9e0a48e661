import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import {
  ChangeLogService,
  type Page,
  User,
  UserStatus,
  type Usage,
  conflict,
  describeUsage,
  fieldError,
  findPage,
  findUsage,
  notFound,
  reassignReferences,
} from '@app/core';
import { Participant } from '../participants/participant.entity';
import {
  type ParticipantResponse,
  type ParticipantSummary,
  type Viewer,
  toParticipantResponse,
  toParticipantSummary,
} from '../participants/participant.view';
import { PersonStatus } from '../shared/person.entity';
import { type MergeCandidateQueryDto, type MergeDto, type TransferDto } from './user.dto';

export interface MergeCard {
  participant: ParticipantResponse;
  hasLogin: boolean;
  /** What would move to the kept record: registrations, invoices, receipts, attendance ... */
  usages: Usage[];
}

export interface MergeResult {
  kept: ParticipantResponse;
  mergedId: number;
  moved: Usage[];
}

/** Links a merge leaves in place: the merged record's pointer to the kept one. */
const STAYING_LINKS = ['participant.merged_into_id'];

/**
 * Merging duplicate participants, and transferring one participant's records to another. Each is
 * one transaction: every referencing row moves, or none does.
 */
@Injectable()
export class ParticipantMergeService {
  constructor(
    private readonly em: EntityManager,
    private readonly changeLogs: ChangeLogService,
  ) {}

  candidates(query: MergeCandidateQueryDto, viewer: Viewer): Promise<Page<ParticipantSummary>> {
    return findPage(this.em, Participant, query, {
      where: { status: PersonStatus.Active, ...(query.excludeId ? { id: { $ne: query.excludeId } } : {}) },
      searchFields: [['firstName', 'lastName'], 'email', 'mobileNo', 'nric', 'ceaRegNo'],
      sortable: ['firstName', 'lastName', 'email', 'createdAt'],
      defaultSort: { firstName: 'asc', lastName: 'asc', id: 'asc' },
      map: (participant) => toParticipantSummary(participant, viewer),
    });
  }

  async card(id: number, viewer: Viewer): Promise<MergeCard> {
    const participant = await this.em.findOne(Participant, { id });
    if (!participant) throw notFound(`Participant ${id}`);
    return {
      participant: toParticipantResponse(participant, viewer),
      hasLogin: Boolean(participant.userId),
      usages: await findUsage(this.em, 'participant', id, { blockingOnly: false, keep: STAYING_LINKS }),
    };
  }

  async merge(dto: MergeDto, viewer: Viewer): Promise<MergeResult> {
    if (dto.keepId === dto.mergeId) throw fieldError('mergeId', 'A record cannot be merged into itself');
    return this.em.transactional(async () => {
      const [keep, merged] = await this.lockPair(dto.keepId, dto.mergeId, 'mergeId');
      const taken = Object.fromEntries((dto.takeFields ?? []).map((field) => [field, merged[field] ?? null]));
      // The merged record leaves the active set first, so its NRIC and e-mail may pass to the kept one.
      merged.status = PersonStatus.Archived;
      merged.mergedIntoId = keep.id;
      const login = merged.userId;
      merged.userId = null;
      await this.em.flush();
      this.em.assign(keep, taken);
      await this.keepLogin(keep, login);
      await this.em.flush();
      const moved = await this.move(merged.id, keep.id);
      const summary = moved.length ? describeUsage(moved) : 'no other records';
      this.changeLogs.note(
        'Participant',
        keep.id,
        'mergedFrom',
        `Participant #${merged.id}: moved ${summary}`,
      );
      this.changeLogs.note('Participant', merged.id, 'mergedInto', `Participant #${keep.id}`);
      await this.em.flush();
      return { kept: toParticipantResponse(keep, viewer), mergedId: merged.id, moved };
    });
  }

  /** Moves a participant's records to another (registered under the wrong person); both stay. */
  async transfer(dto: TransferDto): Promise<{ moved: Usage[] }> {
    if (dto.fromId === dto.toId)
      throw fieldError('toId', 'Records cannot be transferred to the same participant');
    return this.em.transactional(async () => {
      const [from, to] = await this.lockPair(dto.fromId, dto.toId, 'toId');
      const moved = await this.move(from.id, to.id);
      const summary = moved.length ? describeUsage(moved) : 'no records';
      this.changeLogs.note('Participant', to.id, 'transferredFrom', `Participant #${from.id}: ${summary}`);
      this.changeLogs.note('Participant', from.id, 'transferredTo', `Participant #${to.id}: ${summary}`);
      await this.em.flush();
      return { moved };
    });
  }

  /** A record that allows one per participant on both sides stops the whole merge, with why. */
  private async move(fromId: number, toId: number): Promise<Usage[]> {
    try {
      return await reassignReferences(this.em, 'participant', fromId, toId, { keep: STAYING_LINKS });
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      throw conflict(
        'MERGE_CONFLICT',
        `Participants #${fromId} and #${toId} both have a record that allows only one per participant; resolve it first, nothing was changed`,
      );
    }
  }

  /** Both records, locked in id order (two merges of the same pair cannot deadlock), both active. */
  private async lockPair(
    firstId: number,
    secondId: number,
    field: string,
  ): Promise<[Participant, Participant]> {
    const rows = await this.em.find(
      Participant,
      { id: { $in: [firstId, secondId] } },
      { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } },
    );
    const first = rows.find((row) => row.id === firstId);
    const second = rows.find((row) => row.id === secondId);
    if (!first) throw notFound(`Participant ${firstId}`);
    if (!second) throw notFound(`Participant ${secondId}`);
    if (first.status !== PersonStatus.Active || second.status !== PersonStatus.Active) {
      throw fieldError(field, 'Archived records cannot be merged or transferred; unarchive them first');
    }
    return [first, second];
  }

  /** The kept record takes the merged record's login when it has none; a second login is closed. */
  private async keepLogin(keep: Participant, login: number | null | undefined): Promise<void> {
    if (!login) return;
    if (!keep.userId) {
      keep.userId = login;
      return;
    }
    const user = await this.em.findOne(User, { id: login });
    if (user) user.status = UserStatus.Inactive;
  }
}
