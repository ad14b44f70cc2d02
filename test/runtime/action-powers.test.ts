// Powers used as actions with the card's own limits ("minor action, once per turn: …",
// "replaces move action, while adjacent to an enemy: …") and the effects they give for
// a while (invisible, speed with flight, insubstantial and phasing).
// ddm-battle-rules-2011.txt § Powers and Effects; § Activated Powers; § Actions;
// § Bonuses and Penalties; § How to Choose Targets (Line of Sight)
import { describe, expect, it } from "vitest";
import { endOfTurnEffects } from "../../runtime/ddm/effects.js";
import { speedOf } from "../../runtime/ddm/values.js";
import { sees } from "../../runtime/ddm/sight.js";
import { modesOf } from "../../runtime/ddm/terrain.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { libraryWith } from "../library.js";
import { arena, creature, logText } from "./arena.js";

const limited = {
  path: "test/action-limits.wb",
  text: `creature "Hedge Duelist" {
  level 4  cost 15  good  factions Civilization  keywords Human
  AC 15  Fort 14  Ref 14  Will 14  speed 5  hp 30
  attack melee basic "Rapier": +6 vs AC; 5 damage
  power "Jab": minor action, once per turn: adjacent enemies take 5 damage
  power "Dance Around": replaces move action, while adjacent to an enemy: this creature shifts 3
  power "Second Wind": minor action, once per round, while bloodied: this creature heals 10
}
creature "Tomb Picker" {
  level 2  cost 8  good  factions Civilization  keywords Halfling
  AC 14  Fort 12  Ref 14  Will 12  speed 6  hp 20
  attack melee basic "Knife": +4 vs AC; 5 damage
  power "Pick Locks": replaces attack action, one creature per round in your warband, while it occupies one of its victory areas: you score 5 VP
}
creature "Veil Adept" {
  level 4  cost 15  good  factions Civilization  keywords Human
  AC 15  Fort 14  Ref 14  Will 14  speed 5  hp 30
  attack ranged 10 basic "Dart": +6 vs AC; 5 damage
  power "Fade": minor action: this creature gets invisible until end of turn
  power "Levitate": minor action: this creature gets speed 8 until end of its next turn and this creature gets flight until end of its next turn
  power "Mending Step": minor action: one adjacent ally shifts 1 and one adjacent ally heals 5
}
`,
};
const extra = [limited];

describe("§ Powers and Effects: an action power's own limits", () => {
  it("lowers 'once per turn' and 'while <state>' after the action cost", () => {
    const r = libraryWith(limited);
    expect(r.diagnostics.filter((d) => d.file === limited.path && d.severity === "error")).toEqual([]);
    const duelist = r.ir.creatures.find((c) => c.name === "Hedge Duelist")!;
    const jab = duelist.powers.find((p) => p.name === "Jab")!;
    expect(jab.action).toBe("minor");
    expect(jab.clauses[0]).toMatchObject({ kind: "trigger", event: null, oncePer: "turn", gate: null });
    const dance = duelist.powers.find((p) => p.name === "Dance Around")!;
    expect(dance.clauses[0]).toMatchObject({ gate: { op: "adjacent-enemy" } });
    expect(duelist.powers.find((p) => p.name === "Second Wind")!.clauses[0]).toMatchObject({ oncePer: "round", gate: { op: "bloodied" } });
  });

  it("'once per turn': a second minor action (in the attack action's slot) may not use the power again", () => {
    const a = arena(
      [
        { card: "Hedge Duelist", side: "A", at: [3, 3] },
        { card: "Cinder Goblin Cutter", side: "B", at: [3, 4] },
      ],
      { extra, choices: ["power:Jab", "end"] },
    );
    const hp = creature(a, "B1").hp;
    creatureTurn(a.g, "A1");
    expect(creature(a, "B1").hp).toBe(hp - 5);
    const second = a.decisions[1]!.options.find((o) => o.id === "power:Jab")!;
    expect(second.legal).toBe(false);
    expect(second.why).toMatch(/once per turn/);
  });

  it("'while adjacent to an enemy': refused away from enemies, allowed beside one", () => {
    const away = arena(
      [
        { card: "Hedge Duelist", side: "A", at: [3, 3] },
        { card: "Cinder Goblin Cutter", side: "B", at: [3, 8] },
      ],
      { extra, choices: ["end"] },
    );
    creatureTurn(away.g, "A1");
    const refused = away.decisions[0]!.options.find((o) => o.id === "power:Dance Around")!;
    expect(refused.legal).toBe(false);
    expect(refused.why).toMatch(/adjacent to an enemy/);
    const beside = arena(
      [
        { card: "Hedge Duelist", side: "A", at: [3, 3] },
        { card: "Cinder Goblin Cutter", side: "B", at: [3, 4] },
      ],
      { extra, choices: ["power:Dance Around", "6,3", "end"] },
    );
    creatureTurn(beside.g, "A1");
    expect(creature(beside, "A1").space).toMatchObject({ x: 6, y: 3 });
  });

  it("'once per round, while bloodied': used once while bloodied, refused on a second turn in the same round", () => {
    const a = arena([{ card: "Hedge Duelist", side: "A", at: [3, 3], hp: 12 }], { extra, choices: ["power:Second Wind", "end", "end"] });
    creatureTurn(a.g, "A1");
    expect(creature(a, "A1").hp).toBe(22);
    creature(a, "A1").hp = 12;
    creatureTurn(a.g, "A1");
    const again = a.decisions[2]!.options.find((o) => o.id === "power:Second Wind")!;
    expect(again.legal).toBe(false);
    expect(again.why).toMatch(/once per round/);
  });
});

