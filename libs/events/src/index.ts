export * from './events.module';
export * from './res-schedules/res-schedule.entity';
export * from './res-schedules/res-schedule.service';
export * from './events/event.entity';
export * from './events/event.service';
export * from './events/seat-availability';
export * from './events/event.dto';
