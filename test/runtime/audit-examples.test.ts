// Rules the issue 3 audit found without a test of their own: corrosive terrain, the
// rulebook's stacking example (a power's bonus on that attack with Sneak Attack), and
// the rule option for what a destroyed summoned creature scores (spec A-44).
// ddm-battle-rules-2011.txt § Fire (or Corrosive); § Bonuses and Penalties (Stacking); § Powers and Effects (Summoning)
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { makeAttack } from "../../runtime/ddm/attack.js";
import { destroy } from "../../runtime/ddm/damage.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { walk } from "../../runtime/ddm/movement.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, creature } from "./arena.js";

const pieces: SourceFile = {
  path: "test/audit-pieces.wb",
  text: `map "Acid Pool" {
  size 8 x 8
  start A 0,0 to 7,0
  start B 0,7 to 7,7
  victory A 0,5
  victory B 7,2
  terrain corrosive 3,3 to 4,3
}
battle "Acid Battle" {
  scenario Assault
  points 100
  map "Acid Pool"
  side A "Test A"
  side B "Test B"
}
creature "Acid Walker" {
  level 2  cost 8  unaligned  factions Wild  keywords Beast
  AC 12  Fort 12  Ref 12  Will 12  speed 6  hp 30
  attack melee basic "Bite": +4 vs AC; 5 damage
}
creature "Acid Eater" {
  level 2  cost 8  unaligned  factions Wild  keywords Ooze
  AC 12  Fort 12  Ref 12  Will 12  speed 6  hp 30
  attack melee basic "Slam": +4 vs AC; 5 damage
  power "Acid Body": resist 5 acid
}
creature "Defiant Blade" {
  level 4  cost 16  unaligned  factions Civilization  keywords Human  champion 1
  AC 14  Fort 13  Ref 14  Will 13  speed 6  hp 40
  attack melee basic "Rapier": +6 vs AC; 10 damage
  power "Sneak Attack 10"
  champion power "Hammer Home": use when this creature hits with a melee attack: +10 damage on that attack
}
creature "Straw Dummy" {
  level 1  cost 5  unaligned  factions Wild  keywords Construct
  AC 10  Fort 10  Ref 10  Will 10  speed 0  hp 80
  attack melee basic "Flop": +1 vs AC; 5 damage
}
`,
};
const noSummonVp: SourceFile = {
  path: "test/no-summon-vp.wb",
  text: `layer house "No Summon VP"
house "No Summon VP" {
  option "summoned creatures score their cost" no
}
`,
};

describe("ddm-battle-rules-2011.txt § Fire (or Corrosive): corrosive terrain uses the fire rules with acid damage", () => {
  it("entering deals 5 acid damage and so does starting a turn there; Resist 5 acid takes none", () => {
    const a = arena(
      [
        { card: "Acid Walker", side: "A", at: [3, 2] },
        { card: "Acid Eater", side: "B", at: [4, 2] },
      ],
      { extra: [pieces], battle: "Acid Battle", choices: ["end"] },
    );
    const cause = (id: string) => ({ creature: id, rule: "test", src: null });
    walk(a.g, "A1", [{ x: 3, y: 3, size: 1 }], false, cause("A1"));
    walk(a.g, "B1", [{ x: 4, y: 3, size: 1 }], false, cause("B1"));
    expect([creature(a, "A1").hp, creature(a, "B1").hp]).toEqual([25, 30]);
    creatureTurn(a.g, "A1");
    expect(creature(a, "A1").hp).toBe(20);
  });
});

describe("ddm-battle-rules-2011.txt § Bonuses and Penalties (Stacking): the rulebook's example", () => {
  it("a +10 damage power on that attack and Sneak Attack 10 against a target granting combat advantage stack: 10 + 10 + 10", () => {
    const a = arena(
      [
        { card: "Defiant Blade", side: "A", at: [3, 3] },
        { card: "Defiant Blade", side: "A", at: [3, 5] },
        { card: "Straw Dummy", side: "B", at: [3, 4] },
      ],
      { extra: [pieces], dice: [15], choices: ["use"] },
    );
    a.g.state.active = { creature: "A1", attack: 1, move: 1, minor: 1 };
    makeAttack(a.g, "A1", cardOf(a.g, "Defiant Blade").attacks[0]!, "B1");
    // Flanked by A2, the dummy grants combat advantage: Sneak Attack +10, Hammer Home +10.
    expect(creature(a, "B1").hp).toBe(50);
  });
});

describe("ddm-battle-rules-2011.txt § Powers and Effects (Summoning): what a destroyed summoned creature scores (A-44, a rule option)", () => {
  it("by default its card's cost; with the option off, nothing", () => {
    for (const [houseRules, vp] of [
      [[], 8],
      [["No Summon VP"], 0],
    ] as const) {
      const a = arena([{ card: "Acid Walker", side: "A", at: [3, 3] }], { extra: [pieces, noSummonVp], houseRules: [...houseRules] });
      creature(a, "A1").keywords = ["Summoned"];
      destroy(a.g, "A1", { creature: null, rule: "test", src: null });
      expect(a.g.state.players[1]!.vp).toBe(vp);
    }
  });
});
