import type { ReportItem } from '../../generated/resolvers';

/**
 * A report as resolvers pass it (codegen maps the GraphQL Report to it): the provider's facts in GraphQL names.
 * The farmer, the recommended activities, `createdByMe` and the capabilities resolve from it per caller.
 */
export interface ReportModel {
  id: string;
  title: string;
  description: string;
  technicalAdvice: string | null;
  providedConsultancyId: string;
  farmerId: string | null;
  createdAt: string;
  updatedAt: string | null;
  /** The author (a consultant or a company consultant). */
  authorId: string | null;
  items: ReportItem[];
  recommendedActivityIds: string[];
}
