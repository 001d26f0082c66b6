import { useMutation } from '@apollo/client/react';
import { CATALOGUE, LIMITS, resumeSchema } from '@talhao/schema';
import { FileText, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { useViewer } from '@/app/session';
import { useUnsavedChanges } from '@/app/unsavedChanges';
import { Button, Card, Dialog, EmptyState, RichTextEditor, RichTextView, useToast } from '@/ui';
import { ProfileUpdateResumeMutation } from './documents';

const TITLE = 'Currículo profissional';

/** The consultant's professional resume (rich text): shown, added or edited in a dialog. */
export function ProfessionalResume({ resume }: { resume: string | null }) {
  const [editing, setEditing] = useState(false);
  const current = resume ?? '';
  const hasResume = current.trim() !== '';
  return (
    <Card
      aria-label={TITLE}
      title={TITLE}
      actions={
        hasResume ? (
          <Button
            type="button"
            variant="secondary"
            size="sm"
            icon={<Pencil className="size-4" aria-hidden />}
            onClick={() => setEditing(true)}
          >
            Editar
          </Button>
        ) : null
      }
    >
      {hasResume ? (
        <RichTextView html={current} />
      ) : (
        <EmptyState
          icon={<FileText className="size-6" aria-hidden />}
          title="Você ainda não adicionou um currículo profissional"
          action={
            <Button type="button" icon={<Plus className="size-4" aria-hidden />} onClick={() => setEditing(true)}>
              Adicionar
            </Button>
          }
        />
      )}
      {editing ? <ResumeEditorDialog current={current} onClose={() => setEditing(false)} /> : null}
    </Card>
  );
}

/**
 * Mounted only while open, so every opening starts from the saved resume. Saving needs a
 * non-empty text that differs from the saved one (spec 001 §5).
 */
function ResumeEditorDialog({ current, onClose }: { current: string; onClose: () => void }) {
  const toast = useToast();
  const { refetch } = useViewer();
  const [draft, setDraft] = useState(current);
  const [save, { loading }] = useMutation(ProfileUpdateResumeMutation);
  const changed = draft !== current;
  useUnsavedChanges(changed);
  const validation = resumeSchema.safeParse({ professionalResume: draft });
  // Only a change can be wrong: the untouched resume simply cannot be saved again.
  const problem = changed && !validation.success ? validation.error.issues[0]?.message : undefined;

  async function onSave() {
    if (!changed || !validation.success) return;
    try {
      await save({ variables: { html: validation.data.professionalResume } });
      toast.success(CATALOGUE.updateResume.success);
      onClose();
      await refetch();
    } catch (err) {
      toast.fromError(err);
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={TITLE}
      size="lg"
      footer={
        <>
          <Button type="button" variant="secondary" onClick={onClose} disabled={loading}>
            Cancelar
          </Button>
          <Button
            type="button"
            onClick={onSave}
            loading={loading}
            disabled={!changed || !validation.success || loading}
          >
            Salvar
          </Button>
        </>
      }
    >
      <RichTextEditor
        label={TITLE}
        value={draft}
        onChange={setDraft}
        limit={LIMITS.resumeMax}
        counterMax={LIMITS.resumeCounterMax}
        error={problem}
        placeholder="Conte sobre a sua formação e experiência profissional"
      />
    </Dialog>
  );
}
