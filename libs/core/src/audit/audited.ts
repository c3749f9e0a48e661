/** The entity types of spec 3 whose changes are logged and readable through `logs` routes. */
export type AuditedType =
  | 'Participant'
  | 'Trainer'
  | 'Facilitator'
  | 'Corporate'
  | 'Course'
  | 'Event'
  | 'Session'
  | 'Invoice'
  | 'Receipt'
  | 'Payment'
  | 'CreditNote'
  | 'Product'
  | 'Refund';

export interface AuditOptions {
  /** Fields whose values are personal data: the log records that they changed, not what to. */
  redact?: string[];
  /** Fields not worth a log row (derived or bookkeeping values). */
  ignore?: string[];
}

interface AuditSettings extends Required<AuditOptions> {
  type: AuditedType;
}

const registry = new Map<abstract new (...args: never[]) => unknown, AuditSettings>();

/** Marks an entity class so the change-log subscriber records its creates, updates and deletes. */
export const Audited =
  (type: AuditedType, options: AuditOptions = {}): ClassDecorator =>
  (target) => {
    registry.set(target as unknown as abstract new (...args: never[]) => unknown, {
      type,
      redact: options.redact ?? [],
      ignore: ['createdAt', 'updatedAt', ...(options.ignore ?? [])],
    });
  };

export const auditSettingsOf = (entityClass: unknown): AuditSettings | undefined =>
  registry.get(entityClass as abstract new (...args: never[]) => unknown);

export const REDACTED = '[redacted]';
