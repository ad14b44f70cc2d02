// The importer's readings of powers that choose a creature and then, for a while, act
// whenever that creature does something, on texts written for these tests in the cards'
// phrasing: the chosen creature becomes the party of the lasting trigger ("creature chosen
// by …"), whatever the trigger (a miss, a shift, a hit). Each must become the language's
// words and compile to primitives that act.
// ddm-battle-rules-2011.txt § Activated Powers; § How to Choose Targets; § Immediate Actions; § Conditions (Duration)
import { describe, expect, it } from "vitest";
import { importCards } from "../../importers/ddm/import.js";
import { librarySources } from "../library.js";
import { readingCard } from "./fixtures.js";

function read(text: string): { lines: string[] | null; structured: boolean } {
  const r = importCards([readingCard([{ type: "SPECIAL", text }])], { outDir: "out", library: librarySources() });
  const c = r.cards[0]!;
  return { lines: c.draft.powers[2]!.lines, structured: c.structured[2]! };
}

const cases: [string, string][] = [
  [
    "Baleful Stare: Use at start of this creature's turn: Choose 1 enemy. Until start of this creature's next turn, whenever that enemy misses with a {r} attack, this creature may make a {b} attack against that enemy as an immediate action.",
    'power "Baleful Stare": use at start of its turn: choose one enemy and "Baleful Stare" lasts until start of this creature\'s next turn; immediate action, use when creature chosen by "Baleful Stare" misses with ranged attack while "Baleful Stare" lasts: this creature makes basic melee attack against that enemy',
  ],
  [
    "Mirror Step: Minor action: Choose 1 enemy this creature can see. Until end of round, whenever that enemy shifts, this creature can shift as an immediate action.",
    'power "Mirror Step": minor action: choose one enemy this creature can see and "Mirror Step" lasts until end of round; immediate action, use when creature chosen by "Mirror Step" shifts while "Mirror Step" lasts: this creature shifts 1',
  ],
  [
    "Mark Foe: Minor action: Choose 1 enemy within 6 squares. Until end of round, whenever that enemy hits with a melee attack, it takes 15 radiant damage.",
    'power "Mark Foe": minor action: choose one enemy within 6 squares and "Mark Foe" lasts until end of round; whenever creature chosen by "Mark Foe" hits with melee attack while "Mark Foe" lasts: that enemy takes 15 radiant damage',
  ],
];

describe("warband import ddm: a chosen creature in a power's lasting trigger", () => {
  for (const [text, want] of cases) {
    it(text, () => {
      expect(read(text)).toEqual({ lines: [want], structured: true });
    });
  }
});
