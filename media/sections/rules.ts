/** Section 9: the rules as a form; checked here first, then again by the host and the core. */
import type { RulesPatch } from '../../src/shared/protocol';
import type { Problem, RulesJson } from '../../src/shared/result';
import { button, h, note, section } from '../dom';
import { post } from '../host';
import { checkRule, type RuleName } from '../ruleCheck';

const FIELDS: readonly { name: RuleName; label: string }[] = [
  { name: 'boardSize', label: 'Board size (spaces)' },
  { name: 'rollsPerTurn', label: 'Rolls per turn' },
  { name: 'deterministicSides', label: 'Part 1 die sides' },
  { name: 'target', label: 'Part 1 target score' },
  { name: 'diracSides', label: 'Part 2 die sides' },
  { name: 'diracTarget', label: 'Part 2 target score' },
];

function setError(input: HTMLInputElement, message: string | null): void {
  const error = document.getElementById(`${input.id}-error`);
  if (error) {
    error.textContent = message ?? '';
    error.hidden = !message;
  }
  if (message) input.setAttribute('aria-invalid', 'true');
  else input.removeAttribute('aria-invalid');
}

function submit(form: HTMLFormElement): void {
  const rules: RulesPatch = {};
  let firstBad: HTMLInputElement | null = null;
  for (const { name } of FIELDS) {
    const input = form.elements.namedItem(name);
    if (!(input instanceof HTMLInputElement)) continue;
    const problem = checkRule(name, input.value, input.validity.badInput);
    setError(input, problem);
    if (problem) {
      firstBad ??= input;
      continue;
    }
    const value = input.value.trim().replace(/^0+(?=\d)/, '');
    if (name === 'target') rules.target = value;
    else rules[name] = Number(value);
  }
  if (firstBad) {
    firstBad.focus();
    return;
  }
  post({ type: 'setRules', rules });
}

/** The rules form, filled from `rules`; problems about a rule show under its field. */
export function renderRules(rules: RulesJson, problems: readonly Problem[] = []): HTMLElement {
  const form = h('form', { id: 'rules-form', novalidate: true, 'aria-describedby': 'rules-help' });
  const grid = h('div', { class: 'fields' });
  for (const { name, label } of FIELDS) {
    const id = `rule-${name}`;
    const input = h('input', {
      id,
      name,
      type: name === 'target' ? 'text' : 'number',
      inputmode: 'numeric',
      min: name === 'target' ? null : 1,
      step: name === 'target' ? null : 1,
      pattern: name === 'target' ? '[0-9]*' : null,
      autocomplete: 'off',
      spellcheck: name === 'target' ? 'false' : null,
      required: true,
      value: String(rules[name]),
      'aria-describedby': `${id}-error`,
    });
    input.addEventListener('input', () => {
      if (input.getAttribute('aria-invalid')) setError(input, checkRule(name, input.value, input.validity.badInput));
    });
    const problem = problems.find((p) => p.rule === name);
    const error = h('p', { id: `${id}-error`, class: 'field-error', hidden: !problem }, problem?.message ?? '');
    if (problem) input.setAttribute('aria-invalid', 'true');
    grid.append(h('div', { class: 'field' }, h('label', { for: id }, label), input, error));
  }
  form.append(
    note('Change the rules and solve again; the puzzle is board 10, 3 rolls, a 100-sided die to 1000, and a 3-sided die to 21.', { id: 'rules-help' }),
    grid,
    h('div', { class: 'actions' }, h('button', { type: 'submit', id: 'rules-apply', class: 'primary' }, 'Apply and solve'), button({ id: 'rules-reset', class: 'secondary' }, 'Reset to settings', () => post({ type: 'resetRules' }))),
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    submit(form);
  });
  return section('section-rules', 'Rules', form);
}
