import type { UpstreamWorkStatus as WorkStatus } from '@talhao/schema/upstream/provided';
import { businessTime, DAY_MS, dayOf, dayStart } from '../../seed/time';
import type { SeedContext, SeedGenerator } from '../../seed/types';
import { objectId } from '../../store/ids';
import { USERS, type UserRecord } from '../account/users';
import { PROPERTIES } from '../farmers/farmers';
import { OFFERS } from '../offers/offers';
import { PROVIDED_CONSULTANCIES, type ProvidedConsultancyRecord } from './provided';

/** Pending requests each company shows at least (issue 16). */
export const COMPANY_REQUESTS = 3;

/** Every status a company consultant's deliveries show at least once (spec 002 §4: the list asks all five). */
export const COMPANY_CONSULTANT_STATUSES: readonly WorkStatus[] = [
  'PLANNED',
  'IN-PROGRESS',
  'COMPLETED',
  'CANCELED',
  'REJECTED',
];

/** Start and end offsets (days from today) that fit each status. */
const PERIOD_OF: Record<WorkStatus, { start: [number, number]; end: [number, number] | null }> = {
  PLANNED: { start: [5, 45], end: [60, 150] },
  'IN-PROGRESS': { start: [-40, -5], end: [20, 120] },
  COMPLETED: { start: [-200, -60], end: [-50, -5] },
  CANCELED: { start: [-120, -30], end: null },
  REJECTED: { start: [-90, -20], end: null },
  REQUESTED: { start: [3, 40], end: [60, 150] },
};

/**
 * The companies' side of the delivered consultancies (issue 16), after the farmers seed gave properties:
 * every company consultant gets a delivery in each status the consultancies seed left out, with a farmer
 * they registered and one of their company's offers, and every company at least COMPANY_REQUESTS pending
 * requests, spread over its consultants. Its own faker stream, so the other generators' data is unchanged
 * (the schedule, monitorings and reports seeds that run after it cover these records too).
 */
function seedCompanyProvided(ctx: SeedContext): void {
  const { faker, anchor, store } = ctx;
  const users = store.collection(USERS);
  const provided = store.collection(PROVIDED_CONSULTANCIES);
  const lastMoment = anchor.getTime() - 3_600_000;
  const idAt = (at: number) =>
    objectId(new Date(at), faker.string.hexadecimal({ length: 16, casing: 'lower', prefix: '' }));
  const propertiesOf = (farmerId: string) => store.collection(PROPERTIES).filter((p) => p.user === farmerId);

  const add = (consultant: UserRecord, status: WorkStatus): boolean => {
    const offers = store.collection(OFFERS).filter((o) => o.company !== null && o.company === consultant.companyId);
    const farmers = users.filter(
      (u) =>
        u.role === 'USER' && u.deletedAt === null && u.createdBy === consultant._id && propertiesOf(u._id).length > 0,
    );
    if (!offers.length || !farmers.length) return false;
    const farmer = faker.helpers.arrayElement(farmers);
    const offer = faker.helpers.arrayElement(offers);
    const period = PERIOD_OF[status];
    const start = dayStart(anchor, faker.number.int({ min: period.start[0], max: period.start[1] }));
    const earliest = Math.max(
      Date.parse(farmer.createdAt),
      Date.parse(offer.createdAt),
      Date.parse(consultant.createdAt),
    );
    const wanted = Math.min(start, anchor.getTime()) - faker.number.int({ min: 1, max: 15 }) * DAY_MS;
    const stamp = Math.min(lastMoment, Math.max(earliest, wanted + businessTime(faker)));
    const record: ProvidedConsultancyRecord = {
      _id: idAt(stamp),
      consultancy: offer._id,
      consultant: consultant._id,
      company: consultant.companyId,
      user: farmer._id,
      property: faker.helpers.arrayElement(propertiesOf(farmer._id))._id,
      fixedPrice: faker.number.int({ min: 80, max: 1500 }) * 10,
      status,
      startDate: dayOf(Math.max(start, earliest)),
      endDate: period.end
        ? dayOf(Math.max(start, dayStart(anchor, faker.number.int({ min: period.end[0], max: period.end[1] }))))
        : null,
      createdAt: new Date(stamp).toISOString(),
      updatedAt: new Date(stamp).toISOString(),
    };
    provided.insert(record);
    return true;
  };

  const companies = users.filter((u) => u.role === 'ENTERPRISE' && u.deletedAt === null);
  for (const company of companies) {
    const consultants = users
      .filter((u) => u.role === 'ENTERPRISE_CONSULTANT' && u.companyId === company._id && u.deletedAt === null)
      .sort((a, b) => a._id.localeCompare(b._id));
    for (const consultant of consultants) {
      const has = new Set(provided.filter((p) => p.consultant === consultant._id).map((p) => p.status));
      for (const status of COMPANY_CONSULTANT_STATUSES) if (!has.has(status)) add(consultant, status);
    }
    const pending = () => provided.filter((p) => p.company === company._id && p.status === 'REQUESTED').length;
    for (let turn = 0; pending() < COMPANY_REQUESTS && turn < COMPANY_REQUESTS * consultants.length; turn++) {
      const consultant = consultants[turn % consultants.length];
      if (consultant) add(consultant, 'REQUESTED');
    }
  }
}

export const companyProvidedSeed: SeedGenerator = { name: 'company-provided', run: seedCompanyProvided };
