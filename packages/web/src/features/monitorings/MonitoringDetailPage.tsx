import { useQuery } from '@apollo/client/react';
import { COMMON, formatDay, formatDayTime, MONITORING_MESSAGES } from '@talhao/schema';
import { FileText, Plus } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { MissingRecord } from '@/features/common/MissingRecord';
import type { MonitoringQuery as MonitoringResult } from '@/gql/graphql';
import { Button, Card, Dialog, EmptyState, PageHeader } from '@/ui';
import { isImageType, MonitoringStatusBadge } from './display';
import { MonitoringQuery } from './documents';
import { useMonitoringLinks } from './links';
import { PostDialog } from './PostDialog';

type Post = NonNullable<MonitoringResult['monitoring']>['posts'][number];

/** A post's picture, shown large in a dialog; 'Erro ao carregar a imagem' when it does not load. */
function ImageViewer({ post, onClose }: { post: Post | null; onClose(): void }) {
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <Dialog
      open={post !== null}
      onClose={onClose}
      title={post?.title ?? 'Foto do andamento'}
      size="lg"
      footer={
        post ? (
          <a href={post.fileUrl} target="_blank" rel="noopener noreferrer" className="text-sm text-brand-700 underline">
            Abrir em uma nova aba
          </a>
        ) : null
      }
    >
      {post && failed !== post.id ? (
        <img
          src={post.fileUrl}
          alt={post.fileName ?? 'Foto do andamento'}
          className="mx-auto max-h-[70vh] w-auto"
          onError={() => setFailed(post.id)}
        />
      ) : (
        <p role="alert" className="text-sm text-tone-red">
          {COMMON.imageRejected}
        </p>
      )}
    </Dialog>
  );
}

/** One post of the 'Andamento' timeline: when, who, its texts, its file (thumbnail or PDF link). */
function TimelineItem({ post, onOpenImage }: { post: Post; onOpenImage(post: Post): void }) {
  return (
    <li className="relative border-l-2 border-brand-200 pb-6 pl-5 last:pb-0">
      <span aria-hidden="true" className="absolute -left-[7px] top-1 size-3 rounded-full bg-brand-600" />
      <p className="text-xs text-muted">
        <time dateTime={post.date}>{formatDayTime(post.date)}</time> · {post.sendByName}
      </p>
      {post.title ? <h3 className="mt-1 font-semibold text-ink">{post.title}</h3> : null}
      <p className="mt-1 whitespace-pre-line text-sm text-ink">{post.description}</p>
      <div className="mt-2">
        {isImageType(post.fileType) ? (
          <button
            type="button"
            onClick={() => onOpenImage(post)}
            className="overflow-hidden rounded-md border border-line hover:border-brand-400"
          >
            <img
              src={post.fileUrl}
              alt={`Foto: ${post.fileName ?? post.title ?? 'andamento'}`}
              className="h-24 w-36 object-cover"
            />
            <span className="sr-only"> (ampliar)</span>
          </button>
        ) : (
          <a
            href={post.fileUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1.5 text-sm text-brand-700 underline"
          >
            <FileText aria-hidden="true" className="size-4" />
            {post.fileName ?? 'Arquivo PDF'}
            <span className="sr-only"> (abre em uma nova aba)</span>
          </a>
        )}
      </div>
    </li>
  );
}

/**
 * …/consultorias/prestadas/monitoramentos/:id (spec 001 §2.5, 002 §2): 'Resumo' (status, description, sectors,
 * dates) and the 'Andamento' timeline, newest first, with photos as thumbnails that open large and PDFs as
 * links; 'Adicionar andamento' for the monitoring's consultant; back to the list.
 */
export function MonitoringDetailPage() {
  const { id = '' } = useParams();
  const links = useMonitoringLinks();
  const [posting, setPosting] = useState(false);
  const [viewing, setViewing] = useState<Post | null>(null);
  const { data, loading, error, refetch } = useQuery(MonitoringQuery, {
    variables: { id, viewAs: links.viewAsId },
    fetchPolicy: 'cache-and-network',
  });
  const monitoring = data?.monitoring;

  if (!monitoring) {
    return (
      <div className="flex flex-col gap-4">
        <PageHeader title="Monitoramento" backTo={links.list} />
        <MissingRecord
          loading={loading}
          error={error}
          onRetry={() => void refetch()}
          loadingLabel="Carregando monitoramento"
        />
      </div>
    );
  }
  const canPost = links.canWrite && monitoring.canWrite;

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={monitoring.title}
        backTo={links.list}
        actions={
          canPost ? (
            <Button icon={<Plus aria-hidden="true" className="size-4" />} onClick={() => setPosting(true)}>
              {MONITORING_MESSAGES.addPost}
            </Button>
          ) : null
        }
      />
      <Card>
        <section aria-labelledby="monitoring-summary" className="flex flex-col gap-3">
          <h2 id="monitoring-summary" className="text-lg font-semibold text-ink">
            {MONITORING_MESSAGES.summary}
          </h2>
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-muted">Status</dt>
              <dd>
                <MonitoringStatusBadge status={monitoring.status} />
              </dd>
            </div>
            <div>
              <dt className="text-muted">Criado em</dt>
              <dd>{formatDay(monitoring.createdAt)}</dd>
            </div>
            <div className="sm:col-span-2">
              <dt className="text-muted">Descrição</dt>
              <dd className="whitespace-pre-line">{monitoring.description}</dd>
            </div>
            <div className="sm:col-span-2">
              <dt className="text-muted">Setores</dt>
              <dd>
                <ul className="flex flex-wrap gap-1.5">
                  {monitoring.sectors.map((sector) => (
                    <li key={sector.id} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-brand-800">
                      {sector.name}
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
            <div>
              <dt className="text-muted">Última atualização</dt>
              <dd>{formatDayTime(monitoring.lastUpdate)}</dd>
            </div>
          </dl>
        </section>
      </Card>
      <Card>
        <section aria-labelledby="monitoring-timeline" className="flex flex-col gap-4">
          <h2 id="monitoring-timeline" className="text-lg font-semibold text-ink">
            {MONITORING_MESSAGES.timeline}
          </h2>
          {monitoring.posts.length === 0 ? (
            <EmptyState title={MONITORING_MESSAGES.noPosts} />
          ) : (
            <ol aria-label={MONITORING_MESSAGES.timeline}>
              {monitoring.posts.map((post) => (
                <TimelineItem key={post.id} post={post} onOpenImage={setViewing} />
              ))}
            </ol>
          )}
        </section>
      </Card>
      {canPost ? (
        <PostDialog
          monitoringId={monitoring.id}
          open={posting}
          onClose={() => setPosting(false)}
          onPosted={() => {
            setPosting(false);
            void refetch();
          }}
        />
      ) : null}
      <ImageViewer post={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
