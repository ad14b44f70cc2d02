// Actions and powers in play: the action budget and its substitutions, powers used as
// actions, immediate actions, champion powers, limited use and recharge, items,
// duplicate effects and duplicate triggers.
// ddm-battle-rules-2011.txt § Actions; § Powers and Effects; § Champion Powers;
// § Bonuses and Penalties (Duplicate Effects, Stacking); § Common Triggered Powers (Duplicate Triggers)
import { describe, expect, it } from "vitest";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { applyDamage } from "../../runtime/ddm/damage.js";
import { emit } from "../../runtime/ddm/events.js";
import { mayUsePower, powersOf } from "../../runtime/ddm/powers.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { defenseOf } from "../../runtime/ddm/values.js";
import { rulesView } from "../../runtime/ddm/view.js";
import { arena, creature, logText } from "./arena.js";
import { powerCreatures } from "./power-creatures.js";

const extra = [powerCreatures];
const optionIds = (a: ReturnType<typeof arena>, i: number) => a.decisions[i]!.options.filter((o) => o.legal).map((o) => o.id);
const option = (a: ReturnType<typeof arena>, i: number, id: string) => a.decisions[i]!.options.find((o) => o.id === id)!;

describe("§ Actions: the budget and its substitutions", () => {
  it("a minor-action power may be used three times, taking the move and attack actions in place of minor ones, but not a fourth time", () => {
    const a = arena(
      [
        { card: "Horn Priest", side: "A", at: [3, 3] },
        { card: "Banner Bearer", side: "A", at: [4, 3], hp: 5 },
      ],
      { extra, choices: ["power:Healing Horn", "power:Healing Horn", "power:Healing Horn", "end"] },
    );
    creatureTurn(a.g, "A1");
    expect(creature(a, "A2").hp).toBe(20);
    expect(a.g.state.log.filter((e) => e.kind === "power")).toHaveLength(3);
    const fourth = option(a, 3, "power:Healing Horn");
    expect(fourth.legal).toBe(false);
    expect(fourth.why).toContain("no minor action left");
    // With every slot spent, neither attacks nor moves are offered.
    expect(optionIds(a, 3)).toEqual(["end"]);
  });

  it("a replaces-attack-action power spends the attack action: no attack afterwards, but a move is still allowed", () => {
    const a = arena(
      [
        { card: "Horn Priest", side: "A", at: [3, 3], hp: 10 },
        { card: "Hexer", side: "B", at: [4, 4] },
      ],
      { extra, choices: ["power:Second Wind", "end"], dice: [5] },
    );
    creatureTurn(a.g, "A1");
    expect(creature(a, "A1").hp).toBe(20);
    expect(option(a, 1, "attack:Mace").legal).toBe(false);
    expect(option(a, 1, "attack:Mace").why).toContain("no attack action left");
    expect(optionIds(a, 1).some((id) => id.startsWith("move:"))).toBe(true);
  });

  it("a replaces-turn power needs all three actions: after a move it is not offered", () => {
    const a = arena([{ card: "Horn Priest", side: "A", at: [3, 3], hp: 10 }], { extra, choices: ["shift:4,3", "end"] });
    creatureTurn(a.g, "A1");
    expect(option(a, 0, "power:Last Stand").legal).toBe(true);
    expect(option(a, 1, "power:Last Stand")).toMatchObject({ legal: false, why: expect.stringContaining("all three actions") });
  });
});

describe("§ Actions: immediate actions", () => {
  it("an immediate-action power fires on its trigger, at most once per creature-turn", () => {
    const a = arena(
      [
        { card: "Horn Priest", side: "A", at: [3, 3] },
        { card: "Hexer", side: "B", at: [7, 3] },
      ],
      { extra, choices: ["use", "decline"], dice: [15, 15, 9] },
    );
    a.g.state.turn = 5;
    const hex = a.g.ir.creatures.find((c) => c.name === "Hexer")!.attacks[1]!;
    resolveAttack(a.g, "B1", hex, "A1");
    // Stand Fast: 5 bonus hit points on top of the 5 damage taken.
    expect(creature(a, "A1").hp).toBe(40);
    expect(creature(a, "A1").immediateTurn).toBe(5);
    resolveAttack(a.g, "B1", hex, "A1");
    // The second hit in the same creature-turn offers nothing: the immediate action is spent.
    expect(a.decisions.filter((d) => d.kind === "use-power")).toHaveLength(1);
    const stand = powersOf(a.g, "A1").find((p) => p.name === "Stand Fast")!;
    expect(mayUsePower(a.g, "A1", stand).verdicts.find((v) => v.status === "decides")!.text).toContain("at most 1 immediate action");
    expect(creature(a, "A1").hp).toBe(35);
  });
});

