import { DEMO } from '../../seed/demoAccounts';
import type { SeedContext, SeedGenerator } from '../../seed/types';
import { type AppDevice, USERS } from './users';

/** Share of farmers per mobile-app platform (the rest never installed the app). */
export const DEVICE_WEIGHTS: readonly { value: AppDevice | null; weight: number }[] = [
  { value: 'Android', weight: 70 },
  { value: 'iOS', weight: 25 },
  { value: null, weight: 5 },
];

/** Farmers' app installs, in their own stream so the users' data does not move. */
function seedDevices(ctx: SeedContext): void {
  const users = ctx.store.collection(USERS);
  for (const farmer of users.filter((user) => user.role === 'USER')) {
    // The demo farmer "uses the mobile app" (README).
    const device =
      farmer.email === DEMO.farmer.email ? 'Android' : ctx.faker.helpers.weightedArrayElement([...DEVICE_WEIGHTS]);
    users.update(farmer._id, { device });
  }
}

export const devicesSeed: SeedGenerator = { name: 'devices', run: seedDevices };
