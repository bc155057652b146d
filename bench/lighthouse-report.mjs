// What bench/lighthouse.mjs prints: each page's median over its runs, the audits that failed, and a summary
// table against the targets (performance >= 98, LCP <= 1.5 s, TBT <= 100 ms, CLS <= 0.02, and 100 for
// accessibility, best practices and SEO).

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CATEGORY_LABELS = { performance: 'Perf', accessibility: 'A11y', 'best-practices': 'BP', seo: 'SEO' };

/** Lighthouse audit id, short label, and how its numeric value (ms, or unitless for CLS) is shown. */
export const METRICS = [
  ['first-contentful-paint', 'FCP', seconds],
  ['largest-contentful-paint', 'LCP', seconds],
  ['total-blocking-time', 'TBT', millis],
  ['cumulative-layout-shift', 'CLS', (value) => value.toFixed(3)],
  ['speed-index', 'SI', seconds],
];

/** Each target: what it reads from a page's medians, and whether the value meets it. */
export const TARGETS = [
  { label: 'Perf >= 98', value: (page) => page.scores.performance, ok: (v) => v >= 98 },
  { label: 'LCP <= 1.5 s', value: (page) => page.metrics.LCP, ok: (v) => v <= 1500 },
  { label: 'TBT <= 100 ms', value: (page) => page.metrics.TBT, ok: (v) => v <= 100 },
  { label: 'CLS <= 0.02', value: (page) => page.metrics.CLS, ok: (v) => v <= 0.02 },
  { label: 'A11y 100', value: (page) => page.scores.accessibility, ok: (v) => v === 100 },
  { label: 'BP 100', value: (page) => page.scores['best-practices'], ok: (v) => v === 100 },
  { label: 'SEO 100', value: (page) => page.scores.seo, ok: (v) => v === 100 },
];

function seconds(ms) {
  return `${(ms / 1000).toFixed(2)} s`;
}
function millis(ms) {
  return `${Math.round(ms)} ms`;
}

/** The median (the mean of the middle two for an even count); null when no run gave a value. */
export function median(values) {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** A short name for the element an audit item points at (its selector, else its snippet). */
function elementOf(item) {
  const node = item?.node ?? item;
  if (item?.issueType) {
    const urls = (item.subItems?.items ?? []).map((sub) => sub.url).filter(Boolean);
    return `${item.issueType}${urls.length ? `: ${urls.slice(0, 2).join(', ')}` : ''}`;
  }
  if (node?.type !== 'node') return item?.url ?? item?.source?.url ?? item?.description ?? null;
  return `${node.selector ?? node.snippet}${node.nodeLabel ? ` "${node.nodeLabel.replace(/\s+/g, ' ').slice(0, 60)}"` : ''}`;
}

/**
 * The weighted accessibility, best-practices and SEO audits that did not pass, with the runs they failed in
 * and up to three of the elements they name.
 */
function failedAudits(lhrs) {
  const failed = new Map();
  for (const lhr of lhrs) {
    for (const id of CATEGORIES.filter((category) => category !== 'performance')) {
      for (const ref of lhr.categories[id]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (ref.weight === 0 || audit?.score == null || audit.score >= 1) continue;
        const key = `${id}: ${ref.id}`;
        const entry = failed.get(key) ?? { key, title: audit.title, runs: 0, elements: new Set() };
        entry.runs += 1;
        for (const item of audit.details?.items ?? []) {
          const element = elementOf(item);
          if (element && entry.elements.size < 3) entry.elements.add(element);
        }
        failed.set(key, entry);
      }
    }
  }
  return [...failed.values()];
}

/** One page's runs reduced to the median of each score (0–100) and metric (ms; CLS unitless). */
export function summarise(label, path, lhrs) {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => {
      const value = median(lhrs.map((lhr) => lhr.categories[id]?.score));
      return [id, value == null ? null : Math.round(value * 100)];
    }),
  );
  const metrics = Object.fromEntries(
    METRICS.map(([id, short]) => [short, median(lhrs.map((lhr) => lhr.audits[id]?.numericValue))]),
  );
  // Lighthouse's measure of this machine's CPU speed at the time (a loaded machine inflates TBT).
  const benchmarkIndex = median(lhrs.map((lhr) => lhr.environment?.benchmarkIndex));
  const page = {
    label,
    path,
    runs: lhrs.length,
    scores,
    metrics,
    benchmarkIndex,
    failed: failedAudits(lhrs),
  };
  page.missed = TARGETS.filter((target) => {
    const value = target.value(page);
    return value == null || !target.ok(value);
  }).map((target) => target.label);
  return page;
}

