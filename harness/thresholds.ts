// The k6 scripts' threshold expressions, judged on the Node runner's samples (one tag filter: `http_req_duration{kind:page}`).

/** The nearest-rank percentile of sorted values (0 for none), every harness report's: a p99 is a time some request took. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

export interface Sample {
  kind: string;
  /** HTTP status; 0 when no answer came (refused, reset, timed out). */
  status: number;
  durationMs: number;
  /** For an answer whose body was checked (a sample, body-check.ts): what was wrong, '' when nothing. */
  bodyProblem?: string;
}

export interface ThresholdOutcome {
  metric: string;
  expression: string;
  /** The measured value the expression was checked against. */
  value: number;
  ok: boolean;
}

const METRIC = /^(http_req_failed|http_req_duration|dropped_iterations|checks)(?:\{kind:([A-Za-z]+)\})?$/;
const EXPRESSION = /^(rate|count|avg|med|min|max|p\((\d+(?:\.\d+)?)\))\s*(<=|<|>=|>|==)\s*(\d+(?:\.\d+)?)$/;

/** k6 counts a request as failed when it got no answer or a status outside 200-399. */
export const isFailed = (sample: Sample): boolean => sample.status === 0 || sample.status >= 400;

const OPERATORS: Record<string, (value: number, limit: number) => boolean> = {
  '<': (value, limit) => value < limit,
  '<=': (value, limit) => value <= limit,
  '>': (value, limit) => value > limit,
  '>=': (value, limit) => value >= limit,
  '==': (value, limit) => value === limit,
};
const compare = (value: number, operator: string, limit: number): boolean => OPERATORS[operator]!(value, limit);

/** Throws on a metric or expression this runner cannot evaluate (a typo must not pass silently). */
export function checkThresholdSyntax(thresholds: Record<string, string[]>): void {
  for (const [metric, expressions] of Object.entries(thresholds)) {
    if (!METRIC.test(metric)) throw new Error(`unsupported threshold metric: ${metric}`);
    for (const expression of expressions) {
      if (!EXPRESSION.test(expression.trim())) throw new Error(`unsupported threshold expression: ${metric} ${expression}`);
    }
  }
}

export function evaluateThresholds(
  thresholds: Record<string, string[]>,
  samples: readonly Sample[],
  droppedIterations: number,
): ThresholdOutcome[] {
  checkThresholdSyntax(thresholds);
  const outcomes: ThresholdOutcome[] = [];
  for (const [metric, expressions] of Object.entries(thresholds)) {
    const [, name, kind] = METRIC.exec(metric)!;
    const selected = kind ? samples.filter((sample) => sample.kind === kind) : samples;
    const durations = selected.map((sample) => sample.durationMs).sort((a, b) => a - b);
    const checked = selected.filter((sample) => sample.bodyProblem !== undefined);
    // No sample (for checks, no body checked) is no evidence: the threshold fails rather than pass on nothing.
    const evidence = name === 'checks' ? checked.length > 0 : selected.length > 0 || name === 'dropped_iterations';
    for (const expression of expressions) {
      const [, aggregate, p, operator, limitText] = EXPRESSION.exec(expression.trim())!;
      let value: number;
      if (name === 'http_req_failed') value = selected.length === 0 ? 0 : selected.filter(isFailed).length / selected.length;
      else if (name === 'dropped_iterations') value = droppedIterations;
      else if (name === 'checks') value = checked.length === 0 ? 0 : checked.filter((sample) => sample.bodyProblem === '').length / checked.length;
      else if (p !== undefined) value = percentile(durations, Number(p));
      else if (aggregate === 'avg') value = durations.reduce((sum, d) => sum + d, 0) / Math.max(1, durations.length);
      else if (aggregate === 'med') value = percentile(durations, 50);
      else if (aggregate === 'min') value = durations[0] ?? 0;
      else value = durations.at(-1) ?? 0;
      outcomes.push({ metric, expression, value, ok: evidence && compare(value, operator!, Number(limitText)) });
    }
  }
  return outcomes;
}
