import { graphql } from '@/gql';

/** A farmer's land: the property page, its forms, areas, sectors and cultures (BFF land.graphql). */

export const LandAddressFields = graphql(`
  fragment LandAddressFields on Address {
    formattedAddress
    city
    stateFrom
    country
    neighborhood
    street
    streetNumber
    postalCode
    coords {
      latitude
      longitude
    }
  }
`);

export const LandSectorFields = graphql(`
  fragment LandSectorFields on Sector {
    id
    name
    areaId
    areaName
    cultureId
    cultureName
    plotArea
    plantingDate
    spacingBetweenStreets
    spacingBetweenPlants
    plants
  }
`);

/** The property page: the property, its owner, a page of areas and every sector of them, in one request. */
export const PropertyPageQuery = graphql(`
  query PropertyPage($id: ID!, $page: Int!, $viewAs: ID) {
    property(id: $id, viewAs: $viewAs) {
      id
      name
      totalArea
      boundary
      boundaryAreaHa
      areaCount
      pictureUrl
      farmerId
      address {
        ...LandAddressFields
      }
      farmer {
        id
        name
        createdByMe
      }
      areas(page: $page) {
        page
        hasNextPage
        total
        items {
          id
          name
          plotArea
          sectorCount
          sectors {
            ...LandSectorFields
          }
        }
      }
    }
  }
`);

/** The property form's stored values. */
export const PropertyFormQuery = graphql(`
  query PropertyForm($id: ID!, $viewAs: ID) {
    property(id: $id, viewAs: $viewAs) {
      id
      name
      totalArea
      boundary
      boundaryAreaHa
      farmerId
      address {
        ...LandAddressFields
      }
      farmer {
        id
        name
        createdByMe
      }
    }
  }
`);

/** The farmer of a form opened with ?farmerId (the owner's name, the creator rule). */
export const LandFarmerQuery = graphql(`
  query LandFarmer($id: ID!, $viewAs: ID) {
    farmer(id: $id, viewAs: $viewAs) {
      id
      name
      createdByMe
    }
  }
`);

/** Every area of a property, for the sector form's area picker. */
export const PropertyAreasQuery = graphql(`
  query PropertyAreas($id: ID!, $viewAs: ID) {
    property(id: $id, viewAs: $viewAs) {
      id
      name
      farmerId
      farmer {
        id
        createdByMe
      }
      allAreas {
        id
        name
        sectorCount
      }
    }
  }
`);

export const LandSectorQuery = graphql(`
  query LandSector($id: ID!, $viewAs: ID) {
    sector(id: $id, viewAs: $viewAs) {
      ...LandSectorFields
    }
  }
`);

export const FarmerCulturesQuery = graphql(`
  query FarmerCultures($farmerId: ID!, $page: Int!, $viewAs: ID) {
    farmerCultures(farmerId: $farmerId, page: $page, viewAs: $viewAs) {
      page
      hasNextPage
      total
      items {
        id
        name
      }
    }
  }
`);

export const CreatePropertyMutation = graphql(`
  mutation CreateProperty($farmerId: ID!, $input: PropertyInput!) {
    createProperty(farmerId: $farmerId, input: $input) {
      message
      property {
        id
        name
      }
    }
  }
`);

export const UpdatePropertyMutation = graphql(`
  mutation UpdateProperty($id: ID!, $input: PropertyInput!) {
    updateProperty(id: $id, input: $input) {
      message
      property {
        id
        name
        totalArea
        address {
          ...LandAddressFields
        }
      }
    }
  }
`);

export const DeletePropertyMutation = graphql(`
  mutation DeleteProperty($id: ID!) {
    deleteProperty(id: $id) {
      message
    }
  }
`);

export const CreateAreaMutation = graphql(`
  mutation CreateArea($input: AreaInput!) {
    createArea(input: $input) {
      message
      area {
        id
        name
      }
    }
  }
`);

export const UpdateAreaMutation = graphql(`
  mutation UpdateArea($id: ID!, $name: String!) {
    updateArea(id: $id, name: $name) {
      message
      area {
        id
        name
      }
    }
  }
`);

export const DeleteAreaMutation = graphql(`
  mutation DeleteArea($id: ID!) {
    deleteArea(id: $id) {
      message
    }
  }
`);

export const CreateSectorsMutation = graphql(`
  mutation CreateSectors($input: SectorsInput!) {
    createSectors(input: $input) {
      message
      sectors {
        ...LandSectorFields
      }
    }
  }
`);

export const UpdateSectorMutation = graphql(`
  mutation UpdateSector($id: ID!, $input: SectorInput!) {
    updateSector(id: $id, input: $input) {
      message
      sector {
        ...LandSectorFields
      }
    }
  }
`);

export const DeleteSectorMutation = graphql(`
  mutation DeleteSector($id: ID!) {
    deleteSector(id: $id) {
      message
    }
  }
`);

export const CreateCultureMutation = graphql(`
  mutation CreateCulture($farmerId: ID!, $name: String!) {
    createCulture(farmerId: $farmerId, name: $name) {
      message
      culture {
        id
        name
      }
    }
  }
`);
