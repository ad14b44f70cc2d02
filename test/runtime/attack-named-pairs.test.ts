// An attack that makes another attack of its card once it has resolved, hit or miss, as
// part of the same action: the cards' "Make a Bite and a Claws attack against the same
// target", "Make a Maul attack, then make an Axe attack against a different target".
// ddm-battle-rules-2011.txt § Attack Roll (Repeated Attacks); § Making an Attack
import { describe, expect, it } from "vitest";
import { makeAttack } from "../../runtime/ddm/attack.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { codes, libraryWith } from "../library.js";
import { arena, creature, logText } from "./arena.js";

const cards = {
  path: "test/named-pairs.wb",
  text: `creature "Fen Hunter" {
  level 5  cost 20  unaligned  factions Wild  keywords Beast
  AC 16  Fort 15  Ref 14  Will 13  speed 6  hp 50
  attack melee basic "Bite": +8 vs AC; 10 damage
  attack melee "Claws": +8 vs AC; 5 damage
  attack melee "Tooth and Claw": +8 vs AC; 10 damage; hit or miss: then make "Claws" attack against same target
  attack melee "Rend Apart": +8 vs AC; 10 damage; hit or miss: then make "Claws" attack against different target
}
creature "Reed Target" {
  level 3  cost 10  unaligned  factions Wild  keywords Construct
  AC 14  Fort 12  Ref 12  Will 12  speed 5  hp 60
  attack melee basic "Thump": +5 vs AC; 5 damage
}
`,
};

function fight(dice: number[], choices: string[] = []) {
  const a = arena(
    [
      { card: "Fen Hunter", side: "A", at: [3, 3] },
      { card: "Reed Target", side: "B", at: [3, 4] },
      { card: "Reed Target", side: "B", at: [4, 4] },
    ],
    { extra: [cards], dice, choices },
  );
  a.g.state.active = { creature: "A1", attack: 1, move: 1, minor: 1 };
  return a;
}
const attack = (a: ReturnType<typeof fight>, name: string) => cardOf(a.g, "Fen Hunter").attacks.find((x) => x.name === name)!;

describe("ddm-battle-rules-2011.txt § Attack Roll (Repeated Attacks): 'then make \"Claws\" attack', hit or miss", () => {
  it("the first roll misses (3), the Claws made after it against the same target hits (15): 5 damage only", () => {
    const a = fight([3, 15], ["0"]);
    makeAttack(a.g, "A1", attack(a, "Tooth and Claw"), "B1");
    expect(creature(a, "B1").hp).toBe(55);
    expect(creature(a, "B2").hp).toBe(60);
    expect(a.decisions.at(-1)!.options.map((o) => o.label.split(" → ")[0])).toEqual(["Claws", "decline"]);
  });

  it("both hit: 10 then 5 on the same target", () => {
    const a = fight([15, 15], ["0"]);
    makeAttack(a.g, "A1", attack(a, "Tooth and Claw"), "B1");
    expect(creature(a, "B1").hp).toBe(45);
  });

  it("'against different target': the Claws may only go to the other target, B2", () => {
    const a = fight([15, 15], ["0"]);
    makeAttack(a.g, "A1", attack(a, "Rend Apart"), "B1");
    expect(a.decisions.at(-1)!.options).toHaveLength(2);
    expect(creature(a, "B1").hp).toBe(50);
    expect(creature(a, "B2").hp).toBe(55);
  });

  it("with only the first target in reach, the different-target Claws has no target and is not made", () => {
    const a = arena(
      [
        { card: "Fen Hunter", side: "A", at: [3, 3] },
        { card: "Reed Target", side: "B", at: [3, 4] },
      ],
      { extra: [cards], dice: [15] },
    );
    makeAttack(a.g, "A1", cardOf(a.g, "Fen Hunter").attacks.find((x) => x.name === "Rend Apart")!, "B1");
    expect(creature(a, "B1").hp).toBe(50);
    expect(logText(a).some((t) => t.includes('has no target for "Claws"'))).toBe(true);
  });

  it("a name the card has no melee or ranged attack of is an error (WB336), never an attack that does nothing", () => {
    const r = libraryWith({ path: "test/bad-pair.wb", text: cards.text.replace('then make "Claws" attack against same', 'then make "Talons" attack against same') });
    expect(codes(r, "test/bad-pair.wb")).toContain("6:3 WB336");
  });
});
