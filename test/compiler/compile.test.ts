// The compiler on the bundled library: it compiles clean, resolves names across files,
// and gives each permission rule its precedence tier.
// ddm-battle-rules-2011.txt § Core Rules and Exceptions
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compile, type PermissionIR } from "../../compiler/index.js";
import { library, librarySources } from "../library.js";

const ir = () => library().ir;

function permission(creature: string, power: string): PermissionIR {
  const p = ir().creatures.find((c) => c.name === creature)!.powers.find((x) => x.name === power)!;
  return p.clauses[0] as PermissionIR;
}

describe("the bundled library", () => {
  it("compiles with no diagnostics at all", () => {
    expect(library().diagnostics).toEqual([]);
  });

  it("holds the core rules as data: move, shift, Immobilized, Assault", () => {
    expect(ir().actions.filter((a) => ["move", "shift", "charge", "flank"].includes(a.name)).map((a) => [a.name, a.squares, a.provokes])).toEqual([
      ["move", "speed", true],
      ["shift", 1, false],
      ["charge", "speed", true],
      ["flank", 0, false],
    ]);
    const immobilized = ir().conditions.find((c) => c.name === "Immobilized")!;
    expect(immobilized.layer).toBe("core");
    expect(immobilized.permissions.map((p) => [p.polarity, p.verb, p.tier])).toEqual([["cannot", "move", 2]]);
    expect(immobilized.modifiers.map((m) => [m.op, m.args])).toEqual([["set", { stat: "speed", value: 0 }]]);
    const assault = ir().scenarios.find((s) => s.name === "Assault")!;
    expect(assault.pointLimits).toEqual([100, 200, 500]);
    expect(assault.rules.map((r) => r.op)).toEqual(["score-destroyed", "score-victory-area", "win-at"]);
  });

  it("gives card permissions their tiers: 1 permissive, 3 names the restriction it breaks, 4 restrictive", () => {
    expect(permission("Cinder Goblin Cutter", "Nimble Feet")).toMatchObject({ polarity: "can", verb: "shift", squares: 2, tier: 1, breaks: null });
    expect(permission("Ashfall Sentinel", "Rooted Stance")).toMatchObject({ polarity: "can", verb: "move", squares: 2, tier: 3, breaks: "Immobilized" });
    expect(permission("Ashfall Sentinel", "Grasping Ash")).toMatchObject({ polarity: "cannot", verb: "shift", tier: 4, subject: { op: "enemies" } });
  });

  it("reads attacks: kind, basic, range, roll, base damage with types, riders, limited uses", () => {
    const sling = ir().creatures.find((c) => c.name === "Ashfall Sentinel")!.attacks[1]!;
    expect(sling).toMatchObject({ name: "Ember Sling", kind: "ranged", basic: false, range: { kind: "range", squares: 6 }, bonus: 10, defense: "Ref", uses: 1 });
    expect(sling.hit.map((e) => [e.op, e.args])).toEqual([
      ["damage", { damage: [{ amount: 5, type: "fire" }] }],
      ["ongoing", { amount: 5, type: "fire" }],
    ]);
    expect(sling.hit[1]!.duration).toEqual({ kind: "save-ends" });
    const flail = ir().creatures.find((c) => c.name === "Hollow Brute")!.attacks[0]!;
    expect(flail).toMatchObject({ kind: "melee", basic: true, range: { kind: "reach", squares: 2 } });
  });

  it("derives the bloodied score as half the hit points rounded down to a multiple of 5 (§ Hit Points, Round Down)", () => {
    expect(ir().creatures.find((c) => c.name === "Hollow Brute")).toMatchObject({ hp: 85, bloodied: 40 });
    expect(ir().creatures.find((c) => c.name === "Mire Archer")).toMatchObject({ hp: 35, bloodied: 15 });
  });

  it("records where every name is defined and used, across files", () => {
    const { symbols } = library();
    const def = symbols.lookup("condition", "Immobilized")!;
    expect(def.file).toBe("content/ddm/core/conditions.wb");
    const uses = symbols.refs.filter((r) => r.kind === "condition" && r.name === "Immobilized").map((r) => r.file);
    expect(uses).toContain("content/ddm/creatures/ashfall-sentinel.wb");
    expect(uses).toContain("content/ddm/creatures/mire-archer.wb");
  });
});

describe("on any input", () => {
  it("reports a power with an empty head before its colon ('power \"X\":: …') instead of throwing", () => {
    const base = librarySources();
    const card = base.find((f) => f.path.endsWith("hollow-brute.wb"))!;
    const text = card.text.replace(/power "Hungry Dead": [^:]*:/, 'power "Hungry Dead"::');
    expect(text).toContain('power "Hungry Dead"::');
    const r = compile([...base.filter((f) => f !== card), { path: card.path, text }]);
    const line = text.split("\n").findIndex((l) => l.includes("Hungry Dead")) + 1;
    expect(r.diagnostics.filter((d) => d.file === card.path && d.severity === "error").map((d) => [d.code, d.range.start.line])).toEqual([
      ["WB110", line],
      ["WB310", line],
    ]);
  });

  it("never throws, and every diagnostic has a line and column", () => {
    const base = librarySources();
    const card = base.find((f) => f.path.endsWith("hollow-brute.wb"))!;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: card.text.length }), fc.integer({ min: 0, max: 40 }), fc.string({ maxLength: 12 }), (at, cut, insert) => {
        const text = card.text.slice(0, at) + insert + card.text.slice(at + cut);
        const r = compile([...base.filter((f) => f !== card), { path: card.path, text }]);
        for (const d of r.diagnostics) expect(d.range.start.line).toBeGreaterThanOrEqual(1);
      }),
      { numRuns: 150 },
    );
  });
});
