// What Death of a Division's checks rest on: the rules' section, as the English rules name it, and what it says. A
// refusal cites one as its `{section}`, so the Russian words the rule's sense and keeps the English section's name.

export const RULES_EN = {
  'death-of-a-division.rule.sequence': '3, Turn Sequence',
  'death-of-a-division.rule.eliminated': '2, Units: removed from play once its hits reach its strength',
  'death-of-a-division.rule.arrival': '8, Reinforcements',
} as const;

export const RULES_RU: Record<keyof typeof RULES_EN, string> = {
  'death-of-a-division.rule.sequence': '3, Turn Sequence',
  'death-of-a-division.rule.eliminated': '2, Units: часть снимается с игры, когда попадания достигают её силы',
  'death-of-a-division.rule.arrival': '8, Reinforcements',
};
