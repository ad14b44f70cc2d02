// A large user file for the editor benchmark: `lines` lines of distinct creature cards
// in the bundled content's style, each using bundled conditions and actions.
export function sampleCards(lines: number): string {
  const card = (i: number) => [
    `# Bench creature ${i}.`,
    `creature "Bench Hound ${i}" {`,
    `  level ${1 + (i % 10)}  cost ${10 + (i % 40)}  unaligned  factions Wild  keywords Beast`,
    `  AC ${14 + (i % 6)}  Fort 15  Ref 15  Will 13  speed ${5 + (i % 3)}  hp ${20 + 5 * (i % 8)}`,
    `  attack melee basic "Bite": +${5 + (i % 4)} vs AC; 10 damage and Slowed (save ends)`,
    `  attack ranged ${4 + (i % 6)} "Howl": +${4 + (i % 3)} vs Will; 5 damage`,
    `  power "Pack Instinct": +2 AC while bloodied`,
    `  power "Loping Stride": can shift 2 squares`,
    "}",
    "",
  ];
  const out: string[] = [];
  for (let i = 1; out.length < lines; i++) out.push(...card(i));
  return out.slice(0, lines).join("\n") + "\n";
}
