import { ChartNoAxesColumn } from 'lucide-react';

export const DEFAULT_EMPTY_TEXT = 'Nenhum dado para exibir';

/** Shown in place of a chart whose values are all zero (or that has no data at all). */
export function ChartEmpty({ text = DEFAULT_EMPTY_TEXT, height }: { text?: string; height: number }) {
  return (
    <div
      className="flex flex-col items-center justify-center gap-2 rounded-lg border border-dashed border-line-strong px-4 text-center"
      style={{ minHeight: Math.min(height, 220) }}
    >
      <ChartNoAxesColumn aria-hidden="true" className="size-7 text-line-strong" />
      <p className="text-sm text-muted">{text}</p>
    </div>
  );
}

/** A pulsing block the size of the chart, while its data loads. */
export function ChartSkeleton({ height = 260, label = 'Carregando gráfico' }: { height?: number; label?: string }) {
  return (
    <div role="status" className="flex items-end gap-3 rounded-lg px-2 pb-2" style={{ height }}>
      <span className="sr-only">{label}</span>
      {[55, 80, 40, 95, 65, 30].map((size) => (
        <span
          key={size}
          aria-hidden="true"
          className="flex-1 animate-pulse rounded-t-md bg-line motion-reduce:animate-none"
          style={{ height: `${size}%` }}
        />
      ))}
    </div>
  );
}
