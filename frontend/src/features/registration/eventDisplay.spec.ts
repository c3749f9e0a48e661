import {
  formatEventDates,
  formatRate,
  formatSessionTime,
  registrationCountText,
  seatsLevel,
  seatsText,
} from './eventDisplay';

describe('event times, in Singapore whatever the browser’s zone', () => {
  it('shows a session on one day once, with both times', () => {
    expect(formatSessionTime('2026-12-01T01:00:00.000Z', '2026-12-01T04:00:00.000Z')).toBe(
      'Tue, 1 Dec 2026, 9:00 am – 12:00 pm',
    );
  });

  it('shows both days of a session over midnight', () => {
    expect(formatSessionTime('2026-12-01T14:00:00.000Z', '2026-12-01T17:00:00.000Z')).toBe(
      'Tue, 1 Dec 2026, 10:00 pm – Wed, 2 Dec 2026, 1:00 am',
    );
  });

  it('gives an event’s first and last day', () => {
    expect(formatEventDates('2026-12-01T01:00:00.000Z', '2026-12-01T09:00:00.000Z')).toBe('1 Dec 2026');
    expect(formatEventDates('2026-12-01T01:00:00.000Z', '2026-12-03T09:00:00.000Z')).toBe(
      '1 Dec 2026 – 3 Dec 2026',
    );
    expect(formatEventDates(null, null)).toBe('—');
  });
});

describe('seats', () => {
  it('calls a class full, nearly full or open', () => {
    expect(seatsLevel(0, 30)).toBe('full');
    expect(seatsLevel(5, 30)).toBe('few');
    expect(seatsLevel(6, 30)).toBe('plenty');
    expect(seatsLevel(12, 120)).toBe('few');
    expect(seatsLevel(13, 120)).toBe('plenty');
  });

  it('words the seats left and the registration count', () => {
    expect(seatsText(0)).toBe('Full');
    expect(seatsText(1)).toBe('1 seat left');
    expect(seatsText(18)).toBe('18 seats left');
    expect(registrationCountText({ registered: 12, seatsLeft: 18 })).toBe('12 registered, 18 seats left');
    expect(registrationCountText({ registered: 30, seatsLeft: 0 })).toBe('30 registered, no seats left');
  });
});

describe('formatRate', () => {
  it('shows a GST rate from basis points', () => {
    expect(formatRate(900)).toBe('9%');
    expect(formatRate(850)).toBe('8.5%');
  });
});
