import { useEffect, useState } from 'react';
import { type Control, type FieldValues, type UseFormSubscribe, useFormState } from 'react-hook-form';
import { changedFromDefaults } from './sameValues';
import { useUnsavedChanges } from './unsavedChanges';

export interface FormUnsavedChangesOptions {
  /** False while the form is not shown (a closed dialog): it never asks then. Default true. */
  enabled?: boolean;
  /** A change the form's values do not hold, e.g. a picture chosen but not yet uploaded. */
  otherChanges?: boolean;
}

/** What `useFormUnsavedChanges` needs of a `useForm` result (pass the whole of it, or these two). */
export interface WatchedForm<T extends FieldValues, V> {
  control: Control<T, unknown, V>;
  /** Read outside render: typing re-renders nothing until the answer flips. */
  subscribe: UseFormSubscribe<T>;
}

/**
 * `useUnsavedChanges` for a react-hook-form form: one line beside `useForm`. A change is a value that
 * differs from the form's defaults (typing the original back is no change); the values are compared as
 * well as `isDirty`, which misses values set by code without `shouldDirty` (pickers, the offer's
 * cultures and prices). While the form is being submitted it does not ask: a successful save navigates
 * from inside the submit flow, and a failed one ends the submission, so the question comes back. The
 * values are followed through the form's subscription, so typing re-renders the form only when the
 * answer flips.
 */
export function useFormUnsavedChanges<T extends FieldValues, V>(
  { control, subscribe }: WatchedForm<T, V>,
  { enabled = true, otherChanges = false }: FormUnsavedChangesOptions = {},
): void {
  const { isSubmitting } = useFormState({ control });
  const [changed, setChanged] = useState(false);

  useEffect(
    () =>
      subscribe({
        formState: { values: true, isDirty: true },
        callback: ({ values, defaultValues, isDirty }) =>
          setChanged(Boolean(isDirty) || changedFromDefaults(values, (defaultValues ?? {}) as Record<string, unknown>)),
      }),
    [subscribe],
  );

  useUnsavedChanges(enabled && (changed || otherChanges) && !isSubmitting);
}
