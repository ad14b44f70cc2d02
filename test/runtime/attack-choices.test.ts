// Choices between effects ("15 acid OR 15 fire damage") and riders that depend on how
// many of an action's repeated attacks hit ("if both attacks hit, the target is also
// Dazed"). The acting player decides through the decision interface.
// ddm-battle-rules-2011.txt § Activated Powers; § Resolving Effects; § Attack Roll (Repeated Attacks, Critical Hits); § Damage Types
import { describe, expect, it } from "vitest";
import { makeAttack } from "../../runtime/ddm/attack.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { usePower } from "../../runtime/ddm/powers.js";
import { libraryWith } from "../library.js";
import { arena, creature, logText, type Arena } from "./arena.js";

const chooser = {
  path: "test/choosers.wb",
  text: `creature "Prism Drake" {
  level 6  cost 25  unaligned  factions Wild  keywords Dragon
  AC 18  Fort 16  Ref 16  Will 15  speed 5  hp 50
  attack melee basic "Bite": +6 vs AC; 10 damage
  attack ranged 10 does not provoke "Prism Bolt": +6 vs Ref; either 15 acid damage or 15 fire damage
  attack ranged 10 does not provoke "Grasping Hand": +6 vs Ref; either (20 damage and push 2) or (ongoing 10 and Immobilized (save ends both))
  attack melee make 2 attacks same target "Savage Rend": +6 vs AC; 10 damage; if both hit: Dazed (save ends)
  power "Second Wind": minor action: either this creature heals 10 or this creature shifts 1
}
creature "Fire Warden" {
  level 4  cost 15  evil  factions Wild  keywords Elemental
  AC 16  Fort 14  Ref 16  Will 14  speed 5  hp 60
  attack melee basic "Ember Fist": +4 vs AC; 5 damage
  power "Heat Shimmer": resist 10 fire
}
`,
};

function duel(dice: number[], choices: string[] = [], hp?: number): Arena {
  const a = arena(
    [
      { card: "Prism Drake", side: "A", at: [3, 3], ...(hp !== undefined ? { hp } : {}) },
      { card: "Fire Warden", side: "B", at: [3, 4] },
    ],
    { extra: [chooser], dice, choices },
  );
  a.g.state.active = { creature: "A1", attack: 1, move: 1, minor: 1 };
  return a;
}
const attack = (a: Arena, name: string) => cardOf(a.g, "Prism Drake").attacks.find((x) => x.name === name)!;

describe("ddm-battle-rules-2011.txt § Activated Powers: a choice between effects, made by the acting player", () => {
  it("'15 acid OR 15 fire damage': the attacker's player chooses; resist fire 10 applies only to the fire alternative (§ Damage Types)", () => {
    const acid = duel([15], ["1"]);
    makeAttack(acid.g, "A1", attack(acid, "Prism Bolt"), "B1");
    expect(creature(acid, "B1").hp).toBe(45);
    expect(acid.decisions[0]).toMatchObject({ player: 0, kind: "choose-effect" });
    expect(acid.decisions[0]!.options.map((o) => o.label)).toEqual(["15 acid damage", "15 fire damage"]);
    const fire = duel([15], ["2"]);
    makeAttack(fire.g, "A1", attack(fire, "Prism Bolt"), "B1");
    expect(creature(fire, "B1").hp).toBe(55);
  });

  it("the chosen damage is the attack's base damage, doubled on a critical hit (§ Attack Roll, Critical Hits)", () => {
    const a = duel([20], ["1"]);
    makeAttack(a.g, "A1", attack(a, "Prism Bolt"), "B1");
    expect(creature(a, "B1").hp).toBe(30);
  });

  it("no choice is asked on a miss, where no alternative applies", () => {
    const a = duel([2]);
    makeAttack(a.g, "A1", attack(a, "Prism Bolt"), "B1");
    expect(creature(a, "B1").hp).toBe(60);
    expect(a.decisions).toHaveLength(0);
  });

  it("alternatives of several effects in parentheses: the whole alternative applies, with its 'save ends both'", () => {
    const push = duel([15], ["1", "3,5", "3,6"]);
    makeAttack(push.g, "A1", attack(push, "Grasping Hand"), "B1");
    expect(creature(push, "B1").hp).toBe(40);
    expect(creature(push, "B1").space).toMatchObject({ x: 3, y: 6 });
    expect(creature(push, "B1").effects).toHaveLength(0);
    const hold = duel([15], ["2"]);
    makeAttack(hold.g, "A1", attack(hold, "Grasping Hand"), "B1");
    expect(creature(hold, "B1").hp).toBe(60);
    const effects = creature(hold, "B1").effects;
    expect(effects.map((e) => `${e.kind} ${e.name}`.trim()).sort()).toEqual(["condition Immobilized", "ongoing"]);
    expect(effects.find((e) => e.kind === "ongoing")!.amount).toBe(10);
    expect(new Set(effects.map((e) => e.saveGroup)).size).toBe(1);
  });

  it("a power's choice: 'either this creature heals 10 or this creature shifts 1'", () => {
    const a = duel([], ["1"], 30);
    const power = cardOf(a.g, "Prism Drake").powers.find((p) => p.name === "Second Wind")!;
    const trigger = power.clauses.find((c) => c.kind === "trigger")!;
    if (trigger.kind !== "trigger") throw new Error("not a trigger");
    usePower(a.g, "A1", power, trigger, {});
    expect(creature(a, "A1").hp).toBe(40);
  });

  it("an alternative that is not an effect is reported where it is written", () => {
    const bad = libraryWith({ path: "test/bad-choice.wb", text: chooser.text.replace("or 15 fire damage", "or 15 fire dmage") });
    const d = bad.diagnostics.find((x) => x.severity === "error" && x.file === "test/bad-choice.wb");
    expect(d).toBeDefined();
    expect(d!.range.start.line).toBe(5);
  });
});

describe("ddm-battle-rules-2011.txt § Attack Roll (Repeated Attacks): riders that depend on how many attacks hit", () => {
  it("'if both hit: Dazed (save ends)': both attacks hit, the target is Dazed after the second", () => {
    const a = duel([15, 15]);
    makeAttack(a.g, "A1", attack(a, "Savage Rend"), "B1", {});
    expect(creature(a, "B1").hp).toBe(40);
    expect(creature(a, "B1").effects.map((e) => e.name)).toEqual(["Dazed"]);
    expect(logText(a)).toContain("Savage Rend: 2 attacks hit Fire Warden (B1)");
  });

  it("one hit of two: the damage lands, the rider does not", () => {
    const a = duel([15, 2]);
    makeAttack(a.g, "A1", attack(a, "Savage Rend"), "B1", {});
    expect(creature(a, "B1").hp).toBe(50);
    expect(creature(a, "B1").effects).toHaveLength(0);
  });

  it("'if 3 hit' on an attack made twice is an error", () => {
    const bad = libraryWith({ path: "test/bad-hits.wb", text: chooser.text.replace("if both hit:", "if 3 hit:") });
    expect(bad.diagnostics.some((x) => x.severity === "error" && x.file === "test/bad-hits.wb" && x.message.includes("if 3 hit"))).toBe(true);
  });
});
