import type { Help, Option } from 'commander';

/**
 * Commander prints defaults as JSON ("(default: [])", "(default: \"0\")"), which reads as a program's
 * internals. A reader wants the value as they would type it, and nothing at all for an empty list.
 */
export function optionDescription(option: Option): string {
  const extra: string[] = [];
  if (option.argChoices && !option.description.includes(option.argChoices.join(', ')))
    extra.push(`choices: ${option.argChoices.join(', ')}`);
  const shown = option.defaultValueDescription ?? plainDefault(option.defaultValue);
  if (shown !== undefined) extra.push(`default: ${shown}`);
  if (option.envVar) extra.push(`env: ${option.envVar}`);
  return extra.length ? `${option.description} (${extra.join('; ')})` : option.description;
}

function plainDefault(value: unknown): string | undefined {
  if (value === undefined || value === false || value === '') return undefined;
  if (Array.isArray(value)) return value.length ? value.join(',') : undefined;
  return String(value);
}

export const helpConfiguration = { optionDescription } satisfies Partial<Help>;
