// "Adjacent allies have Sneak Attack 5": the ally beside it has +5 damage against targets
// granting combat advantage, given as Sneak Attack, so a target immune to Sneak Attack by name
// takes none of it; an ally farther off has none.
// ddm-battle-rules-2011.txt § Combat Advantage; § Powers and Effects; § Dazed
import { describe, expect, it } from "vitest";
import { addCondition } from "../../runtime/ddm/effects.js";
import { damageBonusOf } from "../../runtime/ddm/values.js";
import { arena, attackOf } from "./arena.js";

const cause = { rule: "a test's power", creature: null, src: null };

const cards = {
  path: "test/lent-sneak.wb",
  text: `creature "Whispering Devil" {
  level 3  cost 10  evil  factions Wild  keywords Devil
  AC 16  Fort 13  Ref 15  Will 14  speed 6 flight  hp 30
  attack melee basic "Sting": +6 vs AC; 5 damage
  power "Sly Counsel": adjacent allies +5 damage against targets granting combat advantage as "Sneak Attack 5"
}
creature "Grim Sentry" {
  level 4  cost 12  unaligned  factions Civilization  keywords Construct
  AC 16  Fort 16  Ref 12  Will 12  speed 5  hp 40
  attack melee basic "Fist": +6 vs AC; 10 damage
  power "Seamless": immune to powers with "Sneak Attack" in their name
}
`,
};

describe("§ Combat Advantage: Sneak Attack given to adjacent allies", () => {
  it("the goblin beside the devil deals +5 to a Dazed goblin, none to a Dazed sentry immune to Sneak Attack; the far goblin none", () => {
    const a = arena(
      [
        { card: "Whispering Devil", side: "A", at: [3, 3] },
        { card: "Cinder Goblin Cutter", side: "A", at: [3, 4] },
        { card: "Cinder Goblin Cutter", side: "A", at: [8, 8] },
        { card: "Cinder Goblin Cutter", side: "B", at: [4, 5] },
        { card: "Grim Sentry", side: "B", at: [2, 5] },
      ],
      { extra: [cards] },
    );
    addCondition(a.g, "B1", "Dazed", { kind: "save-ends" }, cause);
    addCondition(a.g, "B2", "Dazed", { kind: "save-ends" }, cause);
    const blade = attackOf(a, "A2", "Short Blade");
    expect(damageBonusOf(a.g, "A2", blade, "B1").value).toBe(5);
    expect(damageBonusOf(a.g, "A2", blade, "B2").value).toBe(0);
    expect(damageBonusOf(a.g, "A3", blade, "B1").value).toBe(0);
  });
});
