import { defineCollection } from '../../store/collection';

/** A stored file of a report item: the upload's public path, the client's file name and its type. */
export interface ReportFileRecord {
  url: string;
  name: string;
  contentType: string;
}

/** One report item ("Inserir relatório"): addressed by its index, which stays stable when another is deleted. */
export interface ReportItemRecord {
  index: number;
  title: string;
  description: string;
  files: ReportFileRecord[];
}

/** A technical report of a provided consultancy (spec 001 §3 "ConsultancyReport"), as the provider stores it. */
export interface ReportRecord {
  _id: string;
  title: string;
  description: string;
  /** '' until the technical opinion is written. */
  technicalAdvice: string;
  consultancyProvided: string;
  /** The farmer of that consultancy. */
  user: string;
  /** The consultant or company consultant who wrote it. */
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  reportOfFile: ReportItemRecord[];
  /** Field activities recommended from this report, in the order they were recommended. */
  fieldActivityRecommended: string[];
}

export const REPORTS = defineCollection<ReportRecord>('reports');
