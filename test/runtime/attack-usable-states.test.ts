// States the cards' attacks are usable in or reach, as gates the runtime asks: "while
// damaged" (the attacker has lost hit points), "against targets in victory area only"
// (only a creature occupying a victory area can be its target).
// ddm-battle-rules-2011.txt § Making an Attack; § How to Choose Targets; § Hit Points; § Victory Areas
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { mayAct } from "../../runtime/ddm/permissions.js";
import { mayTarget } from "../../runtime/ddm/targeting.js";
import { arena, attackOf, creature } from "./arena.js";

const cards: SourceFile = {
  path: "test/attack-usable-states.wb",
  text: `creature "Grudge Keeper" {
  level 6  cost 20  unaligned  factions Wild  keywords Human
  AC 15  Fort 14  Ref 13  Will 16  speed 6  hp 60
  attack melee basic "Fist": +8 vs AC; 5 damage
  attack melee while damaged "Payback": +8 vs AC; 20 damage
  attack ranged sight against targets in victory area only "Hold Ground": +8 vs AC; 10 damage
}
creature "Field Guard" {
  level 3  cost 10  unaligned  factions Civilization  keywords Human
  AC 12  Fort 12  Ref 10  Will 12  speed 5  hp 40
  attack melee basic "Spear": +5 vs AC; 5 damage
}
`,
};


describe("'while damaged' (ddm-battle-rules-2011.txt § Hit Points)", () => {
  it("is refused at full hit points and allowed once the creature has lost some", () => {
    const whole = arena([{ card: "Grudge Keeper", side: "A", at: [3, 3] }], { extra: [cards] });
    expect(mayAct(whole.g, "A1", "attack", { attack: attackOf(whole, "A1", "Payback") }).allowed).toBe(false);
    const hurt = arena([{ card: "Grudge Keeper", side: "A", at: [3, 3], hp: 55 }], { extra: [cards] });
    expect(mayAct(hurt.g, "A1", "attack", { attack: attackOf(hurt, "A1", "Payback") }).allowed).toBe(true);
  });
});

describe("'against targets in victory area only' (ddm-battle-rules-2011.txt § Victory Areas)", () => {
  it("a guard in a victory area can be its target; one outside cannot", () => {
    const a = arena(
      [
        { card: "Grudge Keeper", side: "A", at: [3, 3] },
        { card: "Field Guard", side: "B", at: [5, 8] },
        { card: "Field Guard", side: "B", at: [3, 8] },
      ],
      { extra: [cards] },
    );
    const hold = attackOf(a, "A1", "Hold Ground");
    expect(mayTarget(a.g, "A1", hold, "B1").allowed).toBe(true);
    expect(mayTarget(a.g, "A1", hold, "B2").allowed).toBe(false);
  });
});
