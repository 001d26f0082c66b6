import { describe, expect, it } from 'vitest';
import { dataOf, useStack, VIEWER } from '../../test/helpers';
import { ADDRESS_INPUT } from '../../test/master';

/**
 * Issue 16: the own profile of a company (/empresa/perfil) and of a company consultant (/consultor-empresarial/perfil)
 * through its role's profile family (enterpriseProfileApi, enterpriseConsultantProfileApi): view, edit, photo
 * removal; the company's '(Restam N dias de teste)' comes from its plan.
 */

const UPDATE = `mutation($input: ProfileUpdateInput!) { updateProfile(input: $input) {
  __typename name phoneNumber address { city stateFrom } } }`;
const REMOVE_PICTURE = 'mutation { removeProfilePicture { __typename pictureUrl } }';

interface ViewerProfile {
  profile: {
    __typename: string;
    id: string;
    name: string;
    plan: { marker: string; trialDaysLeft: number | null } | null;
    company?: { id: string; name: string };
  };
}

const stack = useStack({ signIn: ['ENTERPRISE', 'ENTERPRISE_CONSULTANT'] });

const PROFILES = [
  ['company', 'enterpriseProfileApi', 'EnterpriseProfile'],
  ['companyConsultant', 'enterpriseConsultantProfileApi', 'EnterpriseConsultantProfile'],
] as const;

/** Where each edits its own profile: the family's root; the company consultant at its own id (spec 001 §7). */
const EDIT_ROUTE = {
  company: 'PUT /enterpriseProfileApi',
  companyConsultant: 'PUT /enterpriseConsultantProfileApi/:id',
} as const;

describe('own profile of the company and of its consultant', () => {
  it.each(PROFILES)('the %s reads its profile through GET %s', async (name, family, typename) => {
    stack.fixture.resetCalls();
    const { profile } = dataOf<ViewerProfile>(await stack[name].gql(VIEWER), 'viewer');
    expect(profile.__typename).toBe(typename);
    expect(profile.name.length).toBeGreaterThan(0);
    const calls = stack.fixture.calls();
    expect(Object.keys(calls).every((call) => call.includes(` /${family}`))).toBe(true);
  });

  it('the company has a plan with trial days (the profile\'s "(Restam N dias de teste)"); its consultant names the company', async () => {
    const company = dataOf<ViewerProfile>(await stack.company.gql(VIEWER), 'viewer').profile;
    expect(company.plan).not.toBeNull();
    if (company.plan?.marker === '__freetrial') {
      expect(company.plan.trialDaysLeft).toBeGreaterThanOrEqual(0);
      expect(company.plan.trialDaysLeft).toBeLessThanOrEqual(45);
    }
    const employee = dataOf<ViewerProfile>(await stack.companyConsultant.gql(VIEWER), 'viewer').profile;
    expect(employee.company).toEqual({ id: company.id, name: company.name });
  });

  it.each(PROFILES)('the %s edits its name, phone and address through PUT %s', async (name, _family, typename) => {
    stack.fixture.resetCalls();
    const updated = dataOf<Record<string, unknown>>(
      await stack[name].gql(UPDATE, {
        input: { name: 'Nome Atualizado Ltda', phoneNumber: '+5527998761234', address: ADDRESS_INPUT },
      }),
      'updateProfile',
    );
    expect(updated).toEqual({
      __typename: typename,
      name: 'Nome Atualizado Ltda',
      phoneNumber: '+5527998761234',
      address: { city: ADDRESS_INPUT.city, stateFrom: ADDRESS_INPUT.stateFrom },
    });
    expect(stack.fixture.calls()).toEqual({ [EDIT_ROUTE[name]]: 1 });
  });

  it.each(PROFILES)('the %s removes its photo through DELETE %s/picture-remove', async (name, family) => {
    stack.fixture.resetCalls();
    const removed = dataOf<{ pictureUrl: string | null }>(
      await stack[name].gql(REMOVE_PICTURE),
      'removeProfilePicture',
    );
    expect(removed.pictureUrl).toBeNull();
    expect(stack.fixture.calls()).toEqual({ [`DELETE /${family}/picture-remove`]: 1 });
  });
});