describe("§ Champion Powers", () => {
  it("a champion with rating 1 uses one champion power per battle, whichever it is", () => {
    const a = arena(
      [
        { card: "War Chief", side: "A", at: [3, 3] },
        { card: "Hexer", side: "B", at: [7, 3] },
      ],
      { extra, choices: ["use"], dice: [15, 2] },
    );
    a.g.state.turn = 3;
    const bolt = a.g.ir.creatures.find((c) => c.name === "Hexer")!.attacks[1]!;
    resolveAttack(a.g, "B1", bolt, "A1");
    expect(creature(a, "A1").hp).toBe(60);
    expect(creature(a, "A1").championUsed).toBe(1);
    a.g.state.turn = 4;
    resolveAttack(a.g, "B1", bolt, "A1");
    // A natural 2 misses; Defiance would trigger but the rating is spent, so it is not offered.
    expect(a.decisions.filter((d) => d.kind === "use-power")).toHaveLength(1);
    const defiance = powersOf(a.g, "A1").find((p) => p.name === "Defiance")!;
    const r = mayUsePower(a.g, "A1", defiance);
    expect(r).toMatchObject({ allowed: false, tier: 2 });
    expect(r.verdicts.find((v) => v.status === "decides")!.text).toContain("champion rating");
  });

  it("a champion power is used at most once per creature-turn, and not while Dazed", () => {
    const a = arena([{ card: "War Chief", side: "A", at: [3, 3] }], { extra });
    const chief = creature(a, "A1");
    const rally = powersOf(a.g, "A1").find((p) => p.name === "Rally")!;
    a.g.state.turn = 7;
    chief.usedOnTurn = { Rally: 7 };
    expect(mayUsePower(a.g, "A1", rally).verdicts.find((v) => v.status === "decides")!.text).toContain("once per turn");
    chief.usedOnTurn = {};
    chief.effects.push({ id: 99, kind: "condition", name: "Dazed", duration: "save-ends", source: null, rule: "test", src: null });
    const dazed = mayUsePower(a.g, "A1", rally);
    expect(dazed).toMatchObject({ allowed: false, tier: 2 });
    expect(dazed.verdicts.filter((v) => v.polarity === "cannot").map((v) => v.text)).toEqual(["cannot use activated powers", "cannot use champion powers"]);
  });
});

describe("§ Powers and Effects: summoning and the default condition", () => {
  it("a summoned creature enters where its player chooses, joins the summoner's warband and is Summoned; the limited use is spent", () => {
    const a = arena([{ card: "Wisp Caller", side: "A", at: [3, 3], hp: 20 }], { extra, choices: ["use", "power:Call Guard", "5,3", "end"] });
    creatureTurn(a.g, "A1");
    const summoned = a.g.state.creatures.find((c) => c.card === "Banner Bearer")!;
    expect(summoned).toMatchObject({ id: "A2", side: "A", owner: 0, space: { x: 5, y: 3 }, keywords: ["Summoned"], actedThisRound: true });
    expect(rulesView(a.g).hasKeyword("A2", "Summoned")).toBe(true);
    expect(creature(a, "A1").spent["Call Guard"]).toBe(1);
    // The summoned Banner Bearer's aura reaches its new allies at once.
    expect(defenseOf(a.g, "A1", "AC").value).toBe(16);
  });

  it("a free-action power with no condition is offered at the start of its turn (default timing point), once per turn", () => {
    const a = arena([{ card: "Wisp Caller", side: "A", at: [3, 3], hp: 20 }], { extra, choices: ["use", "end"] });
    creatureTurn(a.g, "A1");
    expect(a.decisions[0]).toMatchObject({ kind: "use-power" });
    expect(creature(a, "A1").hp).toBe(25);
    expect(option(a, 1, "power:Deep Breath")).toMatchObject({ legal: false, why: expect.stringContaining("already used this turn") });
    // Nothing is offered again at the end of the turn.
    expect(a.decisions).toHaveLength(2);
  });
});

