import type { Help, Option } from 'commander';

/**
 * Commander prints defaults as JSON ("(default: [])", "(default: \"0\")"), which reads as a program's
 * internals. A reader wants the value as they would type it, and nothing at all for an empty list.
 */
export function optionDescription(option: Option): string {
  const extra: string[] = [];
  if (isRequired(option)) extra.push('required');
  if (option.argChoices && !option.description.includes(option.argChoices.join(', ')))
    extra.push(`choices: ${option.argChoices.join(', ')}`);
  const shown = option.defaultValueDescription ?? plainDefault(option.defaultValue);
  if (shown !== undefined) extra.push(`default: ${shown}`);
  if (option.envVar) extra.push(`env: ${option.envVar}`);
  return extra.length ? `${option.description} (${extra.join('; ')})` : option.description;
}

/**
 * Options a run cannot go without that the command checks itself, so that the refusal is keyed (`input.required`)
 * and worded in --lang, where commander's requiredOption refuses in English: help marks them as it would.
 */
const REQUIRED = new WeakSet<Option>();

/** Marks the command's last option as required in its help; the command's action refuses a run without it. */
export function markRequired(options: readonly Option[]): Option {
  const option = options.at(-1)!;
  REQUIRED.add(option);
  return option;
}

/** Whether a run cannot go without the option: commander's own mandatory options and those the command checks. */
export function isRequired(option: Option): boolean {
  return option.mandatory || REQUIRED.has(option);
}

function plainDefault(value: unknown): string | undefined {
  if (value === undefined || value === false || value === '') return undefined;
  if (Array.isArray(value)) return value.length ? value.join(',') : undefined;
  return String(value);
}

export const helpConfiguration = { optionDescription } satisfies Partial<Help>;
