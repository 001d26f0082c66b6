import { defineCollection } from '../../store/collection';

/**
 * A farmer's lab analysis (spec 001 §3 "Lab analysis"): name, day, the property it was taken on and one
 * stored file (`/uploads/<name>`, PDF, PNG or JPEG). `user` is the farmer, so visibility needs one lookup.
 */
export interface LabAnalysisRecord {
  _id: string;
  /** The farmer (a USER). */
  user: string;
  property: string;
  name: string;
  /** yyyy-MM-dd. */
  date: string;
  file: { url: string; name: string; contentType: string };
  /** Who inserted it (a consultant). */
  createdBy: string;
  createdAt: string;
}

export const LAB_ANALYSES = defineCollection<LabAnalysisRecord>('labAnalyses');
