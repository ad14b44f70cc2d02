// Conditions, durations, saving throws, ongoing damage and hit points, as the core
// content (content/ddm/core/conditions.wb) and the runtime play them.
// ddm-battle-rules-2011.txt § Conditions; § Saving Throws; § Ongoing Damage; § Hit Points
import { describe, expect, it } from "vitest";
import { mayTakeOpportunityAttack, resolveAttack } from "../../runtime/ddm/attack.js";
import { addCondition, addOngoing, bonusHp, endOfTurnEffects, takeOngoingDamage } from "../../runtime/ddm/effects.js";
import { emit } from "../../runtime/ddm/events.js";
import { heal } from "../../runtime/ddm/damage.js";
import { isInactive } from "../../runtime/ddm/in-force.js";
import { mayAct } from "../../runtime/ddm/permissions.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { actionsAllowedOf, speedOf } from "../../runtime/ddm/values.js";
import { arena, creature, logText } from "./arena.js";
import { powerCreatures } from "./power-creatures.js";

const extra = [powerCreatures];
const cause = { creature: null, rule: "test", src: null };

describe("§ Dazed", () => {
  it("takes one action on its turn: after a shift the attack is offered disabled, citing Dazed", () => {
    const a = arena(
      [
        { card: "Cinder Goblin Cutter", side: "A", at: [3, 3], conditions: ["Dazed"] },
        { card: "Hexer", side: "B", at: [5, 3] },
      ],
      { extra, choices: ["shift:4,3", "end"], dice: [5] },
    );
    creatureTurn(a.g, "A1");
    expect(actionsAllowedOf(a.g, "A1").value).toBe(1);
    const attack = a.decisions[1]!.options.find((o) => o.id.startsWith("attack:Short Blade"))!;
    expect(attack.legal).toBe(false);
    expect(attack.why).toContain("only 1 action this turn");
    expect(attack.why).toContain("Dazed");
  });

  it("may use a replaces-attack power as its one action (A-19), but no activated power on a trigger, and no opportunity attack", () => {
    const a = arena(
      [
        { card: "Horn Priest", side: "A", at: [3, 3], hp: 20, conditions: ["Dazed"] },
        { card: "Hexer", side: "B", at: [4, 3] },
      ],
      { extra, choices: ["power:Second Wind", "end"], dice: [5] },
    );
    creatureTurn(a.g, "A1");
    expect(creature(a, "A1").hp).toBe(30);
    // Stand Fast ("immediate action, use when an enemy hits this creature") is not offered.
    emit(a.g, { kind: "attack.hit", subject: "A1", actor: "B1", attackKind: "melee" });
    expect(a.decisions.some((d) => d.kind === "use-power")).toBe(false);
    const oa = mayTakeOpportunityAttack(a.g, "A1", "B1");
    expect(oa.allowed).toBe(false);
    const dazed = oa.verdicts.filter((v) => v.rule === "condition Dazed").map((v) => v.text);
    expect(dazed).toEqual(["cannot take actions while it is not its turn", "cannot take opportunity attacks"]);
  });
});

describe("§ Stunned and § Helpless", () => {
  it("a Stunned creature takes no actions, and its aura does not work while it is inactive", () => {
    const a = arena(
      [
        { card: "Ashfall Sentinel", side: "A", at: [3, 3], conditions: ["Stunned"] },
        { card: "Cinder Goblin Cutter", side: "B", at: [4, 4] },
      ],
      { choices: ["end"], dice: [5] },
    );
    expect(isInactive(a.g, "A1")).toBe("Stunned");
    // Grasping Ash is off: the goblin shifts 2 as Nimble Feet allows.
    expect(mayAct(a.g, "B1", "shift")).toMatchObject({ allowed: true, tier: 1, squares: 2 });
    creatureTurn(a.g, "A1");
    expect(a.decisions[0]!.options.filter((o) => o.legal).map((o) => o.id)).toEqual(["end"]);
    const move = a.decisions[0]!.options.find((o) => o.id === "move")!;
    expect(move.why).toContain("cannot take actions");
  });

  it("Helpless is Stunned and Immobilized: speed 0, inactive, every limitation of Dazed", () => {
    const a = arena([{ card: "Cinder Goblin Cutter", side: "A", at: [3, 3], conditions: ["Helpless"] }]);
    expect(speedOf(a.g, "A1").value).toBe(0);
    expect(isInactive(a.g, "A1")).toBe("Helpless");
    const shift = mayAct(a.g, "A1", "shift");
    expect(shift.allowed).toBe(false);
    expect(shift.verdicts.map((v) => v.rule)).toContain("condition Immobilized (through Helpless)");
    expect(mayAct(a.g, "A1", "flank").allowed).toBe(false);
  });
});