describe("§ Activated Powers: a use limit the warband shares (warband's own reading)", () => {
  it("'one creature per round in your warband': the first picker in its victory area scores 5 VP, the second is refused that round; next round the second may", () => {
    const a = arena(
      [
        { card: "Tomb Picker", side: "A", at: [5, 8] },
        { card: "Tomb Picker", side: "A", at: [6, 9] },
        { card: "Tomb Picker", side: "B", at: [5, 2] },
      ],
      { extra, choices: ["power:Pick Locks", "end", "end", "power:Pick Locks", "end", "power:Pick Locks", "end"] },
    );
    a.g.state.round = 1;
    creatureTurn(a.g, "A1");
    expect(a.g.state.players[0]!.vp).toBe(5);
    creatureTurn(a.g, "A2");
    const refused = a.decisions[2]!.options.find((o) => o.id === "power:Pick Locks")!;
    expect(refused.legal).toBe(false);
    expect(refused.why).toMatch(/one creature of its warband each round/);
    // The other warband's picker is not limited by side A's use.
    creatureTurn(a.g, "B1");
    expect(a.g.state.players[1]!.vp).toBe(5);
    a.g.state.round = 2;
    creatureTurn(a.g, "A2");
    expect(a.g.state.players[0]!.vp).toBe(10);
  });
});

describe("§ Bonuses and Penalties: what a power gives for a while", () => {
  it("'this creature gets invisible until end of turn': no enemy sees it this turn, and it ends with the turn", () => {
    const a = arena(
      [
        { card: "Veil Adept", side: "A", at: [3, 3] },
        { card: "Cinder Goblin Cutter", side: "B", at: [3, 8] },
      ],
      { extra, choices: ["power:Fade"] },
    );
    expect(sees(a.g, "B1", "A1")).toBe(true);
    // The turn stops at the next decision (no scripted choice is left): the power has resolved.
    expect(() => creatureTurn(a.g, "A1")).toThrow(/no scripted choice/);
    expect(sees(a.g, "B1", "A1")).toBe(false);
    endOfTurnEffects(a.g, "A1");
    expect(sees(a.g, "B1", "A1")).toBe(true);
  });

  it("'speed 8 and flight until end of its next turn' (a card's Speed F8): speed 8 flying", () => {
    const a = arena([{ card: "Veil Adept", side: "A", at: [3, 3] }], { extra, choices: ["power:Levitate", "end"] });
    expect(speedOf(a.g, "A1").value).toBe(5);
    creatureTurn(a.g, "A1");
    expect(speedOf(a.g, "A1").value).toBe(8);
    expect(modesOf(a.g, creature(a, "A1")).flight).toBe(true);
  });

  it("'one adjacent ally shifts 1 and one adjacent ally heals 5': the same ally, picked once", () => {
    const a = arena(
      [
        { card: "Veil Adept", side: "A", at: [3, 3] },
        { card: "Cinder Goblin Cutter", side: "A", at: [4, 3], hp: 10 },
        { card: "Hedge Duelist", side: "A", at: [2, 3], hp: 10 },
      ],
      { extra, choices: ["power:Mending Step", "A2", "5,3", "end"] },
    );
    creatureTurn(a.g, "A1");
    expect(creature(a, "A2").space).toMatchObject({ x: 5, y: 3 });
    expect(creature(a, "A2").hp).toBe(15);
    expect(creature(a, "A3").hp).toBe(10);
  });
});

