// docs/product/plans.md#what-speed-do-i-need: a plain GET form to the page itself, so the server draws the
// answer and it works without JavaScript; only `Choose` needs the scripts.
import { useRef } from 'react';
import { useLocation } from 'react-router';
import { readSpeedAnswers, SPEED_QUESTIONS, speedAdvice, speedAdviceReason, speedAnswer } from '../../../shared/domain/plans/speed-advice';
import type { Plan } from '../../../shared/schemas/plan';
import { Button } from '../../components/ui/button';
import { useRadioTabStop } from '../../components/ui/use-radio-tab-stop';
import './speed-advice.css';

const SPEED_ADVICE_HEADING = 'What speed do I need?';
const RESULT_ID = 'speed-advice-result';

export interface SpeedAdviceProps {
  /** The plans the visitor can order: the page's catalogue, or the checked address's offer. */
  plans: readonly Plan[];
  atAddress: boolean;
  /** The plan tab `plans` are on, where the page has the tabs: the other tab's plans are not among them. */
  tab?: string;
  selectedPlanId: number | null;
  /** Chooses the plan as its card does; `listName` names this list in the analytics item list. */
  onChoose: (plan: Plan, listName: string) => void;
}

export function SpeedAdvice({ plans, atAddress, tab, selectedPlanId, onChoose }: SpeedAdviceProps) {
  const { pathname, search } = useLocation();
  const query = new URLSearchParams(search);
  const answers = readSpeedAnswers(query);
  const advice = answers && speedAdvice(answers, plans);
  const where = tab ? `on the ${tab} tab` : atAddress ? 'at your address' : 'here';
  const plan = advice?.plan;
  const form = useRef<HTMLFormElement>(null);
  useRadioTabStop(form);
  return (
    <section className="speed-advice" aria-labelledby="speed-advice-heading">
      <h3 id="speed-advice-heading">{SPEED_ADVICE_HEADING}</h3>
      <form ref={form} method="get" action={pathname}>
        {SPEED_QUESTIONS.map(({ field, legend, answers: choices }) => (
          <fieldset key={field} className="speed-advice__question">
            <legend>{legend}</legend>
            {choices.map(([value, label]) => (
              <label key={value}>
                <input type="radio" name={field} value={value} required defaultChecked={speedAnswer(field, query.get(field)) === value} />
                {label}
              </label>
            ))}
          </fieldset>
        ))}
        <Button colour="indigo" type="submit" onClick={() => undefined}>
          Recommend a plan
        </Button>
      </form>
      {/* Focus on the answer as its page loads (autofocus: no script, and no fragment, which would cancel it), so it is read out. */}
      <div id={RESULT_ID} className="speed-advice__result" tabIndex={answers ? -1 : undefined} autoFocus={Boolean(answers)}>
        <div role="status">
          {answers && plan ? (
            <>
              <h4>We recommend {plan.planHeading}</h4>
              <p>
                <strong>{plan.typicalEveningSpeed}Mbps</strong> typical evening speed
              </p>
              <p>{speedAdviceReason(answers, advice, where)}</p>
            </>
          ) : answers ? (
            <p>There is no plan {where} to recommend.</p>
          ) : null}
        </div>
        {plan ? (
          <Button colour="lime" onClick={() => onChoose(plan, SPEED_ADVICE_HEADING)} aria-pressed={selectedPlanId === plan.id}>
            Choose {plan.planHeading}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
