// Attacks usable only while the creature has counters, spending them once the attack has
// resolved: "Use only if this creature has 2 or more Ember counters on it: … Hit or miss,
// remove 1 Ember counter from this creature after all attacks are resolved."
// ddm-battle-rules-2011.txt § Powers and Effects; § Close Attacks
import { describe, expect, it } from "vitest";
import { attacksCard, readAttacks } from "./reading.js";

const read = (...attacks: string[]) => readAttacks(attacksCard("Cinder Colossus", "Giant", attacks));

describe("attacks gated on counters and spending them", () => {
  it("the gate is header words before the name; the spending, once for the action, is a hit-or-miss effect on this creature", () => {
    const { lines, ir } = read(
      "Maul: +9 vs. AC; 15 damage.",
      "Ember Wave: Use only if this creature has 2 or more Ember counters on it: (burst 2) +12 vs. Reflex; 20 fire damage. Hit or miss, remove 1 Ember counter from this creature after all attacks are resolved.",
      "Cinder Spit: Only while it has 1 or more Cinder tokens: (range 5) +12 vs. AC; 10 damage. After resolving all attacks, remove a Cinder token from this creature.",
    );
    expect(lines.slice(1)).toEqual([
      'attack close burst 2 while this creature has 2 or more "ember" counters "Ember Wave": +12 vs Ref; 20 fire damage; hit or miss: remove 1 "ember" counter from this creature',
      'attack ranged 5 while this creature has 1 or more "cinder" counters "Cinder Spit": +12 vs AC; 10 damage; hit or miss: remove 1 "cinder" counter from this creature',
    ]);
    expect(ir[1]!.name).toBe("Ember Wave");
    expect(ir[1]!.gate).toMatchObject({ op: "has-counters", args: { count: 2, name: "ember" } });
  });
});
