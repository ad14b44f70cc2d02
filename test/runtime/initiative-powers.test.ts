// Powers around the initiative test and the round's turns: extra initiative dice,
// "use when you win / lose initiative", natural initiative results, "use before rolling
// initiative", victory points scored by a power, "before your first turn in a round"
// and extra creatures to take turns with.
// ddm-battle-rules-2011.txt § Champion Powers; § Champion Test; § The Battle (Game Overview), steps 4 to 6
import { describe, expect, it } from "vitest";
import type { Decision } from "../../runtime/kernel/decisions.js";
import { playRound, rollInitiative, startRound } from "../../runtime/ddm/round.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { attackBonusOf, defenseOf, speedOf } from "../../runtime/ddm/values.js";
import { arena, creature, logText } from "./arena.js";

const initiativeCreatures = {
  path: "test/initiative-creatures.wb",
  text: `creature "Banner Sage" {
  level 6  cost 20  good  factions Civilization  keywords Human  champion 2
  AC 16  Fort 15  Ref 15  Will 15  speed 6  hp 40
  attack melee basic "Staff": +7 vs AC; 10 damage
  champion power "Read the Field": use at start of round: you roll 1 extra d20 for initiative this round
  champion power "Press the Advantage": use when you win initiative: allies get +2 attack until end of round
  champion power "Rally the Rear": use when you lose initiative: this creature heals 10
}
creature "Tally Keeper" {
  level 4  cost 12  good  factions Civilization  keywords Human  champion 1
  AC 15  Fort 14  Ref 14  Will 14  speed 6  hp 30
  attack melee basic "Club": +5 vs AC; 5 damage
  champion power "Hold the Ground": use at start of round while it occupies one of your victory areas: you score 10 VP
}
creature "Chaos Dicer" {
  level 4  cost 12  unaligned  factions Wild  keywords Slaad
  AC 15  Fort 14  Ref 14  Will 14  speed 6  hp 30
  attack melee basic "Claw": +5 vs AC; 5 damage
  power "Wild Surge": whenever your initiative roll is natural 16 to 20: this creature gets +2 speed until end of round
  power "Steady Nerve": use before rolling initiative: this creature heals 5
}
creature "Quick Captain" {
  level 4  cost 12  good  factions Civilization  keywords Human  champion 1
  AC 15  Fort 14  Ref 14  Will 14  speed 6  hp 30
  attack melee basic "Sword": +5 vs AC; 5 damage
  champion power "Forward": use before taking your first turn in a round: you activate 1 extra creature this turn
}
creature "Tide Marshal" {
  level 4  cost 12  good  factions Civilization  keywords Human  champion 1
  AC 15  Fort 14  Ref 14  Will 14  speed 6  hp 30
  attack melee basic "Sword": +5 vs AC; 5 damage
  champion power "Hold or Press": use at start of your turn: choose one you activate 1 extra creature this turn or you activate 1 fewer creature this turn
}
creature "Twin Striker" {
  level 4  cost 12  evil  factions Wild  keywords Goblin
  AC 15  Fort 14  Ref 14  Will 14  speed 6  hp 30
  attack melee basic "Stick": +5 vs AC; 5 damage
  power "Multi-Activation 2"
}
creature "Spite Watcher" {
  level 4  cost 12  good  factions Civilization  keywords Human  champion 1
  AC 15  Fort 14  Ref 14  Will 14  speed 6  hp 30
  attack melee basic "Club": +5 vs AC; 5 damage
  champion power "Spite": use when enemy within 5 squares uses champion power: that enemy is Dazed and you score 5 VP
}
creature "Quiet Leader" {
  level 4  cost 12  good  factions Civilization  keywords Human  champion 2
  AC 15  Fort 14  Ref 14  Will 14  speed 6  hp 30
  attack melee basic "Club": +5 vs AC; 5 damage
  power "Passive": champion rating 0 for initiative
}
creature "Oracle Aide" {
  level 4  cost 12  good  factions Civilization  keywords Human
  AC 15  Fort 14  Ref 14  Will 14  speed 6  hp 30
  attack melee basic "Club": +5 vs AC; 5 damage
  power "Insight": add 1 to your highest champion rating when rolling for initiative
}
creature "Goblin Drummer" {
  level 4  cost 12  evil  size Small  factions Wild  keywords Goblin  champion 1
  AC 15  Fort 14  Ref 14  Will 14  speed 6  hp 30
  attack melee basic "Stick": +5 vs AC; 5 damage
  champion power "War Drum": use at start of round: Goblin creatures in your warband get +2 attack until end of round
}
creature "Omen Reader" {
  level 4  cost 12  good  factions Civilization  keywords Human  champion 1
  AC 15  Fort 14  Ref 14  Will 14  speed 6  hp 30
  attack melee basic "Club": +5 vs AC; 5 damage
  champion power "Bad Omen": use when any initiative roll is natural 1 to 2: this creature gets +4 attack until end of round and allies get +4 attack until end of round
}
creature "Lone Warlord" {
  level 4  cost 12  good  factions Civilization  keywords Human  champion 1
  AC 15  Fort 14  Ref 14  Will 14  speed 6  hp 30
  attack melee basic "Club": +5 vs AC; 5 damage
  champion power "Sole Command": use when you win initiative while it is your only champion in play: you score 30 VP
}
creature "First Striker" {
  level 4  cost 12  good  factions Civilization  keywords Human  champion 1
  AC 15  Fort 14  Ref 14  Will 14  speed 6  hp 30
  attack melee basic "Club": +5 vs AC; 5 damage
  champion power "Seize the Day": use at start of its turn while you won initiative this round: this creature heals 10
}
creature "Fate Caller" {
  level 4  cost 12  good  factions Civilization  keywords Human  champion 1
  AC 15  Fort 14  Ref 14  Will 14  speed 6  hp 30
  attack melee basic "Club": +5 vs AC; 5 damage
  champion power "Call the Odds": use at start of round: "Call the Odds" lasts until end of round; whenever you win initiative while "Call the Odds" lasts: Human creatures get +2 AC until end of round; whenever you lose initiative while "Call the Odds" lasts: Human creatures get +2 attack until end of round
}
creature "Human Drummer" {
  level 4  cost 12  evil  size Small  factions Wild  keywords Human  champion 2
  AC 15  Fort 14  Ref 14  Will 14  speed 6  hp 30
  attack melee basic "Stick": +5 vs AC; 5 damage
  champion power "War Drum": use at start of round: Goblin creatures in your warband get +2 attack until end of round
  champion power "Quick Feet": use at start of round: Small creatures in your warband get +2 speed until end of round
}
`,
};
const extra = [initiativeCreatures];

