/**
 * Nordwind's worked example (section L), as command-line flags: at Rimling, four attackers with one armour
 * against two defenders with one armour; the attacker plays two air support cards, the defender one
 * artillery card. Tests add the dice and the answers they need.
 */
export const NORDWIND_SECTION_L = [
  '--area',
  'rimling',
  '--attacker',
  '4',
  '--attacker-armour',
  '1',
  '--defender',
  '2',
  '--defender-armour',
  '1',
  '--attacker-cards',
  'air,air',
  '--defender-cards',
  'artillery',
];
