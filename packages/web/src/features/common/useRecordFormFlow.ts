import { COMMON } from '@talhao/schema';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { type EntityImageKind, uploadEntityImage } from '@/app/entityImage';
import { useFormUnsavedChanges, type WatchedForm } from '@/app/formUnsavedChanges';
import { useToast } from '@/ui';

/** What the form's save answered, as the flow needs it. */
export interface SavedRecord {
  /** The saved record's id, where the chosen image is sent. */
  id: string;
  /** The success toast ('Consultoria salva!'…). */
  message: string;
  /** Where to go once it is all done (the detail page, the list…). */
  to: string;
}

export interface RecordFormFlow {
  /** The image chosen now, sent after the save. */
  file: File | null;
  setFile(file: File | null): void;
  /** Upload progress 0..1 while the image is being sent, else null. */
  progress: number | null;
  /**
   * Saves (a thrown error is shown as a toast and the form stays; an empty answer is the internal
   * error), then sends the chosen image to the saved id with progress, then says so and navigates:
   * a failed image leaves the record saved and shows the warning instead of the success.
   */
  submit(save: () => Promise<SavedRecord | null | undefined>): Promise<void>;
}

/**
 * The flow of a record form with an image (offers, trainings, adverts): save → optional image upload
 * with progress → toast → navigate. Also warns before leaving with unsaved changes, a chosen image included.
 */
export function useRecordFormFlow<T extends FieldValues, V>(
  form: WatchedForm<T, V>,
  image: EntityImageKind,
): RecordFormFlow {
  const toast = useToast();
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  useFormUnsavedChanges(form, { otherChanges: file !== null });

  async function submit(save: () => Promise<SavedRecord | null | undefined>) {
    let saved: SavedRecord | null | undefined;
    try {
      saved = await save();
    } catch (err) {
      // The BFF sends the catalogue's text (409 'Conflito: …', 'Erro: {status}').
      toast.fromError(err);
      return;
    }
    if (!saved) {
      toast.error(COMMON.internal);
      return;
    }
    let warning: string | null = null;
    if (file) {
      setProgress(0);
      warning = await uploadEntityImage(image, saved.id, file, setProgress);
      setProgress(null);
    }
    if (warning) toast.warning(warning);
    else toast.success(saved.message);
    navigate(saved.to);
  }

  return { file, setFile, progress, submit };
}
