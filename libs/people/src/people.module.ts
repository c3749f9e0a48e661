import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Facilitator } from './facilitators/facilitator.entity';
import { FacilitatorService } from './facilitators/facilitator.service';
import { PersonInput } from './shared/person.dto';
import { personControllersFor } from './shared/person-controller';
import { TrainerInput } from './trainers/trainer.dto';
import {
  Trainer,
  TrainerEducation,
  TrainerProfession,
  TrainerSpecialization,
} from './trainers/trainer.entity';
import { TrainerService } from './trainers/trainer.service';
import { TrainerExtrasController } from './trainers/trainers.controller';

export const peopleEntities = [
  Facilitator,
  Trainer,
  TrainerEducation,
  TrainerProfession,
  TrainerSpecialization,
];

/** People the provider works with: trainers and facilitators now; participants, corporates and users join here. */
@Module({
  imports: [MikroOrmModule.forFeature(peopleEntities)],
  controllers: [
    TrainerExtrasController,
    ...personControllersFor({
      singular: 'trainer',
      plural: 'trainers',
      subject: 'Trainer',
      service: TrainerService,
      input: TrainerInput,
    }),
    ...personControllersFor({
      singular: 'facilitator',
      plural: 'facilitators',
      subject: 'Facilitator',
      service: FacilitatorService,
      input: PersonInput,
    }),
  ],
  providers: [FacilitatorService, TrainerService],
  exports: [FacilitatorService, TrainerService],
})
export class PeopleModule {}
