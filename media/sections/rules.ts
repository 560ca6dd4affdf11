/** Section 9: the rules as a form; checked here first, then again by the host and the core. */
import type { RulesPatch } from '../../src/shared/protocol';
import type { Problem, RulesJson } from '../../src/core/result';
import { RULE_TABLE, type RuleName } from '../../src/core/ruleTable';
import { actions, h, note, requestButton, section } from '../dom';
import { post } from '../host';
import { t } from '../i18n';
import { checkRule } from '../ruleCheck';

/** Each rule's label, looked up when drawn; the type makes this list name every rule and no other. */
const LABELS: { readonly [Name in RuleName]: () => string } = {
  boardSize: () => t('rules.boardSize'),
  rollsPerTurn: () => t('rules.rollsPerTurn'),
  deterministicSides: () => t('rules.deterministicSides'),
  target: () => t('rules.target'),
  diracSides: () => t('rules.diracSides'),
  diracTarget: () => t('rules.diracTarget'),
};

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
  for (const rule of RULE_TABLE) {
    const input = form.elements.namedItem(rule.name);
    if (!(input instanceof HTMLInputElement)) continue;
    const problem = checkRule(rule, input.value, input.validity.badInput);
    setError(input, problem);
    const value = input.value.trim().replace(/^0+(?=\d)/, '');
    if (problem) firstBad ??= input;
    else if (rule.kind === 'bigint') rules[rule.name] = value;
    else rules[rule.name] = Number(value);
  }
  if (firstBad) firstBad.focus();
  else post({ type: 'setRules', rules });
}

/** The rules form, filled from `rules`; problems about a rule show under its field. */
export function renderRules(rules: RulesJson, problems: readonly Problem[] = []): HTMLElement {
  const form = h('form', { id: 'rules-form', novalidate: true, 'aria-describedby': 'rules-help' });
  const grid = h('div', { class: 'fields' });
  for (const rule of RULE_TABLE) {
    const { name } = rule;
    const id = `rule-${name}`;
    // A bigint rule may have more digits than a number input keeps exactly: it gets a text field.
    const small = rule.kind === 'integer';
    const input = h('input', {
      id,
      name,
      type: small ? 'number' : 'text',
      inputmode: 'numeric',
      min: small ? rule.min : null,
      max: small ? rule.max : null,
      step: small ? 1 : null,
      pattern: small ? null : '[0-9]*',
      autocomplete: 'off',
      spellcheck: small ? null : 'false',
      required: true,
      value: String(rules[name]),
      'aria-describedby': `${id}-error`,
    });
    input.addEventListener('input', () => {
      if (input.getAttribute('aria-invalid')) setError(input, checkRule(rule, input.value, input.validity.badInput));
    });
    const problem = problems.find((p) => p.rule === name);
    const error = h('p', { id: `${id}-error`, class: 'field-error', hidden: !problem }, problem?.message ?? '');
    if (problem) input.setAttribute('aria-invalid', 'true');
    grid.append(h('div', { class: 'field' }, h('label', { for: id }, LABELS[name]()), input, error));
  }
  form.append(
    note(t('rules.help'), { id: 'rules-help' }),
    grid,
    actions(
      h('button', { type: 'submit', id: 'rules-apply', class: 'primary' }, t('rules.apply')),
      requestButton('rules-reset', t('rules.reset'), { type: 'resetRules' }),
    ),
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    submit(form);
  });
  return section('section-rules', t('common.rules'), form);
}
