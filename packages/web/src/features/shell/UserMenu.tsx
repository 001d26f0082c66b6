import { useApolloClient } from '@apollo/client/react';
import { firstName } from '@talhao/schema';
import { ChevronDown, LogOut, Settings, UserRound } from 'lucide-react';
import { useState } from 'react';
import type { ViewerFields } from '@/app/session';
import { Avatar, LazyConfirmDialog, LazyDropdownMenu, useToast } from '@/ui';
import { ShellSignOutMutation } from './documents';
import { useEndSession } from './sessionEnd';

export const LOGOUT_QUESTION = 'Tem certeza que deseja sair?';

interface UserMenuProps {
  viewer: ViewerFields;
  basePath: string;
  onOpenSettings(): void;
}

/** 'Olá, {first name}' with the avatar, opening Perfil / Configurações / Sair (spec 000 §2). */
export function UserMenu({ viewer, basePath, onOpenSettings }: UserMenuProps) {
  const [confirmOpen, setConfirmOpen] = useState(false);
  // The client's own mutate, not useMutation: that hook would be one more chunk on every area's first screen
  // for a question asked once.
  const client = useApolloClient();
  const [loading, setLoading] = useState(false);
  const endSession = useEndSession();
  const toast = useToast();
  const { name, pictureUrl } = viewer.profile;
  const greeting = `Olá, ${firstName(name)}`;

  async function logout() {
    setLoading(true);
    try {
      await client.mutate({ mutation: ShellSignOutMutation });
    } catch (err) {
      // 'Erro ao realizar logout: {status}' comes from the BFF; the user stays signed in.
      toast.fromError(err);
      return;
    } finally {
      setLoading(false);
    }
    setConfirmOpen(false);
    await endSession();
  }

  return (
    <>
      <LazyDropdownMenu
        // The name holds the visible greeting (WCAG 2.5.3, label in name: speech users say what they see);
        // the avatar is decorative, or its name would count as visible text the label lacks.
        label={`${greeting}, menu do usuário`}
        button={
          <>
            <span className="max-w-[9rem] truncate text-sm font-medium sm:max-w-[14rem]">{greeting}</span>
            <Avatar name={name} src={pictureUrl} size={36} decorative />
            <ChevronDown aria-hidden="true" className="size-4 text-muted" />
          </>
        }
        items={[
          { label: 'Perfil', icon: <UserRound className="size-4" />, to: `${basePath}/perfil` },
          { label: 'Configurações', icon: <Settings className="size-4" />, onSelect: onOpenSettings },
          { label: 'Sair', icon: <LogOut className="size-4" />, onSelect: () => setConfirmOpen(true), tone: 'danger' },
        ]}
      />
      <LazyConfirmDialog
        open={confirmOpen}
        title="Sair"
        message={LOGOUT_QUESTION}
        confirmLabel="Sair"
        cancelLabel="Cancelar"
        tone="danger"
        loading={loading}
        onConfirm={() => void logout()}
        onClose={() => setConfirmOpen(false)}
      />
    </>
  );
}
