import { capabilities } from '@talhao/schema';
import { ChevronRight, Headset, KeyRound, type LucideIcon, Mail, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useViewer, type ViewerFields } from '@/app/session';
import { cn, LazyDrawer } from '@/ui';
import type { Panel } from './AccountDialogs';

/** Loaded on the first choice: the dialogs' forms are not part of the area's first screen. */
const AccountDialogs = lazy(() => import('./AccountDialogs'));

interface Entry {
  panel: Panel;
  label: string;
  icon: LucideIcon;
  danger?: boolean;
}

/**
 * Deletion needs both the server's verdict (viewer.canDeleteAccount) and the shared capability,
 * so master and enterprise consultant never see it (spec 000 §2).
 */
export const canDeleteAccount = (viewer: ViewerFields) =>
  viewer.canDeleteAccount && capabilities.canDeleteOwnAccount(viewer.role);

export function settingsEntries(viewer: ViewerFields): Entry[] {
  const entries: Entry[] = [
    { panel: 'password', label: 'Alterar senha', icon: KeyRound },
    { panel: 'email', label: 'Alterar email', icon: Mail },
    { panel: 'support', label: 'Suporte técnico', icon: Headset },
  ];
  if (canDeleteAccount(viewer)) entries.push({ panel: 'delete', label: 'Excluir conta', icon: Trash2, danger: true });
  return entries;
}

interface Props {
  open: boolean;
  onClose(): void;
}

/**
 * 'Serviços e Configurações' (spec 000 §2). Choosing an entry closes the drawer and opens its
 * dialog, so only one modal layer is ever open.
 */
export function SettingsDrawer({ open, onClose }: Props) {
  const { viewer } = useViewer();
  const [panel, setPanel] = useState<Panel | null>(null);
  // Stays mounted once loaded, so a dialog's closing transition still plays.
  const [chosen, setChosen] = useState(false);
  if (!viewer) return null;

  const choose = (next: Panel) => {
    onClose();
    setPanel(next);
    setChosen(true);
  };
  const closePanel = () => setPanel(null);

  return (
    <>
      <LazyDrawer open={open} onClose={onClose} title="Serviços e Configurações" side="right">
        <ul className="flex flex-col gap-1">
          {settingsEntries(viewer).map(({ panel: id, label, icon: Icon, danger }) => (
            <li key={id}>
              <button
                type="button"
                onClick={() => choose(id)}
                className={cn(
                  'flex min-h-12 w-full items-center gap-3 rounded-lg px-3 text-left text-sm font-medium',
                  danger ? 'text-tone-red hover:bg-tone-red-bg' : 'text-ink hover:bg-brand-50',
                )}
              >
                <Icon aria-hidden="true" className="size-5 shrink-0" />
                <span className="flex-1">{label}</span>
                <ChevronRight aria-hidden="true" className="size-4 text-muted" />
              </button>
            </li>
          ))}
        </ul>
      </LazyDrawer>

      {chosen ? (
        <Suspense fallback={null}>
          <AccountDialogs
            panel={panel}
            onClose={closePanel}
            currentEmail={viewer.profile.email ?? ''}
            canDelete={canDeleteAccount(viewer)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
