import {
  cartEventTitle,
  formatRate,
  registrationCountText,
  resPaperLabel,
  resPapersAmong,
  seatsLevel,
  seatsText,
} from './eventDisplay';

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

describe('RES papers', () => {
  const revision = { title: 'RES Revision', resKind: 'Revision', resPaperId: 2, resPaperName: 'Paper 2' };

  it('names the kind and paper of a RES revision or refresher, and nothing for other events', () => {
    expect(resPaperLabel(revision)).toBe('Revision · Paper 2');
    expect(resPaperLabel({ resKind: 'Course', resPaperName: null })).toBeNull();
    expect(resPaperLabel({})).toBeNull();
    expect(cartEventTitle(revision)).toBe('RES Revision (Revision · Paper 2)');
    expect(cartEventTitle({ title: 'Negotiation' })).toBe('Negotiation');
  });

  it('offers each paper among the events once, by name', () => {
    expect(
      resPapersAmong([revision, { resPaperId: 1, resPaperName: 'Paper 1' }, revision, { resPaperId: null }]),
    ).toEqual([
      { id: 1, name: 'Paper 1' },
      { id: 2, name: 'Paper 2' },
    ]);
  });
});
