import { formatRate, registrationCountText, seatsLevel, seatsText } from './eventDisplay';

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
