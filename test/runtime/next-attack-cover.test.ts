// "This creature's next {r} attack ignores cover": for a while, until it has made a ranged
// attack, its ranged attacks face no cover; the next one ends it.
// ddm-battle-rules-2011.txt § Cover; § Conditions (Duration: until a trigger)
import { describe, expect, it } from "vitest";
import type { TriggerIR } from "../../compiler/ir.js";
import { coverReason } from "../../runtime/ddm/cover.js";
import { powersOf, usePower } from "../../runtime/ddm/powers.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, attackOf, creature } from "./arena.js";

const cards = {
  path: "test/next-attack-cover.wb",
  text: `creature "Sky Scout" {
  level 5  cost 15  good  factions Wild  keywords Elf
  AC 17  Fort 15  Ref 16  Will 15  speed 6  hp 40
  attack ranged 10 basic "Bow": +8 vs AC; 10 damage
  power "Hawk Eye": use at start of its turn: this creature gets ignores cover with ranged attacks until it makes a ranged attack
}
creature "Shield Bearer" {
  level 3  cost 10  unaligned  factions Wild  keywords Goblin
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Poke": +1 vs AC; 5 damage
  power "Buckler": has cover
}
`,
};

describe("'gets ignores cover with ranged attacks until it makes a ranged attack' (ddm-battle-rules-2011.txt § Cover)", () => {
  it("the target's cover is gone for the next ranged attack, and back once that attack has been made", () => {
    const a = arena(
      [
        { card: "Sky Scout", side: "A", at: [3, 3] },
        { card: "Shield Bearer", side: "B", at: [3, 8] },
      ],
      { extra: [cards], dice: [15], choices: ["decline", "attack:Bow:B1", "end"] },
    );
    const bow = attackOf(a, "A1", "Bow");
    expect(coverReason(a.g, "A1", bow, "B1")).not.toBeNull();
    const p = powersOf(a.g, "A1").find((x) => x.name === "Hawk Eye")!;
    usePower(a.g, "A1", p, p.clauses[0] as TriggerIR, {});
    expect(coverReason(a.g, "A1", bow, "B1")).toBeNull();
    creatureTurn(a.g, "A1");
    // The Bow hit (15 + 8 against AC 10): 10 damage.
    expect(creature(a, "B1").hp).toBe(30);
    expect(coverReason(a.g, "A1", bow, "B1")).not.toBeNull();
  });
});
