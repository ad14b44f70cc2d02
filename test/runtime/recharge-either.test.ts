// "RECHARGE when this attack misses or when this creature first becomes bloodied": either
// condition regains a spent use, each time it occurs.
// ddm-battle-rules-2011.txt § Powers and Effects (Rechargeable Powers)
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { applyDamage } from "../../runtime/ddm/damage.js";
import { libraryWith } from "../library.js";
import { arena, attackOf, creature } from "./arena.js";

const cards: SourceFile = {
  path: "test/recharge-either.wb",
  text: `creature "Chain Warden" {
  level 6  cost 20  unaligned  factions Wild  keywords Construct
  AC 15  Fort 14  Ref 13  Will 16  speed 6  hp 80
  attack melee basic "Fist": +8 vs AC; 5 damage
  attack melee "Binding Lash" uses 1 recharge when this creature misses with "Binding Lash" attack or when this creature becomes bloodied: +8 vs AC; 10 damage and Immobilized (save ends)
}
creature "Field Guard" {
  level 3  cost 10  unaligned  factions Civilization  keywords Human
  AC 12  Fort 12  Ref 10  Will 12  speed 5  hp 40
  attack melee basic "Spear": +5 vs AC; 5 damage
}
`,
};

function field(dice: number[]) {
  const a = arena(
    [
      { card: "Chain Warden", side: "A", at: [3, 3] },
      { card: "Field Guard", side: "B", at: [3, 4] },
    ],
    { extra: [cards], dice },
  );
  return a;
}

describe("'recharge when … or when …' (ddm-battle-rules-2011.txt § Powers and Effects, Rechargeable Powers)", () => {
  it("compiles both conditions", () => {
    const r = libraryWith(cards);
    expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const lash = r.ir.creatures.find((c) => c.name === "Chain Warden")!.attacks[1]!;
    expect([lash.recharge?.op, lash.rechargeOr?.op]).toEqual([expect.any(String), expect.any(String)]);
    expect(lash.recharge?.op).not.toBe(lash.rechargeOr?.op);
  });

  it("a miss (natural 1) regains the use; a hit does not; being bloodied then does", () => {
    const a = field([1, 15]);
    const lash = attackOf(a, "A1", "Binding Lash");
    resolveAttack(a.g, "A1", lash, "B1");
    expect(creature(a, "A1").spent["Binding Lash"]).toBe(0);
    resolveAttack(a.g, "A1", lash, "B1");
    expect(creature(a, "B1").hp).toBe(30);
    expect(creature(a, "A1").spent["Binding Lash"]).toBe(1);
    applyDamage(a.g, "A1", [{ amount: 40, type: null }], { creature: "B1", rule: "test", src: null });
    expect(creature(a, "A1").spent["Binding Lash"]).toBe(0);
  });
});
