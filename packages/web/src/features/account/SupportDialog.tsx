import { MessageCircle, Phone } from 'lucide-react';
import { useClientConfig } from '@/app/clientConfig';
import { buttonClasses, cn, Dialog } from '@/ui';

interface Props {
  open: boolean;
  onClose(): void;
}

/** '+55 27 3000-4500' -> 'tel:+552730004500' (the number may come from the BFF's configuration). */
export const telHref = (phone: string) => `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;

/**
 * 'Suporte técnico' (spec 000 §1): the support phone and a chat link that opens in a new tab with
 * the prefilled message. Both come from the client configuration, which defaults to SUPPORT and
 * supportChatHref() of '@talhao/schema'.
 */
export function SupportDialog({ open, onClose }: Props) {
  const { supportPhone, supportChatUrl } = useClientConfig();
  return (
    <Dialog open={open} onClose={onClose} title="Suporte técnico">
      <p className="mb-4 text-sm text-ink-soft">Precisa de ajuda? Fale com o nosso suporte técnico.</p>
      <div className="flex flex-col gap-3">
        <a
          href={telHref(supportPhone)}
          className="flex items-center gap-3 rounded-lg border border-line px-4 py-3 hover:border-brand-300 hover:bg-brand-50"
        >
          <Phone aria-hidden="true" className="size-5 text-brand-600" />
          <span className="flex flex-col">
            <span className="text-xs text-muted">Telefone</span>
            <span className="font-medium text-ink">{supportPhone}</span>
          </span>
        </a>
        <a
          href={supportChatUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={cn(buttonClasses({ variant: 'primary' }), 'w-full')}
        >
          <MessageCircle aria-hidden="true" className="size-4" />
          Abrir chat do suporte
          <span className="sr-only"> (abre em uma nova aba)</span>
        </a>
      </div>
    </Dialog>
  );
}
