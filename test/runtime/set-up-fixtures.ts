// Fixtures the set-up tests share: a plain level 2 creature with extra lines, and a 10 × 10
// map with a start row and a 2 × 2 victory area for each side. Invented for the tests.
// ddm-battle-rules-2011.txt § Set-Up

/** A level 2 creature with a basic melee attack and the lines given (powers, a champion rating). */
export const setUpCard = (name: string, lines: string, keywords: string) => `creature "${name}" {
  level 2  cost 6  unaligned  factions Wild  keywords ${keywords}
  AC 12  Fort 12  Ref 12  Will 12  speed 6  hp 30
  attack melee basic "Club": +2 vs AC; 5 damage
${lines}
}
`;

/** A 10 × 10 map: side A starts on row 0, side B on row 9; each side's victory area a 2 × 2 block in the middle. */
export const setUpMap = (name: string) => `map "${name}" {
  size 10 x 10
  start A 0,0 to 9,0
  start B 0,9 to 9,9
  victory A 4,6 to 5,7
  victory B 4,2 to 5,3
}`;