const attackers = {
  path: "test/action-attacks.wb",
  text: `creature "Web Weaver" {
  level 5  cost 20  evil  factions Underdark  keywords Spider
  AC 16  Fort 15  Ref 15  Will 13  speed 6  hp 40
  attack melee basic "Bite": +6 vs AC; 5 damage
  attack ranged 5 "Web": +6 vs Ref; Immobilized (save ends)
  power "Quick Web": minor action, once per turn: this creature makes "Web" attack
  power "Frenzy": replaces attack action: this creature makes 2 basic attacks
}
creature "Pack Leader" {
  level 5  cost 20  evil  factions Wild  keywords Gnoll
  AC 16  Fort 15  Ref 15  Will 13  speed 6  hp 40
  attack melee basic "Flail": +6 vs AC; 5 damage
  power "Call the Pack": replaces attack action: nearest ally makes a basic melee attack
}
`,
};

describe("§ Making an Attack: attacks of its own card made by a power", () => {
  it("'makes \"Web\" attack': the named attack is rolled and resolved as the card says, as a minor action", () => {
    const a = arena(
      [
        { card: "Web Weaver", side: "A", at: [3, 3] },
        { card: "Cinder Goblin Cutter", side: "B", at: [3, 6] },
      ],
      { extra: [attackers], dice: [15, 1], choices: ["power:Quick Web", "Web:B1", "end"] },
    );
    creatureTurn(a.g, "A1");
    expect(creature(a, "B1").effects.some((e) => e.name === "Immobilized")).toBe(true);
    // The minor action was spent on the power; the attack action is still there, unused.
    expect(a.decisions[2]!.options.find((o) => o.id === "attack:Web:B1")?.legal).toBe(true);
  });

  it("'makes 2 basic attacks': two basic attacks, each hit dealing its damage", () => {
    const a = arena(
      [
        { card: "Web Weaver", side: "A", at: [3, 3] },
        { card: "Cinder Goblin Cutter", side: "B", at: [3, 4] },
      ],
      { extra: [attackers], dice: [15, 15], choices: ["power:Frenzy", "Bite:B1", "Bite:B1", "end"] },
    );
    creatureTurn(a.g, "A1");
    expect(creature(a, "B1").hp).toBe(10);
  });

  it("'nearest ally makes a basic melee attack': the nearest ally attacks, not a farther one nor the user", () => {
    const a = arena(
      [
        { card: "Pack Leader", side: "A", at: [3, 3] },
        { card: "Cinder Goblin Cutter", side: "A", at: [4, 3] },
        { card: "Web Weaver", side: "A", at: [9, 9] },
        { card: "Hedge Duelist", side: "B", at: [5, 3] },
      ],
      { extra: [attackers, limited], dice: [15], choices: ["power:Call the Pack", "Short Blade:B1", "end"] },
    );
    creatureTurn(a.g, "A1");
    expect(creature(a, "B1").hp).toBe(25);
    expect(logText(a).some((t) => /Cinder Goblin Cutter.* attacks .*Hedge Duelist/.test(t))).toBe(true);
  });

  it("a power naming an attack its card does not have is an error (WB336), never a power that does nothing", () => {
    const r = libraryWith({ path: "test/bad-attack.wb", text: attackers.text.replace('makes "Web" attack', 'makes "Net" attack') });
    expect(r.diagnostics.filter((d) => d.file === "test/bad-attack.wb").map((d) => d.code)).toContain("WB336");
  });
});

const chooser = {
  path: "test/trait-subjects.wb",
  text: `creature "Marsh Strangler" {
  level 5  cost 20  evil  factions Wild  keywords Reptile
  AC 16  Fort 15  Ref 15  Will 13  speed 6  hp 40
  attack melee basic "Coil": +6 vs AC; 5 damage
  power "Constrict": minor action: one adjacent Immobilized enemy takes 10 damage
  power "Turning Tide": replaces attack action: bloodied allies within 5 squares heal 10
  power "Goblin Whistle": replaces move action: one Goblin ally within 5 squares shifts 1
  power "Gust": replaces move action: push one adjacent creature 1
}
`,
};