/** A page's medians, then the audits that failed in any of its runs. */
export function printPage(page, log = console.log) {
  log('');
  const runs = `median of ${page.runs} run${page.runs === 1 ? '' : 's'}`;
  log(`${page.label}  ${page.path}  (${runs}, CPU benchmark index ${Math.round(page.benchmarkIndex ?? 0)})`);
  log(`  ${CATEGORIES.map((id) => `${CATEGORY_LABELS[id]} ${page.scores[id] ?? 'n/a'}`).join('   ')}`);
  log(
    `  ${METRICS.map(([, short, show]) => `${short} ${page.metrics[short] == null ? 'n/a' : show(page.metrics[short])}`).join('   ')}`,
  );
  if (page.onCpu != null) {
    log(
      `  main thread ran ${Math.round(page.onCpu * 100)} % of its long tasks' wall time; its tasks ×4 ` +
        `after FCP block ${Math.round(page.wallBlocking)} ms by wall time, ${Math.round(page.cpuBlocking)} ms by CPU time`,
    );
  }
  for (const audit of page.failed) {
    log(`  failed ${audit.key} (${audit.title}) in ${audit.runs}/${page.runs} runs`);
    for (const element of audit.elements) log(`      ${element}`);
  }
}

/** All pages in one table, with PASS or the targets each missed. */
export function printTable(pages, log = console.log) {
  const columns = [
    ['Page', (page) => page.label],
    ...CATEGORIES.map((id) => [CATEGORY_LABELS[id], (page) => String(page.scores[id] ?? 'n/a')]),
    ...METRICS.filter(([, short]) => short !== 'SI').map(([, short, show]) => [
      short,
      (page) => (page.metrics[short] == null ? 'n/a' : show(page.metrics[short])),
    ]),
    ['Result', (page) => (page.missed.length ? `FAIL (${page.missed.join(', ')})` : 'PASS')],
  ];
  const rows = pages.map((page) => columns.map(([, cell]) => cell(page)));
  const widths = columns.map(([heading], index) =>
    Math.max(heading.length, ...rows.map((row) => row[index].length)),
  );
  const line = (cells) =>
    cells.map((cell, index) => (index === cells.length - 1 ? cell : cell.padEnd(widths[index]))).join('  ');
  log('');
  log(line(columns.map(([heading]) => heading)));
  log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of rows) log(line(row));
  const passed = pages.filter((page) => page.missed.length === 0).length;
  log('');
  log(`${passed}/${pages.length} pages meet every target (${TARGETS.map((t) => t.label).join(', ')}).`);
  const index = median(pages.map((page) => page.benchmarkIndex));
  if (index) log(hostNote(index));
  const onCpu = median(pages.map((page) => page.onCpu));
  if (onCpu != null && onCpu < CONTENDED) log(contentionNote(onCpu));
}

/**
 * Lighthouse times a task by the wall clock: a main thread kept off the CPU (on a busy or virtualised host) has
 * its tasks, and so TBT, inflated by up to the inverse of the share it ran. Below this share the table's TBT says
 * as much about the host as about the page.
 */
const CONTENDED = 0.8;
export function contentionNote(onCpu) {
  return (
    `The pages' main thread ran ${Math.round(onCpu * 100)} % of its long tasks' wall time (median): Lighthouse ` +
    `counts the rest, when it was not running, in TBT (up to ${(1 / onCpu).toFixed(1)}× the page's own work). Each ` +
    `page's blocking "by CPU time" leaves that out; "by wall time" is the same count with it.`
  );
}

/**
 * Lighthouse's 4× CPU slowdown stands for its mobile phone only on a host of about that speed: its CPU-throttling
 * calculator (docs/throttling.md) gives 4× for a benchmark index of 1,533 (3× at 1,300, 6× at 2,000). On a faster
 * host the simulated phone is faster than Lighthouse's, and its blocking time shorter, in about that ratio.
 */
export const REFERENCE_INDEX = 1533;
export function hostNote(index) {
  const ratio = index / REFERENCE_INDEX;
  const speed =
    ratio >= 1.25
      ? `${ratio.toFixed(1)}× as fast as`
      : ratio <= 0.8
        ? `${(1 / ratio).toFixed(1)}× slower than`
        : 'about';
  return (
    `This host: CPU benchmark index ${Math.round(index)} (median of the pages), ${speed} the host Lighthouse's 4× ` +
    `slowdown is calibrated for (${REFERENCE_INDEX}); TBT and performance compare only between hosts of like speed.`
  );
}