describe("§ Limited-Use and Rechargeable Powers", () => {
  it("a spent limited attack is offered disabled; becoming bloodied recharges it", () => {
    const a = arena(
      [
        { card: "War Chief", side: "A", at: [3, 3] },
        { card: "Hexer", side: "B", at: [4, 4] },
      ],
      { extra, choices: ["end"] },
    );
    creature(a, "A1").spent = { "Crushing Blow": 1 };
    a.g.state.active = { creature: "A1", attack: 1, move: 1, minor: 1, taken: 0 };
    applyDamage(a.g, "A1", [{ amount: 35, type: null }], { creature: "B1", rule: "test", src: null });
    expect(creature(a, "A1").spent["Crushing Blow"]).toBe(0);
    expect(logText(a)).toContain("War Chief (A1) recharges Crushing Blow (this creature becomes bloodied)");
    // A recharge with no use spent does nothing.
    emit(a.g, { kind: "creature.bloodied", subject: "A1" });
    expect(creature(a, "A1").spent["Crushing Blow"]).toBe(0);
  });
});

describe("§ How to Read an Item Stat Card", () => {
  it("a creature that meets the item's level and keywords has its powers; one that does not only carries it, and its cost still scores", () => {
    const a = arena(
      [
        { card: "Horn Priest", side: "A", at: [3, 3] },
        { card: "War Chief", side: "A", at: [6, 3] },
      ],
      { extra },
    );
    creature(a, "A1").items = [{ name: "Ring of Warding", cost: 5 }];
    creature(a, "A2").items = [{ name: "Ring of Warding", cost: 5 }];
    expect(defenseOf(a.g, "A1", "AC").value).toBe(17);
    // The War Chief is level 8, outside levels 1-6.
    expect(defenseOf(a.g, "A2", "AC").value).toBe(18);
    const before = a.g.state.players[1]!.vp;
    applyDamage(a.g, "A2", [{ amount: 60, type: null }], { creature: null, rule: "test", src: null });
    expect(a.g.state.players[1]!.vp - before).toBe(35);
  });
});

describe("§ Bonuses and Penalties: duplicate effects and stacking", () => {
  it("two creatures' uses of the same aura give +2 AC once; a different power adds its own +2", () => {
    const two = arena(
      [
        { card: "Banner Bearer", side: "A", at: [3, 3] },
        { card: "Banner Bearer", side: "A", at: [5, 3] },
        { card: "Horn Priest", side: "A", at: [4, 4] },
      ],
      { extra },
    );
    const ac = defenseOf(two.g, "A3", "AC");
    expect(ac.value).toBe(17);
    expect(ac.contributions.filter((c) => c.rule === "Banner of Valor")).toHaveLength(1);
    const stacked = arena(
      [
        { card: "Banner Bearer", side: "A", at: [3, 3] },
        { card: "Drummer", side: "A", at: [5, 3] },
        { card: "Horn Priest", side: "A", at: [4, 4] },
      ],
      { extra },
    );
    expect(defenseOf(stacked.g, "A3", "AC").value).toBe(19);
  });

  it("one destruction triggers two Grave Mourners' Vengeful Wail, but an enemy next to both takes its 5 damage once", () => {
    const a = arena(
      [
        { card: "Grave Mourner", side: "B", at: [3, 3] },
        { card: "Grave Mourner", side: "B", at: [5, 3] },
        { card: "Hexer", side: "B", at: [8, 8] },
        { card: "Horn Priest", side: "A", at: [4, 3] },
        { card: "Banner Bearer", side: "A", at: [6, 3] },
      ],
      { extra, choices: ["1"] },
    );
    applyDamage(a.g, "B3", [{ amount: 30, type: null }], { creature: "A1", rule: "test", src: null });
    expect(creature(a, "A1").hp).toBe(35);
    expect(creature(a, "A2").hp).toBe(25);
    expect(logText(a).some((t) => t.includes("is not affected again by Vengeful Wail"))).toBe(true);
  });
});