describe("§ Champion Test: extra initiative dice from a power", () => {
  it("'you roll 1 extra d20 for initiative this round' adds a die to that player's test: it keeps the best of three", () => {
    // A's champion (rating 2 against 0) rolls 3 and its bonus die 4; the power's die rolls 18; B rolls 15.
    const a = arena(
      [
        { card: "Banner Sage", side: "A", at: [3, 3] },
        { card: "Cinder Goblin Cutter", side: "B", at: [3, 9] },
      ],
      { extra, dice: [3, 4, 18, 15], choices: ["use", "decline"] },
    );
    startRound(a.g);
    expect(rollInitiative(a.g)).toBe(0);
    expect(logText(a).some((t) => t.includes("extra die from a power"))).toBe(true);
    expect(a.g.state.lastChampionTest!.naturals).toEqual([18, 15]);
  });

  it("without the power the same dice lose: 4 against 15", () => {
    const a = arena(
      [
        { card: "Banner Sage", side: "A", at: [3, 3] },
        { card: "Cinder Goblin Cutter", side: "B", at: [3, 9] },
      ],
      { extra, dice: [3, 4, 15], choices: ["decline", "use"] },
    );
    startRound(a.g);
    expect(rollInitiative(a.g)).toBe(1);
    expect(creature(a, "A1").hp).toBe(40);
  });

  it("the extra die lasts only for the round it was given in", () => {
    const a = arena([{ card: "Banner Sage", side: "A", at: [3, 3] }, { card: "Cinder Goblin Cutter", side: "B", at: [3, 9] }], { extra, dice: [3, 4, 18, 15, 3, 4, 15], choices: ["use", "decline"] });
    startRound(a.g);
    expect(rollInitiative(a.g)).toBe(0);
    a.g.state.round++;
    // Next round, no power used: A rolls 3 and 4 against 15 and loses.
    a.g.choose = (d: Decision) => d.options.findIndex((o) => o.id === "decline");
    expect(rollInitiative(a.g)).toBe(1);
  });
});

