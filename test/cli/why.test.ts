// `warband why` on a saved battle state: the committed fixture behind the README's
// examples is a position of the bundled "First Blood" battle, rebuilt here from the
// runtime so it never drifts from the state format (`npx vitest -u` rewrites it).
// ddm-battle-rules-2011.txt § Core Rules and Exceptions; § Immobilized
import { afterEach, describe, expect, it, vi } from "vitest";
import { why } from "../../cli/commands/why.js";
import { newBattleState } from "../../runtime/ddm/setup.js";
import type { BattleState } from "../../runtime/ddm/state.js";
import { library } from "../library.js";

const FIXTURE = "test/fixtures/immobilized-sentinel.json";

/** The Ashfall Sentinel (A1), Immobilized (save ends), with an enemy Mire Archer (B2) next to it inside its Grasping Ash aura. */
function immobilizedSentinel(): BattleState {
  const s = newBattleState(library().ir, "First Blood", 7);
  const a1 = s.creatures.find((c) => c.id === "A1")!;
  const b2 = s.creatures.find((c) => c.id === "B2")!;
  a1.space = { x: 5, y: 5, size: 1 };
  b2.space = { x: 6, y: 6, size: 1 };
  a1.effects.push({ id: 1, kind: "condition", name: "Immobilized", duration: "save-ends", source: "B2", rule: "Tangle Arrow", src: null });
  s.nextEffectId = 2;
  s.round = 1;
  s.phase = "turns";
  return s;
}

function runWhy(creature: string, question: string): { code: number; out: string } {
  const lines: string[] = [];
  const spy = vi.spyOn(console, "log").mockImplementation((m: unknown) => void lines.push(String(m)));
  const code = why(FIXTURE, creature, question, { content: [], library: "content/ddm" });
  spy.mockRestore();
  return { code, out: lines.join("\n") };
}

afterEach(() => vi.restoreAllMocks());

describe("warband why", () => {
  it("the fixture is the runtime's own state for the position", async () => {
    await expect(`${JSON.stringify(immobilizedSentinel(), null, 2)}\n`).toMatchFileSnapshot(`../fixtures/immobilized-sentinel.json`);
  });

  it("an Immobilized Sentinel may still move 2 squares: its card names the restriction it breaks (tier 3 over tier 2)", () => {
    const { code, out } = runWhy("A1", "move");
    expect(code).toBe(0);
    expect(out).toContain("May Ashfall Sentinel (A1) move? Yes, up to 2 squares — decided at tier 3");
    expect(out).toMatch(/tier 2 +cannot +cannot move +condition Immobilized +content\/ddm\/core\/conditions\.wb:\d+:\d+ +broken/);
    expect(out).toMatch(/tier 3 +can +can move 2 squares while Immobilized +Rooted Stance +content\/ddm\/creatures\/ashfall-sentinel\.wb:\d+:\d+ +DECIDES/);
  });

  it("but it may not shift: the Immobilized restriction stands (tier 2)", () => {
    const { out } = runWhy("A1", "shift");
    expect(out).toContain("May Ashfall Sentinel (A1) shift? No — decided at tier 2");
  });

  it("the enemy next to it may not shift: Grasping Ash is restrictive card text (tier 4)", () => {
    const { out } = runWhy("B2", "shift");
    expect(out).toContain("May Mire Archer (B2) shift? No — decided at tier 4");
    expect(out).toMatch(/tier 4 +cannot +enemies cannot shift +Grasping Ash .*DECIDES/);
  });

  it("values show their contributions: Immobilized sets speed 0", () => {
    const { out } = runWhy("A1", "speed");
    expect(out).toContain("Ashfall Sentinel (A1): speed 0");
    expect(out).toMatch(/set +0 +speed 0 +Immobilized/);
  });
});

describe("warband why … attack (ddm-battle-rules-2011.txt § Making an Attack; § Combat Advantage; § Cover)", () => {
  it("explains whether the attack may target, its bonus and the defence with their sources, and what a hit deals", () => {
    const lines: string[] = [];
    const spy = vi.spyOn(console, "log").mockImplementation((m: unknown) => void lines.push(String(m)));
    const code = why(FIXTURE, "A1", "attack", { content: [], library: "content/ddm", more: ["B2", "Pick"] });
    spy.mockRestore();
    const out = lines.join("\n");
    expect(code).toBe(0);
    expect(out).toContain("May Ashfall Sentinel (A1) target Mire Archer (B2) with Pick? Yes");
    expect(out).toMatch(/attack \+11 vs AC 18/);
    expect(out).toMatch(/base\s+11\s+\+11 vs AC\s+Pick\s+content\/ddm\/creatures\/ashfall-sentinel\.wb:\d+:\d+/);
    expect(out).toContain("a hit deals 15");
  });

  it("says why an ally cannot be attacked: a tier-2 core verdict decides", () => {
    const lines: string[] = [];
    const spy = vi.spyOn(console, "log").mockImplementation((m: unknown) => void lines.push(String(m)));
    why(FIXTURE, "B2", "attack", { content: [], library: "content/ddm", more: ["B1", "Hatchet"] });
    spy.mockRestore();
    const out = lines.join("\n");
    expect(out).toMatch(/with Hatchet\? No — decided at tier 2/);
    expect(out).toMatch(/tier 2\s+cannot cannot target allies.*DECIDES/);
  });

  it("answers for the double move too: Immobilized forbids it (it counts as a move), and Rooted Stance permits only a move (ddm-battle-rules-2011.txt § Move Actions, Double Move)", () => {
    const { code, out } = runWhy("A1", "double move");
    expect(code).toBe(0);
    expect(out).toMatch(/double move\? No — decided at tier 2/);
    expect(out).toMatch(/Immobilized/);
    expect(out).toMatch(/content\/ddm\/core\/conditions\.wb:\d+/);
  });
});
