import { FINANCE_MESSAGES } from '@talhao/schema';
import type { ReactNode } from 'react';
import { Card, cn } from '@/ui';
import { ChartSkeleton, LineChart, StackedBarChart } from '@/ui/charts';
import {
  BUCKET_NOUN,
  CONSULTANCY_SERIES,
  consultancyData,
  type Finance,
  TRAINING_SERIES,
  trainingData,
} from './chartData';

const EMPTY = 'Nenhum lucro registrado no período.';

/** Up to this many points the two charts share a row on wide screens; more get the full width each. */
const SIDE_BY_SIDE_MAX_POINTS = 16;

/**
 * The two profit charts of the shown data. While another period loads they stay, dimmed
 * (aria-busy), titled after what they show ('… por semana').
 */
export function FinanceCharts({ finance, busy }: { finance: Finance; busy: boolean }) {
  const per = `por ${BUCKET_NOUN[finance.bucket]}`;
  const sideBySide = finance.consultancy.length <= SIDE_BY_SIDE_MAX_POINTS;
  return (
    <div className={cn('grid items-start gap-6', sideBySide && 'xl:grid-cols-2')}>
      <ChartCard title={FINANCE_MESSAGES.consultancyChart} caption={`Média, máximo e mínimo ${per}`} busy={busy}>
        <LineChart
          title={`${FINANCE_MESSAGES.consultancyChart} ${per}`}
          data={consultancyData(finance)}
          series={CONSULTANCY_SERIES}
          format="brl"
          height={280}
          emptyText={EMPTY}
        />
      </ChartCard>
      {/* Side by side, not stacked as the old app drew it: Total (the profit) already counts the confirmed seats. */}
      <ChartCard title={FINANCE_MESSAGES.trainingChart} caption={`Total, confirmado e cancelado ${per}`} busy={busy}>
        <StackedBarChart
          title={`${FINANCE_MESSAGES.trainingChart} ${per}`}
          data={trainingData(finance)}
          series={TRAINING_SERIES}
          mode="grouped"
          showTotal={false}
          format="brl"
          height={280}
          emptyText={EMPTY}
        />
      </ChartCard>
    </div>
  );
}

function ChartCard({
  title,
  caption,
  busy,
  children,
}: {
  title: string;
  caption: string;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <Card title={title} aria-label={title} className="min-w-0">
      <p className="mb-3 text-xs text-muted">{caption}</p>
      <div aria-busy={busy} className={cn('transition-opacity', busy && 'pointer-events-none opacity-50')}>
        {children}
      </div>
    </Card>
  );
}

export function FinanceChartsSkeleton() {
  return (
    <div className="grid items-start gap-6 xl:grid-cols-2">
      {[FINANCE_MESSAGES.consultancyChart, FINANCE_MESSAGES.trainingChart].map((title) => (
        <Card key={title} title={title} className="min-w-0">
          <ChartSkeleton height={280} label="Carregando gráfico" />
        </Card>
      ))}
    </div>
  );
}
