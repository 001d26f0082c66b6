import type { CodegenConfig } from '@graphql-codegen/cli';

/** SDL (packages/schema) -> typed documents for the web, resolver types for the BFF. */
const config: CodegenConfig = {
  schema: 'packages/schema/src/graphql/*.graphql',
  documents: ['packages/web/src/**/*.{ts,tsx}', '!packages/web/src/gql/**'],
  ignoreNoDocuments: true,
  // The BFF's trusted documents: a copy of gql/persisted-documents.json in packages/bff/src/generated.
  hooks: { afterAllFileWrite: ['node scripts/trusted-documents.mjs'] },
  generates: {
    'packages/web/src/gql/': {
      preset: 'client',
      // Each document carries its sha256 (`__meta__.hash`) and gql/persisted-documents.json lists them all: the
      // BFF's list of trusted documents (production answers only these) and hash-only requests from the client.
      presetConfig: { fragmentMasking: false, persistedDocuments: { hashAlgorithm: 'sha256' } },
      config: {
        scalars: { DateTime: 'string', Date: 'string', JSON: 'unknown' },
        enumsAsTypes: true,
        useTypeImports: true,
      },
    },
    'packages/bff/src/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        scalars: { DateTime: 'string', Date: 'string', JSON: 'unknown' },
        enumsAsTypes: true,
        useTypeImports: true,
        contextType: '../context#RequestContext',
        useIndexSignature: true,
        mappers: {
          ProvidedConsultancy: '../graphql/provided/models#ProvidedConsultancyModel',
          Work: '../graphql/schedule/models#WorkModel',
          Farmer: '../graphql/farmers/models#FarmerModel',
          Report: '../graphql/reports/models#ReportModel',
          FieldActivity: '../graphql/recommendations/mapping#FieldActivityModel',
        },
      },
    },
  },
};
export default config;
