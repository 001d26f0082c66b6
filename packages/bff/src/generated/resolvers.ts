import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { RequestContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** ISO-8601 calendar date, yyyy-MM-dd. */
  Date: { input: string; output: string; }
  /** ISO-8601 date-time string. */
  DateTime: { input: string; output: string; }
};

export type ActionResult = {
  __typename?: 'ActionResult';
  /** The specification's success text for the action. */
  message: Scalars['String']['output'];
};

/** An address in the specification's shape (from the place search or the map). */
export type Address = {
  __typename?: 'Address';
  city?: Maybe<Scalars['String']['output']>;
  coords?: Maybe<Coords>;
  country?: Maybe<Scalars['String']['output']>;
  formattedAddress: Scalars['String']['output'];
  neighborhood?: Maybe<Scalars['String']['output']>;
  postalCode?: Maybe<Scalars['String']['output']>;
  stateFrom?: Maybe<Scalars['String']['output']>;
  street?: Maybe<Scalars['String']['output']>;
  streetNumber?: Maybe<Scalars['String']['output']>;
};

export type AddressInput = {
  city: Scalars['String']['input'];
  coords: CoordsInput;
  country?: InputMaybe<Scalars['String']['input']>;
  formattedAddress: Scalars['String']['input'];
  neighborhood?: InputMaybe<Scalars['String']['input']>;
  postalCode?: InputMaybe<Scalars['String']['input']>;
  stateFrom: Scalars['String']['input'];
  street?: InputMaybe<Scalars['String']['input']>;
  streetNumber?: InputMaybe<Scalars['String']['input']>;
};

export type ClientConfig = {
  __typename?: 'ClientConfig';
  googleClientId?: Maybe<Scalars['String']['output']>;
  supportChatUrl: Scalars['String']['output'];
  supportPhone: Scalars['String']['output'];
  tileAttribution?: Maybe<Scalars['String']['output']>;
  tileUrl?: Maybe<Scalars['String']['output']>;
};

