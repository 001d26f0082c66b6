import type { Faker } from '@faker-js/faker';
import { boundaryAreaHectares, boundarySchema } from '@talhao/schema/forms/boundary';
import type { UpstreamBoundary } from '@talhao/schema/upstream/geojson';
import { DEMO } from '../../seed/demoAccounts';
import type { SeedContext, SeedGenerator } from '../../seed/types';
import { USERS } from '../account/users';
import { PROPERTIES } from './farmers';

/** Properties per demo consultant that get a boundary (the others show 'Sem contorno cadastrado'). */
export const BOUNDARIES_PER_CONSULTANT = 2;

const METRES_PER_DEGREE = 111_320;

/**
 * An irregular polygon of `corners` corners around (lat, lng) whose area is `hectares` (±0.5%): radii
 * jittered by ±25%, then scaled so @turf/area gives the wanted size.
 */
export function boundaryAround(
  faker: Faker,
  center: { latitude: number; longitude: number },
  hectares: number,
  corners = faker.number.int({ min: 7, max: 14 }),
): UpstreamBoundary {
  const jitter = Array.from({ length: corners }, () => faker.number.float({ min: 0.75, max: 1.25 }));
  const cos = Math.cos((center.latitude * Math.PI) / 180);
  const ringFor = (radiusMetres: number) => {
    const ring = jitter.map((factor, index) => {
      const angle = (2 * Math.PI * index) / corners;
      const metres = radiusMetres * factor;
      return [
        center.longitude + (metres * Math.cos(angle)) / (METRES_PER_DEGREE * cos),
        center.latitude + (metres * Math.sin(angle)) / METRES_PER_DEGREE,
      ];
    });
    return { type: 'Polygon' as const, coordinates: [[...ring, ring[0]!]] };
  };
  // A circle of the wanted area first, then one correction (area grows with the radius squared).
  const radius = Math.sqrt((hectares * 10_000) / Math.PI);
  const first = boundarySchema.parse(ringFor(radius));
  const scaled = radius * Math.sqrt(hectares / boundaryAreaHectares(first));
  return boundarySchema.parse(ringFor(scaled));
}

/**
 * Boundaries for the first properties (by id) of the farmers each demo consultant registered, drawn around
 * the property's location with an area within 3% of its total area, as a surveyed outline differs a little
 * from the declared size. Its own faker stream: the farms seed stays as it was.
 */
function seedBoundaries(ctx: SeedContext): void {
  const { faker, store } = ctx;
  const users = store.collection(USERS);
  const properties = store.collection(PROPERTIES);
  const consultants = Object.values(DEMO)
    .filter((account) => account.role === 'CONSULTANT' || account.role === 'ENTERPRISE_CONSULTANT')
    .flatMap((account) => users.filter((u) => u.email === account.email && u.deletedAt === null));
  for (const consultant of consultants) {
    const farmers = new Set(users.filter((u) => u.role === 'USER' && u.createdBy === consultant._id).map((u) => u._id));
    const candidates = properties
      .filter((p) => farmers.has(p.user) && p.address !== null)
      .sort((a, b) => a._id.localeCompare(b._id))
      .slice(0, BOUNDARIES_PER_CONSULTANT);
    for (const property of candidates) {
      const hectares = property.totalArea * faker.number.float({ min: 0.97, max: 1.03 });
      const center = property.address!.coords;
      properties.update(property._id, { boundary: boundaryAround(faker, center, hectares) });
    }
  }
}

export const boundariesSeed: SeedGenerator = { name: 'boundaries', run: seedBoundaries };
