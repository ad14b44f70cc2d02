// Powers that answer the same moment: the acting player declares first, then the other
// player, and the acting player orders what was declared, which then resolves as if at
// once. At the end of a turn the effects already in place (dangerous terrain) resolve
// before the declarations; a rule option lets the last champion test's winner declare
// and resolve first instead, as at the start of a round (spec A-11).
// ddm-battle-rules-2011.txt § Start of Turn Phase (step 3); § End of Turn Phase (step 3);
// § Resolving Effects (Simultaneous Effects); ../shared/spec/ddm-2011.md P-02, A-11
import { describe, expect, it } from "vitest";
import { makeAttack } from "../../runtime/ddm/attack.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, creature, logText, type Arena } from "./arena.js";

const pieces = {
  path: "test/declarations.wb",
  text: `map "Dread Ground" {
  size 12 x 12
  start A 0,0 to 11,1
  start B 0,10 to 11,11
  victory A 5,8 to 6,9
  victory B 5,2 to 6,3
  terrain dangerous 3,3
}
battle "Dread Battle" {
  scenario Assault
  points 100
  map "Dread Ground"
  side A "Test A"
  side B "Test B"
}
creature "Plain Soldier" {
  level 2  cost 8  unaligned  factions Civilization  keywords Human
  AC 14  Fort 13  Ref 12  Will 12  speed 6  hp 30
  attack melee basic "Spear": +6 vs AC; 10 damage
}
creature "Hearth Warden" {
  level 3  cost 10  good  factions Civilization  keywords Human
  AC 14  Fort 13  Ref 13  Will 13  speed 5  hp 30
  attack melee basic "Staff": +4 vs AC; 5 damage
  power "Warm Welcome": use at start of ally's turn: that ally heals 10
  power "Warm Farewell": use at end of ally's turn: that ally heals 10
  power "Mending Word": whenever an ally hits with a melee attack: that enemy takes 5 damage
}
creature "Gloom Stalker" {
  level 3  cost 10  evil  factions Wild  keywords Shadow
  AC 14  Fort 13  Ref 13  Will 13  speed 5  hp 30
  attack melee basic "Claw": +4 vs AC; 5 damage
  power "Creeping Dread": use at start of enemy's turn: that enemy takes 10 damage
  power "Parting Dread": use at end of enemy's turn: that enemy takes 10 damage
  power "Dark Succour": whenever an ally is hit by a melee attack: that ally heals 10
}
`,
};
const championFirst = {
  path: "test/champion-first.wb",
  text: `layer house "Champion Ends Turns"
house "Champion Ends Turns" {
  option "end of turn declarations start with the last champion-test winner" yes
}
`,
};

const kinds = (a: Arena) => a.decisions.map((d) => `${d.player} ${d.kind}`);
const indexOfLog = (a: Arena, text: string) => logText(a).findIndex((t) => t.includes(text));

describe("ddm-battle-rules-2011.txt § Start of Turn Phase, step 3: the acting player declares, then the other; the acting player orders", () => {
  const turn = (choices: string[]) => {
    const a = arena(
      [
        { card: "Plain Soldier", side: "A", at: [3, 3] },
        { card: "Hearth Warden", side: "A", at: [8, 1] },
        { card: "Gloom Stalker", side: "B", at: [8, 10] },
      ],
      { extra: [pieces], choices },
    );
    creatureTurn(a.g, "A1");
    return a;
  };

  it("A's Warm Welcome is offered first, then B's Creeping Dread; A's player puts the damage first: 30 → 20 → 30", () => {
    const a = turn(["use", "use", "2", "end", "decline", "decline"]);
    expect(kinds(a).slice(0, 4)).toEqual(["0 use-power", "1 use-power", "0 order", "0 action"]);
    expect(a.decisions[2]!.options.map((o) => o.label)).toEqual(["Warm Welcome of Hearth Warden (A2)", "Creeping Dread of Gloom Stalker (B1)"]);
    expect(creature(a, "A1").hp).toBe(30);
  });

  it("the other order: the heal at full hit points does nothing, then the damage lands: 30 → 20", () => {
    const a = turn(["use", "use", "1", "end", "decline", "decline"]);
    expect(creature(a, "A1").hp).toBe(20);
  });

  it("one power declared needs no order", () => {
    const a = turn(["decline", "use", "end", "decline", "decline"]);
    expect(kinds(a).slice(0, 3)).toEqual(["0 use-power", "1 use-power", "0 action"]);
    expect(creature(a, "A1").hp).toBe(20);
  });
});

