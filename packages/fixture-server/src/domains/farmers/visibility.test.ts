import { describe, expect, it } from 'vitest';
import { Store } from '../../store/store';
import { USERS, type UserRecord } from '../account/users';
import { PROVIDED_CONSULTANCIES, type ProvidedConsultancyRecord } from '../provided/provided';
import { visibleFarmerIds } from './visibility';

const user = (id: string, role: UserRecord['role'], extra: Partial<UserRecord> = {}): UserRecord => ({
  _id: id,
  role,
  name: id,
  email: null,
  phoneNumber: null,
  address: null,
  profilePicture: null,
  permissions: [],
  birthDate: null,
  professionalResume: null,
  cpf: null,
  cnpj: null,
  companyId: null,
  createdBy: null,
  passwordHash: null,
  verified: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  deletedAt: null,
  ...extra,
});

const provided = (id: string, fields: Partial<ProvidedConsultancyRecord>): ProvidedConsultancyRecord => ({
  _id: id,
  consultancy: 'offer',
  consultant: 'c1',
  company: null,
  user: 'f1',
  property: null,
  fixedPrice: 100,
  status: 'PLANNED',
  startDate: '2026-01-01',
  endDate: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...fields,
});

function world() {
  const store = new Store();
  const users = store.collection(USERS);
  const c1 = users.insert(user('c1', 'CONSULTANT'));
  const c2 = users.insert(user('c2', 'CONSULTANT'));
  const company = users.insert(user('e1', 'ENTERPRISE'));
  const employee = users.insert(user('ec1', 'ENTERPRISE_CONSULTANT', { companyId: 'e1' }));
  users.insert(user('f1', 'USER', { createdBy: 'c1' }));
  users.insert(user('f2', 'USER', { createdBy: 'c2' }));
  users.insert(user('f3', 'USER', { createdBy: 'c2' }));
  users.insert(user('f4', 'USER', { createdBy: 'c1', deletedAt: '2026-02-01T00:00:00.000Z' }));
  users.insert(user('f5', 'USER', { createdBy: 'ec1' }));
  const records = store.collection(PROVIDED_CONSULTANCIES);
  // c1 serves f2 through a request that was refused: any status counts.
  records.insert(provided('p1', { consultant: 'c1', user: 'f2', status: 'REJECTED' }));
  // The company's other consultant serves f3.
  records.insert(provided('p2', { consultant: 'ec2', company: 'e1', user: 'f3' }));
  return { store, c1, c2, company, employee, farmer: users.get('f1')! };
}

const sorted = (ids: Set<string>) => [...ids].sort();

describe('visibleFarmerIds', () => {
  it('a consultant sees the farmers they registered or serve, never deleted ones', () => {
    const { store, c1, c2 } = world();
    expect(sorted(visibleFarmerIds(store, c1))).toEqual(['f1', 'f2']);
    expect(sorted(visibleFarmerIds(store, c2))).toEqual(['f2', 'f3']);
  });

  it('a farmer sees only themself', () => {
    const { store, farmer } = world();
    expect(sorted(visibleFarmerIds(store, farmer))).toEqual(['f1']);
  });

  it('a company sees farmers with its provided consultancies and those its consultants registered; its consultant also those they registered', () => {
    const { store, company, employee } = world();
    expect(sorted(visibleFarmerIds(store, company))).toEqual(['f3', 'f5']);
    expect(sorted(visibleFarmerIds(store, employee))).toEqual(['f3', 'f5']);
  });
});
