import { isSgMobile } from './sg-mobile';

describe('isSgMobile', () => {
  it.each(['91234567', '81234567', '+6591234567', '9123 4567'])('accepts %s', (value) => {
    expect(isSgMobile(value)).toBe(true);
  });

  it.each(['61234567', '31234567', '9123456', '912345678', '+6561234567', '+6091234567', 91234567])(
    'refuses %s',
    (value) => {
      expect(isSgMobile(value)).toBe(false);
    },
  );
});
