import { graphql } from '@/gql';

/** GraphQL operations of the master's adverts and push notifications (spec 000 §2, §7). */

export const MasterBroadcastAdvertFields = graphql(`
  fragment MasterBroadcastAdvertFields on Advert {
    id
    title
    message
    url
    status
    periodicity
    startDate
    endDate
    lastPush
    audience
    imageUrl
  }
`);

export const MasterBroadcastAdvertsQuery = graphql(`
  query MasterBroadcastAdverts($status: EntityStatus!, $page: Int!) {
    adverts(status: $status, page: $page) {
      page
      hasNextPage
      items {
        ...MasterBroadcastAdvertFields
      }
    }
  }
`);

export const MasterBroadcastAdvertQuery = graphql(`
  query MasterBroadcastAdvert($id: ID!) {
    advert(id: $id) {
      ...MasterBroadcastAdvertFields
    }
  }
`);

export const MasterBroadcastCreateAdvertMutation = graphql(`
  mutation MasterBroadcastCreateAdvert($input: AdvertInput!) {
    createAdvert(input: $input) {
      message
      advert {
        ...MasterBroadcastAdvertFields
      }
    }
  }
`);

export const MasterBroadcastUpdateAdvertMutation = graphql(`
  mutation MasterBroadcastUpdateAdvert($id: ID!, $input: AdvertInput!) {
    updateAdvert(id: $id, input: $input) {
      message
      advert {
        ...MasterBroadcastAdvertFields
      }
    }
  }
`);

export const MasterBroadcastSetAdvertStatusMutation = graphql(`
  mutation MasterBroadcastSetAdvertStatus($id: ID!, $status: EntityStatus!) {
    setAdvertStatus(id: $id, status: $status) {
      message
      advert {
        ...MasterBroadcastAdvertFields
      }
    }
  }
`);

export const MasterBroadcastNotificationFields = graphql(`
  fragment MasterBroadcastNotificationFields on PushNotification {
    id
    title
    message
    periodicity
    startDate
    endDate
    lastPush
    audience
  }
`);

export const MasterBroadcastNotificationsQuery = graphql(`
  query MasterBroadcastNotifications($page: Int!) {
    pushNotifications(page: $page) {
      page
      hasNextPage
      items {
        ...MasterBroadcastNotificationFields
      }
    }
  }
`);

export const MasterBroadcastNotificationQuery = graphql(`
  query MasterBroadcastNotification($id: ID!) {
    pushNotification(id: $id) {
      ...MasterBroadcastNotificationFields
    }
  }
`);

export const MasterBroadcastCreateNotificationMutation = graphql(`
  mutation MasterBroadcastCreateNotification($input: PushNotificationInput!) {
    createPushNotification(input: $input) {
      message
      notification {
        ...MasterBroadcastNotificationFields
      }
    }
  }
`);

export const MasterBroadcastUpdateNotificationMutation = graphql(`
  mutation MasterBroadcastUpdateNotification($id: ID!, $input: PushNotificationInput!) {
    updatePushNotification(id: $id, input: $input) {
      message
      notification {
        ...MasterBroadcastNotificationFields
      }
    }
  }
`);

export const MasterBroadcastDeleteNotificationMutation = graphql(`
  mutation MasterBroadcastDeleteNotification($id: ID!) {
    deletePushNotification(id: $id) {
      message
    }
  }
`);
