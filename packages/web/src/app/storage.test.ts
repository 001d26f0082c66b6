import { describe, expect, it } from 'vitest';
import { clearSessionStorage, forgetSignedInUser, loginAccountType, storedRole, storedUserId } from './storage';

describe('session storage helpers', () => {
  it('keeps the role and the user id per role under talhao.* keys', () => {
    storedRole.set('CONSULTANT');
    storedUserId.set('CONSULTANT', 'c-1');
    storedUserId.set('MASTER', 'm-1');
    expect(storedRole.get()).toBe('CONSULTANT');
    expect(storedUserId.get('CONSULTANT')).toBe('c-1');
    expect(window.localStorage.getItem('talhao.role')).toBe('CONSULTANT');
    expect(window.localStorage.getItem('talhao.userId.MASTER')).toBe('m-1');
    storedRole.clear();
    expect(storedRole.get()).toBeNull();
  });

  it('remembers only a valid sign-in account type', () => {
    expect(loginAccountType.get()).toBeNull();
    loginAccountType.set('ENTERPRISE');
    expect(loginAccountType.get()).toBe('ENTERPRISE');
    window.localStorage.setItem('talhao.loginAccountType', 'MASTER');
    expect(loginAccountType.get()).toBeNull();
    loginAccountType.set('CONSULTANT');
    loginAccountType.clear();
    expect(loginAccountType.get()).toBeNull();
  });

  it('clearSessionStorage removes the session keys but not other apps’ keys nor the account type choice', () => {
    storedRole.set('ENTERPRISE');
    storedUserId.set('ENTERPRISE', 'e-1');
    loginAccountType.set('ENTERPRISE');
    window.localStorage.setItem('other.key', 'x');
    window.sessionStorage.setItem('talhao.signup.CONSULTANT', '{}');
    window.sessionStorage.setItem('other.session', 'y');
    clearSessionStorage();
    expect(storedRole.get()).toBeNull();
    expect(storedUserId.get('ENTERPRISE')).toBeNull();
    expect(loginAccountType.get()).toBe('ENTERPRISE');
    expect(window.localStorage.getItem('other.key')).toBe('x');
    expect(window.sessionStorage.getItem('talhao.signup.CONSULTANT')).toBeNull();
    expect(window.sessionStorage.getItem('other.session')).toBe('y');
  });

  it('forgetSignedInUser drops role and ids but keeps preferences and a sign-up draft', () => {
    storedRole.set('CONSULTANT');
    storedUserId.set('CONSULTANT', 'c-1');
    window.localStorage.setItem('talhao.menu.collapsed', '1');
    loginAccountType.set('CONSULTANT');
    window.sessionStorage.setItem('talhao.signup.ENTERPRISE', '{"page":3}');
    forgetSignedInUser();
    expect(storedRole.get()).toBeNull();
    expect(storedUserId.get('CONSULTANT')).toBeNull();
    expect(window.localStorage.getItem('talhao.menu.collapsed')).toBe('1');
    expect(loginAccountType.get()).toBe('CONSULTANT');
    expect(window.sessionStorage.getItem('talhao.signup.ENTERPRISE')).toBe('{"page":3}');
  });
});
