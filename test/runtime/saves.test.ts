// "Save ends both" groups, start-of-turn saving-throw powers and "as if" Dominated.
// ddm-battle-rules-2011.txt § Saving Throws; § Start of Turn Phase (Determine Control);
// § 'As If' Dominated; ../shared/spec/ddm-2011.md A-31, A-34
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { endOfTurnEffects } from "../../runtime/ddm/effects.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { libraryWith } from "../library.js";
import { arena, attackOf, creature, logText, type Placement } from "./arena.js";

// Made-up creatures for these rules (not bundled content).
const savers: SourceFile = {
  path: "test/savers.wb",
  text: `creature "Web Spinner" {
  level 3  cost 12  unaligned  factions Wild  keywords Beast
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Sticky Bite": +5 vs AC; 5 damage and Immobilized and Weakened (save ends both)
  attack melee "Acid Web": +5 vs AC; ongoing 5 acid and Slowed (save ends both)
  attack melee "Snare": +5 vs AC; Immobilized and Weakened (save ends)
}
creature "Venom Wasp" {
  level 3  cost 12  unaligned  factions Wild  keywords Beast
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Sting": +5 vs AC; 5 damage
  power "Wasp Venom": whenever this creature hits with melee attack: target gets -2 attack (save ends both) and target is Slowed (save ends both)
}
creature "Iron Monk" {
  level 3  cost 12  unaligned  factions Wild  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Palm": +5 vs AC; 5 damage
  power "Iron Will": makes saving throws at the start of its turn
}
creature "Mind Lasher" {
  level 5  cost 20  unaligned  factions Wild  keywords Aberrant
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack ranged 5 basic "Puppet Strings": +5 vs Will; the target makes a basic attack as if Dominated
}
creature "Brute" {
  level 3  cost 12  unaligned  factions Wild  keywords Giant
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Fist": +5 vs AC; 10 damage
}
`,
};

const field = (placements: Placement[], dice: number[] = [], choices: string[] = []) => arena(placements, { dice, choices, extra: [savers] });
const conditions = (a: ReturnType<typeof field>, id: string) => creature(a, id).effects.map((e) => `${e.kind === "ongoing" ? `ongoing ${e.amount} ${e.name}` : e.name} (${e.duration})`);

