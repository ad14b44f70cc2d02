// A creature that may start the battle off the map (its player chooses at set-up) and one
// that comes in at the start of a later round only while it is still off it ("if it does,
// at start of any round after the first, place it …": gate off-battle-map).
// ddm-battle-rules-2011.txt § Set-Up (Set-Up Powers; Delayed Appearance); § The Battle (Game Overview), step 4
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { makeGame } from "../../runtime/ddm/game.js";
import { startRound } from "../../runtime/ddm/round.js";
import { newBattleState, setUp } from "../../runtime/ddm/setup.js";
import type { Decision } from "../../runtime/kernel/decisions.js";
import { libraryWith } from "../library.js";
import { arena, creature } from "./arena.js";

// Made-up creatures and map (not bundled content).
const content: SourceFile = {
  path: "test/optional-delay.wb",
  text: `map "Two Rows" {
  size 12 x 12
  start A 0,0 to 11,0
  start B 0,11 to 11,11
  victory A 5,8 to 6,9
  victory B 5,2 to 6,3
}
creature "Hidden Sentry" {
  level 2  cost 8  unaligned  factions Wild  keywords Human
  AC 12  Fort 12  Ref 12  Will 12  speed 5  hp 30
  attack melee basic "Knife": +3 vs AC; 5 damage
  power "Lie Low": may start battle off battle map; use at start of any round after first while off battle map: place this creature in your start area
}
creature "Plain Guard" {
  level 2  cost 8  unaligned  factions Wild  keywords Human
  AC 12  Fort 12  Ref 12  Will 12  speed 5  hp 30
  attack melee basic "Spear": +3 vs AC; 5 damage
}
warband "Sentries" {\n  creature "Hidden Sentry"\n}
warband "Guards" {\n  creature "Plain Guard"\n}
battle "Sentry Battle" {\n  scenario Assault\n  points 100\n  map "Two Rows"\n  side A "Sentries"\n  side B "Guards"\n}
`,
};

const compiled = libraryWith(content);

function setUpWith(offMap: boolean) {
  const asked: Decision[] = [];
  const g = makeGame(compiled.ir, newBattleState(compiled.ir, "Sentry Battle", 5, []), (d) => {
    asked.push(d);
    const i = d.kind === "start-off-map" ? d.options.findIndex((o) => o.id === (offMap ? "off-map" : "start-area")) : d.options.findIndex((o) => o.legal);
    return i;
  });
  setUp(g);
  return { g, asked, sentry: g.state.creatures.find((c) => c.card === "Hidden Sentry")! };
}

describe("ddm-battle-rules-2011.txt § Set-Up (Delayed Appearance): 'may start the battle off the battle map'", () => {
  it("compiles with no diagnostics", () => {
    expect(compiled.diagnostics.filter((d) => d.file.startsWith("test/"))).toEqual([]);
  });

  it("its player chooses at set-up: off the map it has no space; in the start area it stands in row 0", () => {
    const off = setUpWith(true);
    expect(off.asked.filter((d) => d.kind === "start-off-map")).toHaveLength(1);
    expect(off.sentry.space).toBeNull();
    const on = setUpWith(false);
    expect(on.sentry.space?.y).toBe(0);
  });
});

describe("ddm-battle-rules-2011.txt § Set-Up (Delayed Appearance): entering only while still off the map", () => {
  const a = () =>
    arena(
      [
        { card: "Hidden Sentry", side: "A", at: [4, 4] },
        { card: "Plain Guard", side: "B", at: [2, 10] },
      ],
      { extra: [content], choices: ["use", "3,0"] },
    );

  it("off the map at the start of round 2 it is put in its start area", () => {
    const x = a();
    creature(x, "A1").space = null;
    x.g.state.round = 1;
    startRound(x.g);
    expect(creature(x, "A1").space).toMatchObject({ x: 3, y: 0 });
  });

  it("on the map at the start of round 2 the power is not offered and it stays where it is", () => {
    const x = a();
    x.g.state.round = 1;
    startRound(x.g);
    expect(creature(x, "A1").space).toMatchObject({ x: 4, y: 4 });
    expect(x.decisions.filter((d) => d.kind === "use-power")).toHaveLength(0);
  });
});
