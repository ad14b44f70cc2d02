// A rider in play on its mount: the terrain its mount carries it into, cover between
// the two, and the forced dismount when rider and mount come under different players'
// control. ddm-battle-rules-2011.txt § Mounts and Riders; § Spike Stones; § Cover
// (Mounted Creatures); ../shared/spec/ddm-2011.md
import { describe, expect, it } from "vitest";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { attackAsIfDominated } from "../../runtime/ddm/dominate.js";
import { addCondition } from "../../runtime/ddm/effects.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { walk } from "../../runtime/ddm/movement.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, creature, type Placement } from "./arena.js";
import { wolfMount } from "./mount-fixtures.js";
import { terrainField } from "./terrain-field.js";

const cause = { creature: "A2", rule: "test", src: null };
const step = (x: number, y: number) => ({ x, y, size: 2 });

/** The goblin A1 mounts the wolf A2 (a 2-by-2 space from `wolfAt`) on its turn; more creatures and choices after. */
function mounted(goblinAt: [number, number], wolfAt: [number, number], opts: { extra?: Placement[]; terrain?: boolean; dice?: number[]; choices?: string[] } = {}) {
  const a = arena(
    [{ card: "Cinder Goblin Cutter", side: "A", at: goblinAt }, { card: "Test Wolf Mount", side: "A", at: wolfAt }, ...(opts.extra ?? [])],
    { extra: opts.terrain ? [wolfMount, terrainField] : [wolfMount], ...(opts.terrain ? { battle: "Terrain Test" } : {}), dice: opts.dice ?? [], choices: ["mount:A2", "end", ...(opts.choices ?? [])] },
  );
  creatureTurn(a.g, "A1");
  expect(creature(a, "A1").riding).toBe("A2");
  return a;
}

describe("§ Mounts and Riders: terrain the mount carries its rider into", () => {
  it("fire: the rider occupies its mount's space, so entering it burns both, and the rider again when its turn starts there (§ Fire; A-68)", () => {
    const a = mounted([2, 5], [3, 5], { terrain: true, choices: ["end"] });
    walk(a.g, "A2", [step(2, 6), step(1, 7)], true, cause);
    expect(creature(a, "A2").hp).toBe(25);
    expect(creature(a, "A1").hp).toBe(15);
    creatureTurn(a.g, "A1");
    expect(creature(a, "A1").hp).toBe(10);
  });

  it("spike stones: the mount walking in takes 5, its rider nothing — the one terrain the rulebook spares riders (§ Spike Stones)", () => {
    const a = mounted([7, 7], [8, 6], { terrain: true });
    walk(a.g, "A2", [step(8, 7), step(8, 8)], true, cause);
    expect(creature(a, "A2").hp).toBe(25);
    expect(creature(a, "A1").hp).toBe(20);
    expect(a.g.state.log.filter((e) => e.kind === "damage")).toHaveLength(1);
  });
});

describe("§ Cover (Mounted Creatures): a mount covers its rider, a rider not its mount", () => {
  // An enemy archer 5 squares off; Longbow +8 vs AC. A roll of 8 makes 16: the goblin's AC 16, the wolf's 14.
  const archer: Placement = { card: "Mire Archer", side: "B", at: [8, 3] };

  it("the rider has cover (-2): 8 + 8 - 2 = 14 misses its AC 16; the same roll hits it unmounted (A-56)", () => {
    const longbow = (a: ReturnType<typeof mounted>) => cardOf(a.g, "Mire Archer").attacks.find((x) => x.name === "Longbow")!;
    const a = mounted([2, 2], [3, 2], { extra: [archer], dice: [8] });
    resolveAttack(a.g, "B1", longbow(a), "A1");
    expect(creature(a, "A1").hp).toBe(20);
    expect(a.g.state.log.find((e) => e.text.startsWith("Longbow:"))!.text).toContain("cover");
    const unmounted = arena([{ card: "Cinder Goblin Cutter", side: "A", at: [3, 3] }, archer], { dice: [8] });
    resolveAttack(unmounted.g, "B1", longbow(unmounted), "A1");
    expect(creature(unmounted, "A1").hp).toBe(10);
  });

  it("the mount has no cover from the rider sharing its space: 6 + 8 = 14 hits its AC 14 for 10", () => {
    const a = mounted([2, 2], [3, 2], { extra: [archer], dice: [6] });
    resolveAttack(a.g, "B1", cardOf(a.g, "Mire Archer").attacks.find((x) => x.name === "Longbow")!, "A2");
    // It hits only without the -2 a rider would give.
    expect(creature(a, "A2").hp).toBe(20);
  });
});

describe("§ Dismount: forcibly dismounted when rider and mount come under different players' control (A-34)", () => {
  it("a Dominated rider is dismounted by its dominator's player at its turn, provoking nothing, and takes no further actions", () => {
    const a = mounted([2, 2], [3, 2], { extra: [{ card: "Cinder Goblin Cutter", side: "B", at: [0, 6] }], choices: ["2,3", "end"] });
    addCondition(a.g, "A1", "Dominated", null, { creature: "B1", rule: "a test domination", src: null });
    a.decisions.length = 0;
    creatureTurn(a.g, "A1");
    const place = a.decisions.find((d) => d.kind === "place")!;
    expect(place.player).toBe(1);
    expect(creature(a, "A1").riding).toBeUndefined();
    expect(creature(a, "A1").space).toEqual({ x: 2, y: 3, size: 1 });
    expect(a.decisions.some((d) => d.kind === "opportunity-attack")).toBe(false);
    expect(a.decisions.find((d) => d.kind === "action")!.options.filter((o) => o.legal).map((o) => o.id)).toEqual(["end"]);
    expect(a.g.state.log.find((e) => e.kind === "dismount")!.text).toContain("forcibly dismounted");
  });

  it("a rider whose mount is made to attack as if Dominated is dismounted first; the attack follows", () => {
    const a = mounted([2, 2], [3, 2], { extra: [{ card: "Cinder Goblin Cutter", side: "B", at: [5, 2] }], dice: [15], choices: ["2,1", "Bite:A1"] });
    attackAsIfDominated(a.g, "A2", { creature: "B1", rule: "a test power", src: null });
    expect(creature(a, "A1").riding).toBeUndefined();
    // The wolf, for B's warband, bites its former rider: 15 + 4 = 19 vs AC 16, 5 damage.
    expect(creature(a, "A1").hp).toBe(15);
    const kinds = a.g.state.log.map((e) => e.kind);
    expect(kinds.indexOf("dismount")).toBeLessThan(kinds.indexOf("dominated"));
  });
});
