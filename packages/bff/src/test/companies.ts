import { dataOf, type Stack, TestClient } from './helpers';

/**
 * Issue 16's tenancy tests: the second demo company (Terra Forte) and its consultant, signed in beside the
 * stack's first company (Agrovale), and the farmers a client sees.
 */
export async function signInOtherCompany(stack: Stack): Promise<{ company: TestClient; consultant: TestClient }> {
  const company = new TestClient(stack.bff);
  const consultant = new TestClient(stack.bff);
  for (const [client, email] of [
    [company, 'terraforte@talhao.dev'],
    [consultant, 'consultor.terraforte@talhao.dev'],
  ] as const) {
    const signIn = await client.signIn(email, 'ENTERPRISE');
    if (signIn.body.errors) throw new Error(signIn.raw);
  }
  return { company, consultant };
}

const FARMERS = `query($page: Int) { farmers(page: $page) { hasNextPage items { id name createdByMe } } }`;

/** Every farmer `client` sees (up to 20 pages). */
export async function farmersOf(
  client: TestClient,
): Promise<Array<{ id: string; name: string; createdByMe: boolean }>> {
  const rows: Array<{ id: string; name: string; createdByMe: boolean }> = [];
  for (let page = 1; page <= 20; page++) {
    const list = dataOf<{ hasNextPage: boolean; items: typeof rows }>(await client.gql(FARMERS, { page }), 'farmers');
    rows.push(...list.items);
    if (!list.hasNextPage) break;
  }
  return rows;
}

/** The first farmer `client` sees for whom `has` answers true (e.g. has harvests), or throws. */
export async function farmerWith(
  client: TestClient,
  has: (farmerId: string) => Promise<boolean>,
  except: ReadonlySet<string> = new Set(),
): Promise<string> {
  for (const farmer of await farmersOf(client)) {
    if (!except.has(farmer.id) && (await has(farmer.id))) return farmer.id;
  }
  throw new Error('no farmer with the wanted records in the seed');
}

/** How many upstream calls a fixture call table counts. */
export const callTotal = (calls: Record<string, number>) => Object.values(calls).reduce((a, b) => a + b, 0);
