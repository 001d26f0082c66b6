import { useQuery } from '@apollo/client/react';
import { ANALYSIS_MESSAGES, COMMON, formatDay } from '@talhao/schema';
import { ExternalLink, FlaskConical, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { errorMessage } from '@/app/errors';
import { useListParams } from '@/app/listParams';
import type { LabAnalysesQuery as LabAnalysesResult } from '@/gql/graphql';
import {
  Button,
  buttonClasses,
  type DataTableColumn,
  Dialog,
  EmptyState,
  ErrorState,
  LinkButton,
  PagedList,
  PageHeader,
  TextField,
  UnavailableText,
} from '@/ui';
import { useDebounced } from '@/ui/search';
import { LabAnalysesQuery } from './documents';
import { useAnalysesLinks } from './links';

type Analysis = LabAnalysesResult['labAnalyses']['items'][number];

export const ANALYSES_END = 'Você já visualizou todas as análises disponíveis';
/** How long the search waits for the user to stop typing. */
export const SEARCH_DELAY_MS = 400;

const isImage = (analysis: Analysis) => analysis.fileType === 'image/png' || analysis.fileType === 'image/jpeg';

/** 'Abrir': a PDF (or anything else) opens in a new tab; an image in a preview dialog. */
function OpenFileButton({ analysis, onPreview }: { analysis: Analysis; onPreview(analysis: Analysis): void }) {
  const label = <span className="sr-only"> {analysis.name}</span>;
  if (isImage(analysis)) {
    return (
      <Button type="button" variant="secondary" size="sm" className="max-sm:w-full" onClick={() => onPreview(analysis)}>
        Abrir{label}
      </Button>
    );
  }
  return (
    <a
      href={analysis.fileUrl}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClasses({ variant: 'secondary', size: 'sm' }, 'gap-1.5 max-sm:w-full')}
    >
      <ExternalLink aria-hidden="true" className="size-4" />
      Abrir{label}
      <span className="sr-only"> (abre em uma nova aba)</span>
    </a>
  );
}

const columns = (onPreview: (analysis: Analysis) => void): DataTableColumn<Analysis>[] => [
  { key: 'name', header: 'Nome', render: (row) => row.name },
  { key: 'date', header: 'Data', render: (row) => formatDay(row.date) },
  {
    key: 'property',
    header: 'Propriedade',
    render: (row) => row.propertyName ?? <UnavailableText>{COMMON.propertyUnavailable}</UnavailableText>,
  },
  {
    key: 'file',
    header: 'Arquivo',
    className: 'sm:w-px sm:text-right',
    render: (row) => <OpenFileButton analysis={row} onPreview={onPreview} />,
  },
];

/** An image analysis, shown in a dialog; 'Erro ao carregar a imagem' when it does not load. */
function ImagePreview({ analysis, onClose }: { analysis: Analysis | null; onClose(): void }) {
  const [failed, setFailed] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new analysis gets a new chance to load
  useEffect(() => setFailed(false), [analysis?.id]);
  return (
    <Dialog
      open={analysis !== null}
      onClose={onClose}
      title={analysis?.name ?? ''}
      size="lg"
      footer={
        analysis ? (
          <a
            href={analysis.fileUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses({ variant: 'link' })}
          >
            Abrir em uma nova aba
          </a>
        ) : null
      }
    >
      {analysis && !failed ? (
        <img
          src={analysis.fileUrl}
          alt={`Arquivo da análise ${analysis.name}`}
          className="mx-auto max-h-[70vh] w-auto"
          onError={() => setFailed(true)}
        />
      ) : (
        <p role="alert" className="text-sm text-tone-red">
          {ANALYSIS_MESSAGES.fileError}
        </p>
      )}
    </Dialog>
  );
}

/**
 * …/agricultores/analises-agronomicas?farmerId= (spec 001 §2.7): a farmer's lab analyses with a name search
 * (debounced, kept in the URL), each file opened in a new tab (PDF) or previewed (image); 'Inserir' for the
 * consultants.
 */
export function AnalysesListPage() {
  const links = useAnalysesLinks();
  const { page, filters, setPage, setFilters } = useListParams({ search: '' });
  const [typed, setTyped] = useState(filters.search);
  const term = useDebounced(typed.trim(), SEARCH_DELAY_MS);
  const [preview, setPreview] = useState<Analysis | null>(null);

  // Back/forward (or a link) changes the URL's search: the box follows it.
  useEffect(() => setTyped(filters.search), [filters.search]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled term goes to the URL
  useEffect(() => {
    if (term !== filters.search) setFilters({ search: term });
  }, [term]);

  const { data, loading, error, refetch } = useQuery(LabAnalysesQuery, {
    variables: { farmerId: links.farmerId ?? '', search: filters.search || null, page, viewAs: links.viewAsId },
    skip: !links.farmerId,
    // An analysis inserted a moment ago must show when the user comes back from the form.
    fetchPolicy: 'cache-and-network',
    errorPolicy: 'all',
  });

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={ANALYSIS_MESSAGES.title}
        backTo={links.listBack}
        actions={
          // Only the farmer's creator inserts analyses (the BFF refuses anyone else).
          links.canWrite && links.farmerId && data?.farmer?.createdByMe ? (
            <LinkButton to={links.insert} icon={<Plus aria-hidden="true" className="size-4" />}>
              Inserir
            </LinkButton>
          ) : null
        }
      />
      {links.farmerId ? (
        <>
          <TextField
            label="Pesquisar análise"
            type="search"
            placeholder="Pesquise pelo nome da análise"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            maxLength={100}
          />
          <PagedList
            caption="Análises agronômicas"
            columns={columns((analysis) => setPreview(analysis))}
            rowKey={(row) => row.id}
            page={page}
            onPageChange={setPage}
            result={data?.labAnalyses}
            loading={loading}
            error={error ? errorMessage(error) : null}
            onRetry={() => void refetch()}
            partialErrors
            endText={ANALYSES_END}
            empty={
              <EmptyState
                icon={<FlaskConical aria-hidden="true" className="size-6" />}
                title={ANALYSIS_MESSAGES.empty}
              />
            }
          />
        </>
      ) : (
        <ErrorState message="Escolha um agricultor para ver as análises." />
      )}
      <ImagePreview analysis={preview} onClose={() => setPreview(null)} />
    </div>
  );
}
