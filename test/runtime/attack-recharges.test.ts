// Recharge conditions on what the creature does with its own attacks and powers: it uses
// a power by name or a champion power, its attack hits or misses, it did not move or did
// not attack in the turn it ends, no creature is affected by its attack any longer.
// ddm-battle-rules-2011.txt § Powers and Effects (Rechargeable Powers)
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { endOfTurnEffects } from "../../runtime/ddm/effects.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { startRound } from "../../runtime/ddm/round.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, type Arena, attackOf, creature } from "./arena.js";
import { strawTarget } from "./test-creatures.js";

const cards: SourceFile = {
  path: "test/attack-recharges.wb",
  text: `creature "Stone Warden" {
  level 6  cost 20  unaligned  factions Wild  keywords Human
  AC 15  Fort 14  Ref 13  Will 16  speed 6  hp 60
  attack melee basic "Fist": +8 vs AC; 5 damage
  attack melee "Stone Fist" uses 1 recharge when this creature uses "Fist": +8 vs AC; 10 damage
  attack melee "Wild Swing" uses 1 recharge when this creature misses with "Wild Swing" attack: +8 vs AC; 20 damage
  attack ranged 10 "Crossbow" uses 1 recharge when end of its turn if it did not move this turn: +8 vs AC; 10 damage
  attack ranged 10 "Blowgun" uses 1 recharge when end of its turn if it did not attack this turn: +8 vs AC; 5 damage
}
`,
};


function field(opts: { dice?: number[]; choices?: string[]; far?: boolean } = {}): Arena {
  return arena(
    [
      { card: "Stone Warden", side: "A", at: [3, 3] },
      { card: "Straw Target", side: "B", at: opts.far ? [3, 8] : [3, 4] },
    ],
    { extra: [cards, strawTarget], dice: opts.dice ?? [], choices: opts.choices ?? [] },
  );
}

describe("recharges on the creature's own attacks (ddm-battle-rules-2011.txt § Powers and Effects, Rechargeable Powers)", () => {
  it("'when this creature uses \"Fist\"': using that attack recharges Stone Fist; using Stone Fist itself does not", () => {
    const a = field({ dice: [15, 15] });
    creature(a, "A1").spent = { "Stone Fist": 1 };
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Stone Fist"), "B1");
    expect(creature(a, "A1").spent["Stone Fist"]).toBe(2);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Fist"), "B1");
    expect(creature(a, "A1").spent["Stone Fist"]).toBe(1);
  });

  it("'when this creature misses with \"Wild Swing\" attack': a miss gives the use back, a hit does not", () => {
    const hit = field({ dice: [15] });
    resolveAttack(hit.g, "A1", attackOf(hit, "A1", "Wild Swing"), "B1");
    expect(creature(hit, "A1").spent["Wild Swing"]).toBe(1);
    const miss = field({ dice: [2] });
    resolveAttack(miss.g, "A1", attackOf(miss, "A1", "Wild Swing"), "B1");
    expect(creature(miss, "A1").spent["Wild Swing"]).toBe(0);
  });

  it("'end of its turn if it did not move this turn': a turn spent standing recharges the crossbow; a turn with a shift does not", () => {
    const still = field({ choices: ["end"], far: true });
    creature(still, "A1").spent = { Crossbow: 1 };
    creatureTurn(still.g, "A1");
    expect(creature(still, "A1").spent.Crossbow).toBe(0);
    const moving = field({ choices: ["shift:4,3", "end"], far: true });
    creature(moving, "A1").spent = { Crossbow: 1 };
    creatureTurn(moving.g, "A1");
    expect(creature(moving, "A1").space).toMatchObject({ x: 4, y: 3 });
    expect(creature(moving, "A1").spent.Crossbow).toBe(1);
  });

  it("'end of its turn if it did not attack this turn': a turn with an attack keeps the blowgun spent", () => {
    const idle = field({ choices: ["end"], far: true });
    creature(idle, "A1").spent = { Blowgun: 1 };
    creatureTurn(idle.g, "A1");
    expect(creature(idle, "A1").spent.Blowgun).toBe(0);
    const shooting = field({ choices: ["attack:Crossbow:B1", "end"], far: true, dice: [15] });
    creature(shooting, "A1").spent = { Blowgun: 1 };
    creatureTurn(shooting.g, "A1");
    expect(creature(shooting, "B1").hp).toBe(90);
    expect(creature(shooting, "A1").spent.Blowgun).toBe(1);
  });
});

const gripper: SourceFile = {
  path: "test/attack-recharge-affected.wb",
  text: `creature "Stone Gripper" {
  level 6  cost 20  unaligned  factions Wild  keywords Construct
  AC 15  Fort 14  Ref 13  Will 16  speed 5  hp 60
  attack melee basic "Fist": +8 vs AC; 5 damage
  attack melee "Stone Grip" uses 1 recharge when no creature is affected by "Stone Grip": +8 vs AC; 10 damage and Immobilized (save ends)
}
`,
};

