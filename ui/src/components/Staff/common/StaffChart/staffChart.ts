// The geometry the staff area's charts share (the leads per week, the visitors per day): one
// drawing size that scales to its box, room for the axes, and a round top for the value axis.

/** Width and height of a bar chart's drawing (it scales to its box), and the room for its axes. */
export const CHART = { width: 480, height: 240, left: 32, bottom: 28, top: 20 } as const;

/** The top of the value axis: a round number at or above the highest bar, and its steps. */
export function chartScale(max: number): { top: number; ticks: number[] } {
  if (max <= 4) return { top: 4, ticks: [0, 1, 2, 3, 4] };
  const step = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000].find((s) => max / s <= 5) ?? Math.ceil(max / 5);
  const top = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  for (let at = 0; at <= top; at += step) ticks.push(at);
  return { top, ticks };
}

/**
 * A bar chart of `count` bars up to `max`: the axis's steps, each bar's slot and width (at most
 * 28), where bar `index` starts (`x`), and the height of a value (`y`, from the top).
 */
export function barChart(count: number, max: number) {
  const { top, ticks } = chartScale(max);
  const plotHeight = CHART.height - CHART.top - CHART.bottom;
  const slot = (CHART.width - CHART.left) / Math.max(count, 1);
  const barWidth = Math.min(28, slot * 0.62);
  return {
    ticks,
    slot,
    barWidth,
    x: (index: number) => CHART.left + slot * index + (slot - barWidth) / 2,
    y: (value: number) => CHART.top + plotHeight - (value / top) * plotHeight,
  };
}
