import { useMutation } from '@apollo/client/react';
import { ASSIGNABLE_PLANS, FREE_TRIAL_DAYS } from '@talhao/schema';
import { useEffect, useState } from 'react';
import { useUnsavedChanges } from '@/app/unsavedChanges';
import { Button, Dialog, PlanBadge, RadioCardGroup, useToast } from '@/ui';
import { MasterUsersChangePlanMutation } from '../documents';

type PlanValue = (typeof ASSIGNABLE_PLANS)[number]['value'];

const DESCRIPTIONS: Record<PlanValue, string> = {
  __std: 'Acesso padrão à plataforma.',
  __freetrial: `Válido por ${FREE_TRIAL_DAYS} dias a partir da data de cadastro.`,
};

const PLAN_OPTIONS = ASSIGNABLE_PLANS.map((plan) => ({
  value: plan.value,
  label: plan.label,
  description: DESCRIPTIONS[plan.value],
}));

const isAssignable = (marker: string | null | undefined): marker is PlanValue =>
  ASSIGNABLE_PLANS.some((plan) => plan.value === marker);

export interface PlanDialogProps {
  open: boolean;
  onClose(): void;
  userId: string;
  userName: string;
  plan: { marker?: string | null; badge: string } | null;
  /** After a real change (the page refetches the user). */
  onChanged(): void;
}

/**
 * 'Editar permissões' (spec 000 §4): standard or free trial. Choosing the plan the user already holds
 * just closes the dialog (no call); the BFF removes the current permission and inserts the chosen one
 * and answers `changed: false` when there was nothing to do. Its messages ('Conflito: o usuário já
 * possui essa permissão!', 'Usuário não encontrado!', 'Erro: {status}') come back as the error text.
 */
export function PlanDialog({ open, onClose, userId, userName, plan, onChanged }: PlanDialogProps) {
  const toast = useToast();
  const current = isAssignable(plan?.marker) ? plan.marker : null;
  const [choice, setChoice] = useState<PlanValue | null>(current);
  const [changePlan, { loading }] = useMutation(MasterUsersChangePlanMutation);
  useUnsavedChanges(open && choice !== current && !loading);

  // Each opening starts from the user's current plan.
  useEffect(() => {
    if (open) setChoice(current);
  }, [open, current]);

  async function save() {
    if (!choice) return;
    if (choice === current) {
      onClose();
      return;
    }
    try {
      const { data } = await changePlan({ variables: { id: userId, plan: choice } });
      const result = data?.changeUserPlan;
      onClose();
      if (result?.changed) {
        toast.success(result.message);
        onChanged();
      }
    } catch (err) {
      toast.fromError(err);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Editar permissões"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={loading}>
            Cancelar
          </Button>
          <Button onClick={() => void save()} loading={loading} disabled={!choice}>
            Salvar
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <p className="flex flex-wrap items-center gap-2 text-sm text-ink-soft">
          Plano atual de <strong className="font-semibold text-ink">{userName}</strong>:
          {plan ? <PlanBadge badge={plan.badge} /> : <span>Nenhum</span>}
        </p>
        <RadioCardGroup<PlanValue>
          label="Novo plano"
          options={PLAN_OPTIONS}
          value={choice}
          onChange={setChoice}
          columns={1}
        />
      </div>
    </Dialog>
  );
}
