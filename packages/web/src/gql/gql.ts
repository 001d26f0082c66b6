/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query ClientConfig {\n    clientConfig {\n      googleClientId\n      tileUrl\n      tileAttribution\n      supportPhone\n      supportChatUrl\n    }\n  }\n": typeof types.ClientConfigDocument,
    "\n  fragment ProfileFields on Profile {\n    id\n    role\n    name\n    email\n    phoneNumber\n    createdAt\n    pictureUrl\n    address {\n      formattedAddress\n      city\n      stateFrom\n      coords {\n        latitude\n        longitude\n      }\n    }\n    plan {\n      marker\n      badge\n      trialDaysLeft\n    }\n    ... on ConsultantProfile {\n      birthDate\n      professionalResume\n    }\n    ... on EnterpriseConsultantProfile {\n      birthDate\n      professionalResume\n      company {\n        id\n        name\n      }\n    }\n    ... on EnterpriseProfile {\n      cnpj\n    }\n    ... on FarmerProfile {\n      cpf\n    }\n  }\n": typeof types.ProfileFieldsFragmentDoc,
    "\n  query Viewer {\n    viewer {\n      role\n      homePath\n      canDeleteAccount\n      profile {\n        ...ProfileFields\n      }\n    }\n  }\n": typeof types.ViewerDocument,
    "\n  mutation AccountChangePassword($input: PasswordChangeInput!) {\n    changePassword(input: $input) {\n      message\n    }\n  }\n": typeof types.AccountChangePasswordDocument,
    "\n  mutation AccountRequestEmailChange($input: EmailChangeInput!) {\n    requestEmailChange(input: $input) {\n      message\n    }\n  }\n": typeof types.AccountRequestEmailChangeDocument,
    "\n  mutation AccountDelete($phrase: String!) {\n    deleteAccount(phrase: $phrase) {\n      message\n    }\n  }\n": typeof types.AccountDeleteDocument,
    "\n  query LabAnalyses($farmerId: ID!, $search: String, $page: Int!, $viewAs: ID) {\n    farmer(id: $farmerId, viewAs: $viewAs) {\n      id\n      createdByMe\n    }\n    labAnalyses(farmerId: $farmerId, search: $search, page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      total\n      items {\n        id\n        name\n        date\n        createdAt\n        propertyId\n        propertyName\n        fileUrl\n        fileName\n        fileType\n      }\n    }\n  }\n": typeof types.LabAnalysesDocument,
    "\n  query AnalysisProperties($farmerId: ID!, $name: String, $viewAs: ID) {\n    farmerProperties(farmerId: $farmerId, name: $name, page: 1, viewAs: $viewAs) {\n      page\n      hasNextPage\n      items {\n        id\n        name\n      }\n    }\n  }\n": typeof types.AnalysisPropertiesDocument,
    "\n  mutation AuthSignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      viewer {\n        role\n        homePath\n        canDeleteAccount\n        profile {\n          ...ProfileFields\n        }\n      }\n    }\n  }\n": typeof types.AuthSignInDocument,
    "\n  mutation AuthSignInWithGoogle($input: GoogleSignInInput!) {\n    signInWithGoogle(input: $input) {\n      viewer {\n        role\n        homePath\n        canDeleteAccount\n        profile {\n          ...ProfileFields\n        }\n      }\n    }\n  }\n": typeof types.AuthSignInWithGoogleDocument,
    "\n  mutation AuthSignOut {\n    signOut {\n      message\n    }\n  }\n": typeof types.AuthSignOutDocument,
    "\n  mutation AuthRequestPasswordRecovery($input: RecoveryInput!) {\n    requestPasswordRecovery(input: $input) {\n      message\n    }\n  }\n": typeof types.AuthRequestPasswordRecoveryDocument,
    "\n  mutation AuthResendVerification($input: RecoveryInput!) {\n    resendVerification(input: $input) {\n      message\n    }\n  }\n": typeof types.AuthResendVerificationDocument,
    "\n  mutation AuthSignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      message\n    }\n  }\n": typeof types.AuthSignUpDocument,
    "\n  mutation AuthConfirmAccount($token: String!, $role: Role!) {\n    confirmAccount(token: $token, role: $role) {\n      message\n    }\n  }\n": typeof types.AuthConfirmAccountDocument,
    "\n  mutation AuthConfirmEmailUpdate($token: String!, $role: Role!) {\n    confirmEmailUpdate(token: $token, role: $role) {\n      message\n    }\n  }\n": typeof types.AuthConfirmEmailUpdateDocument,
    "\n  fragment CompanyConsultantFields on CompanyConsultant {\n    id\n    name\n    email\n    cpf\n    phoneNumber\n    birthDate\n    createdAt\n    photoUrl\n    professionalResume\n    deleted\n    address {\n      formattedAddress\n      city\n      stateFrom\n      country\n      coords {\n        latitude\n        longitude\n      }\n    }\n  }\n": typeof types.CompanyConsultantFieldsFragmentDoc,
    "\n  query CompanyConsultants($page: Int!, $viewAs: ID) {\n    companyConsultants(page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      total\n      items {\n        id\n        name\n        photoUrl\n        address {\n          formattedAddress\n          city\n          stateFrom\n        }\n      }\n    }\n  }\n": typeof types.CompanyConsultantsDocument,
    "\n  query CompanyConsultant($id: ID!, $viewAs: ID) {\n    companyConsultant(id: $id, viewAs: $viewAs) {\n      ...CompanyConsultantFields\n    }\n  }\n": typeof types.CompanyConsultantDocument,
    "\n  mutation CompanyConsultantCreate($input: CompanyConsultantCreateInput!) {\n    createCompanyConsultant(input: $input) {\n      message\n      consultant {\n        ...CompanyConsultantFields\n      }\n    }\n  }\n": typeof types.CompanyConsultantCreateDocument,
    "\n  mutation CompanyConsultantUpdate($id: ID!, $input: CompanyConsultantUpdateInput!) {\n    updateCompanyConsultant(id: $id, input: $input) {\n      message\n      consultant {\n        ...CompanyConsultantFields\n      }\n    }\n  }\n": typeof types.CompanyConsultantUpdateDocument,
    "\n  mutation CompanyConsultantDelete($id: ID!) {\n    deleteCompanyConsultant(id: $id) {\n      message\n    }\n  }\n": typeof types.CompanyConsultantDeleteDocument,
    "\n  query DashboardConsultant($viewAs: ID) {\n    consultantDashboard(viewAs: $viewAs) {\n      month\n      revenue\n      jobs\n      providedConsultancies\n      trainings\n      agenda {\n        id\n        day\n        startWork\n        endWork\n        title\n        status\n        format\n        farmer {\n          id\n          name\n        }\n        providedConsultancy {\n          id\n          property {\n            id\n            name\n          }\n          offer {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": typeof types.DashboardConsultantDocument,
    "\n  query DashboardCompany($viewAs: ID) {\n    companyDashboard(viewAs: $viewAs) {\n      month\n      revenue\n      jobs\n      activeConsultancies\n      trainings\n      pendingRequests\n      agenda {\n        id\n        day\n        startWork\n        endWork\n        title\n        status\n        format\n        consultant {\n          id\n          name\n        }\n        farmer {\n          id\n          name\n        }\n        providedConsultancy {\n          id\n          property {\n            id\n            name\n          }\n          offer {\n            id\n            name\n          }\n        }\n      }\n      consultants {\n        consultant {\n          id\n          name\n        }\n        done\n        planned\n        revenue\n      }\n    }\n  }\n": typeof types.DashboardCompanyDocument,
    "\n  query FarmerSelectFarmers($name: String, $viewAs: ID) {\n    farmers(name: $name, page: 1, viewAs: $viewAs) {\n      page\n      hasNextPage\n      items {\n        id\n        name\n        pictureUrl\n      }\n    }\n  }\n": typeof types.FarmerSelectFarmersDocument,
    "\n  query FarmerSelectProperties($farmerId: ID!, $name: String, $viewAs: ID) {\n    farmerProperties(farmerId: $farmerId, name: $name, page: 1, viewAs: $viewAs) {\n      page\n      hasNextPage\n      items {\n        id\n        name\n        totalArea\n      }\n    }\n  }\n": typeof types.FarmerSelectPropertiesDocument,
    "\n  fragment PropertyBoundaryFields on Property {\n    id\n    boundary\n    boundaryAreaHa\n  }\n": typeof types.PropertyBoundaryFieldsFragmentDoc,
    "\n  mutation SetPropertyBoundary($propertyId: ID!, $boundary: JSON) {\n    setPropertyBoundary(propertyId: $propertyId, boundary: $boundary) {\n      ...PropertyBoundaryFields\n    }\n  }\n": typeof types.SetPropertyBoundaryDocument,
    "\n  fragment FarmerRowFields on Farmer {\n    id\n    name\n    pictureUrl\n    createdByMe\n    propertyCount\n    address {\n      formattedAddress\n      city\n      stateFrom\n    }\n  }\n": typeof types.FarmerRowFieldsFragmentDoc,
    "\n  query FarmersList($name: String, $page: Int!, $viewAs: ID) {\n    farmers(name: $name, page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      total\n      items {\n        ...FarmerRowFields\n      }\n    }\n  }\n": typeof types.FarmersListDocument,
    "\n  fragment FarmerProfileFields on Farmer {\n    id\n    name\n    email\n    phoneNumber\n    birthDate\n    pictureUrl\n    createdByMe\n    propertyCount\n    address {\n      formattedAddress\n      city\n      stateFrom\n      country\n      neighborhood\n      street\n      streetNumber\n      postalCode\n      coords {\n        latitude\n        longitude\n      }\n    }\n  }\n": typeof types.FarmerProfileFieldsFragmentDoc,
    "\n  query Farmer($id: ID!, $viewAs: ID) {\n    farmer(id: $id, viewAs: $viewAs) {\n      ...FarmerProfileFields\n    }\n  }\n": typeof types.FarmerDocument,
    "\n  query FarmerVisitCount($id: ID!, $viewAs: ID) {\n    farmer(id: $id, viewAs: $viewAs) {\n      id\n      completedVisitCount\n    }\n  }\n": typeof types.FarmerVisitCountDocument,
    "\n  query FarmerMonitoringCount($id: ID!, $viewAs: ID) {\n    farmer(id: $id, viewAs: $viewAs) {\n      id\n      monitoringCount\n    }\n  }\n": typeof types.FarmerMonitoringCountDocument,
    "\n  query FarmerHubProperties($farmerId: ID!, $page: Int!, $viewAs: ID) {\n    farmerProperties(farmerId: $farmerId, page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      total\n      items {\n        id\n        name\n        areaCount\n        address {\n          formattedAddress\n          city\n          stateFrom\n        }\n      }\n    }\n  }\n": typeof types.FarmerHubPropertiesDocument,
    "\n  query FarmerHubConsultancies($farmerId: ID!, $viewAs: ID) {\n    providedConsultancies(farmerId: $farmerId, page: 1, viewAs: $viewAs) {\n      page\n      hasNextPage\n      items {\n        id\n        startDate\n        offer {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.FarmerHubConsultanciesDocument,
    "\n  mutation CreateFarmer($input: FarmerCreateInput!) {\n    createFarmer(input: $input) {\n      message\n      farmer {\n        ...FarmerProfileFields\n      }\n    }\n  }\n": typeof types.CreateFarmerDocument,
    "\n  mutation UpdateFarmer($id: ID!, $input: FarmerUpdateInput!) {\n    updateFarmer(id: $id, input: $input) {\n      message\n      farmer {\n        ...FarmerProfileFields\n      }\n    }\n  }\n": typeof types.UpdateFarmerDocument,
    "\n  fragment LandAddressFields on Address {\n    formattedAddress\n    city\n    stateFrom\n    country\n    neighborhood\n    street\n    streetNumber\n    postalCode\n    coords {\n      latitude\n      longitude\n    }\n  }\n": typeof types.LandAddressFieldsFragmentDoc,
    "\n  fragment LandSectorFields on Sector {\n    id\n    name\n    areaId\n    areaName\n    cultureId\n    cultureName\n    plotArea\n    plantingDate\n    spacingBetweenStreets\n    spacingBetweenPlants\n    plants\n  }\n": typeof types.LandSectorFieldsFragmentDoc,
    "\n  query PropertyPage($id: ID!, $page: Int!, $viewAs: ID) {\n    property(id: $id, viewAs: $viewAs) {\n      id\n      name\n      totalArea\n      boundary\n      boundaryAreaHa\n      areaCount\n      pictureUrl\n      farmerId\n      address {\n        ...LandAddressFields\n      }\n      farmer {\n        id\n        name\n        createdByMe\n      }\n      areas(page: $page) {\n        page\n        hasNextPage\n        total\n        items {\n          id\n          name\n          plotArea\n          sectorCount\n          sectors {\n            ...LandSectorFields\n          }\n        }\n      }\n    }\n  }\n": typeof types.PropertyPageDocument,
    "\n  query PropertyForm($id: ID!, $viewAs: ID) {\n    property(id: $id, viewAs: $viewAs) {\n      id\n      name\n      totalArea\n      boundary\n      boundaryAreaHa\n      farmerId\n      address {\n        ...LandAddressFields\n      }\n      farmer {\n        id\n        name\n        createdByMe\n      }\n    }\n  }\n": typeof types.PropertyFormDocument,
    "\n  query LandFarmer($id: ID!, $viewAs: ID) {\n    farmer(id: $id, viewAs: $viewAs) {\n      id\n      name\n      createdByMe\n    }\n  }\n": typeof types.LandFarmerDocument,
    "\n  query PropertyAreas($id: ID!, $viewAs: ID) {\n    property(id: $id, viewAs: $viewAs) {\n      id\n      name\n      farmerId\n      farmer {\n        id\n        createdByMe\n      }\n      allAreas {\n        id\n        name\n        sectorCount\n      }\n    }\n  }\n": typeof types.PropertyAreasDocument,
    "\n  query LandSector($id: ID!, $viewAs: ID) {\n    sector(id: $id, viewAs: $viewAs) {\n      ...LandSectorFields\n    }\n  }\n": typeof types.LandSectorDocument,
    "\n  query FarmerCultures($farmerId: ID!, $page: Int!, $viewAs: ID) {\n    farmerCultures(farmerId: $farmerId, page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      total\n      items {\n        id\n        name\n      }\n    }\n  }\n": typeof types.FarmerCulturesDocument,
    "\n  mutation CreateProperty($farmerId: ID!, $input: PropertyInput!) {\n    createProperty(farmerId: $farmerId, input: $input) {\n      message\n      property {\n        id\n        name\n      }\n    }\n  }\n": typeof types.CreatePropertyDocument,
    "\n  mutation UpdateProperty($id: ID!, $input: PropertyInput!) {\n    updateProperty(id: $id, input: $input) {\n      message\n      property {\n        id\n        name\n        totalArea\n        address {\n          ...LandAddressFields\n        }\n      }\n    }\n  }\n": typeof types.UpdatePropertyDocument,
    "\n  mutation DeleteProperty($id: ID!) {\n    deleteProperty(id: $id) {\n      message\n    }\n  }\n": typeof types.DeletePropertyDocument,
    "\n  mutation CreateArea($input: AreaInput!) {\n    createArea(input: $input) {\n      message\n      area {\n        id\n        name\n      }\n    }\n  }\n": typeof types.CreateAreaDocument,
    "\n  mutation UpdateArea($id: ID!, $name: String!) {\n    updateArea(id: $id, name: $name) {\n      message\n      area {\n        id\n        name\n      }\n    }\n  }\n": typeof types.UpdateAreaDocument,
    "\n  mutation DeleteArea($id: ID!) {\n    deleteArea(id: $id) {\n      message\n    }\n  }\n": typeof types.DeleteAreaDocument,
    "\n  mutation CreateSectors($input: SectorsInput!) {\n    createSectors(input: $input) {\n      message\n      sectors {\n        ...LandSectorFields\n      }\n    }\n  }\n": typeof types.CreateSectorsDocument,
    "\n  mutation UpdateSector($id: ID!, $input: SectorInput!) {\n    updateSector(id: $id, input: $input) {\n      message\n      sector {\n        ...LandSectorFields\n      }\n    }\n  }\n": typeof types.UpdateSectorDocument,
    "\n  mutation DeleteSector($id: ID!) {\n    deleteSector(id: $id) {\n      message\n    }\n  }\n": typeof types.DeleteSectorDocument,
    "\n  mutation CreateCulture($farmerId: ID!, $name: String!) {\n    createCulture(farmerId: $farmerId, name: $name) {\n      message\n      culture {\n        id\n        name\n      }\n    }\n  }\n": typeof types.CreateCultureDocument,
    "\n  query FinanceCharts($period: FinancePeriod!, $startDate: Date, $endDate: Date, $viewAs: ID) {\n    finance(period: $period, startDate: $startDate, endDate: $endDate, viewAs: $viewAs) {\n      period\n      bucket\n      startDate\n      endDate\n      consultancy {\n        label\n        start\n        end\n        average\n        maximum\n        minimum\n        count\n      }\n      training {\n        label\n        start\n        end\n        total\n        confirmed\n        canceled\n      }\n      totals {\n        consultancy {\n          total\n          count\n          average\n          maximum\n          minimum\n        }\n        training {\n          total\n          confirmed\n          canceled\n        }\n      }\n    }\n  }\n": typeof types.FinanceChartsDocument,
    "\n  fragment HarvestFields on Harvest {\n    id\n    farmerId\n    cultureName\n    year\n    startDate\n    endDate\n    property {\n      id\n      name\n    }\n    sectors {\n      id\n      name\n    }\n    costs {\n      category\n      estimated\n      real\n    }\n    estimatedTotal\n    realTotal\n    realCostsByTag {\n      tag\n      total\n    }\n  }\n": typeof types.HarvestFieldsFragmentDoc,
    "\n  query Harvests($farmerId: ID!, $search: String, $page: Int!, $viewAs: ID) {\n    harvests(farmerId: $farmerId, search: $search, page: $page, viewAs: $viewAs) {\n      page\n      total\n      hasNextPage\n      items {\n        ...HarvestFields\n      }\n    }\n  }\n": typeof types.HarvestsDocument,
    "\n  query Harvest($farmerId: ID!, $id: ID!, $viewAs: ID) {\n    harvest(farmerId: $farmerId, id: $id, viewAs: $viewAs) {\n      ...HarvestFields\n    }\n  }\n": typeof types.HarvestDocument,
    "\n  query Inventory($farmerId: ID!, $product: String, $page: Int!, $viewAs: ID) {\n    inventory(farmerId: $farmerId, product: $product, page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      total\n      items {\n        id\n        product\n        availableQuantity\n        unit\n        farmerId\n      }\n    }\n  }\n": typeof types.InventoryDocument,
    "\n  query InventoryFarmer($id: ID!, $viewAs: ID) {\n    farmer(id: $id, viewAs: $viewAs) {\n      id\n      name\n    }\n  }\n": typeof types.InventoryFarmerDocument,
    "\n  query InventoryMovements($itemId: ID!, $page: Int!, $viewAs: ID) {\n    inventoryMovements(itemId: $itemId, page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      total\n      items {\n        id\n        date\n        quantity\n        description\n      }\n    }\n  }\n": typeof types.InventoryMovementsDocument,
    "\n  fragment LaboratoryFields on Laboratory {\n    id\n    name\n    address {\n      formattedAddress\n      city\n      stateFrom\n      coords {\n        latitude\n        longitude\n      }\n    }\n    phone\n    email\n    site\n    analyses {\n      type\n      name\n      price\n      turnaroundDays\n    }\n    associated\n    distanceKm\n  }\n": typeof types.LaboratoryFieldsFragmentDoc,
    "\n  query Laboratories($name: String, $analysisType: AnalysisType, $page: Int!, $viewAs: ID) {\n    laboratories(name: $name, analysisType: $analysisType, page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      total\n      items {\n        ...LaboratoryFields\n      }\n    }\n  }\n": typeof types.LaboratoriesDocument,
    "\n  query AssociatedLaboratories($page: Int!, $viewAs: ID) {\n    associatedLaboratories(page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      total\n      items {\n        ...LaboratoryFields\n      }\n    }\n  }\n": typeof types.AssociatedLaboratoriesDocument,
    "\n  query Laboratory($id: ID!, $viewAs: ID) {\n    laboratory(id: $id, viewAs: $viewAs) {\n      ...LaboratoryFields\n    }\n  }\n": typeof types.LaboratoryDocument,
    "\n  query MyLabAnalyses($page: Int!, $viewAs: ID) {\n    myLabAnalyses(page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      total\n      items {\n        id\n        date\n        farmerId\n        farmerName\n        propertyName\n        type\n        laboratoryId\n        laboratoryName\n        status\n        price\n      }\n    }\n  }\n": typeof types.MyLabAnalysesDocument,
    "\n  query LabFarmerOptions($name: String, $page: Int!) {\n    farmers(name: $name, page: $page) {\n      page\n      hasNextPage\n      total\n      items {\n        id\n        name\n      }\n    }\n  }\n": typeof types.LabFarmerOptionsDocument,
    "\n  mutation ScheduleLabAnalysis($input: LabOrderInput!) {\n    scheduleLabAnalysis(input: $input) {\n      message\n      id\n    }\n  }\n": typeof types.ScheduleLabAnalysisDocument,
    "\n  fragment MasterBroadcastAdvertFields on Advert {\n    id\n    title\n    message\n    url\n    status\n    periodicity\n    startDate\n    endDate\n    lastPush\n    audience\n    imageUrl\n  }\n": typeof types.MasterBroadcastAdvertFieldsFragmentDoc,
    "\n  query MasterBroadcastAdverts($status: EntityStatus!, $page: Int!) {\n    adverts(status: $status, page: $page) {\n      page\n      hasNextPage\n      items {\n        ...MasterBroadcastAdvertFields\n      }\n    }\n  }\n": typeof types.MasterBroadcastAdvertsDocument,
    "\n  query MasterBroadcastAdvert($id: ID!) {\n    advert(id: $id) {\n      ...MasterBroadcastAdvertFields\n    }\n  }\n": typeof types.MasterBroadcastAdvertDocument,
    "\n  mutation MasterBroadcastCreateAdvert($input: AdvertInput!) {\n    createAdvert(input: $input) {\n      message\n      advert {\n        ...MasterBroadcastAdvertFields\n      }\n    }\n  }\n": typeof types.MasterBroadcastCreateAdvertDocument,
    "\n  mutation MasterBroadcastUpdateAdvert($id: ID!, $input: AdvertInput!) {\n    updateAdvert(id: $id, input: $input) {\n      message\n      advert {\n        ...MasterBroadcastAdvertFields\n      }\n    }\n  }\n": typeof types.MasterBroadcastUpdateAdvertDocument,
    "\n  mutation MasterBroadcastSetAdvertStatus($id: ID!, $status: EntityStatus!) {\n    setAdvertStatus(id: $id, status: $status) {\n      message\n      advert {\n        ...MasterBroadcastAdvertFields\n      }\n    }\n  }\n": typeof types.MasterBroadcastSetAdvertStatusDocument,
    "\n  fragment MasterBroadcastNotificationFields on PushNotification {\n    id\n    title\n    message\n    periodicity\n    startDate\n    endDate\n    lastPush\n    audience\n  }\n": typeof types.MasterBroadcastNotificationFieldsFragmentDoc,
    "\n  query MasterBroadcastNotifications($page: Int!) {\n    pushNotifications(page: $page) {\n      page\n      hasNextPage\n      items {\n        ...MasterBroadcastNotificationFields\n      }\n    }\n  }\n": typeof types.MasterBroadcastNotificationsDocument,
    "\n  query MasterBroadcastNotification($id: ID!) {\n    pushNotification(id: $id) {\n      ...MasterBroadcastNotificationFields\n    }\n  }\n": typeof types.MasterBroadcastNotificationDocument,
    "\n  mutation MasterBroadcastCreateNotification($input: PushNotificationInput!) {\n    createPushNotification(input: $input) {\n      message\n      notification {\n        ...MasterBroadcastNotificationFields\n      }\n    }\n  }\n": typeof types.MasterBroadcastCreateNotificationDocument,
    "\n  mutation MasterBroadcastUpdateNotification($id: ID!, $input: PushNotificationInput!) {\n    updatePushNotification(id: $id, input: $input) {\n      message\n      notification {\n        ...MasterBroadcastNotificationFields\n      }\n    }\n  }\n": typeof types.MasterBroadcastUpdateNotificationDocument,
    "\n  mutation MasterBroadcastDeleteNotification($id: ID!) {\n    deletePushNotification(id: $id) {\n      message\n    }\n  }\n": typeof types.MasterBroadcastDeleteNotificationDocument,
    "\n  query MasterDashboard($kind: UserKind!, $groupBy: StatisticsGrouping!) {\n    masterStatistics {\n      farmers\n      companies\n      consultants\n      enterpriseConsultants\n      devices {\n        platform\n        count\n      }\n      consultanciesProvided\n      enterpriseConsultanciesProvided\n      trainings\n      enterpriseTrainings\n      monthTransactions\n      earningsByMonth {\n        month\n        consultancy\n        training\n      }\n    }\n    usersPerPlace(kind: $kind, groupBy: $groupBy) {\n      label\n      city\n      stateFrom\n      count\n    }\n  }\n": typeof types.MasterDashboardDocument,
    "\n  query MasterDashboardUsersPerPlace($kind: UserKind!, $groupBy: StatisticsGrouping!) {\n    usersPerPlace(kind: $kind, groupBy: $groupBy) {\n      label\n      city\n      stateFrom\n      count\n    }\n  }\n": typeof types.MasterDashboardUsersPerPlaceDocument,
    "\n  query MasterUsersList($kind: UserKind!, $name: String, $page: Int) {\n    users(kind: $kind, name: $name, page: $page) {\n      page\n      hasNextPage\n      total\n      items {\n        id\n        kind\n        name\n        pictureUrl\n        city\n        stateFrom\n      }\n    }\n  }\n": typeof types.MasterUsersListDocument,
    "\n  query MasterUsersDetail($id: ID!) {\n    user(id: $id) {\n      ...ProfileFields\n    }\n  }\n": typeof types.MasterUsersDetailDocument,
    "\n  mutation MasterUsersRegisterCompany($input: CompanyRegistrationInput!) {\n    registerCompany(input: $input) {\n      id\n      message\n    }\n  }\n": typeof types.MasterUsersRegisterCompanyDocument,
    "\n  mutation MasterUsersRegisterConsultant($input: ConsultantRegistrationInput!) {\n    registerConsultant(input: $input) {\n      id\n      message\n    }\n  }\n": typeof types.MasterUsersRegisterConsultantDocument,
    "\n  mutation MasterUsersRegisterFarmer($input: FarmerRegistrationInput!) {\n    registerFarmer(input: $input) {\n      id\n      message\n    }\n  }\n": typeof types.MasterUsersRegisterFarmerDocument,
    "\n  mutation MasterUsersUpdateProfile($id: ID!, $input: UserProfileUpdateInput!) {\n    updateUserProfile(id: $id, input: $input) {\n      ...ProfileFields\n    }\n  }\n": typeof types.MasterUsersUpdateProfileDocument,
    "\n  mutation MasterUsersChangePlan($id: ID!, $plan: String!) {\n    changeUserPlan(id: $id, plan: $plan) {\n      changed\n      message\n      profile {\n        ...ProfileFields\n      }\n    }\n  }\n": typeof types.MasterUsersChangePlanDocument,
    "\n  query Monitorings($consultancyProvidedId: ID!, $page: Int!, $viewAs: ID) {\n    monitorings(consultancyProvidedId: $consultancyProvidedId, page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      total\n      items {\n        id\n        title\n        status\n        sectors {\n          id\n          name\n        }\n        postCount\n        lastUpdate\n      }\n    }\n  }\n": typeof types.MonitoringsDocument,
    "\n  query Monitoring($id: ID!, $viewAs: ID) {\n    monitoring(id: $id, viewAs: $viewAs) {\n      id\n      title\n      description\n      status\n      consultancyProvidedId\n      sectors {\n        id\n        name\n      }\n      createdAt\n      lastUpdate\n      canWrite\n      posts {\n        id\n        date\n        title\n        description\n        sendByName\n        fileUrl\n        fileName\n        fileType\n      }\n    }\n  }\n": typeof types.MonitoringDocument,
    "\n  query MonitoringConsultancy($id: ID!) {\n    providedConsultancy(id: $id) {\n      id\n      property {\n        id\n        name\n      }\n    }\n  }\n": typeof types.MonitoringConsultancyDocument,
    "\n  query MonitoringSectors($propertyId: ID!) {\n    propertySectors(propertyId: $propertyId) {\n      id\n      name\n      areaName\n    }\n  }\n": typeof types.MonitoringSectorsDocument,
    "\n  mutation CreateMonitoring($input: MonitoringInput!) {\n    createMonitoring(input: $input) {\n      message\n      monitoring {\n        id\n      }\n    }\n  }\n": typeof types.CreateMonitoringDocument,
    "\n  fragment OfferedConsultancyFields on OfferedConsultancy {\n    id\n    name\n    format\n    cultures\n    agreedPrice\n    prices {\n      amount\n      feeType\n    }\n    regions {\n      formattedAddress\n      city\n      stateFrom\n      country\n      neighborhood\n      street\n      streetNumber\n      postalCode\n      coords {\n        latitude\n        longitude\n      }\n    }\n    summary\n    content\n    imageUrl\n    clientCount\n  }\n": typeof types.OfferedConsultancyFieldsFragmentDoc,
    "\n  fragment OfferedConsultancyListFields on OfferedConsultancy {\n    id\n    name\n    summary\n    agreedPrice\n    prices {\n      amount\n      feeType\n    }\n    clientCount\n  }\n": typeof types.OfferedConsultancyListFieldsFragmentDoc,
    "\n  query OfferedConsultancies($page: Int!, $viewAs: ID) {\n    offeredConsultancies(page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      total\n      items {\n        ...OfferedConsultancyListFields\n      }\n    }\n  }\n": typeof types.OfferedConsultanciesDocument,
    "\n  query OfferedConsultancy($id: ID!, $viewAs: ID) {\n    offeredConsultancy(id: $id, viewAs: $viewAs) {\n      ...OfferedConsultancyFields\n    }\n  }\n": typeof types.OfferedConsultancyDocument,
    "\n  mutation OfferedCreateConsultancy($input: OfferedConsultancyInput!) {\n    createOfferedConsultancy(input: $input) {\n      message\n      offer {\n        ...OfferedConsultancyFields\n      }\n    }\n  }\n": typeof types.OfferedCreateConsultancyDocument,
    "\n  mutation OfferedUpdateConsultancy($id: ID!, $input: OfferedConsultancyInput!) {\n    updateOfferedConsultancy(id: $id, input: $input) {\n      message\n      offer {\n        ...OfferedConsultancyFields\n      }\n    }\n  }\n": typeof types.OfferedUpdateConsultancyDocument,
    "\n  mutation OfferedDeleteConsultancy($id: ID!) {\n    deleteOfferedConsultancy(id: $id) {\n      message\n    }\n  }\n": typeof types.OfferedDeleteConsultancyDocument,
    "\n  mutation ProfileUpdate($input: ProfileUpdateInput!) {\n    updateProfile(input: $input) {\n      id\n      name\n      phoneNumber\n      address {\n        formattedAddress\n        city\n        stateFrom\n        coords {\n          latitude\n          longitude\n        }\n      }\n      ... on ConsultantProfile {\n        birthDate\n      }\n      ... on EnterpriseConsultantProfile {\n        birthDate\n      }\n    }\n  }\n": typeof types.ProfileUpdateDocument,
    "\n  mutation ProfileUpdateResume($html: String!) {\n    updateProfessionalResume(html: $html) {\n      id\n      ... on ConsultantProfile {\n        professionalResume\n      }\n      ... on EnterpriseConsultantProfile {\n        professionalResume\n      }\n    }\n  }\n": typeof types.ProfileUpdateResumeDocument,
    "\n  mutation ProfileRemovePicture {\n    removeProfilePicture {\n      id\n      pictureUrl\n    }\n  }\n": typeof types.ProfileRemovePictureDocument,
    "\n  fragment ProvidedConsultancyFields on ProvidedConsultancy {\n    id\n    offerId\n    farmerId\n    consultant {\n      id\n      name\n      pictureUrl\n    }\n    offer {\n      id\n      name\n    }\n    farmer {\n      id\n      name\n      email\n      phoneNumber\n      birthDate\n      pictureUrl\n      address {\n        formattedAddress\n        city\n        stateFrom\n      }\n    }\n    property {\n      id\n      name\n      totalArea\n    }\n    fixedPrice\n    status\n    startDate\n    endDate\n    createdAt\n  }\n": typeof types.ProvidedConsultancyFieldsFragmentDoc,
    "\n  query ProvidedConsultancies($providedConsultancyId: ID, $farmerId: ID, $page: Int!, $viewAs: ID) {\n    providedConsultancies(\n      providedConsultancyId: $providedConsultancyId\n      farmerId: $farmerId\n      page: $page\n      viewAs: $viewAs\n    ) {\n      page\n      hasNextPage\n      total\n      items {\n        ...ProvidedConsultancyFields\n      }\n    }\n  }\n": typeof types.ProvidedConsultanciesDocument,
    "\n  query ProvidedConsultancy($id: ID!, $viewAs: ID) {\n    providedConsultancy(id: $id, viewAs: $viewAs) {\n      ...ProvidedConsultancyFields\n      monitoringCount\n      reportCount\n      recommendationCount\n    }\n  }\n": typeof types.ProvidedConsultancyDocument,
    "\n  query ProvidedOfferOptions($page: Int!, $viewAs: ID) {\n    offeredConsultancies(page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      items {\n        id\n        name\n        agreedPrice\n        prices {\n          amount\n          feeType\n        }\n      }\n    }\n  }\n": typeof types.ProvidedOfferOptionsDocument,
    "\n  mutation ProvidedCreateConsultancy($input: ProvidedConsultancyInput!) {\n    createProvidedConsultancy(input: $input) {\n      message\n      providedConsultancy {\n        ...ProvidedConsultancyFields\n      }\n    }\n  }\n": typeof types.ProvidedCreateConsultancyDocument,
    "\n  mutation ProvidedUpdateConsultancy($id: ID!, $input: ProvidedConsultancyInput!) {\n    updateProvidedConsultancy(id: $id, input: $input) {\n      message\n      providedConsultancy {\n        ...ProvidedConsultancyFields\n      }\n    }\n  }\n": typeof types.ProvidedUpdateConsultancyDocument,
    "\n  mutation ProvidedDeleteConsultancy($id: ID!) {\n    deleteProvidedConsultancy(id: $id) {\n      message\n    }\n  }\n": typeof types.ProvidedDeleteConsultancyDocument,
    "\n  query RequestConsultancies($page: Int!, $viewAs: ID) {\n    consultancyRequests(page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      total\n      items {\n        ...ProvidedConsultancyFields\n      }\n    }\n  }\n": typeof types.RequestConsultanciesDocument,
    "\n  mutation RequestAnswer($id: ID!, $accept: Boolean!) {\n    answerConsultancyRequest(id: $id, accept: $accept) {\n      message\n      providedConsultancy {\n        ...ProvidedConsultancyFields\n      }\n    }\n  }\n": typeof types.RequestAnswerDocument,
    "\n  fragment FieldActivityRowFields on FieldActivity {\n    id\n    farmerId\n    name\n    activityType\n    status\n    recurrenceKind\n    startDate\n    endDate\n    property {\n      id\n      name\n    }\n    harvest {\n      id\n      cultureName\n      year\n    }\n    totalCost\n    createdByMe\n  }\n": typeof types.FieldActivityRowFieldsFragmentDoc,
    "\n  query FieldActivities($farmerId: ID!, $name: String, $status: FieldActivityStatus, $page: Int!, $viewAs: ID) {\n    fieldActivities(farmerId: $farmerId, name: $name, status: $status, page: $page, viewAs: $viewAs) {\n      page\n      total\n      hasNextPage\n      items {\n        ...FieldActivityRowFields\n      }\n    }\n  }\n": typeof types.FieldActivitiesDocument,
    "\n  fragment FieldActivityDetailFields on FieldActivity {\n    id\n    farmerId\n    farmerName\n    name\n    description\n    activityType\n    status\n    recurrenceKind\n    startDate\n    endDate\n    completionDate\n    property {\n      id\n      name\n    }\n    harvestId\n    harvest {\n      id\n      cultureName\n      year\n    }\n    sectors {\n      id\n      name\n    }\n    products {\n      name\n      quantity\n      unit\n    }\n    costs {\n      category\n      tag\n      cost\n    }\n    totalCost\n    createdByMe\n    nextOccurrences(count: 5)\n  }\n": typeof types.FieldActivityDetailFieldsFragmentDoc,
    "\n  query FieldActivity($id: ID!, $viewAs: ID) {\n    fieldActivity(id: $id, viewAs: $viewAs) {\n      ...FieldActivityDetailFields\n    }\n  }\n": typeof types.FieldActivityDocument,
    "\n  query RecommendationOptions($farmerId: ID!, $viewAs: ID) {\n    farmer(id: $farmerId, viewAs: $viewAs) {\n      id\n      name\n      createdByMe\n    }\n    harvests(farmerId: $farmerId, page: 1, viewAs: $viewAs) {\n      total\n      items {\n        id\n        cultureName\n        year\n        startDate\n        endDate\n        property {\n          id\n          name\n        }\n        sectors {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.RecommendationOptionsDocument,
    "\n  mutation CreateRecommendation($input: RecommendationInput!) {\n    createRecommendation(input: $input) {\n      message\n      fieldActivity {\n        ...FieldActivityDetailFields\n      }\n    }\n  }\n": typeof types.CreateRecommendationDocument,
    "\n  mutation UpdateRecommendation($id: ID!, $input: RecommendationInput!) {\n    updateRecommendation(id: $id, input: $input) {\n      message\n      fieldActivity {\n        ...FieldActivityDetailFields\n      }\n    }\n  }\n": typeof types.UpdateRecommendationDocument,
    "\n  query Reports($providedConsultancyId: ID!, $title: String, $page: Int!, $viewAs: ID) {\n    reports(providedConsultancyId: $providedConsultancyId, title: $title, page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      total\n      items {\n        id\n        title\n        description\n        createdAt\n      }\n    }\n  }\n": typeof types.ReportsDocument,
    "\n  fragment ReportFields on Report {\n    id\n    title\n    description\n    technicalAdvice\n    providedConsultancyId\n    farmerId\n    createdAt\n    createdByMe\n    items {\n      index\n      title\n      description\n      fileUrl\n      fileName\n      fileType\n    }\n    recommendedActivityIds\n    capabilities {\n      canEdit\n      canEditTechnicalAdvice\n      canAddTechnicalAdvice\n      canAddItems\n      canEditItems\n      canRecommend\n      canEditRecommendations\n      canDelete\n    }\n  }\n": typeof types.ReportFieldsFragmentDoc,
    "\n  query Report($id: ID!, $viewAs: ID) {\n    report(id: $id, viewAs: $viewAs) {\n      ...ReportFields\n      farmer {\n        id\n        name\n        address {\n          city\n          stateFrom\n        }\n      }\n      recommendedActivities {\n        id\n        name\n        activityType\n        startDate\n        endDate\n        description\n        sectors {\n          id\n          name\n        }\n        createdByMe\n      }\n    }\n  }\n": typeof types.ReportDocument,
    "\n  mutation CreateReport($input: ReportInput!) {\n    createReport(input: $input) {\n      message\n      report {\n        ...ReportFields\n      }\n    }\n  }\n": typeof types.CreateReportDocument,
    "\n  mutation UpdateReport($id: ID!, $input: ReportUpdateInput!) {\n    updateReport(id: $id, input: $input) {\n      message\n      report {\n        ...ReportFields\n      }\n    }\n  }\n": typeof types.UpdateReportDocument,
    "\n  mutation InsertTechnicalAdvice($id: ID!, $technicalAdvice: String!) {\n    insertTechnicalAdvice(id: $id, technicalAdvice: $technicalAdvice) {\n      message\n      report {\n        ...ReportFields\n      }\n    }\n  }\n": typeof types.InsertTechnicalAdviceDocument,
    "\n  mutation DeleteReport($id: ID!) {\n    deleteReport(id: $id) {\n      message\n      next\n      providedConsultancyId\n      farmerId\n    }\n  }\n": typeof types.DeleteReportDocument,
    "\n  mutation UpdateReportItem($reportId: ID!, $index: Int!, $input: ReportItemInput!) {\n    updateReportItem(reportId: $reportId, index: $index, input: $input) {\n      message\n      report {\n        ...ReportFields\n      }\n    }\n  }\n": typeof types.UpdateReportItemDocument,
    "\n  mutation RemoveReportItemPhoto($reportId: ID!, $index: Int!) {\n    removeReportItemPhoto(reportId: $reportId, index: $index) {\n      message\n      report {\n        ...ReportFields\n      }\n    }\n  }\n": typeof types.RemoveReportItemPhotoDocument,
    "\n  mutation DeleteReportItem($reportId: ID!, $index: Int!) {\n    deleteReportItem(reportId: $reportId, index: $index) {\n      message\n      report {\n        ...ReportFields\n      }\n    }\n  }\n": typeof types.DeleteReportItemDocument,
    "\n  fragment ScheduleWorkFields on Work {\n    id\n    title\n    day\n    startWork\n    endWork\n    status\n    format\n    cancellable\n    farmer {\n      id\n      name\n    }\n  }\n": typeof types.ScheduleWorkFieldsFragmentDoc,
    "\n  fragment ScheduleWorkScheduleFields on WorkSchedule {\n    days\n    startTime\n    endTime\n  }\n": typeof types.ScheduleWorkScheduleFieldsFragmentDoc,
    "\n  query ScheduleWorkSchedule($viewAs: ID) {\n    workSchedule(viewAs: $viewAs) {\n      ...ScheduleWorkScheduleFields\n    }\n  }\n": typeof types.ScheduleWorkScheduleDocument,
    "\n  query CalendarWorks($from: Date!, $to: Date!, $viewAs: ID) {\n    works(from: $from, to: $to, viewAs: $viewAs) {\n      ...ScheduleWorkFields\n    }\n    workSchedule(viewAs: $viewAs) {\n      ...ScheduleWorkScheduleFields\n    }\n    recommendationOccurrences(start: $from, end: $to, viewAs: $viewAs) {\n      date\n      activityId\n      title\n      farmerName\n    }\n  }\n": typeof types.CalendarWorksDocument,
    "\n  query CompanyCalendarWorks($from: Date!, $to: Date!, $viewAs: ID) {\n    companyWorks(from: $from, to: $to, viewAs: $viewAs) {\n      ...ScheduleWorkFields\n      providedConsultancy {\n        id\n      }\n      consultant {\n        id\n        name\n      }\n    }\n  }\n": typeof types.CompanyCalendarWorksDocument,
    "\n  query ActivityDayWorks($day: Date!, $viewAs: ID) {\n    works(from: $day, to: $day, viewAs: $viewAs) {\n      id\n      title\n      startWork\n      endWork\n      status\n    }\n  }\n": typeof types.ActivityDayWorksDocument,
    "\n  mutation ScheduleCreateWorkSchedule($input: WorkScheduleInput!) {\n    createWorkSchedule(input: $input) {\n      message\n      workSchedule {\n        ...ScheduleWorkScheduleFields\n      }\n    }\n  }\n": typeof types.ScheduleCreateWorkScheduleDocument,
    "\n  mutation ScheduleUpdateWorkSchedule($input: WorkScheduleInput!) {\n    updateWorkSchedule(input: $input) {\n      message\n      workSchedule {\n        ...ScheduleWorkScheduleFields\n      }\n    }\n  }\n": typeof types.ScheduleUpdateWorkScheduleDocument,
    "\n  query ActivityList($providedConsultancyId: ID, $search: String, $page: Int!, $viewAs: ID) {\n    activities(providedConsultancyId: $providedConsultancyId, search: $search, page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      total\n      items {\n        ...ScheduleWorkFields\n        providedConsultancy {\n          id\n          offer {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": typeof types.ActivityListDocument,
    "\n  mutation ActivityCancel($id: ID!) {\n    cancelActivity(id: $id) {\n      message\n      work {\n        ...ScheduleWorkFields\n      }\n    }\n  }\n": typeof types.ActivityCancelDocument,
    "\n  mutation ActivitySchedule($input: ActivityInput!) {\n    scheduleActivity(input: $input) {\n      message\n      work {\n        ...ScheduleWorkFields\n      }\n    }\n  }\n": typeof types.ActivityScheduleDocument,
    "\n  fragment ActivityProvidedFields on ProvidedConsultancy {\n    id\n    farmerId\n    status\n    startDate\n    offer {\n      id\n      name\n    }\n    farmer {\n      id\n      name\n      pictureUrl\n    }\n    property {\n      id\n      name\n    }\n  }\n": typeof types.ActivityProvidedFieldsFragmentDoc,
    "\n  query ActivityProvidedConsultancies($farmerId: ID!, $viewAs: ID) {\n    providedConsultancies(farmerId: $farmerId, page: 1, viewAs: $viewAs) {\n      page\n      hasNextPage\n      items {\n        ...ActivityProvidedFields\n      }\n    }\n  }\n": typeof types.ActivityProvidedConsultanciesDocument,
    "\n  query ActivityProvidedConsultancy($id: ID!, $viewAs: ID) {\n    providedConsultancy(id: $id, viewAs: $viewAs) {\n      ...ActivityProvidedFields\n    }\n  }\n": typeof types.ActivityProvidedConsultancyDocument,
    "\n  query ActivitySectors($propertyId: ID!, $viewAs: ID) {\n    propertySectors(propertyId: $propertyId, viewAs: $viewAs) {\n      id\n      name\n      areaId\n      areaName\n      cultureName\n    }\n  }\n": typeof types.ActivitySectorsDocument,
    "\n  mutation ShellSignOut {\n    signOut {\n      message\n    }\n  }\n": typeof types.ShellSignOutDocument,
    "\n  query ShellViewAsOwner($viewAs: ID) {\n    areaOwner(viewAs: $viewAs) {\n      ...ProfileFields\n    }\n  }\n": typeof types.ShellViewAsOwnerDocument,
    "\n  fragment TrainingFields on Training {\n    id\n    title\n    date\n    duration\n    price\n    profit\n    format\n    summary\n    description\n    specificInformation\n    availableSpots\n    confirmedCount\n    remainingSpots\n    imageUrl\n    editable\n    consultantIds\n    address {\n      formattedAddress\n      city\n      stateFrom\n      country\n      neighborhood\n      street\n      streetNumber\n      postalCode\n      coords {\n        latitude\n        longitude\n      }\n    }\n  }\n": typeof types.TrainingFieldsFragmentDoc,
    "\n  query TrainingList($state: TrainingState!, $page: Int!, $viewAs: ID) {\n    trainings(state: $state, page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      total\n      items {\n        id\n        title\n        date\n        summary\n        availableSpots\n        confirmedCount\n      }\n    }\n  }\n": typeof types.TrainingListDocument,
    "\n  query TrainingDetail($id: ID!, $viewAs: ID) {\n    training(id: $id, viewAs: $viewAs) {\n      ...TrainingFields\n    }\n  }\n": typeof types.TrainingDetailDocument,
    "\n  query TrainingParticipants($id: ID!, $state: ParticipantState!, $page: Int!, $viewAs: ID) {\n    trainingParticipants(id: $id, state: $state, page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      total\n      items {\n        name\n        email\n      }\n    }\n  }\n": typeof types.TrainingParticipantsDocument,
    "\n  mutation TrainingCreate($input: TrainingInput!) {\n    createTraining(input: $input) {\n      message\n      training {\n        ...TrainingFields\n      }\n    }\n  }\n": typeof types.TrainingCreateDocument,
    "\n  mutation TrainingUpdate($id: ID!, $input: TrainingInput!) {\n    updateTraining(id: $id, input: $input) {\n      message\n      training {\n        ...TrainingFields\n      }\n    }\n  }\n": typeof types.TrainingUpdateDocument,
    "\n  mutation TrainingDelete($id: ID!) {\n    deleteTraining(id: $id) {\n      message\n    }\n  }\n": typeof types.TrainingDeleteDocument,
    "\n  query TrainingConsultantOptions($page: Int!, $viewAs: ID) {\n    companyConsultants(page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      items {\n        id\n        name\n      }\n    }\n  }\n": typeof types.TrainingConsultantOptionsDocument,
    "\n  query Places($query: String!, $limit: Int) {\n    places(query: $query, limit: $limit) {\n      formattedAddress\n      city\n      stateFrom\n      country\n      ibgeCode\n      coords {\n        latitude\n        longitude\n      }\n    }\n  }\n": typeof types.PlacesDocument,
    "\n  query ReversePlace($latitude: Float!, $longitude: Float!) {\n    reversePlace(latitude: $latitude, longitude: $longitude) {\n      formattedAddress\n      city\n      stateFrom\n      country\n      ibgeCode\n      coords {\n        latitude\n        longitude\n      }\n    }\n  }\n": typeof types.ReversePlaceDocument,
};
const documents: Documents = {
    "\n  query ClientConfig {\n    clientConfig {\n      googleClientId\n      tileUrl\n      tileAttribution\n      supportPhone\n      supportChatUrl\n    }\n  }\n": types.ClientConfigDocument,
    "\n  fragment ProfileFields on Profile {\n    id\n    role\n    name\n    email\n    phoneNumber\n    createdAt\n    pictureUrl\n    address {\n      formattedAddress\n      city\n      stateFrom\n      coords {\n        latitude\n        longitude\n      }\n    }\n    plan {\n      marker\n      badge\n      trialDaysLeft\n    }\n    ... on ConsultantProfile {\n      birthDate\n      professionalResume\n    }\n    ... on EnterpriseConsultantProfile {\n      birthDate\n      professionalResume\n      company {\n        id\n        name\n      }\n    }\n    ... on EnterpriseProfile {\n      cnpj\n    }\n    ... on FarmerProfile {\n      cpf\n    }\n  }\n": types.ProfileFieldsFragmentDoc,
    "\n  query Viewer {\n    viewer {\n      role\n      homePath\n      canDeleteAccount\n      profile {\n        ...ProfileFields\n      }\n    }\n  }\n": types.ViewerDocument,
    "\n  mutation AccountChangePassword($input: PasswordChangeInput!) {\n    changePassword(input: $input) {\n      message\n    }\n  }\n": types.AccountChangePasswordDocument,
    "\n  mutation AccountRequestEmailChange($input: EmailChangeInput!) {\n    requestEmailChange(input: $input) {\n      message\n    }\n  }\n": types.AccountRequestEmailChangeDocument,
    "\n  mutation AccountDelete($phrase: String!) {\n    deleteAccount(phrase: $phrase) {\n      message\n    }\n  }\n": types.AccountDeleteDocument,
    "\n  query LabAnalyses($farmerId: ID!, $search: String, $page: Int!, $viewAs: ID) {\n    farmer(id: $farmerId, viewAs: $viewAs) {\n      id\n      createdByMe\n    }\n    labAnalyses(farmerId: $farmerId, search: $search, page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      total\n      items {\n        id\n        name\n        date\n        createdAt\n        propertyId\n        propertyName\n        fileUrl\n        fileName\n        fileType\n      }\n    }\n  }\n": types.LabAnalysesDocument,
    "\n  query AnalysisProperties($farmerId: ID!, $name: String, $viewAs: ID) {\n    farmerProperties(farmerId: $farmerId, name: $name, page: 1, viewAs: $viewAs) {\n      page\n      hasNextPage\n      items {\n        id\n        name\n      }\n    }\n  }\n": types.AnalysisPropertiesDocument,
    "\n  mutation AuthSignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      viewer {\n        role\n        homePath\n        canDeleteAccount\n        profile {\n          ...ProfileFields\n        }\n      }\n    }\n  }\n": types.AuthSignInDocument,
    "\n  mutation AuthSignInWithGoogle($input: GoogleSignInInput!) {\n    signInWithGoogle(input: $input) {\n      viewer {\n        role\n        homePath\n        canDeleteAccount\n        profile {\n          ...ProfileFields\n        }\n      }\n    }\n  }\n": types.AuthSignInWithGoogleDocument,
    "\n  mutation AuthSignOut {\n    signOut {\n      message\n    }\n  }\n": types.AuthSignOutDocument,
    "\n  mutation AuthRequestPasswordRecovery($input: RecoveryInput!) {\n    requestPasswordRecovery(input: $input) {\n      message\n    }\n  }\n": types.AuthRequestPasswordRecoveryDocument,
    "\n  mutation AuthResendVerification($input: RecoveryInput!) {\n    resendVerification(input: $input) {\n      message\n    }\n  }\n": types.AuthResendVerificationDocument,
    "\n  mutation AuthSignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      message\n    }\n  }\n": types.AuthSignUpDocument,
    "\n  mutation AuthConfirmAccount($token: String!, $role: Role!) {\n    confirmAccount(token: $token, role: $role) {\n      message\n    }\n  }\n": types.AuthConfirmAccountDocument,
    "\n  mutation AuthConfirmEmailUpdate($token: String!, $role: Role!) {\n    confirmEmailUpdate(token: $token, role: $role) {\n      message\n    }\n  }\n": types.AuthConfirmEmailUpdateDocument,
    "\n  fragment CompanyConsultantFields on CompanyConsultant {\n    id\n    name\n    email\n    cpf\n    phoneNumber\n    birthDate\n    createdAt\n    photoUrl\n    professionalResume\n    deleted\n    address {\n      formattedAddress\n      city\n      stateFrom\n      country\n      coords {\n        latitude\n        longitude\n      }\n    }\n  }\n": types.CompanyConsultantFieldsFragmentDoc,
    "\n  query CompanyConsultants($page: Int!, $viewAs: ID) {\n    companyConsultants(page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      total\n      items {\n        id\n        name\n        photoUrl\n        address {\n          formattedAddress\n          city\n          stateFrom\n        }\n      }\n    }\n  }\n": types.CompanyConsultantsDocument,
    "\n  query CompanyConsultant($id: ID!, $viewAs: ID) {\n    companyConsultant(id: $id, viewAs: $viewAs) {\n      ...CompanyConsultantFields\n    }\n  }\n": types.CompanyConsultantDocument,
    "\n  mutation CompanyConsultantCreate($input: CompanyConsultantCreateInput!) {\n    createCompanyConsultant(input: $input) {\n      message\n      consultant {\n        ...CompanyConsultantFields\n      }\n    }\n  }\n": types.CompanyConsultantCreateDocument,
    "\n  mutation CompanyConsultantUpdate($id: ID!, $input: CompanyConsultantUpdateInput!) {\n    updateCompanyConsultant(id: $id, input: $input) {\n      message\n      consultant {\n        ...CompanyConsultantFields\n      }\n    }\n  }\n": types.CompanyConsultantUpdateDocument,
    "\n  mutation CompanyConsultantDelete($id: ID!) {\n    deleteCompanyConsultant(id: $id) {\n      message\n    }\n  }\n": types.CompanyConsultantDeleteDocument,
    "\n  query DashboardConsultant($viewAs: ID) {\n    consultantDashboard(viewAs: $viewAs) {\n      month\n      revenue\n      jobs\n      providedConsultancies\n      trainings\n      agenda {\n        id\n        day\n        startWork\n        endWork\n        title\n        status\n        format\n        farmer {\n          id\n          name\n        }\n        providedConsultancy {\n          id\n          property {\n            id\n            name\n          }\n          offer {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": types.DashboardConsultantDocument,
    "\n  query DashboardCompany($viewAs: ID) {\n    companyDashboard(viewAs: $viewAs) {\n      month\n      revenue\n      jobs\n      activeConsultancies\n      trainings\n      pendingRequests\n      agenda {\n        id\n        day\n        startWork\n        endWork\n        title\n        status\n        format\n        consultant {\n          id\n          name\n        }\n        farmer {\n          id\n          name\n        }\n        providedConsultancy {\n          id\n          property {\n            id\n            name\n          }\n          offer {\n            id\n            name\n          }\n        }\n      }\n      consultants {\n        consultant {\n          id\n          name\n        }\n        done\n        planned\n        revenue\n      }\n    }\n  }\n": types.DashboardCompanyDocument,
    "\n  query FarmerSelectFarmers($name: String, $viewAs: ID) {\n    farmers(name: $name, page: 1, viewAs: $viewAs) {\n      page\n      hasNextPage\n      items {\n        id\n        name\n        pictureUrl\n      }\n    }\n  }\n": types.FarmerSelectFarmersDocument,
    "\n  query FarmerSelectProperties($farmerId: ID!, $name: String, $viewAs: ID) {\n    farmerProperties(farmerId: $farmerId, name: $name, page: 1, viewAs: $viewAs) {\n      page\n      hasNextPage\n      items {\n        id\n        name\n        totalArea\n      }\n    }\n  }\n": types.FarmerSelectPropertiesDocument,
    "\n  fragment PropertyBoundaryFields on Property {\n    id\n    boundary\n    boundaryAreaHa\n  }\n": types.PropertyBoundaryFieldsFragmentDoc,
    "\n  mutation SetPropertyBoundary($propertyId: ID!, $boundary: JSON) {\n    setPropertyBoundary(propertyId: $propertyId, boundary: $boundary) {\n      ...PropertyBoundaryFields\n    }\n  }\n": types.SetPropertyBoundaryDocument,
    "\n  fragment FarmerRowFields on Farmer {\n    id\n    name\n    pictureUrl\n    createdByMe\n    propertyCount\n    address {\n      formattedAddress\n      city\n      stateFrom\n    }\n  }\n": types.FarmerRowFieldsFragmentDoc,
    "\n  query FarmersList($name: String, $page: Int!, $viewAs: ID) {\n    farmers(name: $name, page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      total\n      items {\n        ...FarmerRowFields\n      }\n    }\n  }\n": types.FarmersListDocument,
    "\n  fragment FarmerProfileFields on Farmer {\n    id\n    name\n    email\n    phoneNumber\n    birthDate\n    pictureUrl\n    createdByMe\n    propertyCount\n    address {\n      formattedAddress\n      city\n      stateFrom\n      country\n      neighborhood\n      street\n      streetNumber\n      postalCode\n      coords {\n        latitude\n        longitude\n      }\n    }\n  }\n": types.FarmerProfileFieldsFragmentDoc,
    "\n  query Farmer($id: ID!, $viewAs: ID) {\n    farmer(id: $id, viewAs: $viewAs) {\n      ...FarmerProfileFields\n    }\n  }\n": types.FarmerDocument,
    "\n  query FarmerVisitCount($id: ID!, $viewAs: ID) {\n    farmer(id: $id, viewAs: $viewAs) {\n      id\n      completedVisitCount\n    }\n  }\n": types.FarmerVisitCountDocument,
    "\n  query FarmerMonitoringCount($id: ID!, $viewAs: ID) {\n    farmer(id: $id, viewAs: $viewAs) {\n      id\n      monitoringCount\n    }\n  }\n": types.FarmerMonitoringCountDocument,
    "\n  query FarmerHubProperties($farmerId: ID!, $page: Int!, $viewAs: ID) {\n    farmerProperties(farmerId: $farmerId, page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      total\n      items {\n        id\n        name\n        areaCount\n        address {\n          formattedAddress\n          city\n          stateFrom\n        }\n      }\n    }\n  }\n": types.FarmerHubPropertiesDocument,
    "\n  query FarmerHubConsultancies($farmerId: ID!, $viewAs: ID) {\n    providedConsultancies(farmerId: $farmerId, page: 1, viewAs: $viewAs) {\n      page\n      hasNextPage\n      items {\n        id\n        startDate\n        offer {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.FarmerHubConsultanciesDocument,
    "\n  mutation CreateFarmer($input: FarmerCreateInput!) {\n    createFarmer(input: $input) {\n      message\n      farmer {\n        ...FarmerProfileFields\n      }\n    }\n  }\n": types.CreateFarmerDocument,
    "\n  mutation UpdateFarmer($id: ID!, $input: FarmerUpdateInput!) {\n    updateFarmer(id: $id, input: $input) {\n      message\n      farmer {\n        ...FarmerProfileFields\n      }\n    }\n  }\n": types.UpdateFarmerDocument,
    "\n  fragment LandAddressFields on Address {\n    formattedAddress\n    city\n    stateFrom\n    country\n    neighborhood\n    street\n    streetNumber\n    postalCode\n    coords {\n      latitude\n      longitude\n    }\n  }\n": types.LandAddressFieldsFragmentDoc,
    "\n  fragment LandSectorFields on Sector {\n    id\n    name\n    areaId\n    areaName\n    cultureId\n    cultureName\n    plotArea\n    plantingDate\n    spacingBetweenStreets\n    spacingBetweenPlants\n    plants\n  }\n": types.LandSectorFieldsFragmentDoc,
    "\n  query PropertyPage($id: ID!, $page: Int!, $viewAs: ID) {\n    property(id: $id, viewAs: $viewAs) {\n      id\n      name\n      totalArea\n      boundary\n      boundaryAreaHa\n      areaCount\n      pictureUrl\n      farmerId\n      address {\n        ...LandAddressFields\n      }\n      farmer {\n        id\n        name\n        createdByMe\n      }\n      areas(page: $page) {\n        page\n        hasNextPage\n        total\n        items {\n          id\n          name\n          plotArea\n          sectorCount\n          sectors {\n            ...LandSectorFields\n          }\n        }\n      }\n    }\n  }\n": types.PropertyPageDocument,
    "\n  query PropertyForm($id: ID!, $viewAs: ID) {\n    property(id: $id, viewAs: $viewAs) {\n      id\n      name\n      totalArea\n      boundary\n      boundaryAreaHa\n      farmerId\n      address {\n        ...LandAddressFields\n      }\n      farmer {\n        id\n        name\n        createdByMe\n      }\n    }\n  }\n": types.PropertyFormDocument,
    "\n  query LandFarmer($id: ID!, $viewAs: ID) {\n    farmer(id: $id, viewAs: $viewAs) {\n      id\n      name\n      createdByMe\n    }\n  }\n": types.LandFarmerDocument,
    "\n  query PropertyAreas($id: ID!, $viewAs: ID) {\n    property(id: $id, viewAs: $viewAs) {\n      id\n      name\n      farmerId\n      farmer {\n        id\n        createdByMe\n      }\n      allAreas {\n        id\n        name\n        sectorCount\n      }\n    }\n  }\n": types.PropertyAreasDocument,
    "\n  query LandSector($id: ID!, $viewAs: ID) {\n    sector(id: $id, viewAs: $viewAs) {\n      ...LandSectorFields\n    }\n  }\n": types.LandSectorDocument,
    "\n  query FarmerCultures($farmerId: ID!, $page: Int!, $viewAs: ID) {\n    farmerCultures(farmerId: $farmerId, page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      total\n      items {\n        id\n        name\n      }\n    }\n  }\n": types.FarmerCulturesDocument,
    "\n  mutation CreateProperty($farmerId: ID!, $input: PropertyInput!) {\n    createProperty(farmerId: $farmerId, input: $input) {\n      message\n      property {\n        id\n        name\n      }\n    }\n  }\n": types.CreatePropertyDocument,
    "\n  mutation UpdateProperty($id: ID!, $input: PropertyInput!) {\n    updateProperty(id: $id, input: $input) {\n      message\n      property {\n        id\n        name\n        totalArea\n        address {\n          ...LandAddressFields\n        }\n      }\n    }\n  }\n": types.UpdatePropertyDocument,
    "\n  mutation DeleteProperty($id: ID!) {\n    deleteProperty(id: $id) {\n      message\n    }\n  }\n": types.DeletePropertyDocument,
    "\n  mutation CreateArea($input: AreaInput!) {\n    createArea(input: $input) {\n      message\n      area {\n        id\n        name\n      }\n    }\n  }\n": types.CreateAreaDocument,
    "\n  mutation UpdateArea($id: ID!, $name: String!) {\n    updateArea(id: $id, name: $name) {\n      message\n      area {\n        id\n        name\n      }\n    }\n  }\n": types.UpdateAreaDocument,
    "\n  mutation DeleteArea($id: ID!) {\n    deleteArea(id: $id) {\n      message\n    }\n  }\n": types.DeleteAreaDocument,
    "\n  mutation CreateSectors($input: SectorsInput!) {\n    createSectors(input: $input) {\n      message\n      sectors {\n        ...LandSectorFields\n      }\n    }\n  }\n": types.CreateSectorsDocument,
    "\n  mutation UpdateSector($id: ID!, $input: SectorInput!) {\n    updateSector(id: $id, input: $input) {\n      message\n      sector {\n        ...LandSectorFields\n      }\n    }\n  }\n": types.UpdateSectorDocument,
    "\n  mutation DeleteSector($id: ID!) {\n    deleteSector(id: $id) {\n      message\n    }\n  }\n": types.DeleteSectorDocument,
    "\n  mutation CreateCulture($farmerId: ID!, $name: String!) {\n    createCulture(farmerId: $farmerId, name: $name) {\n      message\n      culture {\n        id\n        name\n      }\n    }\n  }\n": types.CreateCultureDocument,
    "\n  query FinanceCharts($period: FinancePeriod!, $startDate: Date, $endDate: Date, $viewAs: ID) {\n    finance(period: $period, startDate: $startDate, endDate: $endDate, viewAs: $viewAs) {\n      period\n      bucket\n      startDate\n      endDate\n      consultancy {\n        label\n        start\n        end\n        average\n        maximum\n        minimum\n        count\n      }\n      training {\n        label\n        start\n        end\n        total\n        confirmed\n        canceled\n      }\n      totals {\n        consultancy {\n          total\n          count\n          average\n          maximum\n          minimum\n        }\n        training {\n          total\n          confirmed\n          canceled\n        }\n      }\n    }\n  }\n": types.FinanceChartsDocument,
    "\n  fragment HarvestFields on Harvest {\n    id\n    farmerId\n    cultureName\n    year\n    startDate\n    endDate\n    property {\n      id\n      name\n    }\n    sectors {\n      id\n      name\n    }\n    costs {\n      category\n      estimated\n      real\n    }\n    estimatedTotal\n    realTotal\n    realCostsByTag {\n      tag\n      total\n    }\n  }\n": types.HarvestFieldsFragmentDoc,
    "\n  query Harvests($farmerId: ID!, $search: String, $page: Int!, $viewAs: ID) {\n    harvests(farmerId: $farmerId, search: $search, page: $page, viewAs: $viewAs) {\n      page\n      total\n      hasNextPage\n      items {\n        ...HarvestFields\n      }\n    }\n  }\n": types.HarvestsDocument,
    "\n  query Harvest($farmerId: ID!, $id: ID!, $viewAs: ID) {\n    harvest(farmerId: $farmerId, id: $id, viewAs: $viewAs) {\n      ...HarvestFields\n    }\n  }\n": types.HarvestDocument,
    "\n  query Inventory($farmerId: ID!, $product: String, $page: Int!, $viewAs: ID) {\n    inventory(farmerId: $farmerId, product: $product, page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      total\n      items {\n        id\n        product\n        availableQuantity\n        unit\n        farmerId\n      }\n    }\n  }\n": types.InventoryDocument,
    "\n  query InventoryFarmer($id: ID!, $viewAs: ID) {\n    farmer(id: $id, viewAs: $viewAs) {\n      id\n      name\n    }\n  }\n": types.InventoryFarmerDocument,
    "\n  query InventoryMovements($itemId: ID!, $page: Int!, $viewAs: ID) {\n    inventoryMovements(itemId: $itemId, page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      total\n      items {\n        id\n        date\n        quantity\n        description\n      }\n    }\n  }\n": types.InventoryMovementsDocument,
    "\n  fragment LaboratoryFields on Laboratory {\n    id\n    name\n    address {\n      formattedAddress\n      city\n      stateFrom\n      coords {\n        latitude\n        longitude\n      }\n    }\n    phone\n    email\n    site\n    analyses {\n      type\n      name\n      price\n      turnaroundDays\n    }\n    associated\n    distanceKm\n  }\n": types.LaboratoryFieldsFragmentDoc,
    "\n  query Laboratories($name: String, $analysisType: AnalysisType, $page: Int!, $viewAs: ID) {\n    laboratories(name: $name, analysisType: $analysisType, page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      total\n      items {\n        ...LaboratoryFields\n      }\n    }\n  }\n": types.LaboratoriesDocument,
    "\n  query AssociatedLaboratories($page: Int!, $viewAs: ID) {\n    associatedLaboratories(page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      total\n      items {\n        ...LaboratoryFields\n      }\n    }\n  }\n": types.AssociatedLaboratoriesDocument,
    "\n  query Laboratory($id: ID!, $viewAs: ID) {\n    laboratory(id: $id, viewAs: $viewAs) {\n      ...LaboratoryFields\n    }\n  }\n": types.LaboratoryDocument,
    "\n  query MyLabAnalyses($page: Int!, $viewAs: ID) {\n    myLabAnalyses(page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      total\n      items {\n        id\n        date\n        farmerId\n        farmerName\n        propertyName\n        type\n        laboratoryId\n        laboratoryName\n        status\n        price\n      }\n    }\n  }\n": types.MyLabAnalysesDocument,
    "\n  query LabFarmerOptions($name: String, $page: Int!) {\n    farmers(name: $name, page: $page) {\n      page\n      hasNextPage\n      total\n      items {\n        id\n        name\n      }\n    }\n  }\n": types.LabFarmerOptionsDocument,
    "\n  mutation ScheduleLabAnalysis($input: LabOrderInput!) {\n    scheduleLabAnalysis(input: $input) {\n      message\n      id\n    }\n  }\n": types.ScheduleLabAnalysisDocument,
    "\n  fragment MasterBroadcastAdvertFields on Advert {\n    id\n    title\n    message\n    url\n    status\n    periodicity\n    startDate\n    endDate\n    lastPush\n    audience\n    imageUrl\n  }\n": types.MasterBroadcastAdvertFieldsFragmentDoc,
    "\n  query MasterBroadcastAdverts($status: EntityStatus!, $page: Int!) {\n    adverts(status: $status, page: $page) {\n      page\n      hasNextPage\n      items {\n        ...MasterBroadcastAdvertFields\n      }\n    }\n  }\n": types.MasterBroadcastAdvertsDocument,
    "\n  query MasterBroadcastAdvert($id: ID!) {\n    advert(id: $id) {\n      ...MasterBroadcastAdvertFields\n    }\n  }\n": types.MasterBroadcastAdvertDocument,
    "\n  mutation MasterBroadcastCreateAdvert($input: AdvertInput!) {\n    createAdvert(input: $input) {\n      message\n      advert {\n        ...MasterBroadcastAdvertFields\n      }\n    }\n  }\n": types.MasterBroadcastCreateAdvertDocument,
    "\n  mutation MasterBroadcastUpdateAdvert($id: ID!, $input: AdvertInput!) {\n    updateAdvert(id: $id, input: $input) {\n      message\n      advert {\n        ...MasterBroadcastAdvertFields\n      }\n    }\n  }\n": types.MasterBroadcastUpdateAdvertDocument,
    "\n  mutation MasterBroadcastSetAdvertStatus($id: ID!, $status: EntityStatus!) {\n    setAdvertStatus(id: $id, status: $status) {\n      message\n      advert {\n        ...MasterBroadcastAdvertFields\n      }\n    }\n  }\n": types.MasterBroadcastSetAdvertStatusDocument,
    "\n  fragment MasterBroadcastNotificationFields on PushNotification {\n    id\n    title\n    message\n    periodicity\n    startDate\n    endDate\n    lastPush\n    audience\n  }\n": types.MasterBroadcastNotificationFieldsFragmentDoc,
    "\n  query MasterBroadcastNotifications($page: Int!) {\n    pushNotifications(page: $page) {\n      page\n      hasNextPage\n      items {\n        ...MasterBroadcastNotificationFields\n      }\n    }\n  }\n": types.MasterBroadcastNotificationsDocument,
    "\n  query MasterBroadcastNotification($id: ID!) {\n    pushNotification(id: $id) {\n      ...MasterBroadcastNotificationFields\n    }\n  }\n": types.MasterBroadcastNotificationDocument,
    "\n  mutation MasterBroadcastCreateNotification($input: PushNotificationInput!) {\n    createPushNotification(input: $input) {\n      message\n      notification {\n        ...MasterBroadcastNotificationFields\n      }\n    }\n  }\n": types.MasterBroadcastCreateNotificationDocument,
    "\n  mutation MasterBroadcastUpdateNotification($id: ID!, $input: PushNotificationInput!) {\n    updatePushNotification(id: $id, input: $input) {\n      message\n      notification {\n        ...MasterBroadcastNotificationFields\n      }\n    }\n  }\n": types.MasterBroadcastUpdateNotificationDocument,
    "\n  mutation MasterBroadcastDeleteNotification($id: ID!) {\n    deletePushNotification(id: $id) {\n      message\n    }\n  }\n": types.MasterBroadcastDeleteNotificationDocument,
    "\n  query MasterDashboard($kind: UserKind!, $groupBy: StatisticsGrouping!) {\n    masterStatistics {\n      farmers\n      companies\n      consultants\n      enterpriseConsultants\n      devices {\n        platform\n        count\n      }\n      consultanciesProvided\n      enterpriseConsultanciesProvided\n      trainings\n      enterpriseTrainings\n      monthTransactions\n      earningsByMonth {\n        month\n        consultancy\n        training\n      }\n    }\n    usersPerPlace(kind: $kind, groupBy: $groupBy) {\n      label\n      city\n      stateFrom\n      count\n    }\n  }\n": types.MasterDashboardDocument,
    "\n  query MasterDashboardUsersPerPlace($kind: UserKind!, $groupBy: StatisticsGrouping!) {\n    usersPerPlace(kind: $kind, groupBy: $groupBy) {\n      label\n      city\n      stateFrom\n      count\n    }\n  }\n": types.MasterDashboardUsersPerPlaceDocument,
    "\n  query MasterUsersList($kind: UserKind!, $name: String, $page: Int) {\n    users(kind: $kind, name: $name, page: $page) {\n      page\n      hasNextPage\n      total\n      items {\n        id\n        kind\n        name\n        pictureUrl\n        city\n        stateFrom\n      }\n    }\n  }\n": types.MasterUsersListDocument,
    "\n  query MasterUsersDetail($id: ID!) {\n    user(id: $id) {\n      ...ProfileFields\n    }\n  }\n": types.MasterUsersDetailDocument,
    "\n  mutation MasterUsersRegisterCompany($input: CompanyRegistrationInput!) {\n    registerCompany(input: $input) {\n      id\n      message\n    }\n  }\n": types.MasterUsersRegisterCompanyDocument,
    "\n  mutation MasterUsersRegisterConsultant($input: ConsultantRegistrationInput!) {\n    registerConsultant(input: $input) {\n      id\n      message\n    }\n  }\n": types.MasterUsersRegisterConsultantDocument,
    "\n  mutation MasterUsersRegisterFarmer($input: FarmerRegistrationInput!) {\n    registerFarmer(input: $input) {\n      id\n      message\n    }\n  }\n": types.MasterUsersRegisterFarmerDocument,
    "\n  mutation MasterUsersUpdateProfile($id: ID!, $input: UserProfileUpdateInput!) {\n    updateUserProfile(id: $id, input: $input) {\n      ...ProfileFields\n    }\n  }\n": types.MasterUsersUpdateProfileDocument,
    "\n  mutation MasterUsersChangePlan($id: ID!, $plan: String!) {\n    changeUserPlan(id: $id, plan: $plan) {\n      changed\n      message\n      profile {\n        ...ProfileFields\n      }\n    }\n  }\n": types.MasterUsersChangePlanDocument,
    "\n  query Monitorings($consultancyProvidedId: ID!, $page: Int!, $viewAs: ID) {\n    monitorings(consultancyProvidedId: $consultancyProvidedId, page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      total\n      items {\n        id\n        title\n        status\n        sectors {\n          id\n          name\n        }\n        postCount\n        lastUpdate\n      }\n    }\n  }\n": types.MonitoringsDocument,
    "\n  query Monitoring($id: ID!, $viewAs: ID) {\n    monitoring(id: $id, viewAs: $viewAs) {\n      id\n      title\n      description\n      status\n      consultancyProvidedId\n      sectors {\n        id\n        name\n      }\n      createdAt\n      lastUpdate\n      canWrite\n      posts {\n        id\n        date\n        title\n        description\n        sendByName\n        fileUrl\n        fileName\n        fileType\n      }\n    }\n  }\n": types.MonitoringDocument,
    "\n  query MonitoringConsultancy($id: ID!) {\n    providedConsultancy(id: $id) {\n      id\n      property {\n        id\n        name\n      }\n    }\n  }\n": types.MonitoringConsultancyDocument,
    "\n  query MonitoringSectors($propertyId: ID!) {\n    propertySectors(propertyId: $propertyId) {\n      id\n      name\n      areaName\n    }\n  }\n": types.MonitoringSectorsDocument,
    "\n  mutation CreateMonitoring($input: MonitoringInput!) {\n    createMonitoring(input: $input) {\n      message\n      monitoring {\n        id\n      }\n    }\n  }\n": types.CreateMonitoringDocument,
    "\n  fragment OfferedConsultancyFields on OfferedConsultancy {\n    id\n    name\n    format\n    cultures\n    agreedPrice\n    prices {\n      amount\n      feeType\n    }\n    regions {\n      formattedAddress\n      city\n      stateFrom\n      country\n      neighborhood\n      street\n      streetNumber\n      postalCode\n      coords {\n        latitude\n        longitude\n      }\n    }\n    summary\n    content\n    imageUrl\n    clientCount\n  }\n": types.OfferedConsultancyFieldsFragmentDoc,
    "\n  fragment OfferedConsultancyListFields on OfferedConsultancy {\n    id\n    name\n    summary\n    agreedPrice\n    prices {\n      amount\n      feeType\n    }\n    clientCount\n  }\n": types.OfferedConsultancyListFieldsFragmentDoc,
    "\n  query OfferedConsultancies($page: Int!, $viewAs: ID) {\n    offeredConsultancies(page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      total\n      items {\n        ...OfferedConsultancyListFields\n      }\n    }\n  }\n": types.OfferedConsultanciesDocument,
    "\n  query OfferedConsultancy($id: ID!, $viewAs: ID) {\n    offeredConsultancy(id: $id, viewAs: $viewAs) {\n      ...OfferedConsultancyFields\n    }\n  }\n": types.OfferedConsultancyDocument,
    "\n  mutation OfferedCreateConsultancy($input: OfferedConsultancyInput!) {\n    createOfferedConsultancy(input: $input) {\n      message\n      offer {\n        ...OfferedConsultancyFields\n      }\n    }\n  }\n": types.OfferedCreateConsultancyDocument,
    "\n  mutation OfferedUpdateConsultancy($id: ID!, $input: OfferedConsultancyInput!) {\n    updateOfferedConsultancy(id: $id, input: $input) {\n      message\n      offer {\n        ...OfferedConsultancyFields\n      }\n    }\n  }\n": types.OfferedUpdateConsultancyDocument,
    "\n  mutation OfferedDeleteConsultancy($id: ID!) {\n    deleteOfferedConsultancy(id: $id) {\n      message\n    }\n  }\n": types.OfferedDeleteConsultancyDocument,
    "\n  mutation ProfileUpdate($input: ProfileUpdateInput!) {\n    updateProfile(input: $input) {\n      id\n      name\n      phoneNumber\n      address {\n        formattedAddress\n        city\n        stateFrom\n        coords {\n          latitude\n          longitude\n        }\n      }\n      ... on ConsultantProfile {\n        birthDate\n      }\n      ... on EnterpriseConsultantProfile {\n        birthDate\n      }\n    }\n  }\n": types.ProfileUpdateDocument,
    "\n  mutation ProfileUpdateResume($html: String!) {\n    updateProfessionalResume(html: $html) {\n      id\n      ... on ConsultantProfile {\n        professionalResume\n      }\n      ... on EnterpriseConsultantProfile {\n        professionalResume\n      }\n    }\n  }\n": types.ProfileUpdateResumeDocument,
    "\n  mutation ProfileRemovePicture {\n    removeProfilePicture {\n      id\n      pictureUrl\n    }\n  }\n": types.ProfileRemovePictureDocument,
    "\n  fragment ProvidedConsultancyFields on ProvidedConsultancy {\n    id\n    offerId\n    farmerId\n    consultant {\n      id\n      name\n      pictureUrl\n    }\n    offer {\n      id\n      name\n    }\n    farmer {\n      id\n      name\n      email\n      phoneNumber\n      birthDate\n      pictureUrl\n      address {\n        formattedAddress\n        city\n        stateFrom\n      }\n    }\n    property {\n      id\n      name\n      totalArea\n    }\n    fixedPrice\n    status\n    startDate\n    endDate\n    createdAt\n  }\n": types.ProvidedConsultancyFieldsFragmentDoc,
    "\n  query ProvidedConsultancies($providedConsultancyId: ID, $farmerId: ID, $page: Int!, $viewAs: ID) {\n    providedConsultancies(\n      providedConsultancyId: $providedConsultancyId\n      farmerId: $farmerId\n      page: $page\n      viewAs: $viewAs\n    ) {\n      page\n      hasNextPage\n      total\n      items {\n        ...ProvidedConsultancyFields\n      }\n    }\n  }\n": types.ProvidedConsultanciesDocument,
    "\n  query ProvidedConsultancy($id: ID!, $viewAs: ID) {\n    providedConsultancy(id: $id, viewAs: $viewAs) {\n      ...ProvidedConsultancyFields\n      monitoringCount\n      reportCount\n      recommendationCount\n    }\n  }\n": types.ProvidedConsultancyDocument,
    "\n  query ProvidedOfferOptions($page: Int!, $viewAs: ID) {\n    offeredConsultancies(page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      items {\n        id\n        name\n        agreedPrice\n        prices {\n          amount\n          feeType\n        }\n      }\n    }\n  }\n": types.ProvidedOfferOptionsDocument,
    "\n  mutation ProvidedCreateConsultancy($input: ProvidedConsultancyInput!) {\n    createProvidedConsultancy(input: $input) {\n      message\n      providedConsultancy {\n        ...ProvidedConsultancyFields\n      }\n    }\n  }\n": types.ProvidedCreateConsultancyDocument,
    "\n  mutation ProvidedUpdateConsultancy($id: ID!, $input: ProvidedConsultancyInput!) {\n    updateProvidedConsultancy(id: $id, input: $input) {\n      message\n      providedConsultancy {\n        ...ProvidedConsultancyFields\n      }\n    }\n  }\n": types.ProvidedUpdateConsultancyDocument,
    "\n  mutation ProvidedDeleteConsultancy($id: ID!) {\n    deleteProvidedConsultancy(id: $id) {\n      message\n    }\n  }\n": types.ProvidedDeleteConsultancyDocument,
    "\n  query RequestConsultancies($page: Int!, $viewAs: ID) {\n    consultancyRequests(page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      total\n      items {\n        ...ProvidedConsultancyFields\n      }\n    }\n  }\n": types.RequestConsultanciesDocument,
    "\n  mutation RequestAnswer($id: ID!, $accept: Boolean!) {\n    answerConsultancyRequest(id: $id, accept: $accept) {\n      message\n      providedConsultancy {\n        ...ProvidedConsultancyFields\n      }\n    }\n  }\n": types.RequestAnswerDocument,
    "\n  fragment FieldActivityRowFields on FieldActivity {\n    id\n    farmerId\n    name\n    activityType\n    status\n    recurrenceKind\n    startDate\n    endDate\n    property {\n      id\n      name\n    }\n    harvest {\n      id\n      cultureName\n      year\n    }\n    totalCost\n    createdByMe\n  }\n": types.FieldActivityRowFieldsFragmentDoc,
    "\n  query FieldActivities($farmerId: ID!, $name: String, $status: FieldActivityStatus, $page: Int!, $viewAs: ID) {\n    fieldActivities(farmerId: $farmerId, name: $name, status: $status, page: $page, viewAs: $viewAs) {\n      page\n      total\n      hasNextPage\n      items {\n        ...FieldActivityRowFields\n      }\n    }\n  }\n": types.FieldActivitiesDocument,
    "\n  fragment FieldActivityDetailFields on FieldActivity {\n    id\n    farmerId\n    farmerName\n    name\n    description\n    activityType\n    status\n    recurrenceKind\n    startDate\n    endDate\n    completionDate\n    property {\n      id\n      name\n    }\n    harvestId\n    harvest {\n      id\n      cultureName\n      year\n    }\n    sectors {\n      id\n      name\n    }\n    products {\n      name\n      quantity\n      unit\n    }\n    costs {\n      category\n      tag\n      cost\n    }\n    totalCost\n    createdByMe\n    nextOccurrences(count: 5)\n  }\n": types.FieldActivityDetailFieldsFragmentDoc,
    "\n  query FieldActivity($id: ID!, $viewAs: ID) {\n    fieldActivity(id: $id, viewAs: $viewAs) {\n      ...FieldActivityDetailFields\n    }\n  }\n": types.FieldActivityDocument,
    "\n  query RecommendationOptions($farmerId: ID!, $viewAs: ID) {\n    farmer(id: $farmerId, viewAs: $viewAs) {\n      id\n      name\n      createdByMe\n    }\n    harvests(farmerId: $farmerId, page: 1, viewAs: $viewAs) {\n      total\n      items {\n        id\n        cultureName\n        year\n        startDate\n        endDate\n        property {\n          id\n          name\n        }\n        sectors {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.RecommendationOptionsDocument,
    "\n  mutation CreateRecommendation($input: RecommendationInput!) {\n    createRecommendation(input: $input) {\n      message\n      fieldActivity {\n        ...FieldActivityDetailFields\n      }\n    }\n  }\n": types.CreateRecommendationDocument,
    "\n  mutation UpdateRecommendation($id: ID!, $input: RecommendationInput!) {\n    updateRecommendation(id: $id, input: $input) {\n      message\n      fieldActivity {\n        ...FieldActivityDetailFields\n      }\n    }\n  }\n": types.UpdateRecommendationDocument,
    "\n  query Reports($providedConsultancyId: ID!, $title: String, $page: Int!, $viewAs: ID) {\n    reports(providedConsultancyId: $providedConsultancyId, title: $title, page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      total\n      items {\n        id\n        title\n        description\n        createdAt\n      }\n    }\n  }\n": types.ReportsDocument,
    "\n  fragment ReportFields on Report {\n    id\n    title\n    description\n    technicalAdvice\n    providedConsultancyId\n    farmerId\n    createdAt\n    createdByMe\n    items {\n      index\n      title\n      description\n      fileUrl\n      fileName\n      fileType\n    }\n    recommendedActivityIds\n    capabilities {\n      canEdit\n      canEditTechnicalAdvice\n      canAddTechnicalAdvice\n      canAddItems\n      canEditItems\n      canRecommend\n      canEditRecommendations\n      canDelete\n    }\n  }\n": types.ReportFieldsFragmentDoc,
    "\n  query Report($id: ID!, $viewAs: ID) {\n    report(id: $id, viewAs: $viewAs) {\n      ...ReportFields\n      farmer {\n        id\n        name\n        address {\n          city\n          stateFrom\n        }\n      }\n      recommendedActivities {\n        id\n        name\n        activityType\n        startDate\n        endDate\n        description\n        sectors {\n          id\n          name\n        }\n        createdByMe\n      }\n    }\n  }\n": types.ReportDocument,
    "\n  mutation CreateReport($input: ReportInput!) {\n    createReport(input: $input) {\n      message\n      report {\n        ...ReportFields\n      }\n    }\n  }\n": types.CreateReportDocument,
    "\n  mutation UpdateReport($id: ID!, $input: ReportUpdateInput!) {\n    updateReport(id: $id, input: $input) {\n      message\n      report {\n        ...ReportFields\n      }\n    }\n  }\n": types.UpdateReportDocument,
    "\n  mutation InsertTechnicalAdvice($id: ID!, $technicalAdvice: String!) {\n    insertTechnicalAdvice(id: $id, technicalAdvice: $technicalAdvice) {\n      message\n      report {\n        ...ReportFields\n      }\n    }\n  }\n": types.InsertTechnicalAdviceDocument,
    "\n  mutation DeleteReport($id: ID!) {\n    deleteReport(id: $id) {\n      message\n      next\n      providedConsultancyId\n      farmerId\n    }\n  }\n": types.DeleteReportDocument,
    "\n  mutation UpdateReportItem($reportId: ID!, $index: Int!, $input: ReportItemInput!) {\n    updateReportItem(reportId: $reportId, index: $index, input: $input) {\n      message\n      report {\n        ...ReportFields\n      }\n    }\n  }\n": types.UpdateReportItemDocument,
    "\n  mutation RemoveReportItemPhoto($reportId: ID!, $index: Int!) {\n    removeReportItemPhoto(reportId: $reportId, index: $index) {\n      message\n      report {\n        ...ReportFields\n      }\n    }\n  }\n": types.RemoveReportItemPhotoDocument,
    "\n  mutation DeleteReportItem($reportId: ID!, $index: Int!) {\n    deleteReportItem(reportId: $reportId, index: $index) {\n      message\n      report {\n        ...ReportFields\n      }\n    }\n  }\n": types.DeleteReportItemDocument,
    "\n  fragment ScheduleWorkFields on Work {\n    id\n    title\n    day\n    startWork\n    endWork\n    status\n    format\n    cancellable\n    farmer {\n      id\n      name\n    }\n  }\n": types.ScheduleWorkFieldsFragmentDoc,
    "\n  fragment ScheduleWorkScheduleFields on WorkSchedule {\n    days\n    startTime\n    endTime\n  }\n": types.ScheduleWorkScheduleFieldsFragmentDoc,
    "\n  query ScheduleWorkSchedule($viewAs: ID) {\n    workSchedule(viewAs: $viewAs) {\n      ...ScheduleWorkScheduleFields\n    }\n  }\n": types.ScheduleWorkScheduleDocument,
    "\n  query CalendarWorks($from: Date!, $to: Date!, $viewAs: ID) {\n    works(from: $from, to: $to, viewAs: $viewAs) {\n      ...ScheduleWorkFields\n    }\n    workSchedule(viewAs: $viewAs) {\n      ...ScheduleWorkScheduleFields\n    }\n    recommendationOccurrences(start: $from, end: $to, viewAs: $viewAs) {\n      date\n      activityId\n      title\n      farmerName\n    }\n  }\n": types.CalendarWorksDocument,
    "\n  query CompanyCalendarWorks($from: Date!, $to: Date!, $viewAs: ID) {\n    companyWorks(from: $from, to: $to, viewAs: $viewAs) {\n      ...ScheduleWorkFields\n      providedConsultancy {\n        id\n      }\n      consultant {\n        id\n        name\n      }\n    }\n  }\n": types.CompanyCalendarWorksDocument,
    "\n  query ActivityDayWorks($day: Date!, $viewAs: ID) {\n    works(from: $day, to: $day, viewAs: $viewAs) {\n      id\n      title\n      startWork\n      endWork\n      status\n    }\n  }\n": types.ActivityDayWorksDocument,
    "\n  mutation ScheduleCreateWorkSchedule($input: WorkScheduleInput!) {\n    createWorkSchedule(input: $input) {\n      message\n      workSchedule {\n        ...ScheduleWorkScheduleFields\n      }\n    }\n  }\n": types.ScheduleCreateWorkScheduleDocument,
    "\n  mutation ScheduleUpdateWorkSchedule($input: WorkScheduleInput!) {\n    updateWorkSchedule(input: $input) {\n      message\n      workSchedule {\n        ...ScheduleWorkScheduleFields\n      }\n    }\n  }\n": types.ScheduleUpdateWorkScheduleDocument,
    "\n  query ActivityList($providedConsultancyId: ID, $search: String, $page: Int!, $viewAs: ID) {\n    activities(providedConsultancyId: $providedConsultancyId, search: $search, page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      total\n      items {\n        ...ScheduleWorkFields\n        providedConsultancy {\n          id\n          offer {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": types.ActivityListDocument,
    "\n  mutation ActivityCancel($id: ID!) {\n    cancelActivity(id: $id) {\n      message\n      work {\n        ...ScheduleWorkFields\n      }\n    }\n  }\n": types.ActivityCancelDocument,
    "\n  mutation ActivitySchedule($input: ActivityInput!) {\n    scheduleActivity(input: $input) {\n      message\n      work {\n        ...ScheduleWorkFields\n      }\n    }\n  }\n": types.ActivityScheduleDocument,
    "\n  fragment ActivityProvidedFields on ProvidedConsultancy {\n    id\n    farmerId\n    status\n    startDate\n    offer {\n      id\n      name\n    }\n    farmer {\n      id\n      name\n      pictureUrl\n    }\n    property {\n      id\n      name\n    }\n  }\n": types.ActivityProvidedFieldsFragmentDoc,
    "\n  query ActivityProvidedConsultancies($farmerId: ID!, $viewAs: ID) {\n    providedConsultancies(farmerId: $farmerId, page: 1, viewAs: $viewAs) {\n      page\n      hasNextPage\n      items {\n        ...ActivityProvidedFields\n      }\n    }\n  }\n": types.ActivityProvidedConsultanciesDocument,
    "\n  query ActivityProvidedConsultancy($id: ID!, $viewAs: ID) {\n    providedConsultancy(id: $id, viewAs: $viewAs) {\n      ...ActivityProvidedFields\n    }\n  }\n": types.ActivityProvidedConsultancyDocument,
    "\n  query ActivitySectors($propertyId: ID!, $viewAs: ID) {\n    propertySectors(propertyId: $propertyId, viewAs: $viewAs) {\n      id\n      name\n      areaId\n      areaName\n      cultureName\n    }\n  }\n": types.ActivitySectorsDocument,
    "\n  mutation ShellSignOut {\n    signOut {\n      message\n    }\n  }\n": types.ShellSignOutDocument,
    "\n  query ShellViewAsOwner($viewAs: ID) {\n    areaOwner(viewAs: $viewAs) {\n      ...ProfileFields\n    }\n  }\n": types.ShellViewAsOwnerDocument,
    "\n  fragment TrainingFields on Training {\n    id\n    title\n    date\n    duration\n    price\n    profit\n    format\n    summary\n    description\n    specificInformation\n    availableSpots\n    confirmedCount\n    remainingSpots\n    imageUrl\n    editable\n    consultantIds\n    address {\n      formattedAddress\n      city\n      stateFrom\n      country\n      neighborhood\n      street\n      streetNumber\n      postalCode\n      coords {\n        latitude\n        longitude\n      }\n    }\n  }\n": types.TrainingFieldsFragmentDoc,
    "\n  query TrainingList($state: TrainingState!, $page: Int!, $viewAs: ID) {\n    trainings(state: $state, page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      total\n      items {\n        id\n        title\n        date\n        summary\n        availableSpots\n        confirmedCount\n      }\n    }\n  }\n": types.TrainingListDocument,
    "\n  query TrainingDetail($id: ID!, $viewAs: ID) {\n    training(id: $id, viewAs: $viewAs) {\n      ...TrainingFields\n    }\n  }\n": types.TrainingDetailDocument,
    "\n  query TrainingParticipants($id: ID!, $state: ParticipantState!, $page: Int!, $viewAs: ID) {\n    trainingParticipants(id: $id, state: $state, page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      total\n      items {\n        name\n        email\n      }\n    }\n  }\n": types.TrainingParticipantsDocument,
    "\n  mutation TrainingCreate($input: TrainingInput!) {\n    createTraining(input: $input) {\n      message\n      training {\n        ...TrainingFields\n      }\n    }\n  }\n": types.TrainingCreateDocument,
    "\n  mutation TrainingUpdate($id: ID!, $input: TrainingInput!) {\n    updateTraining(id: $id, input: $input) {\n      message\n      training {\n        ...TrainingFields\n      }\n    }\n  }\n": types.TrainingUpdateDocument,
    "\n  mutation TrainingDelete($id: ID!) {\n    deleteTraining(id: $id) {\n      message\n    }\n  }\n": types.TrainingDeleteDocument,
    "\n  query TrainingConsultantOptions($page: Int!, $viewAs: ID) {\n    companyConsultants(page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      items {\n        id\n        name\n      }\n    }\n  }\n": types.TrainingConsultantOptionsDocument,
    "\n  query Places($query: String!, $limit: Int) {\n    places(query: $query, limit: $limit) {\n      formattedAddress\n      city\n      stateFrom\n      country\n      ibgeCode\n      coords {\n        latitude\n        longitude\n      }\n    }\n  }\n": types.PlacesDocument,
    "\n  query ReversePlace($latitude: Float!, $longitude: Float!) {\n    reversePlace(latitude: $latitude, longitude: $longitude) {\n      formattedAddress\n      city\n      stateFrom\n      country\n      ibgeCode\n      coords {\n        latitude\n        longitude\n      }\n    }\n  }\n": types.ReversePlaceDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientConfig {\n    clientConfig {\n      googleClientId\n      tileUrl\n      tileAttribution\n      supportPhone\n      supportChatUrl\n    }\n  }\n"): (typeof documents)["\n  query ClientConfig {\n    clientConfig {\n      googleClientId\n      tileUrl\n      tileAttribution\n      supportPhone\n      supportChatUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileFields on Profile {\n    id\n    role\n    name\n    email\n    phoneNumber\n    createdAt\n    pictureUrl\n    address {\n      formattedAddress\n      city\n      stateFrom\n      coords {\n        latitude\n        longitude\n      }\n    }\n    plan {\n      marker\n      badge\n      trialDaysLeft\n    }\n    ... on ConsultantProfile {\n      birthDate\n      professionalResume\n    }\n    ... on EnterpriseConsultantProfile {\n      birthDate\n      professionalResume\n      company {\n        id\n        name\n      }\n    }\n    ... on EnterpriseProfile {\n      cnpj\n    }\n    ... on FarmerProfile {\n      cpf\n    }\n  }\n"): (typeof documents)["\n  fragment ProfileFields on Profile {\n    id\n    role\n    name\n    email\n    phoneNumber\n    createdAt\n    pictureUrl\n    address {\n      formattedAddress\n      city\n      stateFrom\n      coords {\n        latitude\n        longitude\n      }\n    }\n    plan {\n      marker\n      badge\n      trialDaysLeft\n    }\n    ... on ConsultantProfile {\n      birthDate\n      professionalResume\n    }\n    ... on EnterpriseConsultantProfile {\n      birthDate\n      professionalResume\n      company {\n        id\n        name\n      }\n    }\n    ... on EnterpriseProfile {\n      cnpj\n    }\n    ... on FarmerProfile {\n      cpf\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Viewer {\n    viewer {\n      role\n      homePath\n      canDeleteAccount\n      profile {\n        ...ProfileFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Viewer {\n    viewer {\n      role\n      homePath\n      canDeleteAccount\n      profile {\n        ...ProfileFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountChangePassword($input: PasswordChangeInput!) {\n    changePassword(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AccountChangePassword($input: PasswordChangeInput!) {\n    changePassword(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountRequestEmailChange($input: EmailChangeInput!) {\n    requestEmailChange(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AccountRequestEmailChange($input: EmailChangeInput!) {\n    requestEmailChange(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountDelete($phrase: String!) {\n    deleteAccount(phrase: $phrase) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AccountDelete($phrase: String!) {\n    deleteAccount(phrase: $phrase) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LabAnalyses($farmerId: ID!, $search: String, $page: Int!, $viewAs: ID) {\n    farmer(id: $farmerId, viewAs: $viewAs) {\n      id\n      createdByMe\n    }\n    labAnalyses(farmerId: $farmerId, search: $search, page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      total\n      items {\n        id\n        name\n        date\n        createdAt\n        propertyId\n        propertyName\n        fileUrl\n        fileName\n        fileType\n      }\n    }\n  }\n"): (typeof documents)["\n  query LabAnalyses($farmerId: ID!, $search: String, $page: Int!, $viewAs: ID) {\n    farmer(id: $farmerId, viewAs: $viewAs) {\n      id\n      createdByMe\n    }\n    labAnalyses(farmerId: $farmerId, search: $search, page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      total\n      items {\n        id\n        name\n        date\n        createdAt\n        propertyId\n        propertyName\n        fileUrl\n        fileName\n        fileType\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnalysisProperties($farmerId: ID!, $name: String, $viewAs: ID) {\n    farmerProperties(farmerId: $farmerId, name: $name, page: 1, viewAs: $viewAs) {\n      page\n      hasNextPage\n      items {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query AnalysisProperties($farmerId: ID!, $name: String, $viewAs: ID) {\n    farmerProperties(farmerId: $farmerId, name: $name, page: 1, viewAs: $viewAs) {\n      page\n      hasNextPage\n      items {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthSignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      viewer {\n        role\n        homePath\n        canDeleteAccount\n        profile {\n          ...ProfileFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AuthSignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      viewer {\n        role\n        homePath\n        canDeleteAccount\n        profile {\n          ...ProfileFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthSignInWithGoogle($input: GoogleSignInInput!) {\n    signInWithGoogle(input: $input) {\n      viewer {\n        role\n        homePath\n        canDeleteAccount\n        profile {\n          ...ProfileFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AuthSignInWithGoogle($input: GoogleSignInInput!) {\n    signInWithGoogle(input: $input) {\n      viewer {\n        role\n        homePath\n        canDeleteAccount\n        profile {\n          ...ProfileFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthSignOut {\n    signOut {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AuthSignOut {\n    signOut {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthRequestPasswordRecovery($input: RecoveryInput!) {\n    requestPasswordRecovery(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AuthRequestPasswordRecovery($input: RecoveryInput!) {\n    requestPasswordRecovery(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthResendVerification($input: RecoveryInput!) {\n    resendVerification(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AuthResendVerification($input: RecoveryInput!) {\n    resendVerification(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthSignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AuthSignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthConfirmAccount($token: String!, $role: Role!) {\n    confirmAccount(token: $token, role: $role) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AuthConfirmAccount($token: String!, $role: Role!) {\n    confirmAccount(token: $token, role: $role) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthConfirmEmailUpdate($token: String!, $role: Role!) {\n    confirmEmailUpdate(token: $token, role: $role) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AuthConfirmEmailUpdate($token: String!, $role: Role!) {\n    confirmEmailUpdate(token: $token, role: $role) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompanyConsultantFields on CompanyConsultant {\n    id\n    name\n    email\n    cpf\n    phoneNumber\n    birthDate\n    createdAt\n    photoUrl\n    professionalResume\n    deleted\n    address {\n      formattedAddress\n      city\n      stateFrom\n      country\n      coords {\n        latitude\n        longitude\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment CompanyConsultantFields on CompanyConsultant {\n    id\n    name\n    email\n    cpf\n    phoneNumber\n    birthDate\n    createdAt\n    photoUrl\n    professionalResume\n    deleted\n    address {\n      formattedAddress\n      city\n      stateFrom\n      country\n      coords {\n        latitude\n        longitude\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyConsultants($page: Int!, $viewAs: ID) {\n    companyConsultants(page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      total\n      items {\n        id\n        name\n        photoUrl\n        address {\n          formattedAddress\n          city\n          stateFrom\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CompanyConsultants($page: Int!, $viewAs: ID) {\n    companyConsultants(page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      total\n      items {\n        id\n        name\n        photoUrl\n        address {\n          formattedAddress\n          city\n          stateFrom\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyConsultant($id: ID!, $viewAs: ID) {\n    companyConsultant(id: $id, viewAs: $viewAs) {\n      ...CompanyConsultantFields\n    }\n  }\n"): (typeof documents)["\n  query CompanyConsultant($id: ID!, $viewAs: ID) {\n    companyConsultant(id: $id, viewAs: $viewAs) {\n      ...CompanyConsultantFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompanyConsultantCreate($input: CompanyConsultantCreateInput!) {\n    createCompanyConsultant(input: $input) {\n      message\n      consultant {\n        ...CompanyConsultantFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CompanyConsultantCreate($input: CompanyConsultantCreateInput!) {\n    createCompanyConsultant(input: $input) {\n      message\n      consultant {\n        ...CompanyConsultantFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompanyConsultantUpdate($id: ID!, $input: CompanyConsultantUpdateInput!) {\n    updateCompanyConsultant(id: $id, input: $input) {\n      message\n      consultant {\n        ...CompanyConsultantFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CompanyConsultantUpdate($id: ID!, $input: CompanyConsultantUpdateInput!) {\n    updateCompanyConsultant(id: $id, input: $input) {\n      message\n      consultant {\n        ...CompanyConsultantFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompanyConsultantDelete($id: ID!) {\n    deleteCompanyConsultant(id: $id) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation CompanyConsultantDelete($id: ID!) {\n    deleteCompanyConsultant(id: $id) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardConsultant($viewAs: ID) {\n    consultantDashboard(viewAs: $viewAs) {\n      month\n      revenue\n      jobs\n      providedConsultancies\n      trainings\n      agenda {\n        id\n        day\n        startWork\n        endWork\n        title\n        status\n        format\n        farmer {\n          id\n          name\n        }\n        providedConsultancy {\n          id\n          property {\n            id\n            name\n          }\n          offer {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardConsultant($viewAs: ID) {\n    consultantDashboard(viewAs: $viewAs) {\n      month\n      revenue\n      jobs\n      providedConsultancies\n      trainings\n      agenda {\n        id\n        day\n        startWork\n        endWork\n        title\n        status\n        format\n        farmer {\n          id\n          name\n        }\n        providedConsultancy {\n          id\n          property {\n            id\n            name\n          }\n          offer {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardCompany($viewAs: ID) {\n    companyDashboard(viewAs: $viewAs) {\n      month\n      revenue\n      jobs\n      activeConsultancies\n      trainings\n      pendingRequests\n      agenda {\n        id\n        day\n        startWork\n        endWork\n        title\n        status\n        format\n        consultant {\n          id\n          name\n        }\n        farmer {\n          id\n          name\n        }\n        providedConsultancy {\n          id\n          property {\n            id\n            name\n          }\n          offer {\n            id\n            name\n          }\n        }\n      }\n      consultants {\n        consultant {\n          id\n          name\n        }\n        done\n        planned\n        revenue\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardCompany($viewAs: ID) {\n    companyDashboard(viewAs: $viewAs) {\n      month\n      revenue\n      jobs\n      activeConsultancies\n      trainings\n      pendingRequests\n      agenda {\n        id\n        day\n        startWork\n        endWork\n        title\n        status\n        format\n        consultant {\n          id\n          name\n        }\n        farmer {\n          id\n          name\n        }\n        providedConsultancy {\n          id\n          property {\n            id\n            name\n          }\n          offer {\n            id\n            name\n          }\n        }\n      }\n      consultants {\n        consultant {\n          id\n          name\n        }\n        done\n        planned\n        revenue\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FarmerSelectFarmers($name: String, $viewAs: ID) {\n    farmers(name: $name, page: 1, viewAs: $viewAs) {\n      page\n      hasNextPage\n      items {\n        id\n        name\n        pictureUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  query FarmerSelectFarmers($name: String, $viewAs: ID) {\n    farmers(name: $name, page: 1, viewAs: $viewAs) {\n      page\n      hasNextPage\n      items {\n        id\n        name\n        pictureUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FarmerSelectProperties($farmerId: ID!, $name: String, $viewAs: ID) {\n    farmerProperties(farmerId: $farmerId, name: $name, page: 1, viewAs: $viewAs) {\n      page\n      hasNextPage\n      items {\n        id\n        name\n        totalArea\n      }\n    }\n  }\n"): (typeof documents)["\n  query FarmerSelectProperties($farmerId: ID!, $name: String, $viewAs: ID) {\n    farmerProperties(farmerId: $farmerId, name: $name, page: 1, viewAs: $viewAs) {\n      page\n      hasNextPage\n      items {\n        id\n        name\n        totalArea\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PropertyBoundaryFields on Property {\n    id\n    boundary\n    boundaryAreaHa\n  }\n"): (typeof documents)["\n  fragment PropertyBoundaryFields on Property {\n    id\n    boundary\n    boundaryAreaHa\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPropertyBoundary($propertyId: ID!, $boundary: JSON) {\n    setPropertyBoundary(propertyId: $propertyId, boundary: $boundary) {\n      ...PropertyBoundaryFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetPropertyBoundary($propertyId: ID!, $boundary: JSON) {\n    setPropertyBoundary(propertyId: $propertyId, boundary: $boundary) {\n      ...PropertyBoundaryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FarmerRowFields on Farmer {\n    id\n    name\n    pictureUrl\n    createdByMe\n    propertyCount\n    address {\n      formattedAddress\n      city\n      stateFrom\n    }\n  }\n"): (typeof documents)["\n  fragment FarmerRowFields on Farmer {\n    id\n    name\n    pictureUrl\n    createdByMe\n    propertyCount\n    address {\n      formattedAddress\n      city\n      stateFrom\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FarmersList($name: String, $page: Int!, $viewAs: ID) {\n    farmers(name: $name, page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      total\n      items {\n        ...FarmerRowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query FarmersList($name: String, $page: Int!, $viewAs: ID) {\n    farmers(name: $name, page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      total\n      items {\n        ...FarmerRowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FarmerProfileFields on Farmer {\n    id\n    name\n    email\n    phoneNumber\n    birthDate\n    pictureUrl\n    createdByMe\n    propertyCount\n    address {\n      formattedAddress\n      city\n      stateFrom\n      country\n      neighborhood\n      street\n      streetNumber\n      postalCode\n      coords {\n        latitude\n        longitude\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment FarmerProfileFields on Farmer {\n    id\n    name\n    email\n    phoneNumber\n    birthDate\n    pictureUrl\n    createdByMe\n    propertyCount\n    address {\n      formattedAddress\n      city\n      stateFrom\n      country\n      neighborhood\n      street\n      streetNumber\n      postalCode\n      coords {\n        latitude\n        longitude\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Farmer($id: ID!, $viewAs: ID) {\n    farmer(id: $id, viewAs: $viewAs) {\n      ...FarmerProfileFields\n    }\n  }\n"): (typeof documents)["\n  query Farmer($id: ID!, $viewAs: ID) {\n    farmer(id: $id, viewAs: $viewAs) {\n      ...FarmerProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FarmerVisitCount($id: ID!, $viewAs: ID) {\n    farmer(id: $id, viewAs: $viewAs) {\n      id\n      completedVisitCount\n    }\n  }\n"): (typeof documents)["\n  query FarmerVisitCount($id: ID!, $viewAs: ID) {\n    farmer(id: $id, viewAs: $viewAs) {\n      id\n      completedVisitCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FarmerMonitoringCount($id: ID!, $viewAs: ID) {\n    farmer(id: $id, viewAs: $viewAs) {\n      id\n      monitoringCount\n    }\n  }\n"): (typeof documents)["\n  query FarmerMonitoringCount($id: ID!, $viewAs: ID) {\n    farmer(id: $id, viewAs: $viewAs) {\n      id\n      monitoringCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FarmerHubProperties($farmerId: ID!, $page: Int!, $viewAs: ID) {\n    farmerProperties(farmerId: $farmerId, page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      total\n      items {\n        id\n        name\n        areaCount\n        address {\n          formattedAddress\n          city\n          stateFrom\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query FarmerHubProperties($farmerId: ID!, $page: Int!, $viewAs: ID) {\n    farmerProperties(farmerId: $farmerId, page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      total\n      items {\n        id\n        name\n        areaCount\n        address {\n          formattedAddress\n          city\n          stateFrom\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FarmerHubConsultancies($farmerId: ID!, $viewAs: ID) {\n    providedConsultancies(farmerId: $farmerId, page: 1, viewAs: $viewAs) {\n      page\n      hasNextPage\n      items {\n        id\n        startDate\n        offer {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query FarmerHubConsultancies($farmerId: ID!, $viewAs: ID) {\n    providedConsultancies(farmerId: $farmerId, page: 1, viewAs: $viewAs) {\n      page\n      hasNextPage\n      items {\n        id\n        startDate\n        offer {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateFarmer($input: FarmerCreateInput!) {\n    createFarmer(input: $input) {\n      message\n      farmer {\n        ...FarmerProfileFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateFarmer($input: FarmerCreateInput!) {\n    createFarmer(input: $input) {\n      message\n      farmer {\n        ...FarmerProfileFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateFarmer($id: ID!, $input: FarmerUpdateInput!) {\n    updateFarmer(id: $id, input: $input) {\n      message\n      farmer {\n        ...FarmerProfileFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateFarmer($id: ID!, $input: FarmerUpdateInput!) {\n    updateFarmer(id: $id, input: $input) {\n      message\n      farmer {\n        ...FarmerProfileFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LandAddressFields on Address {\n    formattedAddress\n    city\n    stateFrom\n    country\n    neighborhood\n    street\n    streetNumber\n    postalCode\n    coords {\n      latitude\n      longitude\n    }\n  }\n"): (typeof documents)["\n  fragment LandAddressFields on Address {\n    formattedAddress\n    city\n    stateFrom\n    country\n    neighborhood\n    street\n    streetNumber\n    postalCode\n    coords {\n      latitude\n      longitude\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LandSectorFields on Sector {\n    id\n    name\n    areaId\n    areaName\n    cultureId\n    cultureName\n    plotArea\n    plantingDate\n    spacingBetweenStreets\n    spacingBetweenPlants\n    plants\n  }\n"): (typeof documents)["\n  fragment LandSectorFields on Sector {\n    id\n    name\n    areaId\n    areaName\n    cultureId\n    cultureName\n    plotArea\n    plantingDate\n    spacingBetweenStreets\n    spacingBetweenPlants\n    plants\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PropertyPage($id: ID!, $page: Int!, $viewAs: ID) {\n    property(id: $id, viewAs: $viewAs) {\n      id\n      name\n      totalArea\n      boundary\n      boundaryAreaHa\n      areaCount\n      pictureUrl\n      farmerId\n      address {\n        ...LandAddressFields\n      }\n      farmer {\n        id\n        name\n        createdByMe\n      }\n      areas(page: $page) {\n        page\n        hasNextPage\n        total\n        items {\n          id\n          name\n          plotArea\n          sectorCount\n          sectors {\n            ...LandSectorFields\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PropertyPage($id: ID!, $page: Int!, $viewAs: ID) {\n    property(id: $id, viewAs: $viewAs) {\n      id\n      name\n      totalArea\n      boundary\n      boundaryAreaHa\n      areaCount\n      pictureUrl\n      farmerId\n      address {\n        ...LandAddressFields\n      }\n      farmer {\n        id\n        name\n        createdByMe\n      }\n      areas(page: $page) {\n        page\n        hasNextPage\n        total\n        items {\n          id\n          name\n          plotArea\n          sectorCount\n          sectors {\n            ...LandSectorFields\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PropertyForm($id: ID!, $viewAs: ID) {\n    property(id: $id, viewAs: $viewAs) {\n      id\n      name\n      totalArea\n      boundary\n      boundaryAreaHa\n      farmerId\n      address {\n        ...LandAddressFields\n      }\n      farmer {\n        id\n        name\n        createdByMe\n      }\n    }\n  }\n"): (typeof documents)["\n  query PropertyForm($id: ID!, $viewAs: ID) {\n    property(id: $id, viewAs: $viewAs) {\n      id\n      name\n      totalArea\n      boundary\n      boundaryAreaHa\n      farmerId\n      address {\n        ...LandAddressFields\n      }\n      farmer {\n        id\n        name\n        createdByMe\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LandFarmer($id: ID!, $viewAs: ID) {\n    farmer(id: $id, viewAs: $viewAs) {\n      id\n      name\n      createdByMe\n    }\n  }\n"): (typeof documents)["\n  query LandFarmer($id: ID!, $viewAs: ID) {\n    farmer(id: $id, viewAs: $viewAs) {\n      id\n      name\n      createdByMe\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PropertyAreas($id: ID!, $viewAs: ID) {\n    property(id: $id, viewAs: $viewAs) {\n      id\n      name\n      farmerId\n      farmer {\n        id\n        createdByMe\n      }\n      allAreas {\n        id\n        name\n        sectorCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query PropertyAreas($id: ID!, $viewAs: ID) {\n    property(id: $id, viewAs: $viewAs) {\n      id\n      name\n      farmerId\n      farmer {\n        id\n        createdByMe\n      }\n      allAreas {\n        id\n        name\n        sectorCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LandSector($id: ID!, $viewAs: ID) {\n    sector(id: $id, viewAs: $viewAs) {\n      ...LandSectorFields\n    }\n  }\n"): (typeof documents)["\n  query LandSector($id: ID!, $viewAs: ID) {\n    sector(id: $id, viewAs: $viewAs) {\n      ...LandSectorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FarmerCultures($farmerId: ID!, $page: Int!, $viewAs: ID) {\n    farmerCultures(farmerId: $farmerId, page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      total\n      items {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query FarmerCultures($farmerId: ID!, $page: Int!, $viewAs: ID) {\n    farmerCultures(farmerId: $farmerId, page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      total\n      items {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProperty($farmerId: ID!, $input: PropertyInput!) {\n    createProperty(farmerId: $farmerId, input: $input) {\n      message\n      property {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProperty($farmerId: ID!, $input: PropertyInput!) {\n    createProperty(farmerId: $farmerId, input: $input) {\n      message\n      property {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProperty($id: ID!, $input: PropertyInput!) {\n    updateProperty(id: $id, input: $input) {\n      message\n      property {\n        id\n        name\n        totalArea\n        address {\n          ...LandAddressFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProperty($id: ID!, $input: PropertyInput!) {\n    updateProperty(id: $id, input: $input) {\n      message\n      property {\n        id\n        name\n        totalArea\n        address {\n          ...LandAddressFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProperty($id: ID!) {\n    deleteProperty(id: $id) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteProperty($id: ID!) {\n    deleteProperty(id: $id) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateArea($input: AreaInput!) {\n    createArea(input: $input) {\n      message\n      area {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateArea($input: AreaInput!) {\n    createArea(input: $input) {\n      message\n      area {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateArea($id: ID!, $name: String!) {\n    updateArea(id: $id, name: $name) {\n      message\n      area {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateArea($id: ID!, $name: String!) {\n    updateArea(id: $id, name: $name) {\n      message\n      area {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteArea($id: ID!) {\n    deleteArea(id: $id) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteArea($id: ID!) {\n    deleteArea(id: $id) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSectors($input: SectorsInput!) {\n    createSectors(input: $input) {\n      message\n      sectors {\n        ...LandSectorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSectors($input: SectorsInput!) {\n    createSectors(input: $input) {\n      message\n      sectors {\n        ...LandSectorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSector($id: ID!, $input: SectorInput!) {\n    updateSector(id: $id, input: $input) {\n      message\n      sector {\n        ...LandSectorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSector($id: ID!, $input: SectorInput!) {\n    updateSector(id: $id, input: $input) {\n      message\n      sector {\n        ...LandSectorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSector($id: ID!) {\n    deleteSector(id: $id) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteSector($id: ID!) {\n    deleteSector(id: $id) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCulture($farmerId: ID!, $name: String!) {\n    createCulture(farmerId: $farmerId, name: $name) {\n      message\n      culture {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCulture($farmerId: ID!, $name: String!) {\n    createCulture(farmerId: $farmerId, name: $name) {\n      message\n      culture {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FinanceCharts($period: FinancePeriod!, $startDate: Date, $endDate: Date, $viewAs: ID) {\n    finance(period: $period, startDate: $startDate, endDate: $endDate, viewAs: $viewAs) {\n      period\n      bucket\n      startDate\n      endDate\n      consultancy {\n        label\n        start\n        end\n        average\n        maximum\n        minimum\n        count\n      }\n      training {\n        label\n        start\n        end\n        total\n        confirmed\n        canceled\n      }\n      totals {\n        consultancy {\n          total\n          count\n          average\n          maximum\n          minimum\n        }\n        training {\n          total\n          confirmed\n          canceled\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query FinanceCharts($period: FinancePeriod!, $startDate: Date, $endDate: Date, $viewAs: ID) {\n    finance(period: $period, startDate: $startDate, endDate: $endDate, viewAs: $viewAs) {\n      period\n      bucket\n      startDate\n      endDate\n      consultancy {\n        label\n        start\n        end\n        average\n        maximum\n        minimum\n        count\n      }\n      training {\n        label\n        start\n        end\n        total\n        confirmed\n        canceled\n      }\n      totals {\n        consultancy {\n          total\n          count\n          average\n          maximum\n          minimum\n        }\n        training {\n          total\n          confirmed\n          canceled\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HarvestFields on Harvest {\n    id\n    farmerId\n    cultureName\n    year\n    startDate\n    endDate\n    property {\n      id\n      name\n    }\n    sectors {\n      id\n      name\n    }\n    costs {\n      category\n      estimated\n      real\n    }\n    estimatedTotal\n    realTotal\n    realCostsByTag {\n      tag\n      total\n    }\n  }\n"): (typeof documents)["\n  fragment HarvestFields on Harvest {\n    id\n    farmerId\n    cultureName\n    year\n    startDate\n    endDate\n    property {\n      id\n      name\n    }\n    sectors {\n      id\n      name\n    }\n    costs {\n      category\n      estimated\n      real\n    }\n    estimatedTotal\n    realTotal\n    realCostsByTag {\n      tag\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Harvests($farmerId: ID!, $search: String, $page: Int!, $viewAs: ID) {\n    harvests(farmerId: $farmerId, search: $search, page: $page, viewAs: $viewAs) {\n      page\n      total\n      hasNextPage\n      items {\n        ...HarvestFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Harvests($farmerId: ID!, $search: String, $page: Int!, $viewAs: ID) {\n    harvests(farmerId: $farmerId, search: $search, page: $page, viewAs: $viewAs) {\n      page\n      total\n      hasNextPage\n      items {\n        ...HarvestFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Harvest($farmerId: ID!, $id: ID!, $viewAs: ID) {\n    harvest(farmerId: $farmerId, id: $id, viewAs: $viewAs) {\n      ...HarvestFields\n    }\n  }\n"): (typeof documents)["\n  query Harvest($farmerId: ID!, $id: ID!, $viewAs: ID) {\n    harvest(farmerId: $farmerId, id: $id, viewAs: $viewAs) {\n      ...HarvestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Inventory($farmerId: ID!, $product: String, $page: Int!, $viewAs: ID) {\n    inventory(farmerId: $farmerId, product: $product, page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      total\n      items {\n        id\n        product\n        availableQuantity\n        unit\n        farmerId\n      }\n    }\n  }\n"): (typeof documents)["\n  query Inventory($farmerId: ID!, $product: String, $page: Int!, $viewAs: ID) {\n    inventory(farmerId: $farmerId, product: $product, page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      total\n      items {\n        id\n        product\n        availableQuantity\n        unit\n        farmerId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InventoryFarmer($id: ID!, $viewAs: ID) {\n    farmer(id: $id, viewAs: $viewAs) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query InventoryFarmer($id: ID!, $viewAs: ID) {\n    farmer(id: $id, viewAs: $viewAs) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InventoryMovements($itemId: ID!, $page: Int!, $viewAs: ID) {\n    inventoryMovements(itemId: $itemId, page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      total\n      items {\n        id\n        date\n        quantity\n        description\n      }\n    }\n  }\n"): (typeof documents)["\n  query InventoryMovements($itemId: ID!, $page: Int!, $viewAs: ID) {\n    inventoryMovements(itemId: $itemId, page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      total\n      items {\n        id\n        date\n        quantity\n        description\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LaboratoryFields on Laboratory {\n    id\n    name\n    address {\n      formattedAddress\n      city\n      stateFrom\n      coords {\n        latitude\n        longitude\n      }\n    }\n    phone\n    email\n    site\n    analyses {\n      type\n      name\n      price\n      turnaroundDays\n    }\n    associated\n    distanceKm\n  }\n"): (typeof documents)["\n  fragment LaboratoryFields on Laboratory {\n    id\n    name\n    address {\n      formattedAddress\n      city\n      stateFrom\n      coords {\n        latitude\n        longitude\n      }\n    }\n    phone\n    email\n    site\n    analyses {\n      type\n      name\n      price\n      turnaroundDays\n    }\n    associated\n    distanceKm\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Laboratories($name: String, $analysisType: AnalysisType, $page: Int!, $viewAs: ID) {\n    laboratories(name: $name, analysisType: $analysisType, page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      total\n      items {\n        ...LaboratoryFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Laboratories($name: String, $analysisType: AnalysisType, $page: Int!, $viewAs: ID) {\n    laboratories(name: $name, analysisType: $analysisType, page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      total\n      items {\n        ...LaboratoryFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AssociatedLaboratories($page: Int!, $viewAs: ID) {\n    associatedLaboratories(page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      total\n      items {\n        ...LaboratoryFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AssociatedLaboratories($page: Int!, $viewAs: ID) {\n    associatedLaboratories(page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      total\n      items {\n        ...LaboratoryFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Laboratory($id: ID!, $viewAs: ID) {\n    laboratory(id: $id, viewAs: $viewAs) {\n      ...LaboratoryFields\n    }\n  }\n"): (typeof documents)["\n  query Laboratory($id: ID!, $viewAs: ID) {\n    laboratory(id: $id, viewAs: $viewAs) {\n      ...LaboratoryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyLabAnalyses($page: Int!, $viewAs: ID) {\n    myLabAnalyses(page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      total\n      items {\n        id\n        date\n        farmerId\n        farmerName\n        propertyName\n        type\n        laboratoryId\n        laboratoryName\n        status\n        price\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyLabAnalyses($page: Int!, $viewAs: ID) {\n    myLabAnalyses(page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      total\n      items {\n        id\n        date\n        farmerId\n        farmerName\n        propertyName\n        type\n        laboratoryId\n        laboratoryName\n        status\n        price\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LabFarmerOptions($name: String, $page: Int!) {\n    farmers(name: $name, page: $page) {\n      page\n      hasNextPage\n      total\n      items {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query LabFarmerOptions($name: String, $page: Int!) {\n    farmers(name: $name, page: $page) {\n      page\n      hasNextPage\n      total\n      items {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ScheduleLabAnalysis($input: LabOrderInput!) {\n    scheduleLabAnalysis(input: $input) {\n      message\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ScheduleLabAnalysis($input: LabOrderInput!) {\n    scheduleLabAnalysis(input: $input) {\n      message\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MasterBroadcastAdvertFields on Advert {\n    id\n    title\n    message\n    url\n    status\n    periodicity\n    startDate\n    endDate\n    lastPush\n    audience\n    imageUrl\n  }\n"): (typeof documents)["\n  fragment MasterBroadcastAdvertFields on Advert {\n    id\n    title\n    message\n    url\n    status\n    periodicity\n    startDate\n    endDate\n    lastPush\n    audience\n    imageUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MasterBroadcastAdverts($status: EntityStatus!, $page: Int!) {\n    adverts(status: $status, page: $page) {\n      page\n      hasNextPage\n      items {\n        ...MasterBroadcastAdvertFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query MasterBroadcastAdverts($status: EntityStatus!, $page: Int!) {\n    adverts(status: $status, page: $page) {\n      page\n      hasNextPage\n      items {\n        ...MasterBroadcastAdvertFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MasterBroadcastAdvert($id: ID!) {\n    advert(id: $id) {\n      ...MasterBroadcastAdvertFields\n    }\n  }\n"): (typeof documents)["\n  query MasterBroadcastAdvert($id: ID!) {\n    advert(id: $id) {\n      ...MasterBroadcastAdvertFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MasterBroadcastCreateAdvert($input: AdvertInput!) {\n    createAdvert(input: $input) {\n      message\n      advert {\n        ...MasterBroadcastAdvertFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MasterBroadcastCreateAdvert($input: AdvertInput!) {\n    createAdvert(input: $input) {\n      message\n      advert {\n        ...MasterBroadcastAdvertFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MasterBroadcastUpdateAdvert($id: ID!, $input: AdvertInput!) {\n    updateAdvert(id: $id, input: $input) {\n      message\n      advert {\n        ...MasterBroadcastAdvertFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MasterBroadcastUpdateAdvert($id: ID!, $input: AdvertInput!) {\n    updateAdvert(id: $id, input: $input) {\n      message\n      advert {\n        ...MasterBroadcastAdvertFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MasterBroadcastSetAdvertStatus($id: ID!, $status: EntityStatus!) {\n    setAdvertStatus(id: $id, status: $status) {\n      message\n      advert {\n        ...MasterBroadcastAdvertFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MasterBroadcastSetAdvertStatus($id: ID!, $status: EntityStatus!) {\n    setAdvertStatus(id: $id, status: $status) {\n      message\n      advert {\n        ...MasterBroadcastAdvertFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MasterBroadcastNotificationFields on PushNotification {\n    id\n    title\n    message\n    periodicity\n    startDate\n    endDate\n    lastPush\n    audience\n  }\n"): (typeof documents)["\n  fragment MasterBroadcastNotificationFields on PushNotification {\n    id\n    title\n    message\n    periodicity\n    startDate\n    endDate\n    lastPush\n    audience\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MasterBroadcastNotifications($page: Int!) {\n    pushNotifications(page: $page) {\n      page\n      hasNextPage\n      items {\n        ...MasterBroadcastNotificationFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query MasterBroadcastNotifications($page: Int!) {\n    pushNotifications(page: $page) {\n      page\n      hasNextPage\n      items {\n        ...MasterBroadcastNotificationFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MasterBroadcastNotification($id: ID!) {\n    pushNotification(id: $id) {\n      ...MasterBroadcastNotificationFields\n    }\n  }\n"): (typeof documents)["\n  query MasterBroadcastNotification($id: ID!) {\n    pushNotification(id: $id) {\n      ...MasterBroadcastNotificationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MasterBroadcastCreateNotification($input: PushNotificationInput!) {\n    createPushNotification(input: $input) {\n      message\n      notification {\n        ...MasterBroadcastNotificationFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MasterBroadcastCreateNotification($input: PushNotificationInput!) {\n    createPushNotification(input: $input) {\n      message\n      notification {\n        ...MasterBroadcastNotificationFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MasterBroadcastUpdateNotification($id: ID!, $input: PushNotificationInput!) {\n    updatePushNotification(id: $id, input: $input) {\n      message\n      notification {\n        ...MasterBroadcastNotificationFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MasterBroadcastUpdateNotification($id: ID!, $input: PushNotificationInput!) {\n    updatePushNotification(id: $id, input: $input) {\n      message\n      notification {\n        ...MasterBroadcastNotificationFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MasterBroadcastDeleteNotification($id: ID!) {\n    deletePushNotification(id: $id) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation MasterBroadcastDeleteNotification($id: ID!) {\n    deletePushNotification(id: $id) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MasterDashboard($kind: UserKind!, $groupBy: StatisticsGrouping!) {\n    masterStatistics {\n      farmers\n      companies\n      consultants\n      enterpriseConsultants\n      devices {\n        platform\n        count\n      }\n      consultanciesProvided\n      enterpriseConsultanciesProvided\n      trainings\n      enterpriseTrainings\n      monthTransactions\n      earningsByMonth {\n        month\n        consultancy\n        training\n      }\n    }\n    usersPerPlace(kind: $kind, groupBy: $groupBy) {\n      label\n      city\n      stateFrom\n      count\n    }\n  }\n"): (typeof documents)["\n  query MasterDashboard($kind: UserKind!, $groupBy: StatisticsGrouping!) {\n    masterStatistics {\n      farmers\n      companies\n      consultants\n      enterpriseConsultants\n      devices {\n        platform\n        count\n      }\n      consultanciesProvided\n      enterpriseConsultanciesProvided\n      trainings\n      enterpriseTrainings\n      monthTransactions\n      earningsByMonth {\n        month\n        consultancy\n        training\n      }\n    }\n    usersPerPlace(kind: $kind, groupBy: $groupBy) {\n      label\n      city\n      stateFrom\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MasterDashboardUsersPerPlace($kind: UserKind!, $groupBy: StatisticsGrouping!) {\n    usersPerPlace(kind: $kind, groupBy: $groupBy) {\n      label\n      city\n      stateFrom\n      count\n    }\n  }\n"): (typeof documents)["\n  query MasterDashboardUsersPerPlace($kind: UserKind!, $groupBy: StatisticsGrouping!) {\n    usersPerPlace(kind: $kind, groupBy: $groupBy) {\n      label\n      city\n      stateFrom\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MasterUsersList($kind: UserKind!, $name: String, $page: Int) {\n    users(kind: $kind, name: $name, page: $page) {\n      page\n      hasNextPage\n      total\n      items {\n        id\n        kind\n        name\n        pictureUrl\n        city\n        stateFrom\n      }\n    }\n  }\n"): (typeof documents)["\n  query MasterUsersList($kind: UserKind!, $name: String, $page: Int) {\n    users(kind: $kind, name: $name, page: $page) {\n      page\n      hasNextPage\n      total\n      items {\n        id\n        kind\n        name\n        pictureUrl\n        city\n        stateFrom\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MasterUsersDetail($id: ID!) {\n    user(id: $id) {\n      ...ProfileFields\n    }\n  }\n"): (typeof documents)["\n  query MasterUsersDetail($id: ID!) {\n    user(id: $id) {\n      ...ProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MasterUsersRegisterCompany($input: CompanyRegistrationInput!) {\n    registerCompany(input: $input) {\n      id\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation MasterUsersRegisterCompany($input: CompanyRegistrationInput!) {\n    registerCompany(input: $input) {\n      id\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MasterUsersRegisterConsultant($input: ConsultantRegistrationInput!) {\n    registerConsultant(input: $input) {\n      id\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation MasterUsersRegisterConsultant($input: ConsultantRegistrationInput!) {\n    registerConsultant(input: $input) {\n      id\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MasterUsersRegisterFarmer($input: FarmerRegistrationInput!) {\n    registerFarmer(input: $input) {\n      id\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation MasterUsersRegisterFarmer($input: FarmerRegistrationInput!) {\n    registerFarmer(input: $input) {\n      id\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MasterUsersUpdateProfile($id: ID!, $input: UserProfileUpdateInput!) {\n    updateUserProfile(id: $id, input: $input) {\n      ...ProfileFields\n    }\n  }\n"): (typeof documents)["\n  mutation MasterUsersUpdateProfile($id: ID!, $input: UserProfileUpdateInput!) {\n    updateUserProfile(id: $id, input: $input) {\n      ...ProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MasterUsersChangePlan($id: ID!, $plan: String!) {\n    changeUserPlan(id: $id, plan: $plan) {\n      changed\n      message\n      profile {\n        ...ProfileFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MasterUsersChangePlan($id: ID!, $plan: String!) {\n    changeUserPlan(id: $id, plan: $plan) {\n      changed\n      message\n      profile {\n        ...ProfileFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Monitorings($consultancyProvidedId: ID!, $page: Int!, $viewAs: ID) {\n    monitorings(consultancyProvidedId: $consultancyProvidedId, page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      total\n      items {\n        id\n        title\n        status\n        sectors {\n          id\n          name\n        }\n        postCount\n        lastUpdate\n      }\n    }\n  }\n"): (typeof documents)["\n  query Monitorings($consultancyProvidedId: ID!, $page: Int!, $viewAs: ID) {\n    monitorings(consultancyProvidedId: $consultancyProvidedId, page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      total\n      items {\n        id\n        title\n        status\n        sectors {\n          id\n          name\n        }\n        postCount\n        lastUpdate\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Monitoring($id: ID!, $viewAs: ID) {\n    monitoring(id: $id, viewAs: $viewAs) {\n      id\n      title\n      description\n      status\n      consultancyProvidedId\n      sectors {\n        id\n        name\n      }\n      createdAt\n      lastUpdate\n      canWrite\n      posts {\n        id\n        date\n        title\n        description\n        sendByName\n        fileUrl\n        fileName\n        fileType\n      }\n    }\n  }\n"): (typeof documents)["\n  query Monitoring($id: ID!, $viewAs: ID) {\n    monitoring(id: $id, viewAs: $viewAs) {\n      id\n      title\n      description\n      status\n      consultancyProvidedId\n      sectors {\n        id\n        name\n      }\n      createdAt\n      lastUpdate\n      canWrite\n      posts {\n        id\n        date\n        title\n        description\n        sendByName\n        fileUrl\n        fileName\n        fileType\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MonitoringConsultancy($id: ID!) {\n    providedConsultancy(id: $id) {\n      id\n      property {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query MonitoringConsultancy($id: ID!) {\n    providedConsultancy(id: $id) {\n      id\n      property {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MonitoringSectors($propertyId: ID!) {\n    propertySectors(propertyId: $propertyId) {\n      id\n      name\n      areaName\n    }\n  }\n"): (typeof documents)["\n  query MonitoringSectors($propertyId: ID!) {\n    propertySectors(propertyId: $propertyId) {\n      id\n      name\n      areaName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateMonitoring($input: MonitoringInput!) {\n    createMonitoring(input: $input) {\n      message\n      monitoring {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateMonitoring($input: MonitoringInput!) {\n    createMonitoring(input: $input) {\n      message\n      monitoring {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OfferedConsultancyFields on OfferedConsultancy {\n    id\n    name\n    format\n    cultures\n    agreedPrice\n    prices {\n      amount\n      feeType\n    }\n    regions {\n      formattedAddress\n      city\n      stateFrom\n      country\n      neighborhood\n      street\n      streetNumber\n      postalCode\n      coords {\n        latitude\n        longitude\n      }\n    }\n    summary\n    content\n    imageUrl\n    clientCount\n  }\n"): (typeof documents)["\n  fragment OfferedConsultancyFields on OfferedConsultancy {\n    id\n    name\n    format\n    cultures\n    agreedPrice\n    prices {\n      amount\n      feeType\n    }\n    regions {\n      formattedAddress\n      city\n      stateFrom\n      country\n      neighborhood\n      street\n      streetNumber\n      postalCode\n      coords {\n        latitude\n        longitude\n      }\n    }\n    summary\n    content\n    imageUrl\n    clientCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OfferedConsultancyListFields on OfferedConsultancy {\n    id\n    name\n    summary\n    agreedPrice\n    prices {\n      amount\n      feeType\n    }\n    clientCount\n  }\n"): (typeof documents)["\n  fragment OfferedConsultancyListFields on OfferedConsultancy {\n    id\n    name\n    summary\n    agreedPrice\n    prices {\n      amount\n      feeType\n    }\n    clientCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OfferedConsultancies($page: Int!, $viewAs: ID) {\n    offeredConsultancies(page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      total\n      items {\n        ...OfferedConsultancyListFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query OfferedConsultancies($page: Int!, $viewAs: ID) {\n    offeredConsultancies(page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      total\n      items {\n        ...OfferedConsultancyListFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OfferedConsultancy($id: ID!, $viewAs: ID) {\n    offeredConsultancy(id: $id, viewAs: $viewAs) {\n      ...OfferedConsultancyFields\n    }\n  }\n"): (typeof documents)["\n  query OfferedConsultancy($id: ID!, $viewAs: ID) {\n    offeredConsultancy(id: $id, viewAs: $viewAs) {\n      ...OfferedConsultancyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OfferedCreateConsultancy($input: OfferedConsultancyInput!) {\n    createOfferedConsultancy(input: $input) {\n      message\n      offer {\n        ...OfferedConsultancyFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation OfferedCreateConsultancy($input: OfferedConsultancyInput!) {\n    createOfferedConsultancy(input: $input) {\n      message\n      offer {\n        ...OfferedConsultancyFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OfferedUpdateConsultancy($id: ID!, $input: OfferedConsultancyInput!) {\n    updateOfferedConsultancy(id: $id, input: $input) {\n      message\n      offer {\n        ...OfferedConsultancyFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation OfferedUpdateConsultancy($id: ID!, $input: OfferedConsultancyInput!) {\n    updateOfferedConsultancy(id: $id, input: $input) {\n      message\n      offer {\n        ...OfferedConsultancyFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OfferedDeleteConsultancy($id: ID!) {\n    deleteOfferedConsultancy(id: $id) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation OfferedDeleteConsultancy($id: ID!) {\n    deleteOfferedConsultancy(id: $id) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProfileUpdate($input: ProfileUpdateInput!) {\n    updateProfile(input: $input) {\n      id\n      name\n      phoneNumber\n      address {\n        formattedAddress\n        city\n        stateFrom\n        coords {\n          latitude\n          longitude\n        }\n      }\n      ... on ConsultantProfile {\n        birthDate\n      }\n      ... on EnterpriseConsultantProfile {\n        birthDate\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ProfileUpdate($input: ProfileUpdateInput!) {\n    updateProfile(input: $input) {\n      id\n      name\n      phoneNumber\n      address {\n        formattedAddress\n        city\n        stateFrom\n        coords {\n          latitude\n          longitude\n        }\n      }\n      ... on ConsultantProfile {\n        birthDate\n      }\n      ... on EnterpriseConsultantProfile {\n        birthDate\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProfileUpdateResume($html: String!) {\n    updateProfessionalResume(html: $html) {\n      id\n      ... on ConsultantProfile {\n        professionalResume\n      }\n      ... on EnterpriseConsultantProfile {\n        professionalResume\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ProfileUpdateResume($html: String!) {\n    updateProfessionalResume(html: $html) {\n      id\n      ... on ConsultantProfile {\n        professionalResume\n      }\n      ... on EnterpriseConsultantProfile {\n        professionalResume\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProfileRemovePicture {\n    removeProfilePicture {\n      id\n      pictureUrl\n    }\n  }\n"): (typeof documents)["\n  mutation ProfileRemovePicture {\n    removeProfilePicture {\n      id\n      pictureUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProvidedConsultancyFields on ProvidedConsultancy {\n    id\n    offerId\n    farmerId\n    consultant {\n      id\n      name\n      pictureUrl\n    }\n    offer {\n      id\n      name\n    }\n    farmer {\n      id\n      name\n      email\n      phoneNumber\n      birthDate\n      pictureUrl\n      address {\n        formattedAddress\n        city\n        stateFrom\n      }\n    }\n    property {\n      id\n      name\n      totalArea\n    }\n    fixedPrice\n    status\n    startDate\n    endDate\n    createdAt\n  }\n"): (typeof documents)["\n  fragment ProvidedConsultancyFields on ProvidedConsultancy {\n    id\n    offerId\n    farmerId\n    consultant {\n      id\n      name\n      pictureUrl\n    }\n    offer {\n      id\n      name\n    }\n    farmer {\n      id\n      name\n      email\n      phoneNumber\n      birthDate\n      pictureUrl\n      address {\n        formattedAddress\n        city\n        stateFrom\n      }\n    }\n    property {\n      id\n      name\n      totalArea\n    }\n    fixedPrice\n    status\n    startDate\n    endDate\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProvidedConsultancies($providedConsultancyId: ID, $farmerId: ID, $page: Int!, $viewAs: ID) {\n    providedConsultancies(\n      providedConsultancyId: $providedConsultancyId\n      farmerId: $farmerId\n      page: $page\n      viewAs: $viewAs\n    ) {\n      page\n      hasNextPage\n      total\n      items {\n        ...ProvidedConsultancyFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProvidedConsultancies($providedConsultancyId: ID, $farmerId: ID, $page: Int!, $viewAs: ID) {\n    providedConsultancies(\n      providedConsultancyId: $providedConsultancyId\n      farmerId: $farmerId\n      page: $page\n      viewAs: $viewAs\n    ) {\n      page\n      hasNextPage\n      total\n      items {\n        ...ProvidedConsultancyFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProvidedConsultancy($id: ID!, $viewAs: ID) {\n    providedConsultancy(id: $id, viewAs: $viewAs) {\n      ...ProvidedConsultancyFields\n      monitoringCount\n      reportCount\n      recommendationCount\n    }\n  }\n"): (typeof documents)["\n  query ProvidedConsultancy($id: ID!, $viewAs: ID) {\n    providedConsultancy(id: $id, viewAs: $viewAs) {\n      ...ProvidedConsultancyFields\n      monitoringCount\n      reportCount\n      recommendationCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProvidedOfferOptions($page: Int!, $viewAs: ID) {\n    offeredConsultancies(page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      items {\n        id\n        name\n        agreedPrice\n        prices {\n          amount\n          feeType\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProvidedOfferOptions($page: Int!, $viewAs: ID) {\n    offeredConsultancies(page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      items {\n        id\n        name\n        agreedPrice\n        prices {\n          amount\n          feeType\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProvidedCreateConsultancy($input: ProvidedConsultancyInput!) {\n    createProvidedConsultancy(input: $input) {\n      message\n      providedConsultancy {\n        ...ProvidedConsultancyFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ProvidedCreateConsultancy($input: ProvidedConsultancyInput!) {\n    createProvidedConsultancy(input: $input) {\n      message\n      providedConsultancy {\n        ...ProvidedConsultancyFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProvidedUpdateConsultancy($id: ID!, $input: ProvidedConsultancyInput!) {\n    updateProvidedConsultancy(id: $id, input: $input) {\n      message\n      providedConsultancy {\n        ...ProvidedConsultancyFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ProvidedUpdateConsultancy($id: ID!, $input: ProvidedConsultancyInput!) {\n    updateProvidedConsultancy(id: $id, input: $input) {\n      message\n      providedConsultancy {\n        ...ProvidedConsultancyFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProvidedDeleteConsultancy($id: ID!) {\n    deleteProvidedConsultancy(id: $id) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ProvidedDeleteConsultancy($id: ID!) {\n    deleteProvidedConsultancy(id: $id) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RequestConsultancies($page: Int!, $viewAs: ID) {\n    consultancyRequests(page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      total\n      items {\n        ...ProvidedConsultancyFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query RequestConsultancies($page: Int!, $viewAs: ID) {\n    consultancyRequests(page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      total\n      items {\n        ...ProvidedConsultancyFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestAnswer($id: ID!, $accept: Boolean!) {\n    answerConsultancyRequest(id: $id, accept: $accept) {\n      message\n      providedConsultancy {\n        ...ProvidedConsultancyFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestAnswer($id: ID!, $accept: Boolean!) {\n    answerConsultancyRequest(id: $id, accept: $accept) {\n      message\n      providedConsultancy {\n        ...ProvidedConsultancyFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FieldActivityRowFields on FieldActivity {\n    id\n    farmerId\n    name\n    activityType\n    status\n    recurrenceKind\n    startDate\n    endDate\n    property {\n      id\n      name\n    }\n    harvest {\n      id\n      cultureName\n      year\n    }\n    totalCost\n    createdByMe\n  }\n"): (typeof documents)["\n  fragment FieldActivityRowFields on FieldActivity {\n    id\n    farmerId\n    name\n    activityType\n    status\n    recurrenceKind\n    startDate\n    endDate\n    property {\n      id\n      name\n    }\n    harvest {\n      id\n      cultureName\n      year\n    }\n    totalCost\n    createdByMe\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FieldActivities($farmerId: ID!, $name: String, $status: FieldActivityStatus, $page: Int!, $viewAs: ID) {\n    fieldActivities(farmerId: $farmerId, name: $name, status: $status, page: $page, viewAs: $viewAs) {\n      page\n      total\n      hasNextPage\n      items {\n        ...FieldActivityRowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query FieldActivities($farmerId: ID!, $name: String, $status: FieldActivityStatus, $page: Int!, $viewAs: ID) {\n    fieldActivities(farmerId: $farmerId, name: $name, status: $status, page: $page, viewAs: $viewAs) {\n      page\n      total\n      hasNextPage\n      items {\n        ...FieldActivityRowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FieldActivityDetailFields on FieldActivity {\n    id\n    farmerId\n    farmerName\n    name\n    description\n    activityType\n    status\n    recurrenceKind\n    startDate\n    endDate\n    completionDate\n    property {\n      id\n      name\n    }\n    harvestId\n    harvest {\n      id\n      cultureName\n      year\n    }\n    sectors {\n      id\n      name\n    }\n    products {\n      name\n      quantity\n      unit\n    }\n    costs {\n      category\n      tag\n      cost\n    }\n    totalCost\n    createdByMe\n    nextOccurrences(count: 5)\n  }\n"): (typeof documents)["\n  fragment FieldActivityDetailFields on FieldActivity {\n    id\n    farmerId\n    farmerName\n    name\n    description\n    activityType\n    status\n    recurrenceKind\n    startDate\n    endDate\n    completionDate\n    property {\n      id\n      name\n    }\n    harvestId\n    harvest {\n      id\n      cultureName\n      year\n    }\n    sectors {\n      id\n      name\n    }\n    products {\n      name\n      quantity\n      unit\n    }\n    costs {\n      category\n      tag\n      cost\n    }\n    totalCost\n    createdByMe\n    nextOccurrences(count: 5)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FieldActivity($id: ID!, $viewAs: ID) {\n    fieldActivity(id: $id, viewAs: $viewAs) {\n      ...FieldActivityDetailFields\n    }\n  }\n"): (typeof documents)["\n  query FieldActivity($id: ID!, $viewAs: ID) {\n    fieldActivity(id: $id, viewAs: $viewAs) {\n      ...FieldActivityDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecommendationOptions($farmerId: ID!, $viewAs: ID) {\n    farmer(id: $farmerId, viewAs: $viewAs) {\n      id\n      name\n      createdByMe\n    }\n    harvests(farmerId: $farmerId, page: 1, viewAs: $viewAs) {\n      total\n      items {\n        id\n        cultureName\n        year\n        startDate\n        endDate\n        property {\n          id\n          name\n        }\n        sectors {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query RecommendationOptions($farmerId: ID!, $viewAs: ID) {\n    farmer(id: $farmerId, viewAs: $viewAs) {\n      id\n      name\n      createdByMe\n    }\n    harvests(farmerId: $farmerId, page: 1, viewAs: $viewAs) {\n      total\n      items {\n        id\n        cultureName\n        year\n        startDate\n        endDate\n        property {\n          id\n          name\n        }\n        sectors {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateRecommendation($input: RecommendationInput!) {\n    createRecommendation(input: $input) {\n      message\n      fieldActivity {\n        ...FieldActivityDetailFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateRecommendation($input: RecommendationInput!) {\n    createRecommendation(input: $input) {\n      message\n      fieldActivity {\n        ...FieldActivityDetailFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRecommendation($id: ID!, $input: RecommendationInput!) {\n    updateRecommendation(id: $id, input: $input) {\n      message\n      fieldActivity {\n        ...FieldActivityDetailFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateRecommendation($id: ID!, $input: RecommendationInput!) {\n    updateRecommendation(id: $id, input: $input) {\n      message\n      fieldActivity {\n        ...FieldActivityDetailFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Reports($providedConsultancyId: ID!, $title: String, $page: Int!, $viewAs: ID) {\n    reports(providedConsultancyId: $providedConsultancyId, title: $title, page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      total\n      items {\n        id\n        title\n        description\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query Reports($providedConsultancyId: ID!, $title: String, $page: Int!, $viewAs: ID) {\n    reports(providedConsultancyId: $providedConsultancyId, title: $title, page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      total\n      items {\n        id\n        title\n        description\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReportFields on Report {\n    id\n    title\n    description\n    technicalAdvice\n    providedConsultancyId\n    farmerId\n    createdAt\n    createdByMe\n    items {\n      index\n      title\n      description\n      fileUrl\n      fileName\n      fileType\n    }\n    recommendedActivityIds\n    capabilities {\n      canEdit\n      canEditTechnicalAdvice\n      canAddTechnicalAdvice\n      canAddItems\n      canEditItems\n      canRecommend\n      canEditRecommendations\n      canDelete\n    }\n  }\n"): (typeof documents)["\n  fragment ReportFields on Report {\n    id\n    title\n    description\n    technicalAdvice\n    providedConsultancyId\n    farmerId\n    createdAt\n    createdByMe\n    items {\n      index\n      title\n      description\n      fileUrl\n      fileName\n      fileType\n    }\n    recommendedActivityIds\n    capabilities {\n      canEdit\n      canEditTechnicalAdvice\n      canAddTechnicalAdvice\n      canAddItems\n      canEditItems\n      canRecommend\n      canEditRecommendations\n      canDelete\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Report($id: ID!, $viewAs: ID) {\n    report(id: $id, viewAs: $viewAs) {\n      ...ReportFields\n      farmer {\n        id\n        name\n        address {\n          city\n          stateFrom\n        }\n      }\n      recommendedActivities {\n        id\n        name\n        activityType\n        startDate\n        endDate\n        description\n        sectors {\n          id\n          name\n        }\n        createdByMe\n      }\n    }\n  }\n"): (typeof documents)["\n  query Report($id: ID!, $viewAs: ID) {\n    report(id: $id, viewAs: $viewAs) {\n      ...ReportFields\n      farmer {\n        id\n        name\n        address {\n          city\n          stateFrom\n        }\n      }\n      recommendedActivities {\n        id\n        name\n        activityType\n        startDate\n        endDate\n        description\n        sectors {\n          id\n          name\n        }\n        createdByMe\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateReport($input: ReportInput!) {\n    createReport(input: $input) {\n      message\n      report {\n        ...ReportFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateReport($input: ReportInput!) {\n    createReport(input: $input) {\n      message\n      report {\n        ...ReportFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateReport($id: ID!, $input: ReportUpdateInput!) {\n    updateReport(id: $id, input: $input) {\n      message\n      report {\n        ...ReportFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateReport($id: ID!, $input: ReportUpdateInput!) {\n    updateReport(id: $id, input: $input) {\n      message\n      report {\n        ...ReportFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InsertTechnicalAdvice($id: ID!, $technicalAdvice: String!) {\n    insertTechnicalAdvice(id: $id, technicalAdvice: $technicalAdvice) {\n      message\n      report {\n        ...ReportFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation InsertTechnicalAdvice($id: ID!, $technicalAdvice: String!) {\n    insertTechnicalAdvice(id: $id, technicalAdvice: $technicalAdvice) {\n      message\n      report {\n        ...ReportFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteReport($id: ID!) {\n    deleteReport(id: $id) {\n      message\n      next\n      providedConsultancyId\n      farmerId\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteReport($id: ID!) {\n    deleteReport(id: $id) {\n      message\n      next\n      providedConsultancyId\n      farmerId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateReportItem($reportId: ID!, $index: Int!, $input: ReportItemInput!) {\n    updateReportItem(reportId: $reportId, index: $index, input: $input) {\n      message\n      report {\n        ...ReportFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateReportItem($reportId: ID!, $index: Int!, $input: ReportItemInput!) {\n    updateReportItem(reportId: $reportId, index: $index, input: $input) {\n      message\n      report {\n        ...ReportFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveReportItemPhoto($reportId: ID!, $index: Int!) {\n    removeReportItemPhoto(reportId: $reportId, index: $index) {\n      message\n      report {\n        ...ReportFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveReportItemPhoto($reportId: ID!, $index: Int!) {\n    removeReportItemPhoto(reportId: $reportId, index: $index) {\n      message\n      report {\n        ...ReportFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteReportItem($reportId: ID!, $index: Int!) {\n    deleteReportItem(reportId: $reportId, index: $index) {\n      message\n      report {\n        ...ReportFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteReportItem($reportId: ID!, $index: Int!) {\n    deleteReportItem(reportId: $reportId, index: $index) {\n      message\n      report {\n        ...ReportFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ScheduleWorkFields on Work {\n    id\n    title\n    day\n    startWork\n    endWork\n    status\n    format\n    cancellable\n    farmer {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment ScheduleWorkFields on Work {\n    id\n    title\n    day\n    startWork\n    endWork\n    status\n    format\n    cancellable\n    farmer {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ScheduleWorkScheduleFields on WorkSchedule {\n    days\n    startTime\n    endTime\n  }\n"): (typeof documents)["\n  fragment ScheduleWorkScheduleFields on WorkSchedule {\n    days\n    startTime\n    endTime\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScheduleWorkSchedule($viewAs: ID) {\n    workSchedule(viewAs: $viewAs) {\n      ...ScheduleWorkScheduleFields\n    }\n  }\n"): (typeof documents)["\n  query ScheduleWorkSchedule($viewAs: ID) {\n    workSchedule(viewAs: $viewAs) {\n      ...ScheduleWorkScheduleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalendarWorks($from: Date!, $to: Date!, $viewAs: ID) {\n    works(from: $from, to: $to, viewAs: $viewAs) {\n      ...ScheduleWorkFields\n    }\n    workSchedule(viewAs: $viewAs) {\n      ...ScheduleWorkScheduleFields\n    }\n    recommendationOccurrences(start: $from, end: $to, viewAs: $viewAs) {\n      date\n      activityId\n      title\n      farmerName\n    }\n  }\n"): (typeof documents)["\n  query CalendarWorks($from: Date!, $to: Date!, $viewAs: ID) {\n    works(from: $from, to: $to, viewAs: $viewAs) {\n      ...ScheduleWorkFields\n    }\n    workSchedule(viewAs: $viewAs) {\n      ...ScheduleWorkScheduleFields\n    }\n    recommendationOccurrences(start: $from, end: $to, viewAs: $viewAs) {\n      date\n      activityId\n      title\n      farmerName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyCalendarWorks($from: Date!, $to: Date!, $viewAs: ID) {\n    companyWorks(from: $from, to: $to, viewAs: $viewAs) {\n      ...ScheduleWorkFields\n      providedConsultancy {\n        id\n      }\n      consultant {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query CompanyCalendarWorks($from: Date!, $to: Date!, $viewAs: ID) {\n    companyWorks(from: $from, to: $to, viewAs: $viewAs) {\n      ...ScheduleWorkFields\n      providedConsultancy {\n        id\n      }\n      consultant {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActivityDayWorks($day: Date!, $viewAs: ID) {\n    works(from: $day, to: $day, viewAs: $viewAs) {\n      id\n      title\n      startWork\n      endWork\n      status\n    }\n  }\n"): (typeof documents)["\n  query ActivityDayWorks($day: Date!, $viewAs: ID) {\n    works(from: $day, to: $day, viewAs: $viewAs) {\n      id\n      title\n      startWork\n      endWork\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ScheduleCreateWorkSchedule($input: WorkScheduleInput!) {\n    createWorkSchedule(input: $input) {\n      message\n      workSchedule {\n        ...ScheduleWorkScheduleFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ScheduleCreateWorkSchedule($input: WorkScheduleInput!) {\n    createWorkSchedule(input: $input) {\n      message\n      workSchedule {\n        ...ScheduleWorkScheduleFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ScheduleUpdateWorkSchedule($input: WorkScheduleInput!) {\n    updateWorkSchedule(input: $input) {\n      message\n      workSchedule {\n        ...ScheduleWorkScheduleFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ScheduleUpdateWorkSchedule($input: WorkScheduleInput!) {\n    updateWorkSchedule(input: $input) {\n      message\n      workSchedule {\n        ...ScheduleWorkScheduleFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActivityList($providedConsultancyId: ID, $search: String, $page: Int!, $viewAs: ID) {\n    activities(providedConsultancyId: $providedConsultancyId, search: $search, page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      total\n      items {\n        ...ScheduleWorkFields\n        providedConsultancy {\n          id\n          offer {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ActivityList($providedConsultancyId: ID, $search: String, $page: Int!, $viewAs: ID) {\n    activities(providedConsultancyId: $providedConsultancyId, search: $search, page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      total\n      items {\n        ...ScheduleWorkFields\n        providedConsultancy {\n          id\n          offer {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActivityCancel($id: ID!) {\n    cancelActivity(id: $id) {\n      message\n      work {\n        ...ScheduleWorkFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ActivityCancel($id: ID!) {\n    cancelActivity(id: $id) {\n      message\n      work {\n        ...ScheduleWorkFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActivitySchedule($input: ActivityInput!) {\n    scheduleActivity(input: $input) {\n      message\n      work {\n        ...ScheduleWorkFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ActivitySchedule($input: ActivityInput!) {\n    scheduleActivity(input: $input) {\n      message\n      work {\n        ...ScheduleWorkFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ActivityProvidedFields on ProvidedConsultancy {\n    id\n    farmerId\n    status\n    startDate\n    offer {\n      id\n      name\n    }\n    farmer {\n      id\n      name\n      pictureUrl\n    }\n    property {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment ActivityProvidedFields on ProvidedConsultancy {\n    id\n    farmerId\n    status\n    startDate\n    offer {\n      id\n      name\n    }\n    farmer {\n      id\n      name\n      pictureUrl\n    }\n    property {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActivityProvidedConsultancies($farmerId: ID!, $viewAs: ID) {\n    providedConsultancies(farmerId: $farmerId, page: 1, viewAs: $viewAs) {\n      page\n      hasNextPage\n      items {\n        ...ActivityProvidedFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ActivityProvidedConsultancies($farmerId: ID!, $viewAs: ID) {\n    providedConsultancies(farmerId: $farmerId, page: 1, viewAs: $viewAs) {\n      page\n      hasNextPage\n      items {\n        ...ActivityProvidedFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActivityProvidedConsultancy($id: ID!, $viewAs: ID) {\n    providedConsultancy(id: $id, viewAs: $viewAs) {\n      ...ActivityProvidedFields\n    }\n  }\n"): (typeof documents)["\n  query ActivityProvidedConsultancy($id: ID!, $viewAs: ID) {\n    providedConsultancy(id: $id, viewAs: $viewAs) {\n      ...ActivityProvidedFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActivitySectors($propertyId: ID!, $viewAs: ID) {\n    propertySectors(propertyId: $propertyId, viewAs: $viewAs) {\n      id\n      name\n      areaId\n      areaName\n      cultureName\n    }\n  }\n"): (typeof documents)["\n  query ActivitySectors($propertyId: ID!, $viewAs: ID) {\n    propertySectors(propertyId: $propertyId, viewAs: $viewAs) {\n      id\n      name\n      areaId\n      areaName\n      cultureName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShellSignOut {\n    signOut {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ShellSignOut {\n    signOut {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShellViewAsOwner($viewAs: ID) {\n    areaOwner(viewAs: $viewAs) {\n      ...ProfileFields\n    }\n  }\n"): (typeof documents)["\n  query ShellViewAsOwner($viewAs: ID) {\n    areaOwner(viewAs: $viewAs) {\n      ...ProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TrainingFields on Training {\n    id\n    title\n    date\n    duration\n    price\n    profit\n    format\n    summary\n    description\n    specificInformation\n    availableSpots\n    confirmedCount\n    remainingSpots\n    imageUrl\n    editable\n    consultantIds\n    address {\n      formattedAddress\n      city\n      stateFrom\n      country\n      neighborhood\n      street\n      streetNumber\n      postalCode\n      coords {\n        latitude\n        longitude\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment TrainingFields on Training {\n    id\n    title\n    date\n    duration\n    price\n    profit\n    format\n    summary\n    description\n    specificInformation\n    availableSpots\n    confirmedCount\n    remainingSpots\n    imageUrl\n    editable\n    consultantIds\n    address {\n      formattedAddress\n      city\n      stateFrom\n      country\n      neighborhood\n      street\n      streetNumber\n      postalCode\n      coords {\n        latitude\n        longitude\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrainingList($state: TrainingState!, $page: Int!, $viewAs: ID) {\n    trainings(state: $state, page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      total\n      items {\n        id\n        title\n        date\n        summary\n        availableSpots\n        confirmedCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query TrainingList($state: TrainingState!, $page: Int!, $viewAs: ID) {\n    trainings(state: $state, page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      total\n      items {\n        id\n        title\n        date\n        summary\n        availableSpots\n        confirmedCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrainingDetail($id: ID!, $viewAs: ID) {\n    training(id: $id, viewAs: $viewAs) {\n      ...TrainingFields\n    }\n  }\n"): (typeof documents)["\n  query TrainingDetail($id: ID!, $viewAs: ID) {\n    training(id: $id, viewAs: $viewAs) {\n      ...TrainingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrainingParticipants($id: ID!, $state: ParticipantState!, $page: Int!, $viewAs: ID) {\n    trainingParticipants(id: $id, state: $state, page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      total\n      items {\n        name\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  query TrainingParticipants($id: ID!, $state: ParticipantState!, $page: Int!, $viewAs: ID) {\n    trainingParticipants(id: $id, state: $state, page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      total\n      items {\n        name\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TrainingCreate($input: TrainingInput!) {\n    createTraining(input: $input) {\n      message\n      training {\n        ...TrainingFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TrainingCreate($input: TrainingInput!) {\n    createTraining(input: $input) {\n      message\n      training {\n        ...TrainingFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TrainingUpdate($id: ID!, $input: TrainingInput!) {\n    updateTraining(id: $id, input: $input) {\n      message\n      training {\n        ...TrainingFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TrainingUpdate($id: ID!, $input: TrainingInput!) {\n    updateTraining(id: $id, input: $input) {\n      message\n      training {\n        ...TrainingFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TrainingDelete($id: ID!) {\n    deleteTraining(id: $id) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation TrainingDelete($id: ID!) {\n    deleteTraining(id: $id) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrainingConsultantOptions($page: Int!, $viewAs: ID) {\n    companyConsultants(page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      items {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query TrainingConsultantOptions($page: Int!, $viewAs: ID) {\n    companyConsultants(page: $page, viewAs: $viewAs) {\n      page\n      hasNextPage\n      items {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Places($query: String!, $limit: Int) {\n    places(query: $query, limit: $limit) {\n      formattedAddress\n      city\n      stateFrom\n      country\n      ibgeCode\n      coords {\n        latitude\n        longitude\n      }\n    }\n  }\n"): (typeof documents)["\n  query Places($query: String!, $limit: Int) {\n    places(query: $query, limit: $limit) {\n      formattedAddress\n      city\n      stateFrom\n      country\n      ibgeCode\n      coords {\n        latitude\n        longitude\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReversePlace($latitude: Float!, $longitude: Float!) {\n    reversePlace(latitude: $latitude, longitude: $longitude) {\n      formattedAddress\n      city\n      stateFrom\n      country\n      ibgeCode\n      coords {\n        latitude\n        longitude\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReversePlace($latitude: Float!, $longitude: Float!) {\n    reversePlace(latitude: $latitude, longitude: $longitude) {\n      formattedAddress\n      city\n      stateFrom\n      country\n      ibgeCode\n      coords {\n        latitude\n        longitude\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;