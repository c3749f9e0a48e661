import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { lifecycleControllerFor } from '@app/core';
import { Corporate } from './corporates/corporate.entity';
import { CorporateService } from './corporates/corporate.service';
import { CorporatesController } from './corporates/corporates.controller';
import { Facilitator } from './facilitators/facilitator.entity';
import { FacilitatorService } from './facilitators/facilitator.service';
import { ParticipantSelfController } from './participants/participant-self.controller';
import { Participant } from './participants/participant.entity';
import { ParticipantService } from './participants/participant.service';
import { ParticipantsController } from './participants/participants.controller';
import { ProfileController } from './profile/profile.controller';
import { ProfileService } from './profile/profile.service';
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
import { ParticipantMergeService } from './users/participant-merge.service';
import { UserAdminService } from './users/user-admin.service';
import { ParticipantMergeController, UsersController } from './users/users.controller';

export const peopleEntities = [
  Facilitator,
  Trainer,
  TrainerEducation,
  TrainerProfession,
  TrainerSpecialization,
  Corporate,
  Participant,
];

/** People the provider works with: trainers, facilitators, corporates, participants and their logins. */
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
    CorporatesController,
    lifecycleControllerFor({
      subject: 'Corporate',
      service: CorporateService,
      paths: { remove: 'corporate/delete/:id', logs: 'corporates/logs' },
    }),
    ParticipantsController,
    ParticipantSelfController,
    lifecycleControllerFor({
      subject: 'Participant',
      service: ParticipantService,
      archiveMethod: 'PATCH',
      paths: {
        archive: 'participant/archive/:id',
        unarchive: 'participant/unarchive/:id',
        logs: 'participants/logs',
      },
    }),
    ProfileController,
    UsersController,
    ParticipantMergeController,
  ],
  providers: [
    FacilitatorService,
    TrainerService,
    CorporateService,
    ParticipantService,
    ProfileService,
    UserAdminService,
    ParticipantMergeService,
  ],
  exports: [FacilitatorService, TrainerService, CorporateService, ParticipantService],
})
export class PeopleModule {}
