import { isCalendarDate } from '@talhao/schema';
import { z } from 'zod';

/** A required yyyy-MM-dd query or body field that is a real day. */
export const calendarDay = (field: string) =>
  z
    .string({ error: `Informe ${field} (yyyy-MM-dd)` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} deve estar no formato yyyy-MM-dd`)
    .refine(isCalendarDate, `${field} não é uma data válida`);
