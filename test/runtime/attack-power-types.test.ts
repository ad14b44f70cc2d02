// Power types printed in parentheses on attacks ("Immobilized (Poison)"): the attack keeps
// its type, and the type changes nothing unless a creature is immune to it. Immune to poison
// damage is not immune to a Poison attack's other effects: Immune Damage speaks of damage only.
// ddm-battle-rules-2011.txt § Powers and Effects (Type); § Immune Damage
import { describe, expect, it } from "vitest";
import { makeAttack } from "../../runtime/ddm/attack.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { conditionsOf } from "../../runtime/ddm/in-force.js";
import { arena, creature } from "./arena.js";

const cards = {
  path: "test/power-types.wb",
  text: `creature "Thorn Sprite" {
  level 3  cost 10  unaligned  factions Wild  keywords Fey
  AC 15  Fort 13  Ref 15  Will 13  speed 6  hp 30
  attack melee basic "Prick": +6 vs AC; 5 damage
  attack ranged 5 "Thorn Dart" type Poison: +6 vs Fort; 5 poison damage and Immobilized
}
creature "Bog Golem" {
  level 4  cost 15  unaligned  factions Wild  keywords Construct
  AC 14  Fort 16  Ref 12  Will 12  speed 5  hp 50
  attack melee basic "Slam": +6 vs AC; 10 damage
  power "Inert Body": immune poison
}
creature "Marsh Hare" {
  level 1  cost 5  unaligned  factions Wild  keywords Beast
  AC 12  Fort 12  Ref 12  Will 12  speed 7  hp 20
  attack melee basic "Nip": +3 vs AC; 5 damage
}
`,
};

function range(dice: number[]) {
  const a = arena(
    [
      { card: "Thorn Sprite", side: "A", at: [3, 3] },
      { card: "Bog Golem", side: "B", at: [3, 6] },
      { card: "Marsh Hare", side: "B", at: [5, 6] },
    ],
    { extra: [cards], dice },
  );
  a.g.state.active = { creature: "A1", attack: 1, move: 1, minor: 1 };
  return a;
}
const dart = (a: ReturnType<typeof range>) => cardOf(a.g, "Thorn Sprite").attacks.find((x) => x.name === "Thorn Dart")!;

describe("ddm-battle-rules-2011.txt § Powers and Effects (Type): a Poison attack", () => {
  it("keeps its type, and Immobilizes a creature with no immunity (5 poison damage too)", () => {
    const a = range([15]);
    expect(dart(a).types).toEqual(["Poison"]);
    makeAttack(a.g, "A1", dart(a), "B2");
    expect(creature(a, "B2").hp).toBe(15);
    expect(conditionsOf(a.g, "B2").has("immobilized")).toBe(true);
  });

  it("§ Immune Damage: immune to poison damage takes none of the 5, yet is Immobilized", () => {
    const a = range([15]);
    makeAttack(a.g, "A1", dart(a), "B1");
    expect(creature(a, "B1").hp).toBe(50);
    expect(conditionsOf(a.g, "B1").has("immobilized")).toBe(true);
  });
});
