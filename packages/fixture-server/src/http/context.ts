import type { FamilyTable } from '@talhao/schema';
import type { JwtService } from '../auth/jwt';
import type { FileStorage } from '../domains/uploads/uploads';
import type { Store } from '../store/store';

/** What every route module gets: state, configuration and services of one fixture server. */
export interface FixtureContext {
  store: Store;
  families: FamilyTable;
  now: () => Date;
  publicWebUrl: string;
  jwt: JwtService;
  files: FileStorage;
  /** Accept `test-google-token:<email>` as a Google access token (test stacks only; never `npm start`). */
  googleTestTokens: boolean;
}
