// Rules a creature gives others or keeps for itself beyond the core: the critical range of
// allies while it is bloodied, Blindsight lent to adjacent allies, destruction put off to
// the end of its next turn, allies beside it not flanked. Invented creatures; dice scripted.
// ddm-battle-rules-2011.txt § Attack Roll (Critical Hit); § Flanking; § How to Choose Targets (Invisible);
// § Hit Points (Destroyed); § Continuous Powers; § Core Rules and Exceptions
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { combatAdvantageReasons } from "../../runtime/ddm/combat-advantage.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { sees } from "../../runtime/ddm/sight.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, creature, logText, type Arena, type Placement } from "./arena.js";

const stats = `level 4  cost 15  unaligned  factions Wild  keywords Wolf
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 50`;

const cards: SourceFile = {
  path: "test/lent-rules.wb",
  text: `creature "Howling Alpha" {
  ${stats}
  attack melee basic "Bite": +5 vs AC; 10 damage
  power "Pack Fury": Wolf allies scores critical hits on natural 19 or higher while this creature is bloodied
}
creature "Grey Wolf" {
  ${stats}
  attack melee basic "Bite": +5 vs AC; 10 damage
}
creature "Shield Elder" {
  ${stats}
  attack melee basic "Axe": +5 vs AC; 10 damage
  power "Shield Wall": adjacent Dwarf allies does not grant combat advantage for flanking
}
creature "Dwarf Spearman" {
  level 4  cost 15  unaligned  factions Wild  keywords Dwarf
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 50
  attack melee basic "Spear": +5 vs AC; 10 damage
}
creature "Owl Keeper" {
  ${stats}
  attack melee basic "Talon": +5 vs AC; 10 damage
  aura 1 "Owl Eyes": Dwarf allies ignores conceal within 3 squares and Dwarf allies treats invisible creatures within 3 squares as visible
}
creature "Veiled Thief" {
  ${stats}
  attack melee basic "Dagger": +5 vs AC; 10 damage
  power "Veil": invisible
}
creature "Stubborn Ghoul" {
  ${stats}
  attack melee basic "Claw": +5 vs AC; 10 damage
  power "Grim Tenacity": is not destroyed until end of its next turn
}
`,
};

const field = (placements: Placement[], dice: number[] = [], choices: string[] = []) => arena(placements, { dice, choices, extra: [cards] });
const hit = (a: Arena, attacker: string, target: string) => resolveAttack(a.g, attacker, cardOf(a.g, creature(a, attacker).card).attacks[0]!, target);

describe("ddm-battle-rules-2011.txt § Attack Roll (Critical Hit): allies' critical range while this creature is bloodied", () => {
  it("a natural 19 is a critical hit (20 damage) for the wolf while its alpha is bloodied, a plain hit (10) otherwise", () => {
    const bite = (alphaHp: number) => {
      const a = field([
        { card: "Howling Alpha", side: "A", at: [1, 1], hp: alphaHp },
        { card: "Grey Wolf", side: "A", at: [4, 4] },
        { card: "Grey Wolf", side: "B", at: [4, 5] },
      ], [19]);
      hit(a, "A2", "B1");
      return creature(a, "B1").hp;
    };
    expect(bite(20)).toBe(30);
    expect(bite(50)).toBe(40);
  });
});

describe("ddm-battle-rules-2011.txt § Hit Points (Destroyed): 'not destroyed until end of its next turn'", () => {
  it("a plain wolf at 10 hp hit for 10 is destroyed at once; the ghoul stays in play at 0 hp", () => {
    const a = field([
      { card: "Grey Wolf", side: "A", at: [4, 4] },
      { card: "Grey Wolf", side: "B", at: [4, 5], hp: 10 },
      { card: "Stubborn Ghoul", side: "B", at: [5, 5], hp: 10 },
    ], [15, 15]);
    hit(a, "A1", "B1");
    expect(creature(a, "B1").status).toBe("destroyed");
    hit(a, "A1", "B2");
    expect(creature(a, "B2").hp).toBe(0);
    expect(creature(a, "B2").status).toBe("in-play");
    expect(logText(a).some((t) => t.includes("not destroyed until the end of its next turn"))).toBe(true);
  });

  it("healed meanwhile, it is still destroyed at the end of its next turn", () => {
    const a = field([
      { card: "Grey Wolf", side: "A", at: [4, 4] },
      { card: "Stubborn Ghoul", side: "B", at: [4, 5], hp: 10 },
    ], [15, 15], ["end"]);
    hit(a, "A1", "B1");
    // More damage before its turn does not destroy it either.
    hit(a, "A1", "B1");
    expect(creature(a, "B1").hp).toBe(-10);
    expect(creature(a, "B1").status).toBe("in-play");
    creature(a, "B1").hp = 30;
    creatureTurn(a.g, "B1");
    expect(creature(a, "B1").status).toBe("destroyed");
  });
});

describe("ddm-battle-rules-2011.txt § Flanking: adjacent allies of a keyword not flanked", () => {
  it("two wolves flanking the spearman beside its elder have no combat advantage; away from the elder they do", () => {
    const flanked = (elderAt: [number, number]) => {
      const a = field([
        { card: "Shield Elder", side: "A", at: elderAt },
        { card: "Dwarf Spearman", side: "A", at: [5, 5] },
        { card: "Grey Wolf", side: "B", at: [6, 5] },
        { card: "Grey Wolf", side: "B", at: [4, 5] },
      ]);
      return combatAdvantageReasons(a.g, "B1", "A2").length;
    };
    expect(flanked([5, 4])).toBe(0);
    expect(flanked([1, 1])).toBe(1);
  });
});

describe("ddm-battle-rules-2011.txt § How to Choose Targets (Invisible): Blindsight lent to adjacent allies", () => {
  it("the spearman beside the owl keeper sees the invisible thief 3 squares away; away from the keeper it does not", () => {
    const seen = (keeperAt: [number, number]) => {
      const a = field([
        { card: "Owl Keeper", side: "A", at: keeperAt },
        { card: "Dwarf Spearman", side: "A", at: [5, 5] },
        { card: "Veiled Thief", side: "B", at: [5, 8] },
      ]);
      return sees(a.g, "A2", "B1");
    };
    expect(seen([4, 5])).toBe(true);
    expect(seen([0, 0])).toBe(false);
  });
});