describe("§ Champion Powers: 'use when you win initiative' and 'use when you lose initiative'", () => {
  it("the winner's power is offered first and only to the winner; the loser's power only to the loser", () => {
    // Both champions rate 2: no bonus die. A rolls 12, B rolls 5: A wins.
    const a = arena(
      [
        { card: "Banner Sage", side: "A", at: [3, 3] },
        { card: "Cinder Goblin Cutter", side: "A", at: [4, 3] },
        { card: "Banner Sage", side: "B", at: [3, 9], hp: 20 },
      ],
      { extra, dice: [12, 5], choices: ["decline", "decline", "use", "use"] },
    );
    startRound(a.g);
    expect(rollInitiative(a.g)).toBe(0);
    const offered = a.decisions.slice(2).map((d) => `${d.prompt.match(/^Use (.+?) of /)![1]} to player ${d.player + 1}`);
    expect(offered).toEqual(["Press the Advantage to player 1", "Rally the Rear to player 2"]);
    const goblin = a.id("Cinder Goblin Cutter");
    expect(attackBonusOf(a.g, goblin, cardOf(a.g, creature(a, goblin).card).attacks[0]!).value - cardOf(a.g, creature(a, goblin).card).attacks[0]!.bonus).toBe(2);
    expect(creature(a, a.id("Banner Sage", "B")).hp).toBe(30);
  });
});

describe("§ Champion Test: a natural initiative result", () => {
  it("'whenever your initiative roll is natural 16 to 20' fires on a kept 17, not on a 15", () => {
    const hit = arena([{ card: "Chaos Dicer", side: "A", at: [3, 3] }, { card: "Cinder Goblin Cutter", side: "B", at: [3, 9] }], { extra, dice: [17, 3], choices: ["decline"] });
    rollInitiative(hit.g);
    expect(speedOf(hit.g, "A1").value).toBe(8);
    const miss = arena([{ card: "Chaos Dicer", side: "A", at: [3, 3] }, { card: "Cinder Goblin Cutter", side: "B", at: [3, 9] }], { extra, dice: [15, 3], choices: ["decline"] });
    rollInitiative(miss.g);
    expect(speedOf(miss.g, "A1").value).toBe(6);
  });

  it("'use before rolling initiative' resolves before the test's first die", () => {
    const a = arena([{ card: "Chaos Dicer", side: "A", at: [3, 3], hp: 20 }, { card: "Cinder Goblin Cutter", side: "B", at: [3, 9] }], { extra, dice: [10, 3], choices: ["use"] });
    rollInitiative(a.g);
    expect(creature(a, "A1").hp).toBe(25);
    const log = logText(a);
    expect(log.findIndex((t) => t.includes("Steady Nerve"))).toBeLessThan(log.findIndex((t) => t.includes("champion test (initiative")));
  });
});

