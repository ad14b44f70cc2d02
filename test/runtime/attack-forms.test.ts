// Attack forms cards print beside the roll: "hit or miss:" effects, attacks that cost a
// minor action, and automatic hits that roll nothing.
// ddm-battle-rules-2011.txt § Attack Roll (Automatic Hit); § Actions (Minor Action; Substitute Actions)
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { placements } from "../../runtime/ddm/attack-areas.js";
import { makeAttack, resolveAreaAttack, resolveAttack } from "../../runtime/ddm/attack.js";
import { mayAct } from "../../runtime/ddm/permissions.js";
import { mayTarget } from "../../runtime/ddm/targeting.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { libraryWith } from "../library.js";
import { type Arena, arena, attackOf, creature, logText } from "./arena.js";

const forms: SourceFile = {
  path: "test/attack-forms.wb",
  text: `creature "Storm Adept" {
  level 4  cost 15  unaligned  factions Wild  keywords Human
  AC 15  Fort 14  Ref 13  Will 16  speed 6  hp 40
  attack melee basic "Staff": +8 vs AC; 10 damage
  attack ranged 6 "Thunder Burst": +8 vs Ref; 20 thunder damage; miss: 10 thunder damage; hit or miss: this creature is Dazed
  attack ranged 8 minor action "Sting Ray": +8 vs Ref; 5 damage
  attack ranged 10 "Arcane Bolt": automatic hit; 15 force damage
  attack close burst 1 "Backlash": +8 vs Fort; 10 damage; hit or miss: the target is Slowed and this creature takes 5 damage
  attack melee while bloodied "Desperate Swing": +8 vs AC; 20 damage
  attack melee against Living targets only "Life Drain": +8 vs AC; 10 necrotic damage
  attack close burst 1 against bloodied targets only "Culling Sweep": +8 vs AC; 10 damage
  attack ranged 10 ignores insubstantial "Ghost Arrow": +8 vs AC; 20 force damage
  attack ranged 10 does not provoke "Quiet Bolt": +8 vs AC; 10 damage and creatures adjacent to the target take 5 fire damage
  attack ranged 5 "Goading Slap": +8 vs Ref; the target provokes opportunity attacks
  attack ranged 10 "Scorch" uses 1 recharge as move action: +8 vs Ref; 10 fire damage
  attack melee after shifting 2 "Darting Jab": +8 vs AC; 10 damage
  attack melee during moving 4 "Ride By": +8 vs AC; 10 damage
  attack ranged 8 minor action once per turn "Quick Dart": +8 vs Ref; 5 damage and the target grants combat advantage until end of its next turn
}
creature "Bone Husk" {
  level 4  cost 15  unaligned  factions Wild  keywords Undead
  AC 12  Fort 14  Ref 13  Will 16  speed 6  hp 80
  attack melee basic "Claw": +6 vs AC; 10 damage
  power "Insubstantial"
}
creature "Plain Brute" {
  level 4  cost 15  unaligned  factions Wild  keywords Human
  AC 12  Fort 14  Ref 13  Will 16  speed 6  hp 80
  attack melee basic "Club": +6 vs AC; 10 damage
}
`,
};


function duel(dice: number[], choices: string[] = []): Arena {
  return arena(
    [
      { card: "Storm Adept", side: "A", at: [3, 3] },
      { card: "Plain Brute", side: "B", at: [3, 6] },
    ],
    { extra: [forms], dice, choices },
  );
}

