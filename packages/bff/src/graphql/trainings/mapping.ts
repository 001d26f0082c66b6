import type { TrainingValues } from '@talhao/schema';
import type { UpstreamTraining } from '@talhao/schema/upstream/trainings';
import sanitizeHtml from 'sanitize-html';
import { publicFileUrl } from '../../files';
import type { Training, TrainingInput } from '../../generated/resolvers';
import { fromAddressInput, toAddress } from '../account/profile';
import { toProviderFormat, toWorkFormat } from '../base/provider-enums';

/** What the training editor produces: formatting, lists and links, no styles or scripts. */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'h2', 'h3', 'blockquote', 'hr', 'a'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  disallowedTagsMode: 'discard',
};
export const sanitizeRichText = (html: string): string => sanitizeHtml(html, RICH_TEXT).trim();

/** Who reads it: editing is offered to its owner only, never under viewAs, and only before its date. */
export interface TrainingViewer {
  userId: string;
  ownsAll: boolean;
  viewAs: boolean;
  now: Date;
}

export function toTraining(training: UpstreamTraining, viewer: TrainingViewer): Training {
  const confirmedCount = training.totalSubscribers?.confirmed ?? 0;
  const owner = viewer.ownsAll || training.consultant === viewer.userId;
  return {
    id: training._id,
    title: training.title,
    date: training.date,
    duration: training.duration,
    address: toAddress(training.address as Parameters<typeof toAddress>[0]),
    price: training.price,
    profit: training.profit ?? null,
    format: toWorkFormat(training.format),
    summary: training.summary,
    description: sanitizeRichText(training.description),
    specificInformation: sanitizeRichText(training.specificInformation),
    availableSpots: training.availableSpots,
    confirmedCount,
    remainingSpots: Math.max(0, training.availableSpots - confirmedCount),
    imageUrl: publicFileUrl(training.image?.url),
    editable: owner && !viewer.viewAs && Date.parse(training.date) > viewer.now.getTime(),
    consultantIds: training.consultants ?? [],
  };
}

/**
 * GraphQL input → the values trainingSchema validates (the web form's shape). Rich text is sanitized
 * first, so a description made only of a script is empty when the "required" rule reads it.
 */
export const trainingFormValues = (input: TrainingInput) => ({
  ...input,
  date: input.date,
  address: fromAddressInput(input.address),
  description: sanitizeRichText(input.description),
  specificInformation: sanitizeRichText(input.specificInformation),
});

/** Validated values (rich text already sanitized by trainingFormValues) → the provider body, empty values dropped. */
export function trainingBody(values: TrainingValues, { companyForm = false }: { companyForm?: boolean } = {}) {
  return {
    title: values.title,
    date: new Date(values.date).toISOString(),
    duration: values.duration,
    format: toProviderFormat(values.format === 'IN_PERSON' ? 'IN_PERSON' : 'ONLINE'),
    ...(values.format === 'IN_PERSON' && values.address ? { address: values.address } : {}),
    price: values.price,
    ...(values.profit !== undefined ? { profit: values.profit } : {}),
    summary: values.summary,
    description: values.description,
    specificInformation: values.specificInformation,
    availableSpots: values.availableSpots,
    // A company's training names the consultants who give it (spec 002 §3 "consultants (ids)").
    ...(companyForm ? { consultants: [...new Set(values.consultantIds ?? [])] } : {}),
  };
}
