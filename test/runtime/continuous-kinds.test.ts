// Continuous powers naming kinds of attacks, sizes of enemies and the creatures around it:
// "creatures within 2 squares cannot make close attacks", "can move through Medium or
// smaller enemies", "adjacent enemies score no vp for occupying victory areas". Every
// creature and number is invented for these tests.
// ddm-battle-rules-2011.txt § Making an Attack; § Core Rules and Exceptions; § Legal Position (Enemy); § Assault
import { describe, expect, it } from "vitest";
import { cardOf } from "../../runtime/ddm/game.js";
import { reachable } from "../../runtime/ddm/movement.js";
import { mayAct } from "../../runtime/ddm/permissions.js";
import { scoreVictoryAreas } from "../../runtime/ddm/scoring.js";
import { arena, type Placement } from "./arena.js";

const content = {
  path: "test/continuous-kinds.wb",
  text: `creature "Hush Sprite" {
  level 3  cost 12  unaligned  factions Wild  keywords Fey
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Pinch": +5 vs AC; 5 damage
  power "Hush Field": creatures within 2 squares cannot make close attacks and creatures within 2 squares cannot make area attacks
}
creature "Flame Caller" {
  level 3  cost 12  unaligned  factions Wild  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Staff": +5 vs AC; 5 damage
  attack close blast 3 "Flame Fan": +5 vs Ref; 10 fire damage
  attack ranged 10 "Fire Dart": +5 vs Ref; 5 fire damage
}
creature "Stomping Giant" {
  level 8  cost 30  unaligned  factions Wild  keywords Giant
  size Large
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 80
  attack melee basic "Stomp": +5 vs AC; 10 damage
  power "Underfoot": can move through Medium or smaller enemies
}
creature "Big Ogre" {
  level 5  cost 20  unaligned  factions Wild  keywords Giant
  size Large
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 60
  attack melee basic "Club": +5 vs AC; 10 damage
}
creature "Hoard Dragonet" {
  level 3  cost 12  unaligned  factions Wild  keywords Dragon
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Bite": +5 vs AC; 5 damage
  power "Jealous": adjacent enemies score no vp for occupying victory areas
}
`,
};

const field = (placements: Placement[]) => arena(placements, { extra: [content] });
/** A Large creature's space in reachable's keys: its corner and its size. */
const space = (x: number, y: number) => `${x},${y},2`;

describe("ddm-battle-rules-2011.txt § Making an Attack; § Core Rules and Exceptions: close and area attacks forbidden near it", () => {
  it("within 2 squares of the sprite the caller may not use its close blast (tier 4) but may still throw a ranged dart; 3 squares away the blast is allowed", () => {
    const near = field([
      { card: "Hush Sprite", side: "A", at: [5, 5] },
      { card: "Flame Caller", side: "B", at: [5, 7] },
    ]);
    const caller = cardOf(near.g, "Flame Caller");
    const fan = caller.attacks.find((x) => x.name === "Flame Fan")!;
    const dart = caller.attacks.find((x) => x.name === "Fire Dart")!;
    const blocked = mayAct(near.g, "B1", "attack", { attack: fan });
    expect(blocked.allowed).toBe(false);
    expect(blocked.verdicts.find((v) => v.status === "decides")?.tier).toBe(4);
    expect(mayAct(near.g, "B1", "attack", { attack: dart }).allowed).toBe(true);
    const far = field([
      { card: "Hush Sprite", side: "A", at: [5, 5] },
      { card: "Flame Caller", side: "B", at: [5, 8] },
    ]);
    expect(mayAct(far.g, "B1", "attack", { attack: fan }).allowed).toBe(true);
  });
});

describe("ddm-battle-rules-2011.txt § Legal Position (Enemy): moving through enemies of a size", () => {
  it("the giant walks through a Medium goblin's square but not through a Large ogre's", () => {
    // Straight down through the enemies is the only way within the allowance: going round a 2-square-wide body costs more.
    const goblin = field([
      { card: "Stomping Giant", side: "A", at: [4, 2] },
      { card: "Cinder Goblin Cutter", side: "B", at: [4, 4] },
      { card: "Cinder Goblin Cutter", side: "B", at: [5, 4] },
    ]);
    expect(reachable(goblin.g, "A1", 3).has(space(4, 5))).toBe(true);
    const ogre = field([
      { card: "Stomping Giant", side: "A", at: [4, 2] },
      { card: "Big Ogre", side: "B", at: [4, 4] },
    ]);
    expect(reachable(ogre.g, "A1", 4).has(space(4, 6))).toBe(false);
  });
});

describe("ddm-battle-rules-2011.txt § Assault (Occupying victory areas): enemies beside it score nothing for a victory area", () => {
  it("side B's creature in its victory area beside the dragonet scores no VP; one square farther it scores 5", () => {
    // The arena's victory area of side B is 5,2 to 6,3.
    const beside = field([
      { card: "Hoard Dragonet", side: "A", at: [5, 4] },
      { card: "Cinder Goblin Cutter", side: "B", at: [5, 3] },
    ]);
    scoreVictoryAreas(beside.g);
    expect(beside.g.state.players[1]!.vp).toBe(0);
    const apart = field([
      { card: "Hoard Dragonet", side: "A", at: [5, 5] },
      { card: "Cinder Goblin Cutter", side: "B", at: [5, 3] },
    ]);
    scoreVictoryAreas(apart.g);
    expect(apart.g.state.players[1]!.vp).toBe(5);
  });
});
