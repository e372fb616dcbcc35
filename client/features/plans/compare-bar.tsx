// docs/product/pricing.md#compare-plans: the cards' Compare toggles are checkboxes of this GET form, so it
// works without JavaScript; the script only undoes a tick over the limit and says why.
import type { ChangeEvent } from 'react';
import { COMPARE_LIMIT, COMPARE_LIMIT_MESSAGE, COMPARE_PLANS_PARAM } from '../../../shared/domain/plans/compare-choice';
import { PATHS } from '../../../shared/routes/paths';
import { Button } from '../../components/ui/button';
import './compare-bar.css';

export function CompareBar({ formId }: { formId: string }) {
  return (
    <form id={formId} className="compare-bar" method="get" action={PATHS.compare}>
      {/* A plain submit: the form's GET is the navigation. */}
      <Button colour="indigo" type="submit" onClick={() => undefined}>
        Compare plans
      </Button>
      <p className="compare-bar__message" role="status" />
    </form>
  );
}

/** Up to COMPARE_LIMIT ticks per form: a tick over it is undone, and the form's status says why. */
function limitTicks({ currentTarget: box }: ChangeEvent<HTMLInputElement>) {
  const form = box.form;
  if (!form) return;
  const over = box.checked && new FormData(form).getAll(COMPARE_PLANS_PARAM).length > COMPARE_LIMIT;
  if (over) box.checked = false;
  const status = form.querySelector('[role="status"]');
  if (status) status.textContent = over ? COMPARE_LIMIT_MESSAGE : '';
}

/** A plan card's toggle: a checkbox of the compare form, named for its plan. */
export function CompareToggle({ formId, planId, planName }: { formId: string; planId: number; planName: string }) {
  return (
    <label className="compare-toggle">
      <input type="checkbox" name={COMPARE_PLANS_PARAM} value={planId} form={formId} onChange={limitTicks} />
      Compare<span className="visually-hidden"> {planName}</span>
    </label>
  );
}
