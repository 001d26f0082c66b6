import { graphql } from '@/gql';

/** What the boundary section and editor read of a property (the detail page's query spreads it). */
export const PropertyBoundaryFields = graphql(`
  fragment PropertyBoundaryFields on Property {
    id
    boundary
    boundaryAreaHa
  }
`);

/** Sets (a GeoJSON Polygon / MultiPolygon) or clears (null) a property's boundary. */
export const SetPropertyBoundaryMutation = graphql(`
  mutation SetPropertyBoundary($propertyId: ID!, $boundary: JSON) {
    setPropertyBoundary(propertyId: $propertyId, boundary: $boundary) {
      ...PropertyBoundaryFields
    }
  }
`);
