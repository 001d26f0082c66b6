import type { UpstreamFieldActivityType } from '@talhao/schema/upstream/recommendations';
import type { Store } from '../../../store/store';
import { USERS, type UserRecord } from '../../account/users';
import { PROPERTIES, SECTORS } from '../../farmers/farmers';
import { OFFERS } from '../../offers/offers';
import { PROVIDED_CONSULTANCIES } from '../../provided/provided';
import { FIELD_ACTIVITIES } from '../../recommendations/fieldActivities';
import { REPORTS, type ReportRecord } from '../reports';

/** A photo of an item: the stored file's URL (`/uploads/<name>`); the renderer reads it when it reaches the item. */
export interface ReportPdfPhoto {
  url: string;
  name: string;
  contentType: 'image/png' | 'image/jpeg';
}

export interface ReportPdfItem {
  /** 1-based position in the report. */
  number: number;
  title: string;
  description: string;
  photo: ReportPdfPhoto | null;
  /** Files that are not photos (a PDF attached to the item): listed by name. */
  attachments: string[];
}

export interface ReportPdfActivity {
  type: UpstreamFieldActivityType;
  name: string;
  /** yyyy-MM-dd */
  startDate: string;
  endDate: string;
  description: string;
  sectors: string[];
}

/** Everything the report's PDF shows, in plain values (no store, no I/O but the photos' bytes). */
export interface ReportPdfDocument {
  reportId: string;
  title: string;
  description: string;
  technicalAdvice: string;
  /** ISO instant. */
  createdAt: string;
  consultant: string;
  /** The consultant's company (an enterprise consultant's report), else null. */
  company: string | null;
  farmer: string;
  property: string | null;
  /** The consultancy (the offer) the report belongs to. */
  consultancy: string;
  /** yyyy-MM-dd of the provided consultancy. */
  consultancyStart: string | null;
  consultancyEnd: string | null;
  items: ReportPdfItem[];
  activities: ReportPdfActivity[];
}

const PHOTO_TYPES = new Set(['image/png', 'image/jpeg']);

/**
 * Who may print a report: its author (the consultant or company consultant who wrote it) and the company the
 * report's provided consultancy belongs to (or that employs the author). Anyone else: not found.
 */
export function mayReadReport(store: Store, report: ReportRecord, caller: UserRecord): boolean {
  if (report.createdBy === caller._id) return true;
  if (caller.role !== 'ENTERPRISE') return false;
  const provided = store.collection(PROVIDED_CONSULTANCIES).get(report.consultancyProvided);
  if (provided?.company === caller._id) return true;
  return store.collection(USERS).get(report.createdBy)?.companyId === caller._id;
}

/** The report's PDF model, or null when it does not exist or the caller may not read it (the route answers 404). */
export function loadReportPdfDocument(store: Store, reportId: string, callerId: string): ReportPdfDocument | null {
  const users = store.collection(USERS);
  const caller = users.get(callerId);
  const report = store.collection(REPORTS).get(reportId);
  if (!caller || !report || !mayReadReport(store, report, caller)) return null;

  const provided = store.collection(PROVIDED_CONSULTANCIES).get(report.consultancyProvided);
  const author = users.get(report.createdBy);
  const companyId = provided?.company ?? author?.companyId ?? null;
  const farmerId = report.user || provided?.user || '';
  const propertyId = provided?.property ?? null;
  const sectors = store.collection(SECTORS);
  const activityIds = new Set(report.fieldActivityRecommended);
  const activities = store
    .collection(FIELD_ACTIVITIES)
    .filter((activity) => activityIds.has(activity._id))
    .sort((a, b) => report.fieldActivityRecommended.indexOf(a._id) - report.fieldActivityRecommended.indexOf(b._id));

  return {
    reportId: report._id,
    title: report.title,
    description: report.description,
    technicalAdvice: report.technicalAdvice,
    createdAt: report.createdAt,
    consultant: author?.name ?? '—',
    company: companyId ? (users.get(companyId)?.name ?? null) : null,
    farmer: users.get(farmerId)?.name ?? '—',
    property: propertyId ? (store.collection(PROPERTIES).get(propertyId)?.name ?? null) : null,
    consultancy: (provided && store.collection(OFFERS).get(provided.consultancy)?.name) || '—',
    consultancyStart: provided?.startDate ?? null,
    consultancyEnd: provided?.endDate ?? null,
    items: [...report.reportOfFile]
      .sort((a, b) => a.index - b.index)
      .map((item, position) => {
        const photo = item.files.find((file) => PHOTO_TYPES.has(file.contentType));
        return {
          number: position + 1,
          title: item.title,
          description: item.description,
          photo: photo
            ? { url: photo.url, name: photo.name, contentType: photo.contentType as ReportPdfPhoto['contentType'] }
            : null,
          attachments: item.files.filter((file) => file !== photo).map((file) => file.name || file.url),
        };
      }),
    activities: activities.map((activity) => ({
      type: activity.activityType,
      name: activity.name,
      startDate: activity.startDate,
      endDate: activity.endDate,
      description: activity.description,
      sectors: activity.sectors.map((id) => sectors.get(id)?.name ?? '—'),
    })),
  };
}
