import { useParentSize } from '@visx/responsive';
import type { ReactNode } from 'react';
import { cn } from '../cn';

export interface ChartContainerProps {
  /** Fixed height; without it the chart's own content sets the height (after the width is known). */
  height?: number;
  /** Space kept while the width is measured, when the height is left to the content. */
  minHeight?: number;
  /** A fixed width skips measuring (tests, print); otherwise the chart fills its parent. */
  width?: number;
  className?: string;
  children: (width: number) => ReactNode;
}

/**
 * Gives a chart its parent's width (ParentSize's measuring hook from @visx/responsive) and a
 * positioned box for the tooltip. Only the width is watched: the height is the chart's own.
 */
export function ChartContainer({ height, minHeight, width, className, children }: ChartContainerProps) {
  if (width !== undefined) {
    return (
      <div className={cn('relative', className)} style={{ width, height }}>
        {children(width)}
      </div>
    );
  }
  return <MeasuredContainer height={height} minHeight={minHeight} className={className} render={children} />;
}

const IGNORED: ('height' | 'top' | 'left')[] = ['height', 'top', 'left'];

function MeasuredContainer({
  height,
  minHeight,
  className,
  render,
}: {
  height?: number;
  minHeight?: number;
  className?: string;
  render: (width: number) => ReactNode;
}) {
  const { parentRef, width } = useParentSize({ debounceTime: 80, ignoreDimensions: IGNORED });
  return (
    <div ref={parentRef} className={cn('relative w-full', className)} style={{ height, minHeight }}>
      {width > 0 ? render(Math.floor(width)) : null}
    </div>
  );
}
