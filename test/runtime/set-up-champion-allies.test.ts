// A set-up power for every allied champion: "use during your setup: Champion allies get +5
// poison damage with melee attacks until end of battle" (the importer's reading of "each
// Champion ally in your warband deals +5 poison damage with {m} … attacks"). Champion names
// the creatures with a champion rating, as cards use it for a keyword. After set-up, a
// champion ally's hit deals 10 + 5 poison; a plain ally's only 10. Dice are scripted; every
// creature, map and number is invented for this test.
// ddm-battle-rules-2011.txt § Set-Up (Set-Up Powers); § Champion Powers; § Damage Types
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { cardOf, makeGame } from "../../runtime/ddm/game.js";
import { newBattleState, setUp } from "../../runtime/ddm/setup.js";
import { scriptedDice } from "../../runtime/kernel/dice.js";
import { libraryWith } from "../library.js";

const card = (name: string, lines: string, hp = 60) => `creature "${name}" {
  level 2  cost 6  unaligned  factions Wild  keywords Human
  AC 10  Fort 12  Ref 12  Will 12  speed 6  hp ${hp}
  attack melee basic "Knife": +5 vs AC; 10 damage
${lines}
}
`;

const content: SourceFile = {
  path: "test/set-up-champion-allies.wb",
  text: `map "Alley" {
  size 10 x 10
  start A 0,0 to 9,0
  start B 0,9 to 9,9
  victory A 4,6 to 5,7
  victory B 4,2 to 5,3
}
${card("Poison Broker", '  power "Coated Blades": use during your setup: Champion allies get +5 poison damage with melee attacks until end of battle')}${card("Guild Captain", "  champion 1")}${card("Street Tough", "")}${card("Straw Target", "", 80)}
warband "Guild" {\n  creature "Poison Broker"\n  creature "Guild Captain"\n  creature "Street Tough"\n}
warband "Targets" {\n  creature "Straw Target" x 2\n}
battle "Alley Battle" {\n  scenario Assault\n  points 100\n  map "Alley"\n  side A "Guild"\n  side B "Targets"\n}
`,
};

const compiled = libraryWith(content);

describe("§ Set-Up (Set-Up Powers): a bonus for each allied champion", () => {
  it("compiles with no diagnostics", () => {
    expect(compiled.diagnostics.filter((d) => d.file.startsWith("test/"))).toEqual([]);
  });

  it("the champion ally's melee hit deals 10 + 5 poison, the plain ally's 10", () => {
    const g = makeGame(compiled.ir, newBattleState(compiled.ir, "Alley Battle", 2), (d) => d.options.findIndex((o) => o.legal), { dice: scriptedDice([15, 15]) });
    setUp(g);
    const [captain, tough] = ["Guild Captain", "Street Tough"].map((n) => g.state.creatures.find((c) => c.card === n)!);
    const [t1, t2] = g.state.creatures.filter((c) => c.card === "Straw Target");
    resolveAttack(g, captain!.id, cardOf(g, "Guild Captain").attacks[0]!, t1!.id);
    resolveAttack(g, tough!.id, cardOf(g, "Street Tough").attacks[0]!, t2!.id);
    expect([t1!.hp, t2!.hp]).toEqual([65, 70]);
  });
});
