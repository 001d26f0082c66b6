import { useQuery } from '@apollo/client/react';
import { COMMON, capabilities, maskCnpj, maskCpf, type Role, type WebRole } from '@talhao/schema';
import { Building2, Pencil, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { errorMessage } from '@/app/errors';
import type { ViewerProfile } from '@/app/session';
import { ProfileDetails } from '@/features/profile/ProfileDetails';
import type { UserKind } from '@/gql/graphql';
import { Avatar, Button, Card, EmptyState, ErrorState, LinkButton, PageHeader, Spinner } from '@/ui';
import { MasterUsersDetailQuery } from '../documents';
import { kindOfRole, USER_KINDS, userDetailPath } from '../kinds';
import { AreaLinks } from './AreaLinks';
import { EditUserProfileDialog } from './EditUserProfileDialog';
import { PlanDialog } from './PlanDialog';

/** /master/empresas/:id */
export function CompanyDetailPage() {
  return <UserDetail kind="ENTERPRISE" />;
}

/** /master/consultores/:id */
export function ConsultantDetailPage() {
  return <UserDetail kind="CONSULTANT" />;
}

/** /master/consultor-empresarial/:id */
export function EnterpriseConsultantDetailPage() {
  return <UserDetail kind="ENTERPRISE_CONSULTANT" />;
}

/** /master/agricultores/:id */
export function FarmerDetailPage() {
  return <UserDetail kind="FARMER" />;
}

/** Kinds whose owners have a web area the master can visit. */
const VISITABLE: Partial<Record<UserKind, WebRole>> = {
  ENTERPRISE: 'ENTERPRISE',
  CONSULTANT: 'CONSULTANT',
  ENTERPRISE_CONSULTANT: 'ENTERPRISE_CONSULTANT',
};

/** Where the back arrow leads: the list the user is found in (company consultants: that type selected). */
const backPath = (kind: UserKind) =>
  kind === 'ENTERPRISE_CONSULTANT'
    ? `${USER_KINDS[kind].listPath}?kind=ENTERPRISE_CONSULTANT`
    : USER_KINDS[kind].listPath;

function UserDetail({ kind }: { kind: UserKind }) {
  const { id = '' } = useParams();
  const info = USER_KINDS[kind];
  const [editing, setEditing] = useState(false);
  const [changingPlan, setChangingPlan] = useState(false);
  const { data, loading, error, refetch } = useQuery(MasterUsersDetailQuery, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const user = data?.user;

  const header = <PageHeader title={info.singular} backTo={backPath(kind)} />;
  if (!user) {
    if (loading) {
      return (
        <>
          {header}
          <div className="flex justify-center py-16">
            <Spinner label="Carregando" />
          </div>
        </>
      );
    }
    return (
      <>
        {header}
        {error ? (
          <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />
        ) : (
          <EmptyState title={COMMON.loadNotFound} />
        )}
      </>
    );
  }

  // An id opened under the wrong list (e.g. a company consultant under /consultores): go to its own page.
  const actualKind = kindOfRole(user.role);
  if (actualKind && actualKind !== kind) return <Navigate to={userDetailPath(actualKind, user.id)} replace />;

  // The profile feature's components take the viewer's profile shape, which this query also selects.
  const profile: ViewerProfile = user;
  // Role-based display rules (plan, birth date) read capabilities, which also know farmers (USER).
  const role: Role = user.role;
  const withPermissions = kind !== 'ENTERPRISE_CONSULTANT' && capabilities.hasPlan(role);
  const area = VISITABLE[kind];
  const company = 'company' in user ? user.company : null;
  const document =
    'cnpj' in user && user.cnpj
      ? { label: 'CNPJ', value: maskCnpj(user.cnpj) }
      : 'cpf' in user && user.cpf
        ? { label: 'CPF', value: maskCpf(user.cpf) }
        : null;

  return (
    <div>
      <PageHeader
        title={info.singular}
        backTo={backPath(kind)}
        actions={
          <>
            {company ? (
              <LinkButton
                to={userDetailPath('ENTERPRISE', company.id)}
                variant="ghost"
                icon={<Building2 aria-hidden="true" className="size-4" />}
              >
                Ver empresa
              </LinkButton>
            ) : null}
            <Button
              variant="secondary"
              icon={<Pencil aria-hidden="true" className="size-4" />}
              onClick={() => setEditing(true)}
            >
              Editar perfil
            </Button>
            {withPermissions ? (
              <Button
                icon={<ShieldCheck aria-hidden="true" className="size-4" />}
                onClick={() => setChangingPlan(true)}
              >
                Editar permissões
              </Button>
            ) : null}
          </>
        }
      />

      <div className="flex flex-col gap-6">
        <Card>
          <div className="flex flex-col gap-6 md:flex-row md:items-start">
            <Avatar name={user.name} src={user.pictureUrl} size={120} className="self-center md:self-start" />
            <div className="flex min-w-0 flex-1 flex-col gap-4">
              <ProfileDetails role={role} profile={profile} />
              {document ? (
                <p className="text-sm text-ink-soft">
                  <span className="text-xs font-medium uppercase tracking-wide text-muted">{document.label}</span>{' '}
                  <span className="tabular-nums">{document.value}</span>
                </p>
              ) : null}
            </div>
          </div>
        </Card>

        {area ? <AreaLinks area={area} userId={user.id} /> : null}
      </div>

      <EditUserProfileDialog open={editing} onClose={() => setEditing(false)} profile={profile} />
      {withPermissions ? (
        <PlanDialog
          open={changingPlan}
          onClose={() => setChangingPlan(false)}
          userId={user.id}
          userName={user.name}
          plan={user.plan ?? null}
          onChanged={() => void refetch()}
        />
      ) : null}
    </div>
  );
}
