import { graphql } from '@/gql';

/** GraphQL operations of the master's users pages (lists, registration, detail, profile and plan). */

export const MasterUsersListQuery = graphql(`
  query MasterUsersList($kind: UserKind!, $name: String, $page: Int) {
    users(kind: $kind, name: $name, page: $page) {
      page
      hasNextPage
      total
      items {
        id
        kind
        name
        pictureUrl
        city
        stateFrom
      }
    }
  }
`);

/* `ProfileFields` (app/session.tsx) is the viewer's selection, so the profile feature's components accept these users. */
export const MasterUsersDetailQuery = graphql(`
  query MasterUsersDetail($id: ID!) {
    user(id: $id) {
      ...ProfileFields
    }
  }
`);

export const MasterUsersRegisterCompanyMutation = graphql(`
  mutation MasterUsersRegisterCompany($input: CompanyRegistrationInput!) {
    registerCompany(input: $input) {
      id
      message
    }
  }
`);

export const MasterUsersRegisterConsultantMutation = graphql(`
  mutation MasterUsersRegisterConsultant($input: ConsultantRegistrationInput!) {
    registerConsultant(input: $input) {
      id
      message
    }
  }
`);

export const MasterUsersRegisterFarmerMutation = graphql(`
  mutation MasterUsersRegisterFarmer($input: FarmerRegistrationInput!) {
    registerFarmer(input: $input) {
      id
      message
    }
  }
`);

export const MasterUsersUpdateProfileMutation = graphql(`
  mutation MasterUsersUpdateProfile($id: ID!, $input: UserProfileUpdateInput!) {
    updateUserProfile(id: $id, input: $input) {
      ...ProfileFields
    }
  }
`);

export const MasterUsersChangePlanMutation = graphql(`
  mutation MasterUsersChangePlan($id: ID!, $plan: String!) {
    changeUserPlan(id: $id, plan: $plan) {
      changed
      message
      profile {
        ...ProfileFields
      }
    }
  }
`);
