// A labelled radio group: arrow keys move between the options, screen readers hear the question with each.
import { useId, type ReactNode } from 'react';

export interface Choice<V extends string> {
  value: V;
  label: ReactNode;
  hint?: ReactNode;
}

export interface ChoiceGroupProps<V extends string> {
  legend: ReactNode;
  name: string;
  value: V;
  choices: readonly Choice<V>[];
  onChange: (value: V) => void;
  /** Refs by value, so callers can return focus to an option. */
  inputRef?: (value: V, element: HTMLInputElement | null) => void;
}

export function ChoiceGroup<V extends string>({ legend, name, value, choices, onChange, inputRef }: ChoiceGroupProps<V>) {
  const baseId = useId();
  return (
    <fieldset className="choice-group">
      <legend className="choice-group__legend">{legend}</legend>
      <div className="choice-group__options">
        {choices.map((choice) => {
          const id = `${baseId}-${choice.value}`;
          return (
            <div key={choice.value} className="choice-group__option">
              <input
                ref={inputRef ? (element) => inputRef(choice.value, element) : undefined}
                type="radio"
                id={id}
                name={`${name}-${baseId}`}
                value={choice.value}
                checked={value === choice.value}
                onChange={() => onChange(choice.value)}
                aria-describedby={choice.hint ? `${id}-hint` : undefined}
              />
              <label htmlFor={id}>{choice.label}</label>
              {choice.hint ? (
                <span id={`${id}-hint`} className="choice-group__hint">
                  {choice.hint}
                </span>
              ) : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
