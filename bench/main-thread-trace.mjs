import { throttling } from 'lighthouse/core/config/constants.js';

// A page load's main-thread tasks read from a Chromium trace and scaled as Lighthouse's simulated phone scales
// them (Lantern: ×4, its 4× CPU slowdown; ×2 for a task that lays out, its layout multiplier). Shared by
// bench/main-thread.mjs (its own traced loads) and bench/lighthouse.mjs (Lighthouse's trace of each run).
//
// Two clocks. Lighthouse counts a task's wall time (the trace's `dur`). A task's CPU time (`tdur`: the time the
// thread actually ran) leaves out the time it was not running. On this project's 2-core machines the page's main
// thread ran for a quarter of its long tasks' wall time, and Linux counted it waiting on a run queue for twice its
// CPU time (docs/performance.md, ninth pass): Lighthouse's blocking time there counts the host as much as the
// page. The CPU clock is what the page's own work blocks, on a host of that speed with a core free for it.

export const CPU_SLOWDOWN = throttling.mobileSlow4G.cpuSlowdownMultiplier;
export const LAYOUT_SLOWDOWN = CPU_SLOWDOWN / 2;
const LONG_TASK_MS = 50;
export const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const CLOCKS = ['wall', 'cpu'];
/** A task's length on a clock, in µs (a task the trace gives no CPU time keeps its wall time). */
const lengthOn = (clock, task) => (clock === 'cpu' ? (task.tdur ?? task.dur) : task.dur);

/**
 * The page's main thread: the one that parsed the URL's document (the browser may run pages of its own, its
 * new-tab page say, on other renderer threads of the same name).
 */
export function mainThread(events, url) {
  const { origin } = new URL(url);
  const parse = events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(origin));
  if (!parse) throw new Error(`no document of ${origin} parsed in the trace`);
  return events.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X');
}

const within = (task, event) =>
  event !== task && event.ts >= task.ts && event.ts + event.dur <= task.ts + task.dur;

/** What took the time in a task: its outermost trace events of 1.5 ms and more. */
function describe(task, events) {
  const inside = events.filter((e) => within(task, e) && e.dur >= 1500 && !TASK_NAMES.has(e.name));
  const outermost = inside.filter((e) => !inside.some((other) => other.dur > e.dur && within(other, e)));
  return outermost
    .map((e) => {
      const url = e.args?.data?.url?.split('/').pop();
      return `${e.name}${url ? ` ${url}` : ''} ${(e.dur / 1000).toFixed(1)}`;
    })
    .join(', ');
}

/**
 * One load, measured on both clocks in one pass over its tasks. For each clock ('wall' and 'cpu'):
 *   afterFcp  the sum over tasks from the first contentful paint of (scaled length − 50 ms);
 *   all       the same over every task of the load;
 *   longest   the longest scaled task;
 *   tasks     each blocking task, described.
 * And onCpu: the share of the long tasks' wall time (tasks of 50 ms and more once scaled) the thread ran.
 */
export function measure(events, url) {
  const main = mainThread(events, url);
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === main[0]?.pid);
  const result = { onCpu: null };
  for (const clock of CLOCKS) result[clock] = { afterFcp: 0, all: 0, longest: 0, tasks: [] };
  let wall = 0;
  let cpu = 0;
  for (const task of main.filter((e) => TASK_NAMES.has(e.name))) {
    const laysOut = main.some((e) => e.name === 'Layout' && within(task, e));
    const multiplier = laysOut ? LAYOUT_SLOWDOWN : CPU_SLOWDOWN;
    if ((task.dur / 1000) * multiplier >= LONG_TASK_MS && task.tdur != null) {
      wall += task.dur;
      cpu += task.tdur;
    }
    const afterFcp = Boolean(fcp && task.ts >= fcp.ts);
    for (const clock of CLOCKS) {
      const scaled = (lengthOn(clock, task) / 1000) * multiplier;
      const blocking = Math.max(0, scaled - LONG_TASK_MS);
      const load = result[clock];
      load.all += blocking;
      load.longest = Math.max(load.longest, scaled);
      if (afterFcp) load.afterFcp += blocking;
      if (blocking > 0) {
        const at = fcp ? `${afterFcp ? '+' : '−'}${Math.abs((task.ts - fcp.ts) / 1000).toFixed(0)} ms` : '?';
        load.tasks.push(
          `${afterFcp ? 'after' : 'before'} FCP (${at}): ${scaled.toFixed(0)} ms  ${describe(task, main)}`,
        );
      }
    }
  }
  if (wall > 0) result.onCpu = cpu / wall;
  return result;
}