describe("'recharge when no creature is affected by \"Stone Grip\"' (ddm-battle-rules-2011.txt § Powers and Effects, Rechargeable Powers)", () => {
  function grip(dice: number[], hp?: number): Arena {
    return arena(
      [
        { card: "Stone Gripper", side: "A", at: [3, 3] },
        { card: "Straw Target", side: "B", at: [3, 4], ...(hp !== undefined ? { hp } : {}) },
      ],
      { extra: [cards, strawTarget, gripper], dice },
    );
  }
  const stoneGrip = (a: Arena) => cardOf(a.g, creature(a, "A1").card).attacks.find((x) => x.name === "Stone Grip")!;

  it("spent while its target is Immobilized; the save that ends it gives the use back", () => {
    const a = grip([15, 14]);
    resolveAttack(a.g, "A1", stoneGrip(a), "B1");
    expect(creature(a, "A1").spent["Stone Grip"]).toBe(1);
    expect(creature(a, "B1").effects.map((e) => e.name)).toEqual(["Immobilized"]);
    endOfTurnEffects(a.g, "B1");
    expect(creature(a, "B1").effects).toEqual([]);
    expect(creature(a, "A1").spent["Stone Grip"]).toBe(0);
  });

  it("a failed save keeps it spent; the target destroyed while Immobilized gives the use back", () => {
    const a = grip([15, 3, 15], 15);
    resolveAttack(a.g, "A1", stoneGrip(a), "B1");
    endOfTurnEffects(a.g, "B1");
    expect(creature(a, "A1").spent["Stone Grip"]).toBe(1);
    resolveAttack(a.g, "A1", cardOf(a.g, creature(a, "A1").card).attacks[0]!, "B1");
    expect(creature(a, "B1").status).toBe("destroyed");
    expect(creature(a, "A1").spent["Stone Grip"]).toBe(0);
  });
});

const grappler: SourceFile = {
  path: "test/attack-recharge-state.wb",
  text: `creature "Moss Grappler" {
  level 6  cost 20  unaligned  factions Wild  keywords Beast
  AC 15  Fort 14  Ref 13  Will 16  speed 5  hp 60
  attack melee basic "Paw": +8 vs AC; 5 damage
  attack melee "Clutch" uses 1 recharge when end of any turn if not adjacent to Immobilized enemy: +8 vs AC; 10 damage and Immobilized (save ends)
}
`,
};

// A recharge condition that is a state alone ("RECHARGE if no Immobilized enemy is adjacent to this creature"):
// the rulebook does not say when a state is looked at; warband's own reading looks at each turn's end.
describe("'recharge when end of any turn if not adjacent to Immobilized enemy' (ddm-battle-rules-2011.txt § Powers and Effects, Rechargeable Powers)", () => {
  function near(conditions: string[], choices: string[]): Arena {
    return arena(
      [
        { card: "Moss Grappler", side: "A", at: [3, 3] },
        { card: "Straw Target", side: "B", at: [3, 4], conditions },
      ],
      { extra: [strawTarget, grappler], choices },
    );
  }

  it("its own turn ending beside an Immobilized enemy keeps the use spent", () => {
    const a = near(["Immobilized"], ["end"]);
    creature(a, "A1").spent = { Clutch: 1 };
    creatureTurn(a.g, "A1");
    expect(creature(a, "B1").effects.map((e) => e.name)).toEqual(["Immobilized"]);
    expect(creature(a, "A1").spent.Clutch).toBe(1);
  });

  it("its own turn ending beside an enemy that is not Immobilized gives the use back", () => {
    const a = near([], ["end"]);
    creature(a, "A1").spent = { Clutch: 1 };
    creatureTurn(a.g, "A1");
    expect(creature(a, "A1").spent.Clutch).toBe(0);
  });

  it("another creature's turn ending gives it back too, once the state holds", () => {
    const a = near([], ["end"]);
    creature(a, "A1").spent = { Clutch: 1 };
    creatureTurn(a.g, "B1");
    expect(creature(a, "A1").spent.Clutch).toBe(0);
  });
});

const whisperer: SourceFile = {
  path: "test/attack-recharge-round.wb",
  text: `creature "Moor Whisperer" {
  level 6  cost 20  unaligned  factions Wild  keywords Fey
  AC 15  Fort 14  Ref 13  Will 16  speed 5  hp 60
  attack melee basic "Claw": +8 vs AC; 5 damage
  attack melee "Nag" uses 1 recharge when start of round if no creature is affected by "Nag": +8 vs Will; Slowed (save ends)
}
`,
};

describe("'recharge when start of round if no creature is affected by \"Nag\"' (ddm-battle-rules-2011.txt § Powers and Effects, Rechargeable Powers)", () => {
  function nag(dice: number[]): Arena {
    return arena(
      [
        { card: "Moor Whisperer", side: "A", at: [3, 3] },
        { card: "Straw Target", side: "B", at: [3, 4] },
      ],
      { extra: [strawTarget, whisperer], dice },
    );
  }
  const nagOf = (a: Arena) => cardOf(a.g, creature(a, "A1").card).attacks.find((x) => x.name === "Nag")!;

  it("a round starting while its target is still Slowed keeps it spent; one starting after the save gives it back", () => {
    const a = nag([15, 3, 15]);
    resolveAttack(a.g, "A1", nagOf(a), "B1");
    endOfTurnEffects(a.g, "B1");
    startRound(a.g);
    expect(creature(a, "A1").spent.Nag).toBe(1);
    endOfTurnEffects(a.g, "B1");
    expect(creature(a, "B1").effects).toEqual([]);
    expect(creature(a, "A1").spent.Nag).toBe(1);
    startRound(a.g);
    expect(creature(a, "A1").spent.Nag).toBe(0);
  });
});
