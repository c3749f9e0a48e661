import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Facilitator } from './facilitators/facilitator.entity';
import { FacilitatorService } from './facilitators/facilitator.service';
import { FacilitatorsController } from './facilitators/facilitators.controller';

export const peopleEntities = [Facilitator];

/** People the provider works with: facilitators now; trainers, participants, corporates and users join here. */
@Module({
  imports: [MikroOrmModule.forFeature(peopleEntities)],
  controllers: [FacilitatorsController],
  providers: [FacilitatorService],
  exports: [FacilitatorService],
})
export class PeopleModule {}
