import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { AttendanceAccess } from './attendance-access';
import { AttendanceController } from './attendance.controller';
import { Attendance } from './attendance.entity';
import { AttendanceImport } from './attendance-import.service';
import { AttendanceLists } from './attendance-lists.service';
import { AttendanceMails } from './attendance-mails.service';
import { AttendancePassController } from './attendance-pass.controller';
import { AttendanceRows } from './attendance-rows';
import { AttendanceService } from './attendance.service';
import { SeatFinder } from './seat-finder';

export const attendanceEntities = [Attendance];

/** Scan-in and scan-out, session records, verification, attendance e-mails and imports (spec 7.4). */
@Module({
  imports: [MikroOrmModule.forFeature(attendanceEntities)],
  controllers: [AttendanceController, AttendancePassController],
  providers: [
    AttendanceAccess,
    AttendanceRows,
    SeatFinder,
    AttendanceMails,
    AttendanceService,
    AttendanceLists,
    AttendanceImport,
  ],
  exports: [AttendanceLists],
})
export class AttendanceModule {}
