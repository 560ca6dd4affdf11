/** A pair of radio buttons choosing how a section shows its numbers (arrow keys move between them). */
import { h } from './dom';

export interface ToggleOption<V extends string> {
  value: V;
  label: string;
}

/** A fieldset of radios named `name`; `onChange` runs with the chosen value. */
export function viewToggle<V extends string>(
  name: string,
  legend: string,
  options: readonly ToggleOption<V>[],
  current: V,
  onChange: (value: V) => void,
): HTMLFieldSetElement {
  const radios = options.map(({ value, label }) => {
    const id = `${name}-${value}`;
    const input = h('input', { type: 'radio', name, id, value, checked: value === current });
    input.addEventListener('change', () => {
      if (input.checked) onChange(value);
    });
    return h('label', { for: id }, input, label);
  });
  return h('fieldset', { class: 'view-toggle' }, h('legend', {}, legend), ...radios);
}
