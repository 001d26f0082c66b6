import { useMutation, useQuery } from '@apollo/client/react';
import type { ConsultantCreateValues, ConsultantEditValues } from '@talhao/schema';
import { CATALOGUE } from '@talhao/schema';
import { Navigate, useParams } from 'react-router-dom';
import { errorMessage } from '@/app/errors';
import { NotFoundPage } from '@/features/common/NotFoundPage';
import { ErrorState, FullPageSpinner, PageHeader } from '@/ui';
import { useConsultantAccess } from './access';
import { ConsultantForm } from './ConsultantForm';
import { consultantFormDefaults, toCreateInput, toUpdateInput } from './consultantFormValues';
import {
  CompanyConsultantCreateMutation,
  CompanyConsultantDeleteMutation,
  CompanyConsultantQuery,
  CompanyConsultantUpdateMutation,
} from './documents';

/** The list reads again after a write (membership and order change). */
const refreshList = (cache: { evict(options: { fieldName: string }): boolean; gc(): string[] }) => {
  cache.evict({ fieldName: 'companyConsultants' });
  cache.gc();
};

/** /empresa/consultores/criar — 'Novo Consultor'. */
export function ConsultantCreatePage() {
  const { paths, canWrite } = useConsultantAccess();
  const [create] = useMutation(CompanyConsultantCreateMutation);
  if (!canWrite) return <Navigate to={paths.list} replace />;
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Novo Consultor" backTo={paths.list} />
      <ConsultantForm
        mode="create"
        cancelTo={paths.list}
        save={async (values) => {
          // The resolver ran the schema: the values are its output.
          const input = toCreateInput(values as unknown as ConsultantCreateValues);
          const { data } = await create({ variables: { input }, update: refreshList });
          const result = data?.createCompanyConsultant;
          return {
            message: result?.message || CATALOGUE.createCompanyConsultant.success,
            to: result ? paths.detail(result.consultant.id) : paths.list,
          };
        }}
      />
    </div>
  );
}

/** /empresa/consultores/editar/:id — the edit form with 'Excluir'. */
export function ConsultantEditPage() {
  const { id = '' } = useParams();
  const { paths, canWrite } = useConsultantAccess();
  const { data, loading, error, refetch } = useQuery(CompanyConsultantQuery, {
    variables: { id, viewAs: null },
    fetchPolicy: 'network-only',
    skip: !canWrite,
  });
  const [update] = useMutation(CompanyConsultantUpdateMutation);
  const [remove] = useMutation(CompanyConsultantDeleteMutation);
  if (!canWrite) return <Navigate to={paths.detail(id)} replace />;
  const consultant = data?.companyConsultant;
  if (loading && !consultant) return <FullPageSpinner label="Carregando consultor" />;
  if (error && !consultant) return <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  if (!consultant || consultant.deleted) return <NotFoundPage />;
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Editar Consultor" backTo={paths.detail(id)} />
      <ConsultantForm
        key={consultant.id}
        mode="edit"
        defaults={consultantFormDefaults(consultant)}
        cancelTo={paths.detail(id)}
        save={async (values) => {
          const input = toUpdateInput(values as unknown as ConsultantEditValues);
          const { data: saved } = await update({ variables: { id, input }, update: refreshList });
          return {
            message: saved?.updateCompanyConsultant.message || CATALOGUE.updateCompanyConsultant.success,
            to: paths.detail(id),
          };
        }}
        remove={async () => {
          const { data: removed } = await remove({ variables: { id }, update: refreshList });
          return {
            message: removed?.deleteCompanyConsultant.message || CATALOGUE.deleteCompanyConsultant.success,
            to: paths.list,
          };
        }}
      />
    </div>
  );
}
