import { describe, expect, it } from 'vitest';
import { pathAfterSignIn, signInPath } from './paths';

describe('issue 22 sign-in return', () => {
  it('issue 22 sign-in: goes back to the workspace page asked for', () => {
    expect(pathAfterSignIn('/staff/leads/12')).toBe('/staff/leads/12');
    expect(pathAfterSignIn('/staff/leads?status=new')).toBe('/staff/leads?status=new');
    expect(pathAfterSignIn('/staff')).toBe('/staff');
  });

  it('issue 22 sign-in: never leaves the workspace, nor loops back to the sign-in page', () => {
    for (const next of [null, '', 'https://evil.example/staff', '//evil.example/staff', '/staff//evil.example', '/staff/\\evil.example', '/', '/staffing', '/staff/sign-in?next=/x']) {
      expect(pathAfterSignIn(next)).toBe('/staff/leads');
    }
  });

  it('issue 22 sign-in: the sign-in link keeps only a workspace page, and says why', () => {
    expect(signInPath('/staff/team', 'ended')).toBe('/staff/sign-in?next=%2Fstaff%2Fteam&reason=ended');
    expect(signInPath('//evil.example')).toBe('/staff/sign-in');
    expect(signInPath(undefined, 'signed-out')).toBe('/staff/sign-in?reason=signed-out');
  });
});
