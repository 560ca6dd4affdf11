/** Section 9: the rules as a form; checked here first, then again by the host and the core. */
import type { RulesPatch } from '../../src/shared/protocol';
import type { Problem, RulesJson } from '../../src/shared/result';
import { button, h, note, section } from '../dom';
import { post } from '../host';
import { t } from '../i18n';
import { checkRule, type RuleName } from '../ruleCheck';

/** The form's fields, in order (labels looked up when drawn, in the panel's language). */
const fields = (): readonly { name: RuleName; label: string }[] => [
  { name: 'boardSize', label: t('rules.boardSize') },
  { name: 'rollsPerTurn', label: t('rules.rollsPerTurn') },
  { name: 'deterministicSides', label: t('rules.deterministicSides') },
  { name: 'target', label: t('rules.target') },
  { name: 'diracSides', label: t('rules.diracSides') },
  { name: 'diracTarget', label: t('rules.diracTarget') },
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
  for (const { name } of fields()) {
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
  for (const { name, label } of fields()) {
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
    note(t('rules.help'), { id: 'rules-help' }),
    grid,
    h(
      'div',
      { class: 'actions' },
      h('button', { type: 'submit', id: 'rules-apply', class: 'primary' }, t('rules.apply')),
      button({ id: 'rules-reset', class: 'secondary' }, t('rules.reset'), () => post({ type: 'resetRules' })),
    ),
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    submit(form);
  });
  return section('section-rules', t('rules.title'), form);
}
