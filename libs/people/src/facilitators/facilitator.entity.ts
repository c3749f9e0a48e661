import { Entity, Index } from '@mikro-orm/core';
import { Audited } from '@app/core';
import { PersonEntity } from '../shared/person.entity';

@Audited('Facilitator', { ignore: ['photoKey'] })
@Entity({ tableName: 'facilitator' })
@Index({
  name: 'facilitator_name_trgm',
  expression: `create index "facilitator_name_trgm" on "facilitator" using gin (("first_name" || ' ' || "last_name") gin_trgm_ops)`,
})
export class Facilitator extends PersonEntity {}
