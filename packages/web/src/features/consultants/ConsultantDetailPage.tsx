import { useQuery } from '@apollo/client/react';
import { displayPhone, formatDay, maskCnpj, maskCpf } from '@talhao/schema';
import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { errorMessage } from '@/app/errors';
import { NotFoundPage } from '@/features/common/NotFoundPage';
import { Avatar, Card, ErrorState, FullPageSpinner, LinkButton, PageHeader, RichTextView } from '@/ui';
import { useConsultantAccess } from './access';
import { CompanyConsultantQuery } from './documents';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted">{label}</dt>
      <dd className="text-sm text-ink">{children}</dd>
    </div>
  );
}

/** A CPF (11 digits) or CNPJ (14) with its mask. */
export const documentText = (digits: string): string => (digits.length > 11 ? maskCnpj(digits) : maskCpf(digits));

/**
 * /empresa/consultores/:id (spec 002 §2): registration date, city, e-mail, phone, professional resume, and the
 * edit icon for the company (a deleted consultant is shown, read only, so its past work keeps a name).
 */
export function ConsultantDetailPage() {
  const { id = '' } = useParams();
  const { paths, viewAsId, canWrite } = useConsultantAccess();
  const { data, loading, error, refetch } = useQuery(CompanyConsultantQuery, {
    variables: { id, viewAs: viewAsId },
    fetchPolicy: 'cache-and-network',
  });
  const consultant = data?.companyConsultant;
  if (loading && !consultant) return <FullPageSpinner label="Carregando consultor" />;
  if (error && !consultant) return <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  if (!consultant) return <NotFoundPage />;
  const city = consultant.address?.city
    ? `${consultant.address.city} - ${consultant.address.stateFrom ?? ''}`
    : 'Não informada';
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={consultant.name}
        subtitle={consultant.deleted ? 'Consultor excluído' : undefined}
        backTo={paths.list}
        actions={
          canWrite && !consultant.deleted ? (
            <LinkButton
              to={paths.edit(consultant.id)}
              variant="secondary"
              icon={<Pencil aria-hidden="true" className="size-4" />}
            >
              <span className="sr-only">Editar consultor</span>
            </LinkButton>
          ) : null
        }
      />
      <Card>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <Avatar name={consultant.name} src={consultant.photoUrl} size={96} />
          <dl className="grid flex-1 grid-cols-1 gap-4 sm:grid-cols-2">
            <Fact label="Data de cadastro">{formatDay(consultant.createdAt)}</Fact>
            <Fact label="Cidade">{city}</Fact>
            <Fact label="Email">{consultant.email ?? 'Não informado'}</Fact>
            <Fact label="Celular">
              {consultant.phoneNumber ? displayPhone(consultant.phoneNumber) : 'Não informado'}
            </Fact>
            {consultant.cpf ? <Fact label="CPF/CNPJ">{documentText(consultant.cpf)}</Fact> : null}
            {consultant.birthDate ? (
              <Fact label="Data de nascimento">{formatDay(`${consultant.birthDate}T12:00:00Z`)}</Fact>
            ) : null}
          </dl>
        </div>
      </Card>
      <Card title="Currículo profissional">
        {consultant.professionalResume ? (
          <RichTextView html={consultant.professionalResume} />
        ) : (
          <p className="text-sm text-muted">Nenhum currículo informado</p>
        )}
      </Card>
    </div>
  );
}
