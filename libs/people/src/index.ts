export * from './people.module';
export * from './facilitators/facilitator.entity';
export * from './facilitators/facilitator.service';
export * from './trainers/trainer.entity';
export * from './trainers/trainer.service';
export * from './shared/person.entity';
export * from './shared/person.dto';
