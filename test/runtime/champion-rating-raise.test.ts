// A champion rating raised for a while by another creature's set-up power ("one champion ally
// gets +1 champion rating until this creature is destroyed"): one more champion-power use while
// it lasts, the rating back (and with it, a use if any remain) once that creature is destroyed;
// the raised rating also counts in the initiative test, where the higher rating rolls a second d20.
// ddm-battle-rules-2011.txt § Champion Powers; § Set-Up (Set-Up Powers); § Champion Test
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { destroy } from "../../runtime/ddm/damage.js";
import { makeGame, type Game } from "../../runtime/ddm/game.js";
import { mayUsePower, powersOf } from "../../runtime/ddm/powers.js";
import { rollInitiative, startRound } from "../../runtime/ddm/round.js";
import { newBattleState, setUp } from "../../runtime/ddm/setup.js";
import { creatureById } from "../../runtime/ddm/state.js";
import { championRatingOf } from "../../runtime/ddm/values.js";
import type { Decision } from "../../runtime/kernel/decisions.js";
import { scriptedDice } from "../../runtime/kernel/dice.js";
import { libraryWith } from "../library.js";

const card = (name: string, extra: string, keywords: string) => `creature "${name}" {
  level 4  cost 10  unaligned  factions Civilization  keywords ${keywords}
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 30
  attack melee basic "Jab": +1 vs AC; 5 damage
${extra}
}
`;

// Made-up creatures and map (not bundled content).
const content: SourceFile = {
  path: "test/champion-rating-raise.wb",
  text: `map "Parade Ground" {
  size 10 x 10
  start A 0,0 to 9,0
  start B 0,9 to 9,9
  victory A 4,6 to 5,7
  victory B 4,2 to 5,3
}
${card("Banner Captain", '  champion 1\n  champion power "Rally": use at start of round: this creature heals 5', "Human")}${card("Oath Squire", '  power "Sworn": use during your setup: one champion ally gets +1 champion rating until this creature is destroyed', "Human")}${card("Plain Guard", "  champion 1", "Human")}
warband "Banners" {\n  creature "Banner Captain"\n  creature "Oath Squire"\n}
warband "Guards" {\n  creature "Plain Guard"\n}
battle "Banner Battle" {\n  scenario Assault\n  points 100\n  map "Parade Ground"\n  side A "Guards"\n  side B "Banners"\n}
`,
};

const compiled = libraryWith(content);

/** Answers every power's offer with `answer` and any other question with its first legal option. */
const answering = (answer: string) => (d: Decision) => {
  const i = d.kind === "use-power" ? d.options.findIndex((o) => o.id === answer) : d.options.findIndex((o) => o.legal);
  if (i < 0) throw new Error(`no option ${answer} for ${d.prompt}`);
  return i;
};

function setUpBattle(answer: string): Game {
  const g: Game = makeGame(compiled.ir, newBattleState(compiled.ir, "Banner Battle", 5), answering(answer));
  setUp(g);
  return g;
}

/** Sets up, then plays the first round's start and initiative test with scripted dice. */
function initiativeAfterSetUp(answer: string, dice: number[]): { winner: number; diceLeft: number } {
  const scripted = scriptedDice(dice);
  const g = makeGame(compiled.ir, setUpBattle(answer).state, answering(answer), { dice: scripted });
  startRound(g);
  return { winner: rollInitiative(g), diceLeft: scripted.remaining() };
}

const captain = (g: Game) => g.state.creatures.find((c) => c.card === "Banner Captain")!.id;
const squire = (g: Game) => g.state.creatures.find((c) => c.card === "Oath Squire")!.id;
const mayRally = (g: Game) => mayUsePower(g, captain(g), powersOf(g, captain(g)).find((p) => p.name === "Rally")!).allowed;

describe("ddm-battle-rules-2011.txt § Champion Powers: a champion rating raised until the raiser is destroyed", () => {
  it("compiles with no diagnostics", () => {
    expect(compiled.diagnostics.filter((d) => d.file.startsWith("test/"))).toEqual([]);
  });

  it("used at set-up, the Captain's rating is 2: a second use is allowed after one, a third is not", () => {
    const g = setUpBattle("use");
    expect(championRatingOf(g, captain(g)).value).toBe(2);
    creatureById(g.state, captain(g)).championUsed = 1;
    expect(mayRally(g)).toBe(true);
    creatureById(g.state, captain(g)).championUsed = 2;
    expect(mayRally(g)).toBe(false);
  });

  it("once the Squire is destroyed the rating is 1 again: with one use spent, none is left", () => {
    const g = setUpBattle("use");
    creatureById(g.state, captain(g)).championUsed = 1;
    destroy(g, squire(g), { creature: null, rule: "test", src: null });
    expect(championRatingOf(g, captain(g)).value).toBe(1);
    expect(mayRally(g)).toBe(false);
  });

  it("declined at set-up, the rating stays the card's 1", () => {
    const g = setUpBattle("decline");
    expect(championRatingOf(g, captain(g)).value).toBe(1);
  });
});

describe("ddm-battle-rules-2011.txt § Champion Test: the raised rating counts for initiative", () => {
  it("raised to 2 against the Guards' 1, the Banners roll a second d20 and win 15 against 10", () => {
    // Guards roll 10; Banners roll 4, then the higher rating's second die 15.
    expect(initiativeAfterSetUp("use", [10, 4, 15])).toEqual({ winner: 1, diceLeft: 0 });
  });

  it("not raised, both ratings are 1: one die each, and the Guards win 10 against 4", () => {
    expect(initiativeAfterSetUp("decline", [10, 4, 15])).toEqual({ winner: 0, diceLeft: 1 });
  });
});
