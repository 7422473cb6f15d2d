import { describe, expect, it } from 'vitest';
import { barChart, CHART, chartScale } from './staffChart';

describe("a chart's value axis", () => {
  it('when the highest bar is small, then the axis goes to 4 in steps of 1', () => {
    expect(chartScale(0)).toEqual({ top: 4, ticks: [0, 1, 2, 3, 4] });
    expect(chartScale(3)).toEqual({ top: 4, ticks: [0, 1, 2, 3, 4] });
  });

  it('when the highest bar is larger, then the axis ends at a round number above it, in at most 5 steps', () => {
    expect(chartScale(17)).toEqual({ top: 20, ticks: [0, 5, 10, 15, 20] });
    expect(chartScale(147)).toEqual({ top: 150, ticks: [0, 50, 100, 150] });
    expect(chartScale(4189)).toEqual({ top: 5000, ticks: [0, 1000, 2000, 3000, 4000, 5000] });
  });

  it('when bars are laid out, then they share the width after the axis, 0 sits on the bottom line and the top on the top line', () => {
    const chart = barChart(30, 147);
    expect(chart.slot * 30).toBeCloseTo(CHART.width - CHART.left);
    expect(chart.y(0)).toBe(CHART.height - CHART.bottom);
    expect(chart.y(150)).toBe(CHART.top);
    expect(chart.x(0)).toBeGreaterThan(CHART.left);
  });
});
