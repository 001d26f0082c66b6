import { describe, expect, it } from 'vitest';
import { areaOfPath } from './areaAccess';
import {
  destinationAfterSignIn,
  MASTER_SIGN_IN_PATH,
  RETURN_TO_PARAM,
  SIGN_IN_PATH,
  safeReturnPath,
  signInPathFor,
} from './returnPath';

const consultant = { role: 'CONSULTANT', homePath: '/consultor' };
const company = { role: 'ENTERPRISE', homePath: '/empresa' };
const master = { role: 'MASTER', homePath: '/master' };

/** What a sign-in page reads back from its own URL. */
const returnToOf = (signInPath: string) => new URL(signInPath, 'http://x').searchParams.get(RETURN_TO_PARAM);

describe('safeReturnPath', () => {
  it.each([
    '/consultor',
    '/consultor/consultorias/ofertadas/6650f1c2a1b2c3d4e5f60718',
    '/consultor/consultorias/ofertadas?page=2&busca=soja%2Fmilho',
    '/consultor-empresarial/perfil/editar',
    '/empresa/perfil#dados',
    '/master/divulgacao/anuncios?page=3',
    '/consultor/financas?viewAs=c1',
  ])('keeps the area page %s as it is', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    ['nothing', null],
    ['an empty value', ''],
    ['another site', 'https://evil.example/consultor'],
    ['another site without a scheme', '//evil.example/consultor'],
    ['a scheme', 'javascript:alert(1)'],
    ['a relative path', 'consultor/financas'],
    ['a backslash after the slash', '/\\evil.example'],
    ['a backslash anywhere', '/consultor\\..\\..\\evil'],
    ['a tab the URL parser drops', '/\t/evil.example'],
    ['a line break', '/consultor\n/financas'],
    ['a space', '/consultor /financas'],
    ['an encoded slash', '/%2F%2Fevil.example'],
    ['an encoded slash inside an area', '/consultor/%2f%2fevil.example'],
    ['an encoded backslash', '/consultor/%5Cevil'],
    ['a dot segment leaving the area', '/consultor/../login'],
    ['an encoded dot segment', '/consultor/%2e%2e/master'],
    ['a dot segment inside an area', '/consultor/./financas'],
    ['credentials-like text', '/consultor@evil.example'],
    ['a prefix that is not an area', '/consultores'],
    ['a public page', '/login'],
    ['the landing page', '/'],
    ['a character the parser would encode', '/consultor/ação'],
    ['a value longer than any page', `/consultor/${'a'.repeat(2000)}`],
  ])('refuses %s', (_, raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });
});

describe('areaOfPath', () => {
  it('matches whole segments only', () => {
    expect(areaOfPath('/consultor')).toBe('CONSULTANT');
    expect(areaOfPath('/consultor/perfil')).toBe('CONSULTANT');
    expect(areaOfPath('/consultor-empresarial/perfil')).toBe('ENTERPRISE_CONSULTANT');
    expect(areaOfPath('/empresa')).toBe('ENTERPRISE');
    expect(areaOfPath('/master/empresas/1')).toBe('MASTER');
    expect(areaOfPath('/mastery')).toBeNull();
    expect(areaOfPath('/')).toBeNull();
  });
});

describe('signInPathFor', () => {
  it('carries the page to /login, or to the master sign-in', () => {
    const path = '/consultor/consultorias/ofertadas/abc?page=2#precos';
    const signIn = signInPathFor(path, { master: false });
    expect(signIn.startsWith(`${SIGN_IN_PATH}?`)).toBe(true);
    expect(returnToOf(signIn)).toBe(path);

    const masterSignIn = signInPathFor('/master/empresas', { master: true });
    expect(masterSignIn).toBe(`${MASTER_SIGN_IN_PATH}?${RETURN_TO_PARAM}=%2Fmaster%2Fempresas`);
  });

  it('leaves an unsafe page out', () => {
    expect(signInPathFor('//evil.example', { master: false })).toBe(SIGN_IN_PATH);
    expect(signInPathFor('/master/%2F', { master: true })).toBe(MASTER_SIGN_IN_PATH);
  });
});

describe('destinationAfterSignIn', () => {
  it('returns to the page asked for when it is in the role’s area', () => {
    expect(destinationAfterSignIn(consultant, '/consultor/treinamentos/abertos?page=2')).toBe(
      '/consultor/treinamentos/abertos?page=2',
    );
    expect(destinationAfterSignIn(company, '/empresa/perfil')).toBe('/empresa/perfil');
    expect(destinationAfterSignIn(master, '/master/divulgacao/anuncios')).toBe('/master/divulgacao/anuncios');
  });

  it('lets a master return to another user’s area only as a visit (?viewAs=)', () => {
    expect(destinationAfterSignIn(master, '/consultor/financas?viewAs=c1')).toBe('/consultor/financas?viewAs=c1');
    expect(destinationAfterSignIn(master, '/consultor/financas')).toBe('/master');
    expect(destinationAfterSignIn(master, '/consultor/financas?viewAs=%20')).toBe('/master');
  });

  it('goes home for a page of another area', () => {
    expect(destinationAfterSignIn(consultant, '/empresa/perfil')).toBe('/consultor');
    expect(destinationAfterSignIn(consultant, '/master/empresas?viewAs=c1')).toBe('/consultor');
    expect(destinationAfterSignIn(company, '/consultor-empresarial')).toBe('/empresa');
  });

  it.each([
    null,
    '',
    '//evil.example',
    'https://evil.example/consultor',
    '/\\evil.example',
    '/%2F%2Fevil.example',
    '/consultor/../login',
    '/login?returnTo=%2F%2Fevil.example',
  ])('goes home for the unsafe value %j', (raw) => {
    expect(destinationAfterSignIn(consultant, raw)).toBe('/consultor');
  });
});
