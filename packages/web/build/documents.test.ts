import { describe, expect, it } from 'vitest';
import { exportName, generatedDocument, rewriteDocuments } from './documents';

describe('per-document modules', () => {
  it('names the codegen export of an operation and of a fragment', () => {
    expect(exportName('\n  query Viewer { viewer { role } }\n')).toBe('ViewerDocument');
    expect(exportName('mutation AccountDelete($phrase: String!) { deleteAccount(phrase: $phrase) { message } }')).toBe(
      'AccountDeleteDocument',
    );
    expect(exportName('fragment ProfileFields on Profile { id }')).toBe('ProfileFieldsFragmentDoc');
  });

  it('replaces each graphql() call by an import of its own document and drops the gql import', () => {
    const source = [
      "import { useQuery } from '@apollo/client/react';",
      "import { graphql } from '@/gql';",
      '',
      'export const A = graphql(`',
      '  query Viewer { viewer { role } }',
      '`);',
      'export const B = graphql(`fragment ProfileFields on Profile { id }`);',
      'export const C = graphql(`query Viewer { viewer { role } }`);',
    ].join('\n');
    const result = rewriteDocuments(source, '/x/packages/web/src/a.ts');
    expect(result?.code).toBe(
      [
        "import { useQuery } from '@apollo/client/react';",
        "import __gqlDocument_ViewerDocument from 'virtual:gql-document/ViewerDocument';",
        "import __gqlDocument_ProfileFieldsFragmentDoc from 'virtual:gql-document/ProfileFieldsFragmentDoc';",
        '',
        'export const A = __gqlDocument_ViewerDocument;',
        'export const B = __gqlDocument_ProfileFieldsFragmentDoc;',
        'export const C = __gqlDocument_ViewerDocument;',
      ].join('\n'),
    );
    expect(result?.map.sources).toEqual(['/x/packages/web/src/a.ts']);
  });

  it('leaves modules without the gql import alone', () => {
    expect(rewriteDocuments('const graphql = (s: string) => s; graphql(`query X { a }`);', 'a.ts')).toBeNull();
  });

  it('refuses interpolated documents', () => {
    const placeholder = ['$', '{fields}'].join('');
    expect(() =>
      rewriteDocuments(`import { graphql } from '@/gql';\ngraphql(\`query X { ${placeholder} }\`);`, 'a.ts'),
    ).toThrow(/cannot interpolate/);
  });

  it("serves codegen's own AST, persisted hash and inlined fragments included", () => {
    const viewer = JSON.parse(generatedDocument('ViewerDocument'));
    expect(viewer.__meta__.hash).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(viewer.definitions.map((definition: { kind: string }) => definition.kind).sort()).toEqual([
      'FragmentDefinition',
      'OperationDefinition',
    ]);
    expect(() => generatedDocument('NoSuchDocument')).toThrow(/run codegen/);
  });
});
