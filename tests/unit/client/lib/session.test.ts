import { describe, expect, it } from 'vitest';
import { isLoggedIn } from '../../../../src/client/lib/session.ts';

describe('isLoggedIn', () => {
  it('is true when a cookie name starts with CognitoIdentityServiceProvider', () => {
    expect(isLoggedIn('theme=dark; CognitoIdentityServiceProvider.admissions.LastAuthUser=ada')).toBe(true);
    expect(isLoggedIn('CognitoIdentityServiceProvider=1')).toBe(true);
  });

  it('is false without one, even when a value mentions it', () => {
    expect(isLoggedIn('')).toBe(false);
    expect(isLoggedIn('note=CognitoIdentityServiceProvider; theme=dark')).toBe(false);
  });
});
