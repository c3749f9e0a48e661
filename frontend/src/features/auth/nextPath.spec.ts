import { buildAbility } from '@/app/ability';
import { landingPath, loginPath, safeNextPath } from './nextPath';

const staffAbility = buildAbility([{ action: 'read', subject: 'Dashboard' }]);
const participantAbility = buildAbility([{ action: 'read', subject: 'Participant' }]);

describe('landingPath', () => {
  it('sends participants to their profile', () => {
    expect(landingPath({ roleCode: 40 }, participantAbility, null)).toBe('/profile');
  });

  it('sends back-office users to the back office, anyone else home', () => {
    expect(landingPath({ roleCode: 20 }, staffAbility, null)).toBe('/admin');
    expect(landingPath({ roleCode: 50 }, participantAbility, null)).toBe('/');
  });

  it('returns to the page that asked for sign-in, whoever signs in', () => {
    expect(landingPath({ roleCode: 40 }, participantAbility, '/profile/edit')).toBe('/profile/edit');
    expect(landingPath({ roleCode: 20 }, staffAbility, '/admin/mail-outbox')).toBe('/admin/mail-outbox');
  });

  it('ignores a next path that leaves the site', () => {
    expect(landingPath({ roleCode: 40 }, participantAbility, '//evil.example')).toBe('/profile');
    expect(safeNextPath('https://evil.example')).toBeNull();
    expect(safeNextPath('/\\evil.example')).toBeNull();
  });
});

describe('loginPath', () => {
  it('carries the page to return to', () => {
    expect(loginPath('/profile/settings/change-password')).toBe(
      '/login?next=%2Fprofile%2Fsettings%2Fchange-password',
    );
  });
});