describe("§ Champion Test: either player's natural initiative result, the winner's state", () => {
  const clubBonus = (a: ReturnType<typeof arena>, id: string) => {
    const club = cardOf(a.g, creature(a, id).card).attacks[0]!;
    return attackBonusOf(a.g, id, club).value - club.bonus;
  };
  it("'use when any initiative roll is natural 1 to 2' fires on the opponent's kept 1 as on its own player's 2, not on a 3", () => {
    // The Reader (rating 1 against 0) keeps the better of two dice; B rolls one.
    for (const [dice, fires] of [[[9, 3, 1], true], [[2, 1, 14], true], [[9, 3, 3], false]] as const) {
      const a = arena([{ card: "Omen Reader", side: "A", at: [3, 3] }, { card: "Cinder Goblin Cutter", side: "A", at: [5, 3] }, { card: "Cinder Goblin Cutter", side: "B", at: [3, 9] }], { extra, dice: [...dice], choices: ["use"] });
      rollInitiative(a.g);
      expect([clubBonus(a, "A1"), a.decisions.length]).toEqual(fires ? [4, 1] : [0, 0]);
    }
  });

  it("'use when you win initiative while it is your only champion in play': 30 VP alone, nothing beside another champion of its warband", () => {
    const alone = arena([{ card: "Lone Warlord", side: "A", at: [3, 3] }, { card: "Cinder Goblin Cutter", side: "B", at: [3, 9] }], { extra, dice: [12, 3, 5], choices: ["use"] });
    expect(rollInitiative(alone.g)).toBe(0);
    expect(alone.g.state.players.map((p) => p.vp)).toEqual([30, 0]);
    const paired = arena([{ card: "Lone Warlord", side: "A", at: [3, 3] }, { card: "Omen Reader", side: "A", at: [5, 3] }, { card: "Cinder Goblin Cutter", side: "B", at: [3, 9] }], { extra, dice: [12, 3, 5], choices: [] });
    expect(rollInitiative(paired.g)).toBe(0);
    expect(paired.g.state.players.map((p) => p.vp)).toEqual([0, 0]);
  });

  it("'use at start of its turn while you won initiative this round' heals after a won test, not after a lost one nor before any test", () => {
    const run = (dice: number[]) => {
      const a = arena([{ card: "First Striker", side: "A", at: [3, 3], hp: 10 }, { card: "Cinder Goblin Cutter", side: "B", at: [3, 9] }], { extra, dice, choices: ["use", "end"] });
      if (dice.length) rollInitiative(a.g);
      a.g.choose = (d: Decision) => d.options.findIndex((o) => o.id === (d.kind === "use-power" ? "use" : "end"));
      creatureTurn(a.g, "A1");
      return creature(a, "A1").hp;
    };
    // A (rating 1 against 0) keeps 12 or 4 against B's 5.
    expect(run([12, 3, 5])).toBe(20);
    expect(run([4, 3, 5])).toBe(10);
    expect(run([])).toBe(10);
  });
});

describe("§ Champion Powers: used at the start of round, one effect for the initiative's winner and another for its loser", () => {
  it("the Caller's Human ally gets +2 AC when its player wins the test, +2 attack when it loses, once per use", () => {
    const run = (dice: number[]) => {
      const a = arena([{ card: "Fate Caller", side: "A", at: [3, 3] }, { card: "Omen Reader", side: "A", at: [5, 3] }, { card: "Cinder Goblin Cutter", side: "B", at: [3, 9] }], { extra, dice, choices: ["use"] });
      a.g.choose = (d: Decision) => d.options.findIndex((o) => o.id === (d.prompt.includes("Call the Odds") ? "use" : "decline"));
      startRound(a.g);
      rollInitiative(a.g);
      const club = cardOf(a.g, creature(a, "A2").card).attacks[0]!;
      return [defenseOf(a.g, "A2", "AC").value, attackBonusOf(a.g, "A2", club).value - club.bonus];
    };
    // A (two champions of rating 1 against 0) keeps the better of 12 and 3, or of 4 and 3, against B's 5.
    expect(run([12, 3, 5])).toEqual([17, 0]);
    expect(run([4, 3, 5])).toEqual([15, 2]);
  });
});

describe("§ Scenarios and Variants (Assault): victory points scored by a champion power", () => {
  it("'use at start of round while it occupies one of your victory areas: you score 10 VP' scores in its own victory area only", () => {
    // Test Field: victory A on 5,8 to 6,9.
    const inside = arena([{ card: "Tally Keeper", side: "A", at: [5, 8] }, { card: "Cinder Goblin Cutter", side: "B", at: [3, 11] }], { extra, choices: ["use"] });
    startRound(inside.g);
    expect(inside.g.state.players.map((p) => p.vp)).toEqual([10, 0]);
    expect(creature(inside, "A1").championUsed).toBe(1);
    const outside = arena([{ card: "Tally Keeper", side: "A", at: [3, 3] }, { card: "Cinder Goblin Cutter", side: "B", at: [3, 11] }], { extra });
    startRound(outside.g);
    expect(outside.decisions).toHaveLength(0);
    expect(outside.g.state.players.map((p) => p.vp)).toEqual([0, 0]);
  });
});

