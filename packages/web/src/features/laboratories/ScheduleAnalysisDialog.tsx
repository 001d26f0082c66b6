import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatBRL, LAB_MESSAGES, type LabOrderInput, labAnalysisSchema, todayInSaoPaulo } from '@talhao/schema';
import { useMemo, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { AnalysisType, LaboratoryFieldsFragment as Lab } from '@/gql/graphql';
import { Button, DateField, Dialog, SearchSelect, SelectField, useToast } from '@/ui';
import { useSearchTerm } from '@/ui/search';
import { useLaboratoryAccess } from './access';
import { analysisTypeLabel, offeredTypes } from './display';
import { LabFarmerOptionsQuery, MyLabAnalysesQuery, ScheduleLabAnalysisMutation } from './documents';

interface FarmerOption {
  id: string;
  name: string;
}

/** What the inputs hold (the schema's input side: '' for an untouched field). */
interface Values {
  laboratoryId: string;
  farmerId: string;
  propertyId?: string;
  analysisType: string;
  date: string;
}

/** The lab's offer of each type it offers: the first one's price is what a record of that type costs. */
const priceOf = (lab: Lab, type: AnalysisType) => lab.analyses.find((offer) => offer.type === type)?.price;

/**
 * 'Agendar análise' on a lab's page: one of the consultant's farmers, a type the lab offers and a day (from
 * today up to 12 months ahead), judged by the same schema the BFF applies. On success the record opens in
 * 'minhas análises'; on failure the dialog keeps what was typed and a toast says why.
 */
export function ScheduleAnalysisDialog({ lab, open, onClose }: { lab: Lab; open: boolean; onClose(): void }) {
  const toast = useToast();
  const navigate = useNavigate();
  const { paths } = useLaboratoryAccess();
  const types = useMemo(() => offeredTypes(lab.analyses), [lab.analyses]);
  const resolver = useMemo(
    () =>
      zodResolver(labAnalysisSchema({ offeredTypes: types })) as unknown as Resolver<Values, unknown, LabOrderInput>,
    [types],
  );
  const form = useForm<Values, unknown, LabOrderInput>({
    resolver,
    defaultValues: { laboratoryId: lab.id, farmerId: '', analysisType: types[0] ?? '', date: '' },
  });
  const {
    control,
    register,
    formState: { errors, isSubmitting },
  } = form;
  const [farmer, setFarmer] = useState<FarmerOption | null>(null);
  const search = useSearchTerm();
  const farmers = useQuery(LabFarmerOptionsQuery, {
    variables: { name: search.term || null, page: 1 },
    skip: !open,
  });
  const [schedule] = useMutation(ScheduleLabAnalysisMutation, { refetchQueries: [MyLabAnalysesQuery] });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { data } = await schedule({
        variables: {
          input: {
            laboratoryId: values.laboratoryId,
            farmerId: values.farmerId,
            propertyId: values.propertyId ?? null,
            analysisType: values.analysisType,
            date: values.date,
          },
        },
      });
      toast.success(data?.scheduleLabAnalysis.message || LAB_MESSAGES.scheduled);
      onClose();
      navigate(paths.myAnalyses);
    } catch (err) {
      toast.fromError(err);
    }
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Agendar análise"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" form="schedule-analysis" loading={isSubmitting}>
            Agendar
          </Button>
        </>
      }
    >
      <form
        id="schedule-analysis"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="flex flex-col gap-4"
      >
        <p className="text-sm text-ink-soft">{lab.name}</p>
        <Controller
          control={control}
          name="farmerId"
          render={({ field }) => (
            <SearchSelect<FarmerOption>
              label="Agricultor"
              required
              value={farmer}
              onChange={(next) => {
                setFarmer(next);
                field.onChange(next?.id ?? '');
              }}
              error={errors.farmerId?.message}
              placeholder="Pesquise pelo nome do agricultor"
              texts={{
                toggle: 'Mostrar agricultores',
                searching: 'Buscando agricultores',
                failed: 'Não foi possível buscar os agricultores agora.',
              }}
              search={search}
              result={{
                options: farmers.data?.farmers.items ?? [],
                loading: farmers.loading,
                failed: Boolean(farmers.error),
              }}
              optionLabel={(option) => option.name}
              renderOption={(option) => <span className="min-w-0 flex-1 truncate">{option.name}</span>}
            />
          )}
        />
        <SelectField
          label="Tipo de análise"
          required
          placeholder="Selecione"
          options={types.map((type) => {
            const price = priceOf(lab, type);
            return {
              value: type,
              label: price === undefined ? analysisTypeLabel(type) : `${analysisTypeLabel(type)} — ${formatBRL(price)}`,
            };
          })}
          error={errors.analysisType?.message}
          {...register('analysisType')}
        />
        <Controller
          control={control}
          name="date"
          render={({ field }) => (
            <DateField
              label="Data"
              required
              min={todayInSaoPaulo()}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.date?.message}
            />
          )}
        />
      </form>
    </Dialog>
  );
}
