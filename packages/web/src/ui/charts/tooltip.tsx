import { TooltipWithBounds, useTooltip } from '@visx/tooltip';
import { type KeyboardEvent, useCallback, useId, useRef, useState } from 'react';

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

/** The keyboard focus ring of a chart item (a `group/point`): drawn on its hit area, 3:1 on white. */
export const FOCUS_RING = 'group-focus-visible/point:stroke-brand-600 group-focus-visible/point:[stroke-width:2px]';

/** Where an arrow key, Home or End moves from item `from` of `count`; null for other keys. */
export function rovingTarget(key: string, from: number, count: number): number | null {
  if (count === 0) return null;
  if (key === 'ArrowRight' || key === 'ArrowDown') return Math.min(from + 1, count - 1);
  if (key === 'ArrowLeft' || key === 'ArrowUp') return Math.max(from - 1, 0);
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * One tooltip per chart, opened by hovering, tapping or focusing an item (a bar, a month) and closed
 * on leave, blur or Escape. Items carry `aria-describedby` to the tooltip while it shows their values.
 * The chart is one Tab stop (a roving tabindex): the arrow keys, Home and End move between its
 * items, so 37 points do not cost 37 presses of Tab.
 */
export function useChartTooltip(count: number) {
  const id = useId();
  const { tooltipOpen, tooltipLeft, tooltipTop, tooltipData, showTooltip, hideTooltip } = useTooltip<ActiveItem>();
  const [current, setCurrent] = useState(0);
  const items = useRef<Array<SVGGElement | null>>([]);
  // A chart redrawn with fewer items keeps a reachable Tab stop.
  const tabStop = Math.min(current, Math.max(0, count - 1));

  const itemProps = useCallback(
    (index: number, anchor: Anchor, content: TooltipContent) => {
      const show = () =>
        showTooltip({ tooltipData: { index, content }, tooltipLeft: anchor.left, tooltipTop: anchor.top });
      return {
        ref: (node: SVGGElement | null) => {
          items.current[index] = node;
        },
        tabIndex: index === tabStop ? 0 : -1,
        'aria-keyshortcuts': 'ArrowLeft ArrowRight Home End Escape',
        onMouseEnter: show,
        onMouseLeave: hideTooltip,
        onFocus: () => {
          setCurrent(index);
          show();
        },
        onBlur: hideTooltip,
        onKeyDown: (event: KeyboardEvent) => {
          if (event.key === 'Escape') {
            // Only the tooltip closes; a dialog around the chart stays open.
            if (tooltipOpen) event.stopPropagation();
            hideTooltip();
            return;
          }
          const target = rovingTarget(event.key, index, count);
          if (target === null) return;
          event.preventDefault();
          items.current[target]?.focus();
        },
        'aria-describedby': tooltipOpen && tooltipData?.index === index ? id : undefined,
      };
    },
    [count, hideTooltip, id, showTooltip, tabStop, tooltipData?.index, tooltipOpen],
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