describe("§ The Battle, step 6: 'before your first turn in a round' and extra creatures to take turns with", () => {
  it("'you activate 1 extra creature this turn' lets the first player take two creature-turns instead of one", () => {
    const goblins = (side: "A" | "B", y: number) => [0, 2, 4].map((x) => ({ card: "Cinder Goblin Cutter", side, at: [x, y] as [number, number] }));
    const run = (use: boolean) => {
      // Initiative: A (rating 1 against 0) rolls 15 and 2, B rolls 3: A wins and goes first.
      const a = arena([{ card: "Quick Captain", side: "A", at: [8, 0] }, ...goblins("A", 0), ...goblins("B", 11)], { extra, dice: [15, 2, 3] });
      a.g.state.round = 0;
      a.g.choose = (d: Decision) =>
        d.options.findIndex((o) => o.legal && (d.kind !== "action" || o.id === "end") && (d.kind !== "initiative" || o.id === "first") && (d.kind !== "use-power" || o.id === (use ? "use" : "decline")));
      playRound(a.g);
      return a.g.state.log.filter((e) => e.kind === "turn").map((e) => (e.data!.creature as string)[0]).join("");
    };
    // Four creatures against three: A, BB, AA, B, then A's last one; with the power A takes two first.
    expect(run(false)).toBe("ABBAABA");
    expect(run(true)).toBe("AABBAAB");
  });

  it("'activate 1 more or 1 fewer creature': the player picks; one fewer in its two-creature player-turn leaves one, held for later", () => {
    const goblins = (side: "A" | "B", y: number) => [0, 2, 4].map((x) => ({ card: "Cinder Goblin Cutter", side, at: [x, y] as [number, number] }));
    // pick: the alternative taken ("1" more, "2" fewer) the first time A is offered the power; declined after.
    const run = (pick: "1" | "2" | null) => {
      // Initiative: A (rating 1 against 0) rolls 15 and 2, B rolls 3: A wins and goes first.
      const a = arena([{ card: "Tide Marshal", side: "A", at: [8, 0] }, ...goblins("A", 0), ...goblins("B", 11)], { extra, dice: [15, 2, 3] });
      a.g.state.round = 0;
      let offers = 0;
      a.g.choose = (d: Decision) => {
        if (d.kind === "use-power") {
          const answer = pick && offers++ === 1 ? "use" : "decline";
          return d.options.findIndex((o) => o.id === answer);
        }
        if (d.kind === "choose-effect") return d.options.findIndex((o) => o.id === pick);
        return d.options.findIndex((o) => o.legal && (d.kind !== "action" || o.id === "end") && (d.kind !== "initiative" || o.id === "first"));
      };
      playRound(a.g);
      return a.g.state.log.filter((e) => e.kind === "turn").map((e) => (e.data!.creature as string)[0]).join("");
    };
    // Four against three; the power is used at the start of A's second player-turn (its first is one creature-turn).
    expect(run(null)).toBe("ABBAABA");
    expect(run("1")).toBe("ABBAAAB");
    expect(run("2")).toBe("ABBABAA");
  });
});

describe("§ How to Choose Targets: 'Goblin creatures in your warband', 'Small creatures in your warband'", () => {
  const bonus = (a: ReturnType<typeof arena>, id: string) => {
    const attack = cardOf(a.g, creature(a, id).card).attacks[0]!;
    return attackBonusOf(a.g, id, attack).value - attack.bonus;
  };
  it("reach the power's owner when it has the keyword, its allies with it, and no enemy", () => {
    const a = arena(
      [
        { card: "Goblin Drummer", side: "A", at: [3, 3] },
        { card: "Cinder Goblin Cutter", side: "A", at: [4, 3] },
        { card: "Cinder Goblin Cutter", side: "B", at: [4, 9] },
      ],
      { extra, choices: ["use"] },
    );
    startRound(a.g);
    expect([bonus(a, "A1"), bonus(a, a.id("Cinder Goblin Cutter", "A")), bonus(a, a.id("Cinder Goblin Cutter", "B"))]).toEqual([2, 2, 0]);
  });

  it("leave out the owner without the keyword; a size word names creatures of that size", () => {
    const a = arena(
      [
        { card: "Human Drummer", side: "A", at: [3, 3] },
        { card: "Cinder Goblin Cutter", side: "A", at: [4, 3] },
      ],
      { extra, choices: ["use", "use", "1"] },
    );
    startRound(a.g);
    expect([bonus(a, "A1"), bonus(a, a.id("Cinder Goblin Cutter", "A"))]).toEqual([0, 2]);
    // The Small drummer gets +2 speed; the Medium goblin does not.
    expect([speedOf(a.g, "A1").value, speedOf(a.g, a.id("Cinder Goblin Cutter", "A")).value]).toEqual([8, 6]);
  });
});

