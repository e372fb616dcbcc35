// docs/product/plans.md#what-speed-do-i-need: four questions, the speeds a household needs in the
// evening, and the one plan recommended among those the visitor can order.
import { z } from 'zod/mini';
import type { Plan } from '../../schemas/plan';

/** The questions, their query fields and answers, in the order the form asks them. */
export const SPEED_QUESTIONS = [
  {
    field: 'people',
    legend: 'How many people use the internet at home at the same time?',
    answers: [['1', 'Just me'], ['2', '2'], ['4', '3 or 4'], ['5', '5 or more']],
  },
  {
    field: 'watch',
    legend: 'What do you watch?',
    answers: [['none', 'Little or no streaming'], ['hd', 'HD streaming'], ['4k', '4K streaming']],
  },
  { field: 'calls', legend: 'Does anyone game online or work from home on video calls?', answers: [['yes', 'Yes'], ['no', 'No']] },
  { field: 'uploads', legend: 'Do you often upload big files, such as videos or backups?', answers: [['yes', 'Yes'], ['no', 'No']] },
] as const;

type Question = (typeof SPEED_QUESTIONS)[number];
export type SpeedField = Question['field'];
export type SpeedAnswers = { [Q in Question as Q['field']]: Q['answers'][number][0] };

const answersSchema = z.object({
  people: z.enum(['1', '2', '4', '5']),
  watch: z.enum(['none', 'hd', '4k']),
  calls: z.enum(['yes', 'no']),
  uploads: z.enum(['yes', 'no']),
}) satisfies z.ZodMiniType<SpeedAnswers>;

/** One field's answer as the page reads it: a known value, else undefined (as if not asked). */
export function speedAnswer(field: SpeedField, value: string | null): string | undefined {
  const read = answersSchema.shape[field].safeParse(value);
  return read.success ? read.data : undefined;
}

/** The answers in a query: only when every question has a known answer. */
export function readSpeedAnswers(query: URLSearchParams): SpeedAnswers | null {
  const read = answersSchema.safeParse(Object.fromEntries(SPEED_QUESTIONS.map(({ field }) => [field, query.get(field)])));
  return read.success ? read.data : null;
}

const PER_PERSON_MBPS = { none: 5, hd: 10, '4k': 25 } as const;
const CALLS_MBPS = 20;
const BIG_UPLOADS_MBPS = 20;
const CALLS_UPLOAD_MBPS = 5;

export function speedNeed(answers: SpeedAnswers) {
  const calls = answers.calls === 'yes';
  return {
    /** Download speed the household needs in the evening, Mbps. */
    download: Number(answers.people) * PER_PERSON_MBPS[answers.watch] + (calls ? CALLS_MBPS : 0),
    /** Upload speed it needs, Mbps (0: nothing in particular). */
    upload: answers.uploads === 'yes' ? BIG_UPLOADS_MBPS : calls ? CALLS_UPLOAD_MBPS : 0,
  };
}

type AdvisedPlan = Pick<Plan, 'id' | 'price' | 'typicalEveningSpeed' | 'planUploadSpeed'>;

export interface SpeedAdvice<P extends AdvisedPlan> {
  plan: P;
  need: ReturnType<typeof speedNeed>;
  /** The plan reaches both needs; false when it is only the fastest there is. */
  enough: boolean;
}

/** The recommended plan among `plans` (those the visitor can order), or null when there are none. */
export function speedAdvice<P extends AdvisedPlan>(answers: SpeedAnswers, plans: readonly P[]): SpeedAdvice<P> | null {
  const need = speedNeed(answers);
  const enough = plans.filter((plan) => plan.typicalEveningSpeed >= need.download && plan.planUploadSpeed >= need.upload);
  const [cheapest] = [...enough].sort((a, b) => a.price - b.price || b.typicalEveningSpeed - a.typicalEveningSpeed || a.id - b.id);
  if (cheapest) return { plan: cheapest, need, enough: true };
  const [fastest] = [...plans].sort(
    (a, b) => b.typicalEveningSpeed - a.typicalEveningSpeed || b.planUploadSpeed - a.planUploadSpeed || a.price - b.price || a.id - b.id,
  );
  return fastest ? { plan: fastest, need, enough: false } : null;
}

const PEOPLE_WORDS = { '1': 'One person', '2': '2 people', '4': '3 or 4 people', '5': '5 or more people' } as const;
const WATCH_WORDS = { none: 'online', hd: 'streaming in HD', '4k': 'streaming in 4K' } as const;

/** Why this plan, in words: the needs, then what the plan gives (or that nothing gives more). */
export function speedAdviceReason(answers: SpeedAnswers, advice: SpeedAdvice<AdvisedPlan>, where: string): string {
  const { need, plan } = advice;
  const extras = [answers.calls === 'yes' ? 'games or video calls' : null, answers.uploads === 'yes' ? 'big uploads' : null].filter(Boolean);
  const alone = answers.people === '1';
  const household = `${PEOPLE_WORDS[answers.people]} ${WATCH_WORDS[answers.watch]}${alone ? '' : ' at once'}${extras.length ? `, with ${extras.join(' and ')},` : ''}`;
  const needs = `${household} ${alone ? 'needs' : 'need'} about ${need.download}Mbps in the evening${need.upload ? ` and ${need.upload}Mbps upload` : ''}.`;
  const gives = `typically gives ${plan.typicalEveningSpeed}Mbps from 7 to 11 pm, with ${plan.planUploadSpeed}Mbps upload`;
  return advice.enough
    ? `${needs} This plan ${gives}: the lowest-priced plan ${where} that does.`
    : `${needs} No plan ${where} reaches that: this is the fastest, and ${gives}.`;
}