describe("§ Confused and § Dominated", () => {
  it("Confused, 6-10 on the d20: no actions this turn", () => {
    const a = arena([{ card: "Cinder Goblin Cutter", side: "A", at: [3, 3], conditions: ["Confused"] }], { choices: ["end"], dice: [7, 5] });
    creatureTurn(a.g, "A1");
    expect(a.decisions[0]!.options.filter((o) => o.legal).map((o) => o.id)).toEqual(["end"]);
    expect(a.decisions[0]!.options.find((o) => o.id === "move")!.why).toContain("rolled 7");
  });

  it("Confused, 1-5: Dominated this turn; the confuser's player chooses its action and it fights for that warband", () => {
    const a = arena(
      [
        { card: "Cinder Goblin Cutter", side: "A", at: [3, 3] },
        { card: "Cinder Goblin Cutter", side: "A", at: [4, 3] },
        { card: "Hexer", side: "B", at: [9, 9] },
      ],
      { extra, choices: ["attack:Short Blade:A2", "end"], dice: [3, 15, 9] },
    );
    addCondition(a.g, "A1", "Confused", { kind: "save-ends" }, { creature: "B1", rule: "Hex", src: null });
    creatureTurn(a.g, "A1");
    expect(a.decisions[0]!.player).toBe(1);
    // It attacks its former ally; its own side is restored afterwards.
    expect(creature(a, "A2").hp).toBe(15);
    expect(creature(a, "A1").side).toBe("A");
    // Dominated: only basic attacks; Thrown Knife is not basic.
    const knife = a.decisions[0]!.options.find((o) => o.id.startsWith("attack:Thrown Knife"))!;
    expect(knife.legal).toBe(false);
    expect(knife.why).toContain("cannot make non-basic attacks");
  });
});

describe("§ Saving Throws and § Ongoing Damage", () => {
  it("1-9 fails, 10-19 ends that effect, a natural 20 ends every save-ends effect", () => {
    const a = arena([{ card: "Cinder Goblin Cutter", side: "A", at: [3, 3], conditions: ["Immobilized", "Slowed", "Weakened"] }], { dice: [9, 10, 20] });
    a.g.state.creatures[0]!.turns = 1;
    endOfTurnEffects(a.g, "A1");
    expect(creature(a, "A1").effects.map((e) => e.name)).toEqual([]);
    const b = arena([{ card: "Cinder Goblin Cutter", side: "A", at: [3, 3], conditions: ["Immobilized", "Slowed", "Weakened"] }], { dice: [9, 10, 19] });
    endOfTurnEffects(b.g, "A1");
    expect(creature(b, "A1").effects.map((e) => e.name)).toEqual(["Immobilized"]);
  });

  it("ongoing damage of one type does not stack (only the highest), of different types does; one save ends every instance of a type", () => {
    const a = arena([{ card: "Ashfall Sentinel", side: "A", at: [3, 3] }], { dice: [12, 3] });
    addOngoing(a.g, "A1", 5, "fire", cause);
    addOngoing(a.g, "A1", 10, "fire", cause);
    addOngoing(a.g, "A1", 5, "cold", cause);
    takeOngoingDamage(a.g, "A1");
    expect(creature(a, "A1").hp).toBe(45);
    endOfTurnEffects(a.g, "A1");
    expect(creature(a, "A1").effects.map((e) => `${e.amount} ${e.name}`)).toEqual(["5 cold"]);
  });

  it("the rulebook's example: a Weakened attacker's '20 damage AND ongoing 10' deals 10 damage and ongoing 10 (§ Weakened)", () => {
    const a = arena(
      [
        { card: "Hexer", side: "A", at: [3, 3], conditions: ["Weakened"] },
        { card: "Ashfall Sentinel", side: "B", at: [4, 3] },
      ],
      { extra, dice: [10] },
    );
    const hex = a.g.ir.creatures.find((c) => c.name === "Hexer")!.attacks[0]!;
    resolveAttack(a.g, "A1", hex, "B1");
    expect(creature(a, "B1").hp).toBe(50);
    expect(creature(a, "B1").effects.find((e) => e.kind === "ongoing")).toMatchObject({ amount: 10 });
  });
});

describe("§ Conditions (Duration)", () => {
  it("each duration ends when the rulebook says", () => {
    const a = arena([{ card: "Cinder Goblin Cutter", side: "A", at: [3, 3] }, { card: "Cinder Goblin Cutter", side: "B", at: [9, 9] }], { choices: ["end", "end", "end"], dice: [] });
    addCondition(a.g, "A1", "Slowed", null, cause); // default: end of its next turn
    addCondition(a.g, "A1", "Weakened", { kind: "start-of-next-turn" }, cause);
    addCondition(a.g, "A1", "Dazed", { kind: "end-of-round" }, cause);
    addCondition(a.g, "A1", "Immobilized", { kind: "end-of-battle" }, cause);
    creatureTurn(a.g, "A1");
    const names = () => creature(a, "A1").effects.map((e) => e.name).sort();
    expect(names()).toEqual(["Dazed", "Immobilized"]);
    expect(logText(a)).toContain("Cinder Goblin Cutter (A1) is no longer Weakened (start of its turn)");
    // "until end of its turn" given on its own turn ends at the end of that turn.
    a.g.state.active = { creature: "A1", attack: 1, move: 1, minor: 1 };
    addCondition(a.g, "A1", "Slowed", { kind: "end-of-turn" }, cause);
    a.g.state.active = null;
    endOfTurnEffects(a.g, "A1");
    expect(names()).toEqual(["Dazed", "Immobilized"]);
  });
});

describe("§ Hit Points", () => {
  it("healing never goes above the maximum; bonus hit points do, and leave the maximum and bloodied score alone", () => {
    const a = arena([{ card: "Ashfall Sentinel", side: "A", at: [3, 3], hp: 25 }]);
    heal(a.g, "A1", 100, cause);
    expect(creature(a, "A1").hp).toBe(60);
    bonusHp(a.g, "A1", 10, cause);
    expect(creature(a, "A1")).toMatchObject({ hp: 70, maxHp: 60, bloodiedAt: 30 });
  });
});