describe("§ How to Choose Targets: subjects marked by a condition, bloodied or a keyword", () => {
  it("'one adjacent Immobilized enemy takes 10 damage': of two adjacent enemies only the Immobilized one can be picked", () => {
    const a = arena(
      [
        { card: "Marsh Strangler", side: "A", at: [3, 3] },
        { card: "Cinder Goblin Cutter", side: "B", at: [3, 4] },
        { card: "Hedge Duelist", side: "B", at: [4, 4], conditions: ["Immobilized"] },
      ],
      { extra: [chooser, limited], choices: ["power:Constrict", "end"] },
    );
    creatureTurn(a.g, "A1");
    expect(creature(a, a.id("Hedge Duelist")).hp).toBe(20);
    expect(creature(a, a.id("Cinder Goblin Cutter")).hp).toBe(20);
  });

  it("'bloodied allies within 5 squares heal 10': the bloodied ally heals, the unhurt one and the far one do not", () => {
    const a = arena(
      [
        { card: "Marsh Strangler", side: "A", at: [3, 3] },
        { card: "Cinder Goblin Cutter", side: "A", at: [5, 3], hp: 8 },
        { card: "Hedge Duelist", side: "A", at: [3, 5], hp: 20 },
        { card: "Web Weaver", side: "A", at: [11, 11], hp: 10 },
      ],
      { extra: [chooser, limited, attackers], choices: ["power:Turning Tide", "end"] },
    );
    creatureTurn(a.g, "A1");
    expect(creature(a, a.id("Cinder Goblin Cutter")).hp).toBe(18);
    expect(creature(a, a.id("Hedge Duelist")).hp).toBe(20);
    expect(creature(a, a.id("Web Weaver")).hp).toBe(10);
  });

  it("'one Goblin ally within 5 squares shifts 1': only the Goblin is offered", () => {
    const a = arena(
      [
        { card: "Marsh Strangler", side: "A", at: [3, 3] },
        { card: "Cinder Goblin Cutter", side: "A", at: [5, 3] },
        { card: "Hedge Duelist", side: "A", at: [3, 5] },
      ],
      { extra: [chooser, limited], choices: ["power:Goblin Whistle", "6,3", "end"] },
    );
    creatureTurn(a.g, "A1");
    expect(creature(a, a.id("Cinder Goblin Cutter")).space).toMatchObject({ x: 6, y: 3 });
    expect(creature(a, a.id("Hedge Duelist")).space).toMatchObject({ x: 3, y: 5 });
  });

  it("'push one adjacent creature 1': an adjacent ally may be the one pushed, away from the power's owner", () => {
    const a = arena(
      [
        { card: "Marsh Strangler", side: "A", at: [3, 3] },
        { card: "Cinder Goblin Cutter", side: "A", at: [4, 3] },
        { card: "Hedge Duelist", side: "B", at: [3, 4] },
      ],
      { extra: [chooser, limited], choices: ["power:Gust", "A2", "5,3", "end"] },
    );
    creatureTurn(a.g, "A1");
    expect(creature(a, "A2").space).toMatchObject({ x: 5, y: 3 });
  });
});

const rechargers = {
  path: "test/recharge-effects.wb",
  text: `creature "Hoarfrost Witch" {
  level 6  cost 25  evil  factions Wild  keywords Hag
  AC 17  Fort 16  Ref 16  Will 18  speed 6  hp 50
  attack melee basic "Claw": +8 vs AC; 5 damage
  attack ranged 6 "Frost Ray" uses 1: +8 vs Ref; 10 cold damage
  attack ranged 10 "Ice Storm" uses 1: +8 vs Ref; 15 cold damage
  power "Draw Power": replaces move action: this creature takes 5 damage and recharge "Frost Ray"
  power "Cold Heart": minor action: recharge "Frost Ray" or "Ice Storm"
}
`,
};

