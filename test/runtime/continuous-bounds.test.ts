// Continuous card text that bounds what others may do to an attack, or what the creature
// itself may do: redirects forbidden, powers that turn hits into misses forbidden to some
// creatures, extra minor actions each turn, restrictions on its own turn in a state,
// opportunity attacks that must be made.
// Invented creatures; dice scripted.
// ddm-battle-rules-2011.txt § How to Choose Targets (Redirect Effects); § Resolving Effects
// (Cancellation Effects); § Take Actions Phase; § Opportunity Attacks; § Core Rules and Exceptions
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { opportunityAttacks, resolveAttack } from "../../runtime/ddm/attack.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { mayAct } from "../../runtime/ddm/permissions.js";
import { mayTarget } from "../../runtime/ddm/targeting.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { actionsAllowedOf } from "../../runtime/ddm/values.js";
import { arena, creature, logText, type Arena, type Placement } from "./arena.js";

const stats = `level 4  cost 15  unaligned  factions Wild  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 50`;

const cards: SourceFile = {
  path: "test/continuous-bounds.wb",
  text: `creature "Bog Chieftain" {
  ${stats}
  attack melee basic "Club": +5 vs AC; 10 damage
  power "Meat Shield": immediate action, use when enemy targets this creature: redirect that attack to one adjacent ally
}
creature "Single-Eyed Duelist" {
  ${stats}
  attack melee basic "Rapier": +5 vs AC; 10 damage
  power "Unswerving": enemies cannot redirect its attacks
}
creature "Haughty Noble" {
  ${stats}
  attack melee basic "Cane": +5 vs AC; 10 damage
  power "Haughty": attacks against it cannot be redirected
}
creature "Loyal Guard" {
  ${stats}
  attack melee basic "Halberd": +5 vs AC; 10 damage
  power "Step In": immediate action, use when enemy targets adjacent ally with attack: redirect that attack to this creature
}
creature "Flicker Cat" {
  ${stats}
  attack melee basic "Claw": +5 vs AC; 10 damage
  power "Flicker": immediate interrupt, use when an enemy hits this creature: that attack misses
}
creature "Truthseer" {
  ${stats}
  attack melee basic "Staff": +5 vs AC; 10 damage
  aura 2 "Plain Sight": enemies cannot use miss powers
}
creature "Busy Hands" {
  ${stats}
  attack melee basic "Knife": +5 vs AC; 10 damage
  power "Quick Fingers": takes 1 extra minor action each turn
  power "Tinker": minor action: this creature heals 5
}
creature "Slow Hands" {
  ${stats}
  attack melee basic "Knife": +5 vs AC; 10 damage
  power "Tinker": minor action: this creature heals 5
}
creature "Bloodhound Brute" {
  ${stats}
  attack melee basic "Maul": +5 vs AC; 10 damage
  power "Blood Frenzy": cannot move while on its turn if adjacent to bloodied enemy and cannot attack not bloodied targets while on its turn if adjacent to bloodied enemy
}
creature "Dull Ogre" {
  ${stats}
  attack melee basic "Club": +5 vs AC; 10 damage
  power "Dim Wits": must make opportunity attacks when it can
}
creature "Plain Footman" {
  ${stats}
  attack melee basic "Spear": +5 vs AC; 10 damage
}
`,
};

const field = (placements: Placement[], dice: number[] = [], choices: string[] = []) => arena(placements, { dice, choices, extra: [cards] });
const hit = (a: Arena, attacker: string, target: string) => resolveAttack(a.g, attacker, cardOf(a.g, creature(a, attacker).card).attacks[0]!, target);

describe("ddm-battle-rules-2011.txt § How to Choose Targets (Redirect Effects): redirects forbidden by card text", () => {
  it("without the rule the chieftain's redirect sends a footman's spear onto its ally (control)", () => {
    const a = field([
      { card: "Plain Footman", side: "A", at: [5, 4] },
      { card: "Bog Chieftain", side: "B", at: [5, 5] },
      { card: "Plain Footman", side: "B", at: [6, 5] },
    ], [15], ["use", "B2"]);
    hit(a, "A1", "B1");
    expect(creature(a, "B1").hp).toBe(50);
    expect(creature(a, "B2").hp).toBe(40);
  });

  it("'enemies cannot redirect its attacks': the chieftain's redirect does nothing, the chieftain takes 10", () => {
    const a = field([
      { card: "Single-Eyed Duelist", side: "A", at: [5, 4] },
      { card: "Bog Chieftain", side: "B", at: [5, 5] },
      { card: "Plain Footman", side: "B", at: [6, 5] },
    ], [15], ["use", "B2"]);
    hit(a, "A1", "B1");
    expect(creature(a, "B1").hp).toBe(40);
    expect(creature(a, "B2").hp).toBe(50);
    expect(logText(a).some((t) => t.includes("cannot redirect") && t.includes("Unswerving"))).toBe(true);
  });

  it("'attacks against it cannot be redirected': the guard stepping in does nothing, the noble takes 10", () => {
    const a = field([
      { card: "Plain Footman", side: "A", at: [5, 4] },
      { card: "Haughty Noble", side: "B", at: [5, 5] },
      { card: "Loyal Guard", side: "B", at: [6, 5] },
    ], [15], ["use"]);
    hit(a, "A1", "B1");
    expect(creature(a, "B1").hp).toBe(40);
    expect(creature(a, "B2").hp).toBe(50);
  });
});

