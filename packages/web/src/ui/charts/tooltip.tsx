import { TooltipWithBounds, useTooltip } from '@visx/tooltip';
import { type KeyboardEvent, useCallback, useId } from 'react';

export interface TooltipRow {
  label: string;
  value: string;
  color?: string;
  /** A total line, set apart from the series above it. */
  total?: boolean;
}

export interface TooltipContent {
  title: string;
  rows: TooltipRow[];
}

interface ActiveItem {
  index: number;
  content: TooltipContent;
}

export interface Anchor {
  left: number;
  top: number;
}

/**
 * One tooltip per chart, opened by hovering, tapping or focusing an item (a bar, a month) and closed
 * on leave, blur or Escape. Items carry `aria-describedby` to the tooltip while it shows their values.
 */
export function useChartTooltip() {
  const id = useId();
  const { tooltipOpen, tooltipLeft, tooltipTop, tooltipData, showTooltip, hideTooltip } = useTooltip<ActiveItem>();

  const itemProps = useCallback(
    (index: number, anchor: Anchor, content: TooltipContent) => {
      const show = () =>
        showTooltip({ tooltipData: { index, content }, tooltipLeft: anchor.left, tooltipTop: anchor.top });
      return {
        tabIndex: 0,
        onMouseEnter: show,
        onMouseLeave: hideTooltip,
        onFocus: show,
        onBlur: hideTooltip,
        onKeyDown: (event: KeyboardEvent) => {
          if (event.key === 'Escape') hideTooltip();
        },
        'aria-describedby': tooltipOpen && tooltipData?.index === index ? id : undefined,
      };
    },
    [hideTooltip, id, showTooltip, tooltipData?.index, tooltipOpen],
  );

  const activeIndex = tooltipOpen ? (tooltipData?.index ?? null) : null;

  const tooltip =
    tooltipOpen && tooltipData ? (
      <TooltipWithBounds
        // Remounted per item so its size is measured again before it is placed.
        key={tooltipData.index}
        id={id}
        role="tooltip"
        left={tooltipLeft}
        top={tooltipTop}
        offsetLeft={12}
        offsetTop={12}
        className="z-10 min-w-36 rounded-lg border border-line bg-surface px-3 py-2 text-xs text-ink shadow-pop"
        style={{ position: 'absolute', pointerEvents: 'none' }}
      >
        <TooltipBody content={tooltipData.content} />
      </TooltipWithBounds>
    ) : null;

  return { itemProps, activeIndex, tooltip, hideTooltip };
}

function TooltipBody({ content }: { content: TooltipContent }) {
  return (
    <>
      <p className="mb-1.5 font-semibold text-ink">{content.title}</p>
      <dl className="flex flex-col gap-1">
        {content.rows.map((row) => (
          <div
            key={row.label}
            className={
              row.total
                ? 'mt-0.5 flex items-center justify-between gap-4 border-t border-line pt-1 font-semibold'
                : 'flex items-center justify-between gap-4'
            }
          >
            <dt className="flex items-center gap-1.5 text-ink-soft">
              {row.color ? (
                <span aria-hidden="true" className="size-2.5 rounded-sm" style={{ backgroundColor: row.color }} />
              ) : null}
              {row.label}
            </dt>
            <dd className="whitespace-nowrap tabular-nums text-ink">{row.value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/** The same rows as one sentence, for an item's accessible name. */
export const describeContent = (content: TooltipContent): string =>
  `${content.title}: ${content.rows.map((row) => `${row.label} ${row.value}`).join(', ')}`;
