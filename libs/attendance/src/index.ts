export * from './attendance.module';
export * from './attendance.entity';
export * from './attendance-result';
export * from './attendance.view';
export * from './attendance.service';
export * from './actor';
