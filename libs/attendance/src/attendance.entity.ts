import { Entity, Enum, Index, ManyToOne, Property, Unique } from '@mikro-orm/core';
import { BaseEntity, User } from '@app/core';
import { Event, EventSession } from '@app/events';
import { Participant } from '@app/people';
import { RegistrationEvent } from '@app/registration';

/** Spec 4: attendance verification. */
export enum Verification {
  Unverified = 10,
  Verified = 20,
}

/** How a scan-in or scan-out was made, for whoever later asks why a time is what it is. */
export enum ScanMethod {
  Code = 'code',
  Nric = 'nric',
  Mobile = 'mobile',
  Manual = 'manual',
  Import = 'import',
}

type AttendanceOptional =
  | 'scannedInAt'
  | 'scannedOutAt'
  | 'scanInMethod'
  | 'scanOutMethod'
  | 'scannedInById'
  | 'scannedOutById'
  | 'late'
  | 'absent'
  | 'noScanOut'
  | 'noPoints'
  | 'extended'
  | 'verification';

/**
 * What happened to one seat at one session. Made the first time anything is recorded; the unique
 * pair is what lets a scan-in be one upsert that two scanners cannot both win.
 */
@Entity({ tableName: 'attendance' })
@Unique({ properties: ['registrationEventId', 'sessionId'] })
@Index({ properties: ['sessionId', 'scannedInAt'] })
@Index({ properties: ['eventId', 'verification'] })
export class Attendance extends BaseEntity<AttendanceOptional> {
  @ManyToOne(() => RegistrationEvent, {
    mapToPk: true,
    fieldName: 'registration_event_id',
    deleteRule: 'cascade',
  })
  registrationEventId!: number;

  /** Deleting a session that has attendance is refused, so the records are not lost silently. */
  @ManyToOne(() => EventSession, { mapToPk: true, fieldName: 'session_id', deleteRule: 'no action' })
  sessionId!: number;

  @ManyToOne(() => Event, { mapToPk: true, fieldName: 'event_id', deleteRule: 'cascade' })
  eventId!: number;

  @ManyToOne(() => Participant, { mapToPk: true, fieldName: 'participant_id' })
  participantId!: number;

  @Property({ type: 'datetime', nullable: true })
  scannedInAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  scannedOutAt?: Date | null;

  @Enum({ items: () => ScanMethod, nullable: true })
  scanInMethod?: ScanMethod | null;

  @Enum({ items: () => ScanMethod, nullable: true })
  scanOutMethod?: ScanMethod | null;

  @ManyToOne(() => User, {
    mapToPk: true,
    nullable: true,
    fieldName: 'scanned_in_by_id',
    deleteRule: 'set null',
  })
  scannedInById?: number | null;

  @ManyToOne(() => User, {
    mapToPk: true,
    nullable: true,
    fieldName: 'scanned_out_by_id',
    deleteRule: 'set null',
  })
  scannedOutById?: number | null;

  @Property({ type: 'boolean', default: false })
  late: boolean = false;

  @Property({ type: 'boolean', default: false })
  absent: boolean = false;

  /** The participant left without scanning out and staff accept the session as attended. */
  @Property({ type: 'boolean', default: false })
  noScanOut: boolean = false;

  /** Attended, but no CPD points are awarded for the session. */
  @Property({ type: 'boolean', default: false })
  noPoints: boolean = false;

  /** The participant may make the session up later (session extension). */
  @Property({ type: 'boolean', default: false })
  extended: boolean = false;

  @Enum({ items: () => Verification, default: Verification.Unverified })
  verification: Verification = Verification.Unverified;
}