describe("§ Powers and Effects (Rechargeable Powers): 'recharge <name>' as an effect", () => {
  it("'takes 5 damage and recharge \"Frost Ray\"': the spent attack may be used again", () => {
    const a = arena([{ card: "Hoarfrost Witch", side: "A", at: [3, 3] }], { extra: [rechargers], choices: ["power:Draw Power", "end"] });
    creature(a, "A1").spent["Frost Ray"] = 1;
    creatureTurn(a.g, "A1");
    expect(creature(a, "A1").hp).toBe(45);
    expect(creature(a, "A1").spent["Frost Ray"]).toBe(0);
  });

  it("'recharge \"Frost Ray\" or \"Ice Storm\"': with both spent the player picks one; with none spent nothing changes", () => {
    const a = arena([{ card: "Hoarfrost Witch", side: "A", at: [3, 3] }], { extra: [rechargers], choices: ["power:Cold Heart", "Ice Storm", "end"] });
    creature(a, "A1").spent["Frost Ray"] = 1;
    creature(a, "A1").spent["Ice Storm"] = 1;
    creatureTurn(a.g, "A1");
    expect(creature(a, "A1").spent).toMatchObject({ "Frost Ray": 1, "Ice Storm": 0 });
    const b = arena([{ card: "Hoarfrost Witch", side: "A", at: [3, 3] }], { extra: [rechargers], choices: ["power:Cold Heart", "end"] });
    creatureTurn(b.g, "A1");
    expect(logText(b).some((t) => /nothing to recharge/.test(t))).toBe(true);
  });

  it("recharging a name the card lacks, or only names with unlimited uses, is an error (WB336)", () => {
    for (const bad of ['recharge "Frost Ray" or "Hail"', 'recharge "Claw"', 'recharge "Claw" or "Draw Power"']) {
      const r = libraryWith({ path: "test/bad-recharge.wb", text: rechargers.text.replace('recharge "Frost Ray" or "Ice Storm"', bad) });
      expect(r.diagnostics.filter((d) => d.file === "test/bad-recharge.wb").map((d) => d.code)).toContain("WB336");
    }
  });

  it("'recharge \"Ice Storm\" or \"Claw\"': one of two may have unlimited uses; only the spent one is recharged, with no question asked", () => {
    const text = rechargers.text.replace('recharge "Frost Ray" or "Ice Storm"', 'recharge "Ice Storm" or "Claw"');
    expect(libraryWith({ path: "test/recharge-either.wb", text }).diagnostics.filter((d) => d.file === "test/recharge-either.wb" && d.severity === "error")).toEqual([]);
    const a = arena([{ card: "Hoarfrost Witch", side: "A", at: [3, 3] }], { extra: [{ path: "test/recharge-either.wb", text }], choices: ["power:Cold Heart", "end"] });
    creature(a, "A1").spent["Ice Storm"] = 1;
    creatureTurn(a.g, "A1");
    expect(creature(a, "A1").spent["Ice Storm"]).toBe(0);
  });
});

const movers = {
  path: "test/mode-movers.wb",
  text: `creature "Tunnel Wyrm" {
  level 6  cost 25  unaligned  factions Underdark  keywords Beast
  AC 17  Fort 16  Ref 14  Will 14  speed 4  hp 50
  attack melee basic "Maw": +8 vs AC; 10 damage
  power "Earthglide": move action: this creature moves up to its speed with burrow
  power "Bound": replaces move action: this creature moves up to twice its speed
  power "Glide": minor action: this creature shifts up to its speed
  power "Blink": move action: this creature teleports to a square it can see
}
`,
};

describe("§ Move Actions; § Movement Modes: moving by a power with a mode, twice its speed, up to its speed shifting", () => {
  it("'moves up to its speed with burrow': through an enemy's square without provoking, and the mode is gone after the move", () => {
    const a = arena(
      [
        { card: "Tunnel Wyrm", side: "A", at: [3, 3] },
        { card: "Hedge Duelist", side: "B", at: [3, 4] },
      ],
      { extra: [movers, limited], choices: ["power:Earthglide", "3,6", "end"] },
    );
    creatureTurn(a.g, "A1");
    expect(creature(a, "A1").space).toMatchObject({ x: 3, y: 6 });
    expect(a.decisions.some((d) => d.kind === "opportunity-attack")).toBe(false);
    expect(modesOf(a.g, creature(a, "A1")).burrow).toBe(false);
  });

  it("'moves up to twice its speed': 8 squares for speed 4, not 9", () => {
    const a = arena([{ card: "Tunnel Wyrm", side: "A", at: [0, 3] }], { extra: [movers], choices: ["power:Bound", "8,3", "end"] });
    creatureTurn(a.g, "A1");
    expect(creature(a, "A1").space).toMatchObject({ x: 8, y: 3 });
    expect(a.decisions[1]!.options.some((o) => o.id === "9,3")).toBe(false);
  });

  it("'shifts up to its speed': 4 squares away from an adjacent enemy, provoking nothing", () => {
    const a = arena(
      [
        { card: "Tunnel Wyrm", side: "A", at: [3, 3] },
        { card: "Hedge Duelist", side: "B", at: [3, 4] },
      ],
      { extra: [movers, limited], choices: ["power:Glide", "7,3", "end"] },
    );
    creatureTurn(a.g, "A1");
    expect(creature(a, "A1").space).toMatchObject({ x: 7, y: 3 });
    expect(creature(a, "B1").hp).toBe(30);
  });

  it("'teleports to a square it can see': any seen square, however far", () => {
    const a = arena([{ card: "Tunnel Wyrm", side: "A", at: [0, 0] }], { extra: [movers], choices: ["power:Blink", "11,11", "end"] });
    creatureTurn(a.g, "A1");
    expect(creature(a, "A1").space).toMatchObject({ x: 11, y: 11 });
  });
});
