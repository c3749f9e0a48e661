import { passwordWeakness } from './password-policy';

describe('passwordWeakness', () => {
  it.each(['Correct-Horse-42', 'tan-ah-kow-2026', 'Blue Lorry Ferry'])('accepts %s', (password) => {
    expect(passwordWeakness(password)).toBeUndefined();
  });

  it('refuses passwords under ten characters', () => {
    expect(passwordWeakness('Short#1a')).toBe('Password must be at least 10 characters long');
  });

  it.each([
    'Password123',
    'QWERTYUIOP',
    '1234567890',
    'Welcome!2026',
    '!!admin2026',
    'aaaaaaaaaaaa',
    'ababababab',
  ])('refuses the common %s', (password) => {
    expect(passwordWeakness(password)).toBe('Password is too common; choose one that is harder to guess');
  });
});
