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
}
