import { rescheduleConsequences } from './reschedule';

const target = { title: 'Ethics in Practice (June)', feeCents: 12_000, seatsLeft: 3 };

describe('rescheduleConsequences', () => {
  it('charges nothing for a reschedule free of charge', () => {
    expect(rescheduleConsequences([{ unitCents: 10_900 }], target, 'Reschedule FOC', true)).toBe(
      'The seat moves to Ethics in Practice (June) (3 seats left); the old seat becomes Rescheduled FOC. ' +
        'Nothing is charged or credited: the new seat keeps the price paid. ' +
        'The reschedule e-mail goes to each participant.',
    );
  });

  it('invoices a dearer event and credits a cheaper one', () => {
    expect(
      rescheduleConsequences([{ unitCents: 10_900 }, { unitCents: 10_900 }], target, 'Reschedule', false),
    ).toContain('About S$22.00 more is invoiced');
    expect(rescheduleConsequences([{ unitCents: 13_000 }], target, 'Reschedule', false)).toContain(
      'About S$10.00 is credited',
    );
  });
});
