// docs/product/pricing.md#compare-plans: the plan cards' Compare toggles are checkboxes of this GET
// form (`form=` names it), so ticking plans and pressing 'Compare plans' opens /compare?plans=… with or
// without JavaScript. Once hydrated, a fourth tick is undone and a polite message says why; that is
// all the script there is, so the plan pages carry almost nothing for it.
import { useEffect, useState } from 'react';
import { COMPARE_LIMIT, COMPARE_LIMIT_MESSAGE, COMPARE_PLANS_PARAM } from '../../../shared/domain/compare-choice';
import { PATHS } from '../../../shared/routes/paths';
import { Button } from '../../components/ui/button';
import './compare-bar.css';

export const COMPARE_PLANS = 'Compare plans';

/** The plans ticked in a form (its own inputs and those that name it with `form=`). */
const ticked = (form: HTMLFormElement) =>
  [...form.elements].filter((element) => element instanceof HTMLInputElement && element.name === COMPARE_PLANS_PARAM && element.checked).length;

export function CompareBar({ formId }: { formId: string }) {
  const [message, setMessage] = useState('');
  useEffect(() => {
    // A checkbox outside the form (in its card) does not bubble its change to the form: listen above both.
    const onChange = (event: Event) => {
      const box = event.target;
      if (!(box instanceof HTMLInputElement) || box.name !== COMPARE_PLANS_PARAM || box.form?.id !== formId) return;
      if (box.checked && ticked(box.form) > COMPARE_LIMIT) {
        box.checked = false;
        setMessage(COMPARE_LIMIT_MESSAGE);
      } else setMessage('');
    };
    document.addEventListener('change', onChange);
    return () => document.removeEventListener('change', onChange);
  }, [formId]);
  return (
    <form id={formId} className="compare-bar" method="get" action={PATHS.compare}>
      {/* A plain submit: the form's GET is the navigation. */}
      <Button colour="indigo" type="submit" onClick={() => undefined}>
        {COMPARE_PLANS}
      </Button>
      <p className="compare-bar__message" role="status">
        {message}
      </p>
    </form>
  );
}

/** A plan card's toggle: a checkbox of the compare form, named for its plan. */
export function CompareToggle({ formId, planId, planName }: { formId: string; planId: number; planName: string }) {
  return (
    <label className="compare-toggle">
      <input type="checkbox" name={COMPARE_PLANS_PARAM} value={planId} form={formId} />
      Compare<span className="visually-hidden"> {planName}</span>
    </label>
  );
}
