export * from './people.module';
export * from './facilitators/facilitator.entity';
export * from './facilitators/facilitator.service';
export * from './shared/person.entity';
export * from './shared/person.dto';
