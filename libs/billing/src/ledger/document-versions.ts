import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { RequestContext, notFound, queryRows, singaporeDate } from '@app/core';
import { DocumentVersion, type VersionedDocument } from './document-version.entity';

export interface VersionSummary {
  version: number;
  effectiveOn: string;
  reason: string | null;
  createdAt: Date;
}

/** Writes and reads the versions of tax documents (docs/billing.md `document_version`). */
@Injectable()
export class DocumentVersions {
  constructor(private readonly em: EntityManager) {}

  /** Records a version inside the caller's transaction, in one statement (the hot path uses it too). */
  async record(
    type: VersionedDocument,
    documentId: number,
    version: number,
    snapshot: object,
    reason: string | null = null,
    effectiveOn = singaporeDate(),
  ): Promise<void> {
    await queryRows(
      this.em,
      `insert into document_version (document_type, document_id, version, effective_on, snapshot, reason, created_by)
       values (?, ?, ?, ?, ?::jsonb, ?, ?) returning id`,
      [
        type,
        documentId,
        version,
        effectiveOn,
        JSON.stringify(snapshot),
        reason,
        RequestContext.userId() ?? null,
      ],
    );
  }

  /** One version's snapshot; the latest when no version is named. */
  async snapshot<T>(
    type: VersionedDocument,
    documentId: number,
    version?: number,
  ): Promise<{ version: number; snapshot: T }> {
    const row = await this.em.findOne(
      DocumentVersion,
      { documentType: type, documentId, ...(version ? { version } : {}) },
      { orderBy: { version: 'desc' } },
    );
    if (!row) throw notFound(version ? `Version ${version}` : 'Document');
    return { version: row.version, snapshot: row.snapshot as T };
  }

  async list(type: VersionedDocument, documentId: number): Promise<VersionSummary[]> {
    const rows = await this.em.find(
      DocumentVersion,
      { documentType: type, documentId },
      { orderBy: { version: 'asc' } },
    );
    return rows.map((row) => ({
      version: row.version,
      effectiveOn: row.effectiveOn,
      reason: row.reason ?? null,
      createdAt: row.createdAt,
    }));
  }
}
