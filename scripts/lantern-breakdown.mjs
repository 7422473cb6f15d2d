// Where a Lighthouse run's Total Blocking Time comes from, for `npm run bench:site`.
// Lighthouse (simulated throttling) does not time the page's tasks as they ran: its Lantern
// model replays the trace's main-thread tasks, 4 times slower (layout tasks 2 times), in a
// simulated network, and sums the part over 50 ms of each task that ends after the simulated
// first contentful paint (FCP). This recomputes that sum from the run's saved artifacts with
// Lighthouse's own modules and splits it by what each task did, and names what the simulated
// FCP waited for last (the main thread, or a request such as the font). The navigation's
// commit task is not in the FCP's own graph but runs first in the full simulation, so the
// page's first render (parse, style, layout, paint) can end after the FCP and count.
import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';

/** The kinds of work, in the order the table shows them. */
export const kinds = ['render', 'page commit', 'modules', 'scripts', 'images', 'untraced', 'other'];

/** What a simulated main-thread task did, from the trace events inside it. */
export function kindOf(node) {
  const time = new Map();
  let traced = 0;
  for (const event of node.childEvents) {
    time.set(event.name, (time.get(event.name) ?? 0) + (event.dur ?? 0));
    traced += event.dur ?? 0;
  }
  const has = (...names) => names.some((name) => (time.get(name) ?? 0) >= 1000); // µs
  if (has('ParseHTML', 'UpdateLayoutTree', 'Layout', 'Paint')) return 'render';
  if (has('DocumentLoader::CommitNavigation')) return 'page commit';
  if (has('v8.compileModule', 'v8.evaluateModule', 'ScriptCatchup')) return 'modules';
  if (has('FunctionCall', 'TimerFire', 'v8.callFunction', 'RunMicrotasks', 'EventDispatch')) return 'scripts';
  if (has('Decode Image', 'Layerize')) return 'images';
  // Mostly no traced work inside: the task was waiting for a CPU (two cores, shared with the
  // browser's other processes and Lighthouse itself).
  if (traced < node.duration * 0.3) return 'untraced';
  return 'other';
}

/**
 * The run's TBT split by kind of work (ms; sums to Lighthouse's TBT), and what the simulated
 * FCP waited for last ('main thread', or the path of a request such as a font).
 */
export async function blockingBreakdown(artifactDir) {
  const artifacts = await loadArtifacts(artifactDir);
  const settings = artifacts.settings;
  const context = { computedCache: new Map(), settings };
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  };
  const fcp = await LanternFirstContentfulPaint.request(data, context);
  const interactive = await LanternInteractive.request(data, context);
  const tbt = await LanternTotalBlockingTime.request(data, context);
  const { coefficients } = Lantern.Metrics.TotalBlockingTime;
  const byKind = Object.fromEntries(kinds.map((kind) => [kind, 0]));
  // As Lantern's TBT: each estimate's tasks between its FCP and its time to interactive, weighted.
  const estimates = [
    [tbt.optimisticEstimate, fcp.pessimisticEstimate, interactive.optimisticEstimate, coefficients.optimistic],
    [tbt.pessimisticEstimate, fcp.optimisticEstimate, interactive.pessimisticEstimate, coefficients.pessimistic],
  ];
  for (const [estimate, start, end, weight] of estimates) {
    for (const [node, timing] of estimate.nodeTimings) {
      if (node.type !== 'cpu') continue;
      const blocking = Lantern.Metrics.TBTUtils.calculateTbtImpactForEvent(
        { start: timing.startTime, end: timing.endTime, duration: timing.duration },
        start.timeInMs,
        end.timeInMs,
      );
      if (blocking > 0) byKind[kindOf(node)] += weight * blocking;
    }
  }
  const [last] = [...fcp.optimisticEstimate.nodeTimings].sort(([, a], [, b]) => b.endTime - a.endTime);
  const fcpWaitedFor = !last || last[0].type === 'cpu' ? 'main thread' : new URL(last[0].request.url).pathname;
  return { tbt: tbt.timing, byKind, fcpWaitedFor };
}
