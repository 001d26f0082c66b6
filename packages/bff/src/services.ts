import type { Config } from './config';
import type { PlaceService } from './graphql/places/service';
import type { UpstreamClient } from './upstream/client';

/** The embedded fixture server's dev-only view (the outbox page reads it). */
export interface DevFixture {
  /** In-process (embedded) or read over loopback from the fixture's own route (a cluster worker). */
  outbox(): OutboxEntry[] | Promise<OutboxEntry[]>;
}

export type OutboxEntry = {
  to: string;
  subject: string;
  text: string;
  link?: string | null | undefined;
  kind: string;
  role: string;
  createdAt: string | Date;
};

/** Long-lived collaborators shared by every request of one BFF instance. */
export interface Services {
  config: Config;
  upstream: UpstreamClient;
  places: PlaceService;
  now: () => Date;
  devFixture?: DevFixture | undefined;
}
