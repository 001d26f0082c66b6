import { useMutation } from '@apollo/client/react';
import { CATALOGUE, fillStatus } from '@talhao/schema';
import { Camera, Trash2 } from 'lucide-react';
import { type ChangeEvent, useRef, useState } from 'react';
import { PICTURE_ACCEPT, PROFILE_PICTURE_UPLOAD_URL, pictureFileProblem, uploadBodyMessage } from '@/app/entityImage';
import { useViewer } from '@/app/session';
import { uploadFile } from '@/app/upload';
import { Avatar, Button, ConfirmDialog, UploadProgress, useToast } from '@/ui';
import { ProfileRemovePictureMutation } from './documents';

/** Spec 001 §9: profile photo preview 180 px. */
const PREVIEW_PX = 180;

interface ProfilePhotoProps {
  name: string;
  pictureUrl: string | null;
}

/** Photo preview with 'Alterar foto' (png/jpeg, up to 3 MB, with progress) and 'Remover foto' after confirmation. */
export function ProfilePhoto({ name, pictureUrl }: ProfilePhotoProps) {
  const toast = useToast();
  const { refetch } = useViewer();
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  const [removePicture, { loading: removing }] = useMutation(ProfileRemovePictureMutation);
  const uploading = progress !== null;

  async function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    const problem = pictureFileProblem(file);
    if (problem) {
      toast.error(problem);
      return;
    }
    setProgress(0);
    try {
      const result = await uploadFile(PROFILE_PICTURE_UPLOAD_URL, file, setProgress);
      const message = uploadBodyMessage(result.body);
      if (result.ok) {
        toast.success(message ?? CATALOGUE.updatePicture.success);
        await refetch();
      } else if (result.body?.severity === 'warning') {
        toast.warning(message ?? fillStatus(CATALOGUE.updatePicture.other, result.status));
      } else {
        toast.error(message ?? fillStatus(CATALOGUE.updatePicture.other, result.status));
      }
    } catch (err) {
      toast.fromError(err);
    } finally {
      setProgress(null);
    }
  }

  async function onConfirmRemoval() {
    try {
      await removePicture();
      toast.success(CATALOGUE.removePicture.success);
      setConfirmingRemoval(false);
      await refetch();
    } catch (err) {
      toast.fromError(err);
    }
  }

  return (
    <div className="flex flex-col items-center gap-3">
      <Avatar name={name} src={pictureUrl ?? undefined} size={PREVIEW_PX} />
      <input
        ref={inputRef}
        type="file"
        accept={PICTURE_ACCEPT}
        className="sr-only"
        aria-label="Arquivo da foto de perfil"
        tabIndex={-1}
        onChange={onFileChosen}
      />
      <div className="flex flex-wrap justify-center gap-2">
        <Button
          type="button"
          variant="secondary"
          size="sm"
          icon={<Camera className="size-4" aria-hidden />}
          loading={uploading}
          disabled={uploading || removing}
          onClick={() => inputRef.current?.click()}
        >
          Alterar foto
        </Button>
        {pictureUrl ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            icon={<Trash2 className="size-4" aria-hidden />}
            disabled={uploading || removing}
            onClick={() => setConfirmingRemoval(true)}
          >
            Remover foto
          </Button>
        ) : null}
      </div>
      {uploading ? <UploadProgress ratio={progress} label="Enviando foto" className="w-44 text-center" /> : null}
      <p className="text-center text-xs text-muted">PNG ou JPEG, até 3 MB.</p>
      <ConfirmDialog
        open={confirmingRemoval}
        title="Remover foto"
        message="Tem certeza que deseja remover a foto de perfil?"
        confirmLabel="Remover"
        tone="danger"
        loading={removing}
        onConfirm={onConfirmRemoval}
        onClose={() => setConfirmingRemoval(false)}
      />
    </div>
  );
}