export type CompanyRef = {
  __typename?: 'CompanyRef';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type ConsultantProfile = Profile & {
  __typename?: 'ConsultantProfile';
  address?: Maybe<Address>;
  birthDate?: Maybe<Scalars['Date']['output']>;
  createdAt: Scalars['DateTime']['output'];
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  phoneNumber?: Maybe<Scalars['String']['output']>;
  pictureUrl?: Maybe<Scalars['String']['output']>;
  plan?: Maybe<Plan>;
  /** Sanitized HTML. */
  professionalResume?: Maybe<Scalars['String']['output']>;
  role: Role;
};

export type Coords = {
  __typename?: 'Coords';
  latitude: Scalars['Float']['output'];
  longitude: Scalars['Float']['output'];
};

export type CoordsInput = {
  latitude: Scalars['Float']['input'];
  longitude: Scalars['Float']['input'];
};

export type EmailChangeInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type EnterpriseConsultantProfile = Profile & {
  __typename?: 'EnterpriseConsultantProfile';
  address?: Maybe<Address>;
  birthDate?: Maybe<Scalars['Date']['output']>;
  company?: Maybe<CompanyRef>;
  createdAt: Scalars['DateTime']['output'];
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  phoneNumber?: Maybe<Scalars['String']['output']>;
  pictureUrl?: Maybe<Scalars['String']['output']>;
  plan?: Maybe<Plan>;
  /** Sanitized HTML. */
  professionalResume?: Maybe<Scalars['String']['output']>;
  role: Role;
};

export type EnterpriseProfile = Profile & {
  __typename?: 'EnterpriseProfile';
  address?: Maybe<Address>;
  cnpj?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  phoneNumber?: Maybe<Scalars['String']['output']>;
  pictureUrl?: Maybe<Scalars['String']['output']>;
  plan?: Maybe<Plan>;
  role: Role;
};

export type FarmerProfile = Profile & {
  __typename?: 'FarmerProfile';
  address?: Maybe<Address>;
  birthDate?: Maybe<Scalars['Date']['output']>;
  cpf?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  phoneNumber?: Maybe<Scalars['String']['output']>;
  pictureUrl?: Maybe<Scalars['String']['output']>;
  plan?: Maybe<Plan>;
  role: Role;
};

export type GoogleSignInInput = {
  accessToken: Scalars['String']['input'];
  accountType: LoginAccountType;
};

export type LoginAccountType =
  /** Independent consultants. */
  | 'CONSULTANT'
  /** Companies and their consultants (one auth family). */
  | 'ENTERPRISE'
  /** Only from the hidden /login/master/:code route. */
  | 'MASTER';

export type MasterProfile = Profile & {
  __typename?: 'MasterProfile';
  address?: Maybe<Address>;
  createdAt: Scalars['DateTime']['output'];
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  phoneNumber?: Maybe<Scalars['String']['output']>;
  pictureUrl?: Maybe<Scalars['String']['output']>;
  plan?: Maybe<Plan>;
  role: Role;
};

export type Mutation = {
  __typename?: 'Mutation';
  changePassword: ActionResult;
  confirmAccount: ActionResult;
  confirmEmailUpdate: ActionResult;
  /** Typed phrase 'Quero excluir a minha conta'. Refused for MASTER and ENTERPRISE_CONSULTANT. */
  deleteAccount: ActionResult;
  /** No-op that lets the root type exist before domain files extend it. */
  ping: Scalars['Boolean']['output'];
  removeProfilePicture: Profile;
  requestEmailChange: ActionResult;
  requestPasswordRecovery: ActionResult;
  resendVerification: ActionResult;
  signIn: SignInResult;
  signInWithGoogle: SignInResult;
  signOut: ActionResult;
  signUp: ActionResult;
  updateProfessionalResume: Profile;
  updateProfile: Profile;
};


export type MutationChangePasswordArgs = {
  input: PasswordChangeInput;
};


export type MutationConfirmAccountArgs = {
  role: Role;
  token: Scalars['String']['input'];
};


export type MutationConfirmEmailUpdateArgs = {
  role: Role;
  token: Scalars['String']['input'];
};


export type MutationDeleteAccountArgs = {
  phrase: Scalars['String']['input'];
};


export type MutationRequestEmailChangeArgs = {
  input: EmailChangeInput;
};


export type MutationRequestPasswordRecoveryArgs = {
  input: RecoveryInput;
};


export type MutationResendVerificationArgs = {
  input: RecoveryInput;
};


export type MutationSignInArgs = {
  input: SignInInput;
};


export type MutationSignInWithGoogleArgs = {
  input: GoogleSignInInput;
};


export type MutationSignUpArgs = {
  input: SignUpInput;
};


export type MutationUpdateProfessionalResumeArgs = {
  html: Scalars['String']['input'];
};


export type MutationUpdateProfileArgs = {
  input: ProfileUpdateInput;
};

/** A page of a list: items of the page and whether more pages exist (pages start at 1). */
export type Page = {
  hasNextPage: Scalars['Boolean']['output'];
  page: Scalars['Int']['output'];
};

export type PasswordChangeInput = {
  newPassword: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

/** A Brazilian place from the address search (offline gazetteer by default, or the configured geocoder). */
export type Place = {
  __typename?: 'Place';
  city: Scalars['String']['output'];
  coords: Coords;
  country: Scalars['String']['output'];
  formattedAddress: Scalars['String']['output'];
  ibgeCode?: Maybe<Scalars['String']['output']>;
  stateFrom: Scalars['String']['output'];
};

/** Plan shown on badges: marker is the last permission; badge and trial days follow spec 000 §4. */
export type Plan = {
  __typename?: 'Plan';
  badge: Scalars['String']['output'];
  marker?: Maybe<Scalars['String']['output']>;
  trialDaysLeft?: Maybe<Scalars['Int']['output']>;
};

export type Profile = {
  address?: Maybe<Address>;
  createdAt: Scalars['DateTime']['output'];
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  phoneNumber?: Maybe<Scalars['String']['output']>;
  pictureUrl?: Maybe<Scalars['String']['output']>;
  plan?: Maybe<Plan>;
  role: Role;
};

export type ProfileUpdateInput = {
  address: AddressInput;
  /** Consultant and enterprise consultant only. */
  birthDate?: InputMaybe<Scalars['Date']['input']>;
  name: Scalars['String']['input'];
  phoneNumber: Scalars['String']['input'];
};

export type Query = {
  __typename?: 'Query';
  /** Public configuration the browser needs (Google client id, map tiles). */
  clientConfig: ClientConfig;
  /** Search Brazilian municipalities by name ('Vitória', 'vitoria es', 'Sao Paulo - SP'). */
  places: Array<Place>;
  /** The nearest Brazilian municipality to a point (map picker). */
  reversePlace?: Maybe<Place>;
  /** The signed-in user, or null for a visitor (a farmer's session is refused and cleared). */
  viewer?: Maybe<Viewer>;
};


export type QueryPlacesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
};


export type QueryReversePlaceArgs = {
  latitude: Scalars['Float']['input'];
  longitude: Scalars['Float']['input'];
};

export type RecoveryAccountType =
  | 'CONSULTANT'
  | 'ENTERPRISE'
  | 'ENTERPRISE_CONSULTANT';

export type RecoveryInput = {
  accountType: RecoveryAccountType;
  email: Scalars['String']['input'];
};

export type Role =
  | 'ADMIN'
  | 'CONSULTANT'
  | 'ENTERPRISE'
  | 'ENTERPRISE_CONSULTANT'
  | 'MASTER'
  | 'USER';

export type SignInInput = {
  accountType: LoginAccountType;
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type SignInResult = {
  __typename?: 'SignInResult';
  viewer: Viewer;
};

export type SignUpInput = {
  address: AddressInput;
  /** Company only: 14 digits. */
  cnpj?: InputMaybe<Scalars['String']['input']>;
  /** Consultant only: 11 digits. */
  cpf?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  password: Scalars['String']['input'];
  role: SignUpRole;
};

export type SignUpRole =
  | 'CONSULTANT'
  | 'ENTERPRISE';

/** The signed-in user. */
export type Viewer = {
  __typename?: 'Viewer';
  canDeleteAccount: Scalars['Boolean']['output'];
  /** Where this role lands: /consultor, /empresa, /consultor-empresarial or /master. */
  homePath: Scalars['String']['output'];
  profile: Profile;
  role: Role;
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;




/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = ResolversObject<{
  Page: never;
  Profile:
    | ( ConsultantProfile )
    | ( EnterpriseConsultantProfile )
    | ( EnterpriseProfile )
    | ( FarmerProfile )
    | ( MasterProfile )
  ;
}>;

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  ActionResult: ResolverTypeWrapper<ActionResult>;
  Address: ResolverTypeWrapper<Address>;
  AddressInput: AddressInput;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ClientConfig: ResolverTypeWrapper<ClientConfig>;
  CompanyRef: ResolverTypeWrapper<CompanyRef>;
  ConsultantProfile: ResolverTypeWrapper<ConsultantProfile>;
  Coords: ResolverTypeWrapper<Coords>;
  CoordsInput: CoordsInput;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  EmailChangeInput: EmailChangeInput;
  EnterpriseConsultantProfile: ResolverTypeWrapper<EnterpriseConsultantProfile>;
  EnterpriseProfile: ResolverTypeWrapper<EnterpriseProfile>;
  FarmerProfile: ResolverTypeWrapper<FarmerProfile>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GoogleSignInInput: GoogleSignInInput;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LoginAccountType: LoginAccountType;
  MasterProfile: ResolverTypeWrapper<MasterProfile>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Page: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Page']>;
  PasswordChangeInput: PasswordChangeInput;
  Place: ResolverTypeWrapper<Place>;
  Plan: ResolverTypeWrapper<Plan>;
  Profile: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Profile']>;
  ProfileUpdateInput: ProfileUpdateInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RecoveryAccountType: RecoveryAccountType;
  RecoveryInput: RecoveryInput;
  Role: Role;
  SignInInput: SignInInput;
  SignInResult: ResolverTypeWrapper<Omit<SignInResult, 'viewer'> & { viewer: ResolversTypes['Viewer'] }>;
  SignUpInput: SignUpInput;
  SignUpRole: SignUpRole;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Viewer: ResolverTypeWrapper<Omit<Viewer, 'profile'> & { profile: ResolversTypes['Profile'] }>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  ActionResult: ActionResult;
  Address: Address;
  AddressInput: AddressInput;
  Boolean: Scalars['Boolean']['output'];
  ClientConfig: ClientConfig;
  CompanyRef: CompanyRef;
  ConsultantProfile: ConsultantProfile;
  Coords: Coords;
  CoordsInput: CoordsInput;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  EmailChangeInput: EmailChangeInput;
  EnterpriseConsultantProfile: EnterpriseConsultantProfile;
  EnterpriseProfile: EnterpriseProfile;
  FarmerProfile: FarmerProfile;
  Float: Scalars['Float']['output'];
  GoogleSignInInput: GoogleSignInInput;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  MasterProfile: MasterProfile;
  Mutation: Record<PropertyKey, never>;
  Page: ResolversInterfaceTypes<ResolversParentTypes>['Page'];
  PasswordChangeInput: PasswordChangeInput;
  Place: Place;
  Plan: Plan;
  Profile: ResolversInterfaceTypes<ResolversParentTypes>['Profile'];
  ProfileUpdateInput: ProfileUpdateInput;
  Query: Record<PropertyKey, never>;
  RecoveryInput: RecoveryInput;
  SignInInput: SignInInput;
  SignInResult: Omit<SignInResult, 'viewer'> & { viewer: ResolversParentTypes['Viewer'] };
  SignUpInput: SignUpInput;
  String: Scalars['String']['output'];
  Viewer: Omit<Viewer, 'profile'> & { profile: ResolversParentTypes['Profile'] };
}>;

export type AuthDirectiveArgs = {
  roles?: Maybe<Array<Role>>;
};

export type AuthDirectiveResolver<Result, Parent, ContextType = RequestContext, Args = AuthDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type PublicDirectiveArgs = { };

export type PublicDirectiveResolver<Result, Parent, ContextType = RequestContext, Args = PublicDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type ActionResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ActionResult'] = ResolversParentTypes['ActionResult']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AddressResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = ResolversObject<{
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  coords?: Resolver<Maybe<ResolversTypes['Coords']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  formattedAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  neighborhood?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stateFrom?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  street?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  streetNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ClientConfigResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ClientConfig'] = ResolversParentTypes['ClientConfig']> = ResolversObject<{
  googleClientId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  supportChatUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  supportPhone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tileAttribution?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tileUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CompanyRefResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CompanyRef'] = ResolversParentTypes['CompanyRef']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ConsultantProfileResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ConsultantProfile'] = ResolversParentTypes['ConsultantProfile']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  birthDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pictureUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  plan?: Resolver<Maybe<ResolversTypes['Plan']>, ParentType, ContextType>;
  professionalResume?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CoordsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Coords'] = ResolversParentTypes['Coords']> = ResolversObject<{
  latitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  longitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type EnterpriseConsultantProfileResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['EnterpriseConsultantProfile'] = ResolversParentTypes['EnterpriseConsultantProfile']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  birthDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['CompanyRef']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pictureUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  plan?: Resolver<Maybe<ResolversTypes['Plan']>, ParentType, ContextType>;
  professionalResume?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type EnterpriseProfileResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['EnterpriseProfile'] = ResolversParentTypes['EnterpriseProfile']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  cnpj?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pictureUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  plan?: Resolver<Maybe<ResolversTypes['Plan']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type FarmerProfileResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FarmerProfile'] = ResolversParentTypes['FarmerProfile']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  birthDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  cpf?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pictureUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  plan?: Resolver<Maybe<ResolversTypes['Plan']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type MasterProfileResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MasterProfile'] = ResolversParentTypes['MasterProfile']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pictureUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  plan?: Resolver<Maybe<ResolversTypes['Plan']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  changePassword?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  confirmAccount?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationConfirmAccountArgs, 'role' | 'token'>>;
  confirmEmailUpdate?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationConfirmEmailUpdateArgs, 'role' | 'token'>>;
  deleteAccount?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationDeleteAccountArgs, 'phrase'>>;
  ping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  removeProfilePicture?: Resolver<ResolversTypes['Profile'], ParentType, ContextType>;
  requestEmailChange?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationRequestEmailChangeArgs, 'input'>>;
  requestPasswordRecovery?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationRequestPasswordRecoveryArgs, 'input'>>;
  resendVerification?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationResendVerificationArgs, 'input'>>;
  signIn?: Resolver<ResolversTypes['SignInResult'], ParentType, ContextType, RequireFields<MutationSignInArgs, 'input'>>;
  signInWithGoogle?: Resolver<ResolversTypes['SignInResult'], ParentType, ContextType, RequireFields<MutationSignInWithGoogleArgs, 'input'>>;
  signOut?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType>;
  signUp?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationSignUpArgs, 'input'>>;
  updateProfessionalResume?: Resolver<ResolversTypes['Profile'], ParentType, ContextType, RequireFields<MutationUpdateProfessionalResumeArgs, 'html'>>;
  updateProfile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
}>;