describe("ddm-battle-rules-2011.txt § Saving Throws: save ends both (A-31)", () => {
  it("'Immobilized and Weakened (save ends both)' gives both save ends, and one save of 12 ends both", () => {
    const a = field([
      { card: "Web Spinner", side: "A", at: [3, 3] },
      { card: "Brute", side: "B", at: [3, 4] },
    ], [15, 12]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Sticky Bite"), "B1");
    expect(conditions(a, "B1")).toEqual(["Immobilized (save-ends)", "Weakened (save-ends)"]);
    endOfTurnEffects(a.g, "B1");
    expect(conditions(a, "B1")).toEqual([]);
    expect(logText(a).filter((t) => t.includes("save against"))).toEqual(["d20 save against Immobilized and Weakened for Brute (B1): 12"]);
    expect(a.dice.remaining()).toBe(0);
  });

  it("a failed save (9) keeps both; ongoing damage and a condition can share the group", () => {
    const a = field([
      { card: "Web Spinner", side: "A", at: [3, 3] },
      { card: "Brute", side: "B", at: [3, 4] },
    ], [15, 9]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Acid Web"), "B1");
    expect(conditions(a, "B1")).toEqual(["ongoing 5 acid (save-ends)", "Slowed (save-ends)"]);
    endOfTurnEffects(a.g, "B1");
    expect(conditions(a, "B1")).toEqual(["ongoing 5 acid (save-ends)", "Slowed (save-ends)"]);
    expect(a.dice.remaining()).toBe(0);
  });

  it("plain '(save ends)' on the last effect reaches only that one: the other lasts to the end of its next turn", () => {
    const a = field([
      { card: "Web Spinner", side: "A", at: [3, 3] },
      { card: "Brute", side: "B", at: [3, 4] },
    ], [15]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Snare"), "B1");
    expect(conditions(a, "B1")).toEqual(["Immobilized (end-of-next-turn)", "Weakened (save-ends)"]);
  });

  it("a triggered power's '-2 attack and Slowed (save ends both)': a modifier and a condition in one group, one save of 12 ends both", () => {
    const a = field([
      { card: "Venom Wasp", side: "A", at: [3, 3] },
      { card: "Brute", side: "B", at: [3, 4] },
    ], [15, 12]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Sting"), "B1");
    expect(creature(a, "B1").hp).toBe(35);
    expect(creature(a, "B1").effects).toHaveLength(2);
    endOfTurnEffects(a.g, "B1");
    expect(creature(a, "B1").effects).toEqual([]);
    expect(logText(a).filter((t) => t.includes("save against"))).toHaveLength(1);
    expect(a.dice.remaining()).toBe(0);
  });

  it("the compiled line carries the save group to each effect that takes a duration", () => {
    const ir = libraryWith(savers).ir;
    const bite = ir.creatures.find((c) => c.name === "Web Spinner")!.attacks[0]!;
    expect(bite.hit.map((e) => e.duration)).toEqual([null, { kind: "save-ends", both: true }, { kind: "save-ends", both: true }]);
  });
});

describe("ddm-battle-rules-2011.txt § Start of Turn Phase (1. Determine Control): start-of-turn saving throws", () => {
  it("a creature with a start-of-turn saving-throw power saves first thing in its turn, and then moves", () => {
    const a = field([{ card: "Iron Monk", side: "A", at: [3, 3], conditions: ["Immobilized"] }], [12], ["move:3,6", "end"]);
    creature(a, "A1").effects[0]!.duration = "save-ends";
    creatureTurn(a.g, "A1");
    expect(creature(a, "A1").space).toMatchObject({ x: 3, y: 6 });
    expect(logText(a)).toContain("d20 save against Immobilized for Iron Monk (A1) at the start of its turn (Iron Will): 12");
  });

  it("without the power the save waits for the end of the turn, so the creature cannot move", () => {
    const a = field([{ card: "Brute", side: "A", at: [3, 3], conditions: ["Immobilized"] }], [12], ["end"]);
    creature(a, "A1").effects[0]!.duration = "save-ends";
    creatureTurn(a.g, "A1");
    const move = a.decisions[0]!.options.find((o) => o.id === "move")!;
    expect(move.legal).toBe(false);
    expect(creature(a, "A1").effects).toEqual([]);
  });
});

describe("ddm-battle-rules-2011.txt § 'As If' Dominated", () => {
  it("the hit creature makes a free basic attack chosen by the attacker's player, against its own ally", () => {
    const a = field([
      { card: "Mind Lasher", side: "A", at: [3, 1] },
      { card: "Brute", side: "B", at: [3, 4] },
      { card: "Brute", side: "B", at: [3, 5] },
      { card: "Brute", side: "B", at: [2, 4] },
    ], [15, 12], ["Fist:B2"]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Puppet Strings"), "B1");
    // 12 + 5 hits the other Brute's AC 10 for 10.
    expect(creature(a, "B2").hp).toBe(30);
    expect(creature(a, "B1").side).toBe("B");
    const asked = a.decisions.find((d) => d.kind === "attack-target")!;
    expect(asked.player).toBe(0);
    expect(asked.options.map((o) => o.id)).toEqual(["Fist:B2", "Fist:B3"]);
    expect(logText(a).some((t) => t.includes("is Dominated by Mind Lasher (A1) for one free action"))).toBe(true);
  });

  it("with no basic attack that can reach a creature of the other warband, nothing happens", () => {
    const a = field([
      { card: "Mind Lasher", side: "A", at: [3, 1] },
      { card: "Brute", side: "B", at: [3, 4] },
    ], [15]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Puppet Strings"), "B1");
    expect(creature(a, "A1").hp).toBe(40);
    expect(logText(a).some((t) => t.includes("has no basic attack with a target"))).toBe(true);
  });
});
