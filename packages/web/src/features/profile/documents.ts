import { graphql } from '@/gql';

/**
 * Profile mutations. Each answers the fields it changed, so Apollo's normalized cache updates the
 * viewer by itself; the pages still refetch the viewer afterwards to pick up server-derived fields.
 */

export const ProfileUpdateMutation = graphql(`
  mutation ProfileUpdate($input: ProfileUpdateInput!) {
    updateProfile(input: $input) {
      id
      name
      phoneNumber
      address {
        formattedAddress
        city
        stateFrom
        coords {
          latitude
          longitude
        }
      }
      ... on ConsultantProfile {
        birthDate
      }
      ... on EnterpriseConsultantProfile {
        birthDate
      }
    }
  }
`);

export const ProfileUpdateResumeMutation = graphql(`
  mutation ProfileUpdateResume($html: String!) {
    updateProfessionalResume(html: $html) {
      id
      ... on ConsultantProfile {
        professionalResume
      }
      ... on EnterpriseConsultantProfile {
        professionalResume
      }
    }
  }
`);

export const ProfileRemovePictureMutation = graphql(`
  mutation ProfileRemovePicture {
    removeProfilePicture {
      id
      pictureUrl
    }
  }
`);