describe("attack forms", () => {
  it("compiles 'hit or miss:', 'minor action' and 'automatic hit' into the attack's IR", () => {
    const ir = libraryWith(forms);
    expect(ir.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const attacks = ir.ir.creatures.find((c) => c.name === "Storm Adept")!.attacks;
    expect(attacks[1]!.hitOrMiss.map((e) => e.op)).toEqual(["condition"]);
    expect(attacks[2]).toMatchObject({ action: "minor", automatic: false });
    expect(attacks[3]).toMatchObject({ action: "attack", automatic: true });
  });

  it("'hit or miss:' follows a hit, after the hit effects", () => {
    const a = duel([15]);
    makeAttack(a.g, "A1", attackOf(a, "A1", "Thunder Burst"), "B1");
    expect(creature(a, "B1").hp).toBe(60);
    expect(creature(a, "A1").effects).toMatchObject([{ kind: "condition", name: "Dazed" }]);
  });

  it("'hit or miss:' follows a miss too, after the miss damage", () => {
    const a = duel([2]);
    makeAttack(a.g, "A1", attackOf(a, "A1", "Thunder Burst"), "B1");
    expect(creature(a, "B1").hp).toBe(70);
    expect(creature(a, "A1").effects).toMatchObject([{ kind: "condition", name: "Dazed" }]);
  });

  it("'hit or miss:' of a close attack: the target's effects per target, the attacker's once for the attack", () => {
    const a = arena(
      [
        { card: "Storm Adept", side: "A", at: [3, 3] },
        { card: "Plain Brute", side: "B", at: [3, 4] },
        { card: "Plain Brute", side: "B", at: [4, 3] },
      ],
      { extra: [forms], dice: [15, 2], choices: ["B1"] },
    );
    const burst = attackOf(a, "A1", "Backlash");
    const place = placements(a.g, "A1", burst).find((p) => p.targets.includes("B1") && p.targets.includes("B2"))!;
    resolveAreaAttack(a.g, "A1", burst, place);
    expect([creature(a, "B1").hp, creature(a, "B2").hp]).toEqual([70, 80]);
    expect(creature(a, "B1").effects.map((e) => e.name)).toEqual(["Slowed"]);
    expect(creature(a, "B2").effects.map((e) => e.name)).toEqual(["Slowed"]);
    expect(creature(a, "A1").hp).toBe(35);
  });

  it("an automatic hit rolls no die and deals its damage, never as a critical hit (§ Attack Roll, Automatic Hit)", () => {
    const a = duel([]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Arcane Bolt"), "B1");
    expect(creature(a, "B1").hp).toBe(65);
    expect(a.dice.remaining()).toBe(0);
    expect(logText(a)).toContain("Arcane Bolt: automatic hit against Plain Brute (B1)");
  });

  it("a minor-action attack spends the minor action: the attack action is still there after it, and it can follow an attack action", () => {
    const a = duel([15, 15], ["attack:Sting Ray:B1", "attack:Arcane Bolt:B1", "attack:Sting Ray:B1", "end"]);
    creatureTurn(a.g, "A1");
    // Sting Ray (minor), Arcane Bolt (attack action), then Sting Ray again in the move action's place (§ Substitute Actions).
    expect(creature(a, "B1").hp).toBe(80 - 5 - 15 - 5);
    const last = a.decisions[3]!.options;
    expect(last.filter((o) => o.legal).map((o) => o.id)).toEqual(["end"]);
    expect(last.find((o) => o.id === "attack:Sting Ray")?.why).toContain("no minor action left this turn");
  });

  it("'while bloodied' in the header: the attack is refused at tier 4 until its creature is bloodied", () => {
    const fresh = duel([]);
    const swing = attackOf(fresh, "A1", "Desperate Swing");
    const no = mayAct(fresh.g, "A1", "attack", { attack: swing });
    expect(no.allowed).toBe(false);
    expect(no.verdicts.find((v) => v.status === "decides")).toMatchObject({ tier: 4, rule: "Desperate Swing", text: "usable only while bloodied" });
    const hurt = arena([{ card: "Storm Adept", side: "A", at: [3, 3], hp: 20 }], { extra: [forms] });
    expect(mayAct(hurt.g, "A1", "attack", { attack: swing }).allowed).toBe(true);
  });

  it("'against Living targets only': an Undead creature cannot be its target; a close attack skips creatures not in the state", () => {
    const a = arena(
      [
        { card: "Storm Adept", side: "A", at: [3, 3] },
        { card: "Bone Husk", side: "B", at: [3, 4] },
        { card: "Plain Brute", side: "B", at: [4, 3], hp: 30 },
        { card: "Plain Brute", side: "B", at: [2, 3] },
      ],
      { extra: [forms], dice: [15, 15] },
    );
    const drain = attackOf(a, "A1", "Life Drain");
    expect(mayTarget(a.g, "A1", drain, "B1")).toMatchObject({ allowed: false });
    expect(mayTarget(a.g, "A1", drain, "B1").verdicts.find((v) => v.status === "decides")?.text).toBe("targets only Living creatures");
    expect(mayTarget(a.g, "A1", drain, "B2").allowed).toBe(true);
    const sweep = attackOf(a, "A1", "Culling Sweep");
    const place = placements(a.g, "A1", sweep)[0]!;
    expect(place.targets).toEqual(["B2"]);
    resolveAreaAttack(a.g, "A1", sweep, place);
    expect([creature(a, "B1").hp, creature(a, "B2").hp, creature(a, "B3").hp]).toEqual([80, 20, 80]);
  });

  it("'ignores insubstantial': its damage is not halved by Insubstantial (§ Insubstantial)", () => {
    const a = arena(
      [
        { card: "Storm Adept", side: "A", at: [3, 3] },
        { card: "Bone Husk", side: "B", at: [3, 6] },
      ],
      { extra: [forms], dice: [15, 15] },
    );
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Ghost Arrow"), "B1");
    expect(creature(a, "B1").hp).toBe(60);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Arcane Bolt"), "B1");
    expect(creature(a, "B1").hp).toBe(55);
  });

  it("'does not provoke': a ranged attack made next to an enemy draws no opportunity attack (§ Opportunity Attacks)", () => {
    const a = arena(
      [
        { card: "Storm Adept", side: "A", at: [3, 3] },
        { card: "Plain Brute", side: "B", at: [3, 4] },
        { card: "Plain Brute", side: "B", at: [6, 3] },
      ],
      { extra: [forms], dice: [15] },
    );
    makeAttack(a.g, "A1", attackOf(a, "A1", "Quiet Bolt"), "B2");
    expect(a.decisions.filter((d) => d.kind === "opportunity-attack")).toEqual([]);
    // The rider reaches the creatures beside the target, not the target itself nor the attacker.
    expect([creature(a, "B2").hp, creature(a, "B1").hp, creature(a, "A1").hp]).toEqual([70, 80, 40]);
  });

  it("'creatures adjacent to the target take 5 fire damage': allies of the attacker beside the target too", () => {
    const a = arena(
      [
        { card: "Storm Adept", side: "A", at: [3, 3] },
        { card: "Plain Brute", side: "B", at: [6, 3] },
        { card: "Plain Brute", side: "A", at: [7, 3] },
        { card: "Plain Brute", side: "B", at: [6, 4] },
      ],
      { extra: [forms], dice: [15] },
    );
    makeAttack(a.g, "A1", attackOf(a, "A1", "Quiet Bolt"), "B1");
    expect([creature(a, "B1").hp, creature(a, "A2").hp, creature(a, "B2").hp]).toEqual([70, 75, 75]);
  });

  it("'the target provokes opportunity attacks': the enemies beside it may attack it now", () => {
    const a = arena(
      [
        { card: "Storm Adept", side: "A", at: [3, 3] },
        { card: "Plain Brute", side: "B", at: [3, 6] },
        { card: "Plain Brute", side: "A", at: [3, 7] },
      ],
      { extra: [forms], dice: [15, 15], choices: ["attack"] },
    );
    makeAttack(a.g, "A1", attackOf(a, "A1", "Goading Slap"), "B1");
    expect(a.decisions.map((d) => d.kind)).toEqual(["opportunity-attack"]);
    expect(creature(a, "B1").hp).toBe(70);
  });

  it("'recharge as move action': once spent, the move action may be spent on its turn to regain the use (§ Rechargeable Powers)", () => {
    const a = duel([15], ["attack:Scorch:B1", "recharge:Scorch", "end"]);
    creatureTurn(a.g, "A1");
    expect(a.decisions[0]!.options.some((o) => o.id === "recharge:Scorch")).toBe(false);
    expect(a.decisions[1]!.options.find((o) => o.id === "recharge:Scorch")).toMatchObject({ legal: true });
    expect(creature(a, "B1").hp).toBe(70);
    expect(creature(a, "A1").spent.Scorch).toBe(0);
    expect(logText(a)).toContain("Storm Adept (A1) spends its move action to recharge Scorch");
    // The move action is spent: no move is offered after it.
    expect(a.decisions[2]!.options.filter((o) => o.id.startsWith("move:") && o.legal)).toEqual([]);
  });

  it("'after shifting 2': the creature shifts first, then chooses a target it can reach from there", () => {
    const a = arena(
      [
        { card: "Storm Adept", side: "A", at: [3, 3] },
        { card: "Plain Brute", side: "B", at: [3, 6] },
      ],
      { extra: [forms], dice: [15], choices: ["attack:Darting Jab", "3,5", "end"] },
    );
    creatureTurn(a.g, "A1");
    expect(creature(a, "A1").space).toMatchObject({ x: 3, y: 5 });
    expect(creature(a, "B1").hp).toBe(70);
  });

  it("'during moving 4': it attacks partway and goes on with the squares left (4 − 2 = 2), leaving the enemy's side provoking as a move does", () => {
    const a = arena(
      [
        { card: "Storm Adept", side: "A", at: [3, 3] },
        { card: "Plain Brute", side: "B", at: [4, 6] },
      ],
      { extra: [forms], dice: [15], choices: ["attack:Ride By", "3,5", "1,5", "decline", "end"] },
    );
    creatureTurn(a.g, "A1");
    expect(creature(a, "B1").hp).toBe(70);
    expect(creature(a, "A1").space).toMatchObject({ x: 1, y: 5 });
    const rest = a.decisions.find((d) => d.kind === "move" && d.prompt.includes("up to 2 squares"));
    expect(rest).toBeDefined();
  });

  it("'once per turn': a second use in the same turn is refused at tier 4, though a minor action is left in the move's place", () => {
    const a = duel([15], ["attack:Quick Dart:B1", "end"]);
    creatureTurn(a.g, "A1");
    const again = a.decisions[1]!.options.find((o) => o.id === "attack:Quick Dart")!;
    expect(again.legal).toBe(false);
    expect(again.why).toContain("once per turn, already used this turn");
    // Its rider: the target grants combat advantage until the end of its next turn (§ Combat Advantage).
    expect(creature(a, "B1").effects).toMatchObject([{ kind: "modifier", name: "grants combat advantage", duration: "end-of-next-turn" }]);
  });
});