export type PageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Page'] = ResolversParentTypes['Page']> = ResolversObject<{
  __resolveType: TypeResolveFn<null, ParentType, ContextType>;
}>;

export type PlaceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Place'] = ResolversParentTypes['Place']> = ResolversObject<{
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  coords?: Resolver<ResolversTypes['Coords'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  formattedAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ibgeCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stateFrom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PlanResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Plan'] = ResolversParentTypes['Plan']> = ResolversObject<{
  badge?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  marker?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  trialDaysLeft?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type ProfileResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Profile'] = ResolversParentTypes['Profile']> = ResolversObject<{
  __resolveType: TypeResolveFn<'ConsultantProfile' | 'EnterpriseConsultantProfile' | 'EnterpriseProfile' | 'FarmerProfile' | 'MasterProfile', ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  clientConfig?: Resolver<ResolversTypes['ClientConfig'], ParentType, ContextType>;
  places?: Resolver<Array<ResolversTypes['Place']>, ParentType, ContextType, RequireFields<QueryPlacesArgs, 'limit' | 'query'>>;
  reversePlace?: Resolver<Maybe<ResolversTypes['Place']>, ParentType, ContextType, RequireFields<QueryReversePlaceArgs, 'latitude' | 'longitude'>>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
}>;

export type SignInResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SignInResult'] = ResolversParentTypes['SignInResult']> = ResolversObject<{
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
}>;

export type ViewerResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = ResolversObject<{
  canDeleteAccount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  homePath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  profile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = RequestContext> = ResolversObject<{
  ActionResult?: ActionResultResolvers<ContextType>;
  Address?: AddressResolvers<ContextType>;
  ClientConfig?: ClientConfigResolvers<ContextType>;
  CompanyRef?: CompanyRefResolvers<ContextType>;
  ConsultantProfile?: ConsultantProfileResolvers<ContextType>;
  Coords?: CoordsResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  EnterpriseConsultantProfile?: EnterpriseConsultantProfileResolvers<ContextType>;
  EnterpriseProfile?: EnterpriseProfileResolvers<ContextType>;
  FarmerProfile?: FarmerProfileResolvers<ContextType>;
  MasterProfile?: MasterProfileResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Page?: PageResolvers<ContextType>;
  Place?: PlaceResolvers<ContextType>;
  Plan?: PlanResolvers<ContextType>;
  Profile?: ProfileResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  SignInResult?: SignInResultResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
}>;

export type DirectiveResolvers<ContextType = RequestContext> = ResolversObject<{
  auth?: AuthDirectiveResolver<any, any, ContextType>;
  public?: PublicDirectiveResolver<any, any, ContextType>;
}>;