describe("§ The Battle, step 6: Multi-Activation", () => {
  it("'Multi-Activation 2' takes two creature-turns in its player's alternation, each with its own start of turn", () => {
    const run = (card: string) => {
      // Initiative: A rolls 15, B rolls 3: A wins and goes first; every creature just ends its turn.
      const a = arena([{ card, side: "A", at: [8, 0] }, { card: "Cinder Goblin Cutter", side: "A", at: [0, 0] }, ...[0, 2, 4].map((x) => ({ card: "Cinder Goblin Cutter", side: "B" as const, at: [x, 11] as [number, number] }))], { extra, dice: [15, 3] });
      a.g.state.round = 0;
      a.g.choose = (d: Decision) => d.options.findIndex((o) => o.legal && (d.kind !== "action" || o.id === "end") && (d.kind !== "initiative" || o.id === "first") && (d.kind !== "activate" || o.id === "A1" || !d.options.some((x) => x.id === "A1")));
      playRound(a.g);
      return { order: a.g.state.log.filter((e) => e.kind === "turn").map((e) => (e.data!.creature as string)[0]).join(""), turns: creature(a, "A1").turns };
    };
    expect(run("Twin Striker")).toEqual({ order: "ABBAAB", turns: 2 });
    expect(run("Cinder Goblin Cutter")).toEqual({ order: "ABBAB", turns: 1 });
  });
});

describe("§ Champion Powers: 'use when an enemy within 5 squares uses a champion power'", () => {
  it("once the enemy champion's power has resolved, the watcher dazes it and scores; an enemy farther away sets nothing off", () => {
    const near = arena(
      [
        { card: "Banner Sage", side: "A", at: [3, 3] },
        { card: "Spite Watcher", side: "B", at: [3, 7] },
      ],
      { extra, choices: ["use", "use"] },
    );
    startRound(near.g);
    const sage = near.id("Banner Sage");
    expect(creature(near, sage).effects.map((e) => e.name)).toContain("Dazed");
    expect(near.g.state.players.map((p) => p.vp)).toEqual([0, 5]);
    const log = logText(near);
    expect(log.findIndex((t) => t.includes("uses Read the Field"))).toBeLessThan(log.findIndex((t) => t.includes("uses Spite")));
    const far = arena(
      [
        { card: "Banner Sage", side: "A", at: [3, 1] },
        { card: "Spite Watcher", side: "B", at: [3, 10] },
      ],
      { extra, choices: ["use"] },
    );
    startRound(far.g);
    expect(far.decisions).toHaveLength(1);
    expect(far.g.state.players.map((p) => p.vp)).toEqual([0, 0]);
  });
});

describe("§ Champion Test: the champion rating that counts for initiative", () => {
  const goblinB = { card: "Cinder Goblin Cutter", side: "B" as const, at: [3, 9] as [number, number] };
  it("'champion rating 0 for initiative': the champion rolls one die like its opponent (3 against 15)", () => {
    const a = arena([{ card: "Quiet Leader", side: "A", at: [3, 3] }, goblinB], { extra, dice: [3, 15] });
    expect(rollInitiative(a.g)).toBe(1);
    expect(a.dice.remaining()).toBe(0);
  });

  it("a Dazed champion counts no rating (spec A-07): one die each", () => {
    const a = arena([{ card: "Banner Sage", side: "A", at: [3, 3], conditions: ["Dazed"] }, goblinB], { extra, dice: [3, 15] });
    expect(rollInitiative(a.g)).toBe(1);
    expect(a.dice.remaining()).toBe(0);
  });

  it("'add 1 to your highest champion rating': 2 + 1 beats the opponent's 2 on a tied roll", () => {
    const b = { card: "Banner Sage", side: "B" as const, at: [3, 9] as [number, number] };
    // With the aide, A rates 3 against 2: A rolls a bonus die (9 and 4), B rolls 9: tied at 9, the higher rating wins.
    const a = arena([{ card: "Banner Sage", side: "A", at: [3, 3] }, { card: "Oracle Aide", side: "A", at: [4, 3] }, b], { extra, dice: [9, 4, 9], choices: ["decline", "decline", "decline"] });
    expect(rollInitiative(a.g)).toBe(0);
  });
});
