import { graphql } from '@/gql';

/** A farmer's products (spec 001 §2.7 '/estoque'), a page at a time, optionally searched by product. */
export const InventoryQuery = graphql(`
  query Inventory($farmerId: ID!, $product: String, $page: Int!, $viewAs: ID) {
    inventory(farmerId: $farmerId, product: $product, page: $page, viewAs: $viewAs) {
      page
      hasNextPage
      total
      items {
        id
        product
        availableQuantity
        unit
        farmerId
      }
    }
  }
`);

/** The farmer the inventory belongs to (the page's subtitle and back link). */
export const InventoryFarmerQuery = graphql(`
  query InventoryFarmer($id: ID!, $viewAs: ID) {
    farmer(id: $id, viewAs: $viewAs) {
      id
      name
    }
  }
`);

/** An item's movement history, newest first. */
export const InventoryMovementsQuery = graphql(`
  query InventoryMovements($itemId: ID!, $page: Int!, $viewAs: ID) {
    inventoryMovements(itemId: $itemId, page: $page, viewAs: $viewAs) {
      page
      hasNextPage
      total
      items {
        id
        date
        quantity
        description
      }
    }
  }
`);
