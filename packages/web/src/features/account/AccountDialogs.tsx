import { DeleteAccountDialog } from './DeleteAccountDialog';
import { EmailChangeDialog } from './EmailChangeDialog';
import { PasswordChangeDialog } from './PasswordChangeDialog';
import { SupportDialog } from './SupportDialog';

export type Panel = 'password' | 'email' | 'support' | 'delete';

interface Props {
  panel: Panel | null;
  onClose(): void;
  currentEmail: string;
  canDelete: boolean;
}

/**
 * The settings drawer's dialogs, in their own chunk: their forms bring zod, react-hook-form and the account
 * schemas, which every area home would otherwise load before the user opens any of them.
 */
export default function AccountDialogs({ panel, onClose, currentEmail, canDelete }: Props) {
  return (
    <>
      <PasswordChangeDialog open={panel === 'password'} onClose={onClose} />
      <EmailChangeDialog open={panel === 'email'} onClose={onClose} currentEmail={currentEmail} />
      <SupportDialog open={panel === 'support'} onClose={onClose} />
      {canDelete ? <DeleteAccountDialog open={panel === 'delete'} onClose={onClose} /> : null}
    </>
  );
}
