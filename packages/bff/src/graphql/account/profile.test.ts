import type { UpstreamProfile } from '@talhao/schema';
import { describe, expect, it } from 'vitest';
import { publicFileUrl } from '../../files';
import { fromAddressInput, toProfile } from './profile';
import { sanitizeResume } from './sanitize';

const NOW = new Date('2026-03-01T12:00:00Z');
const base: UpstreamProfile = {
  _id: '65a1b2c3d4e5f60718293a4b',
  name: 'Mariana Figueiredo',
  email: 'mariana@talhao.dev',
  phoneNumber: '+5527998765432',
  createdAt: '2026-02-20T12:00:00.000Z',
  address: {
    formattedAddress: 'Vitória - ES, Brasil',
    city: 'Vitória',
    stateFrom: 'ES',
    street_number: '10',
    postal_code: '29000-000',
    coords: { latitude: -20.3, longitude: -40.3 },
  },
  profilePicture: { url: '/uploads/abc.png' },
  permissions: ['__freetrial'],
  role: 'ENTERPRISE_CONSULTANT',
  birthDate: '1992-04-05T00:00:00.000Z',
  professionalResume: '<p>Olá <a href="javascript:alert(1)">link</a><iframe src="x"></iframe></p>',
  company: { _id: '65a1b2c3d4e5f60718293a4c', name: 'Agrovale Consultoria' },
};

describe('toProfile', () => {
  it('maps an enterprise consultant: id, picture route, no plan of its own (it uses the company plan), date, sanitized resume, company', () => {
    expect(toProfile(base, NOW)).toEqual({
      __typename: 'EnterpriseConsultantProfile',
      id: '65a1b2c3d4e5f60718293a4b',
      role: 'ENTERPRISE_CONSULTANT',
      name: 'Mariana Figueiredo',
      email: 'mariana@talhao.dev',
      phoneNumber: '+5527998765432',
      createdAt: '2026-02-20T12:00:00.000Z',
      address: {
        formattedAddress: 'Vitória - ES, Brasil',
        city: 'Vitória',
        stateFrom: 'ES',
        country: null,
        neighborhood: null,
        street: null,
        streetNumber: '10',
        postalCode: '29000-000',
        coords: { latitude: -20.3, longitude: -40.3 },
      },
      pictureUrl: '/files/uploads/abc.png',
      plan: null,
      birthDate: '1992-04-05',
      professionalResume: '<p>Olá link</p>',
      company: { id: '65a1b2c3d4e5f60718293a4c', name: 'Agrovale Consultoria' },
    });
  });

  it('gives the master no plan and picks the concrete type by role', () => {
    const master = toProfile({ ...base, role: 'MASTER', permissions: ['__master'] }, NOW);
    expect(master).toMatchObject({ __typename: 'MasterProfile', plan: null });
    expect(toProfile({ ...base, role: 'ENTERPRISE', cnpj: '11222333000181' }, NOW)).toMatchObject({
      __typename: 'EnterpriseProfile',
      cnpj: '11222333000181',
      plan: { badge: 'Teste Gratuito' },
    });
    expect(toProfile({ ...base, role: 'CONSULTANT', permissions: ['__std'] }, NOW)).toMatchObject({
      __typename: 'ConsultantProfile',
      plan: { marker: '__std', badge: 'Padrão', trialDaysLeft: null },
    });
  });
});

describe('helpers', () => {
  it('publicFileUrl rewrites provider paths only', () => {
    expect(publicFileUrl('/uploads/x.png')).toBe('/files/uploads/x.png');
    expect(publicFileUrl('uploads/x.png')).toBe('/files/uploads/x.png');
    expect(publicFileUrl('https://cdn.exemplo.com/x.png')).toBe('https://cdn.exemplo.com/x.png');
    expect(publicFileUrl(null)).toBeNull();
  });

  it('sanitizeResume keeps basic formatting only', () => {
    expect(sanitizeResume('<h2 style="color:red">Título</h2><ul><li><em>a</em></li></ul><img src=x onerror=y>')).toBe(
      '<h2>Título</h2><ul><li><em>a</em></li></ul>',
    );
  });

  it('fromAddressInput renames the GraphQL parts to the provider’s', () => {
    expect(
      fromAddressInput({
        formattedAddress: 'Rua A, 1',
        city: 'Vitória',
        stateFrom: 'ES',
        streetNumber: '1',
        postalCode: '29000-000',
        coords: { latitude: 1, longitude: 2 },
      }),
    ).toEqual({
      formattedAddress: 'Rua A, 1',
      city: 'Vitória',
      stateFrom: 'ES',
      street_number: '1',
      postal_code: '29000-000',
      coords: { latitude: 1, longitude: 2 },
    });
  });
});