describe("ddm-battle-rules-2011.txt § End of Turn Phase, step 3 (A-11): effects in place first, then the declarations", () => {
  const endOfTurn = (choices: string[], houseRules: string[] = []) => {
    const a = arena(
      [
        { card: "Plain Soldier", side: "A", at: [3, 3] },
        { card: "Hearth Warden", side: "A", at: [8, 1] },
        { card: "Gloom Stalker", side: "B", at: [8, 10] },
      ],
      { extra: [pieces, championFirst], battle: "Dread Battle", dice: [3], choices, houseRules },
    );
    a.g.state.lastChampionTest = { winner: 1, loser: 0 };
    creatureTurn(a.g, "A1");
    return a;
  };

  it("the dangerous-terrain roll (3: 10 damage) resolves before Warm Farewell and Parting Dread are declared", () => {
    // Start of turn: both start-of-turn powers declined.
    const a = endOfTurn(["decline", "decline", "end", "use", "use", "1"]);
    expect(kinds(a).slice(3)).toEqual(["0 use-power", "1 use-power", "0 order"]);
    const terrain = indexOfLog(a, "takes 10 damage");
    expect(terrain).toBeGreaterThanOrEqual(0);
    expect(terrain).toBeLessThan(indexOfLog(a, "uses Warm Farewell"));
    // 30 - 10 (terrain) + 10 (Warm Farewell, first) - 10 (Parting Dread) = 20.
    expect(creature(a, "A1").hp).toBe(20);
  });

  it("with the option, the last champion test's winner (B) declares and resolves first, then A; no order is asked", () => {
    const a = endOfTurn(["decline", "decline", "end", "use", "use"], ["Champion Ends Turns"]);
    expect(kinds(a).slice(3)).toEqual(["1 use-power", "0 use-power"]);
    expect(indexOfLog(a, "uses Parting Dread")).toBeLessThan(indexOfLog(a, "uses Warm Farewell"));
    // 30 - 10 (terrain) - 10 (Parting Dread) + 10 (Warm Farewell) = 20.
    expect(creature(a, "A1").hp).toBe(20);
  });
});

describe("ddm-battle-rules-2011.txt § Resolving Effects: powers triggered together by an attack resolve in the acting player's order", () => {
  const hit = (order: string) => {
    const a = arena(
      [
        { card: "Plain Soldier", side: "A", at: [3, 3] },
        { card: "Hearth Warden", side: "A", at: [8, 1] },
        { card: "Plain Soldier", side: "B", at: [3, 4], hp: 15 },
        { card: "Gloom Stalker", side: "B", at: [8, 10] },
      ],
      { extra: [pieces], dice: [15], choices: [order] },
    );
    a.g.state.active = { creature: "A1", attack: 1, move: 1, minor: 1 };
    makeAttack(a.g, "A1", cardOf(a.g, "Plain Soldier").attacks[0]!, "B1");
    return a;
  };

  it("the attacker's player orders A's Mending Word and B's Dark Succour: damage first destroys the 5-hp target, the heal comes too late", () => {
    const a = hit("1");
    expect(a.decisions.map((d) => [d.player, d.kind])).toEqual([[0, "order"]]);
    expect(a.decisions[0]!.options.map((o) => o.label)).toEqual(["Mending Word of Hearth Warden (A2)", "Dark Succour of Gloom Stalker (B2)"]);
    expect(creature(a, "B1").status).toBe("destroyed");
  });

  it("heal first: 5 → 15, then 5 damage: 10", () => {
    const a = hit("2");
    expect(creature(a, "B1").hp).toBe(10);
  });
});
