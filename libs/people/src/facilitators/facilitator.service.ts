import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ChangeLogService, FileStorage } from '@app/core';
import { PersonDirectory } from '../shared/person-directory';
import { Facilitator } from './facilitator.entity';

@Injectable()
export class FacilitatorService extends PersonDirectory<Facilitator> {
  protected readonly entity = Facilitator;
  protected readonly auditType = 'Facilitator' as const;
  protected readonly label = 'Facilitator';
  protected readonly table = 'facilitator';

  constructor(em: EntityManager, storage: FileStorage, changeLogs: ChangeLogService) {
    super(em, storage, changeLogs);
  }
}
