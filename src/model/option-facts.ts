// The facts a rule's condition reads for the game's options: `option.ID` holds the choice agreed for option ID
// (its default when none was). Built here only, so that every procedure reads the same names the validator
// checks conditions against (rules-condition.ts).

/** The name a condition reads an option's choice by: "option.ID". */
export const optionFact = (id: string): string => `option.${id}`;

/** Each option's fact: the choice `chosen` gives for it, else the option's default. */
export function optionFacts(
  options: readonly { id: string; default: string }[],
  chosen: (id: string) => string | undefined = () => undefined,
): Record<string, string> {
  return Object.fromEntries(options.map((o) => [optionFact(o.id), chosen(o.id) ?? o.default]));
}