describe("ddm-battle-rules-2011.txt § Resolving Effects (Cancellation Effects): 'enemies cannot use miss powers'", () => {
  it("far from the truthseer the cat turns the hit into a miss (control)", () => {
    const a = field([
      { card: "Plain Footman", side: "A", at: [3, 3] },
      { card: "Flicker Cat", side: "B", at: [3, 4] },
      { card: "Truthseer", side: "A", at: [9, 9] },
    ], [15], ["use"]);
    hit(a, "A1", "B1");
    expect(creature(a, "B1").hp).toBe(50);
  });

  it("within its aura the cat is not offered Flicker: the hit stands and it takes 10", () => {
    const a = field([
      { card: "Plain Footman", side: "A", at: [3, 3] },
      { card: "Flicker Cat", side: "B", at: [3, 4] },
      { card: "Truthseer", side: "A", at: [4, 5] },
    ], [15]);
    hit(a, "A1", "B1");
    expect(creature(a, "B1").hp).toBe(40);
    expect(a.decisions.some((d) => d.prompt.includes("Flicker"))).toBe(false);
  });
});

describe("ddm-battle-rules-2011.txt § Take Actions Phase (Minor Action): 'takes 1 extra minor action each turn'", () => {
  it("it uses a minor-action power four times in its turn (minor, extra minor, move and attack spent as minor); a creature without it three", () => {
    const a = field(
      [
        { card: "Busy Hands", side: "A", at: [3, 3], hp: 20 },
        { card: "Slow Hands", side: "B", at: [8, 8], hp: 20 },
      ],
      [],
      ["power:Tinker", "power:Tinker", "power:Tinker", "power:Tinker", "end", "power:Tinker", "power:Tinker", "power:Tinker", "end"],
    );
    creatureTurn(a.g, "A1");
    expect(creature(a, "A1").hp).toBe(40);
    creatureTurn(a.g, "B1");
    expect(creature(a, "B1").hp).toBe(35);
    const last = a.decisions[a.decisions.length - 1]!;
    expect(last.options.find((o) => o.id === "power:Tinker")?.legal ?? false).toBe(false);
    expect(actionsAllowedOf(a.g, "A1").value).toBe(4);
  });

  it("Dazed still caps it at one action", () => {
    const a = field([{ card: "Busy Hands", side: "A", at: [3, 3], conditions: ["Dazed"] }]);
    expect(actionsAllowedOf(a.g, "A1").value).toBe(1);
  });
});

describe("ddm-battle-rules-2011.txt § Core Rules and Exceptions: restrictions on its own turn in a state", () => {
  const place = (): Arena =>
    field([
      { card: "Bloodhound Brute", side: "A", at: [5, 5] },
      { card: "Plain Footman", side: "B", at: [5, 6], hp: 20 },
      { card: "Plain Footman", side: "B", at: [6, 6] },
    ]);

  it("on its turn beside a bloodied enemy it may not move nor attack the unbloodied footman (tier 4), but may attack the bloodied one", () => {
    const a = place();
    a.g.state.active = { creature: "A1", attack: 1, move: 1, minor: 1, taken: 0 };
    const move = mayAct(a.g, "A1", "move");
    expect(move.allowed).toBe(false);
    expect(move.tier).toBe(4);
    const maul = cardOf(a.g, creature(a, "A1").card).attacks[0]!;
    expect(mayTarget(a.g, "A1", maul, "B2").allowed).toBe(false);
    expect(mayTarget(a.g, "A1", maul, "B1").allowed).toBe(true);
  });

  it("with no bloodied enemy beside it the restriction does not hold", () => {
    const a = place();
    creature(a, "B1").hp = 50;
    a.g.state.active = { creature: "A1", attack: 1, move: 1, minor: 1, taken: 0 };
    expect(mayAct(a.g, "A1", "move").allowed).toBe(true);
  });

  it("on another creature's turn the card's restriction is silent (only the core's own-turn rule refuses)", () => {
    const a = place();
    a.g.state.active = { creature: "B2", attack: 1, move: 1, minor: 1, taken: 0 };
    const move = mayAct(a.g, "A1", "move");
    expect(move.tier).toBe(2);
  });
});

describe("ddm-battle-rules-2011.txt § Opportunity Attacks: 'must make opportunity attacks when it can'", () => {
  it("the ogre is not offered to decline and clubs the footman leaving it (10 damage); a footman may decline", () => {
    const a = field([
      { card: "Dull Ogre", side: "A", at: [4, 4] },
      { card: "Plain Footman", side: "A", at: [6, 6] },
      { card: "Plain Footman", side: "B", at: [4, 5] },
      { card: "Plain Footman", side: "B", at: [6, 7] },
    ], [15], ["attack", "decline"]);
    opportunityAttacks(a.g, "B1", "it moves");
    expect(a.decisions[0]!.options.find((o) => o.id === "decline")?.legal).toBe(false);
    expect(creature(a, "B1").hp).toBe(40);
    opportunityAttacks(a.g, "B2", "it moves");
    expect(a.decisions[1]!.options.find((o) => o.id === "decline")?.legal).toBe(true);
    expect(creature(a, "B2").hp).toBe(50);
  });
});
