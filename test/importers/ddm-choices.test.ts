// The DDM importer's reading of charge-only attacks, "if both hit" riders and choices
// between effects, on wording written for these tests: each reading must compile to IR
// that acts (no text fallback, no error).
// ddm-battle-rules-2011.txt § Charge; § Attack Roll (Repeated Attacks); § Activated Powers
import { describe, expect, it } from "vitest";
import type { Card } from "../../importers/ddm/card.js";
import { importCards } from "../../importers/ddm/import.js";
import { compileProject } from "../../compiler/index.js";
import { librarySources } from "../library.js";
import { marshStalker } from "./fixtures.js";
import { attacksCard, readAttacks } from "./reading.js";

/** A test card with these attacks, imported and compiled: each attack's line (null when kept as text) and the IR. */
const read = (...attacks: string[]) => readAttacks(attacksCard("Test Prowler", "Animal", attacks));

describe("attacks usable on a charge (ddm-battle-rules-2011.txt § Charge)", () => {
  it("'Usable only while charging: Make 3 basic melee attacks against the target of the charge' and '(only on charge)'", () => {
    const { lines, ir } = read(
      "Rake: +8 vs. AC; 10 damage.",
      "Leap: Usable only while charging: Make 3 {b} attacks against the target of the charge.",
      "Butt: (only on charge) +9 vs. AC; 15 damage AND push 2 squares.",
      "Tusk: (usable on charge) +9 vs. AC; 15 damage.",
    );
    expect(lines.slice(1)).toEqual([
      'attack melee make 3 attacks same target while charging "Leap": +8 vs AC; 10 damage',
      'attack melee while charging "Butt": +9 vs AC; 15 damage and push 2',
      'attack melee usable on charge "Tusk": +9 vs AC; 15 damage',
    ]);
    expect(ir[1]).toMatchObject({ repeat: 3, repeatTargets: "same", gate: { op: "charging" } });
    expect(ir[3]).toMatchObject({ onCharge: true, gate: null });
  });
});

describe("riders when both attacks hit (ddm-battle-rules-2011.txt § Attack Roll, Repeated Attacks)", () => {
  it("'Make 2 basic melee attacks against the same target; if both attacks hit, the target is also Weakened (save ends)'", () => {
    const { lines, ir } = read("Rake: +8 vs. AC; 10 damage.", "Maul: Make 2 {b} attacks against the same target; if both attacks hit, the target is also Weakened (save ends).");
    expect(lines[1]).toBe('attack melee make 2 attacks same target "Maul": +8 vs AC; 10 damage; if both hit: Weakened (save ends)');
    expect(ir[1]!.ifHit).toMatchObject({ count: 2, effects: [{ op: "condition", args: { condition: "Weakened" } }] });
  });
});

describe("choices between effects (ddm-battle-rules-2011.txt § Activated Powers)", () => {
  it("'20 necrotic damage OR 20 fire damage', '15 acid OR fire Damage AND Slowed' and three alternatives", () => {
    const { lines, ir } = read(
      "Rake: +8 vs. AC; 10 damage.",
      "Hex Flame: (radius 1 within 10) +9 vs. Fortitude; 20 necrotic damage OR 20 fire damage.",
      "Spit: (range 5) +9 vs. Reflex; 15 acid OR fire Damage AND Slowed.",
      "Tri-Bolt: (range 10) +9 vs. Reflex; 10 acid damage OR 10 cold damage OR 10 lightning damage.",
    );
    expect(lines.slice(1)).toEqual([
      'attack area 1 within 10 "Hex Flame": +9 vs Fort; either 20 necrotic damage or 20 fire damage',
      'attack ranged 5 "Spit": +9 vs Ref; either 15 acid damage or 15 fire damage and Slowed',
      'attack ranged 10 "Tri-Bolt": +9 vs Ref; either 10 acid damage or 10 cold damage or 10 lightning damage',
    ]);
    expect(ir[2]!.hit.map((e) => e.op)).toEqual(["choice", "condition"]);
    expect((ir[3]!.hit[0]!.args.options as unknown[]).length).toBe(3);
  });

  it("a choice the opponent makes is the opponent's: 'opponent chooses …', never the attacker's 'either …'", () => {
    const { lines } = read("Rake: +8 vs. AC; 10 damage.", "Boom: (range 5) +9 vs. Will; 20 psychic damage OR Stunned (opponent's choice).");
    expect(lines[1]).toBe('attack ranged 5 "Boom": +9 vs Will; opponent chooses 20 psychic damage or Stunned');
  });
});

describe("mount powers that name a size, two keywords, an alignment or several riders (ddm-battle-rules-2011.txt § Mounts and Riders)", () => {
  it("'Can have a Medium or smaller Goblin or Kobold creature as a rider', 'May have up to 2 Small Kobold allies as riders'", () => {
    const card: Card = {
      ...marshStalker,
      name: "Test Strider",
      powers: [
        { type: "ATTACK", text: "Stomp: +8 vs. AC; 10 damage." },
        { type: "ABILITY", text: "Scale Mount: Can have a Medium or smaller Goblin or Kobold creature as a rider." },
        { type: "SPECIAL", text: "Howdah: May have up to 2 Small Kobold allies as riders." },
        { type: "SPECIAL", text: "Odd Mount: May have a Good, Medium-sized Human as a rider." },
        { type: "SPECIAL", text: "Dark Saddle: Can have an Evil, Small-sized Goblin or Kobold as a rider." },
      ],
    };
    const r = importCards([card], { outDir: "out", library: librarySources() });
    const c = r.cards[0]!;
    expect(c.draft.powers.map((p, i) => (c.structured[i] ? p.lines![0]! : null)).slice(1)).toEqual([
      'power "Scale Mount": can have a Medium or smaller Goblin or Kobold creature as a rider',
      'power "Howdah": may have up to 2 Small Kobold allies as riders',
      'power "Odd Mount": may have a Good Medium Human creature as a rider',
      'power "Dark Saddle": can have an Evil Small Goblin or Kobold creature as a rider',
    ]);
    const compiled = compileProject([...librarySources(), { path: c.path, text: c.text }]);
    const mounts = compiled.ir.creatures.find((x) => x.name === "Test Strider")!.powers.flatMap((p) => p.clauses).filter((x) => x.kind === "modifier" && x.op === "mount");
    expect(mounts.map((x) => (x as { args: unknown }).args)).toEqual([
      { atMost: "Medium", keyword: { keyword: "Goblin" }, other: { keyword: "Kobold" } },
      { riders: 2, size: "Small", keyword: { keyword: "Kobold" } },
      { also: { keyword: "Good" }, size: "Medium", keyword: { keyword: "Human" } },
      { also: { keyword: "Evil" }, size: "Small", keyword: { keyword: "Goblin" }, other: { keyword: "Kobold" } },
    ]);
  });
});
