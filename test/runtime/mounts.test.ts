// Mounts and riders: mounting and dismounting, the rider moving with its mount at speed
// 0, forced dismounts, and a rider left behind by a destroyed mount.
// ddm-battle-rules-2011.txt § Mounts and Riders (Mount, Dismount)
import { describe, expect, it } from "vitest";
import { destroy } from "../../runtime/ddm/damage.js";
import { forcedMove } from "../../runtime/ddm/movement.js";
import { mayAct } from "../../runtime/ddm/permissions.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { speedOf } from "../../runtime/ddm/values.js";
import { rulesView } from "../../runtime/ddm/view.js";
import { arena, creature, type Placement } from "./arena.js";
import { wolfMount } from "./mount-fixtures.js";

// The goblin A1 at 2,2 stands next to the wolf A2, whose 2-by-2 space is 3,2 to 4,3.
const pair: Placement[] = [
  { card: "Cinder Goblin Cutter", side: "A", at: [2, 2] },
  { card: "Test Wolf Mount", side: "A", at: [3, 2] },
];

function mounted(extra: Placement[] = [], choices: string[] = []) {
  const a = arena([...pair, ...extra], { extra: [wolfMount], choices: ["mount:A2", ...choices, "end"] });
  creatureTurn(a.g, "A1");
  return a;
}

describe("§ Mounts and Riders: Mount", () => {
  it("the mount action puts the rider in its mount's space; both gain Mounted; the rider's speed is 0 and it cannot move on its own", () => {
    const a = mounted();
    const rider = creature(a, "A1");
    expect(a.decisions[0]!.options.find((o) => o.id === "mount:A2")).toMatchObject({ legal: true });
    expect(rider.riding).toBe("A2");
    expect(rider.space).toEqual(creature(a, "A2").space);
    const view = rulesView(a.g);
    expect([view.hasKeyword("A1", "Mounted"), view.hasKeyword("A2", "Mounted")]).toEqual([true, true]);
    expect(speedOf(a.g, "A1").value).toBe(0);
    const move = mayAct(a.g, "A1", "move");
    expect(move.allowed).toBe(false);
    expect(move.verdicts.find((v) => v.status === "decides")).toMatchObject({ tier: 2, rule: "condition Riding" });
    // Mounting took the move action: no second mount or move this turn.
    expect(a.decisions[1]!.options.find((o) => o.id === "move")?.legal ?? false).toBe(false);
  });

  it("only a creature the mount power names may ride (a Goblin ally, not a Human)", () => {
    const a = arena([{ card: "Mire Archer", side: "A", at: [2, 2] }, pair[1]!], { extra: [wolfMount], choices: ["end"] });
    creatureTurn(a.g, "A1");
    expect(a.decisions[0]!.options.some((o) => o.id.startsWith("mount"))).toBe(false);
  });

  it("mounting next to an enemy provokes its opportunity attack", () => {
    const a = arena([...pair, { card: "Cinder Goblin Cutter", side: "B", at: [1, 2] }], { extra: [wolfMount], choices: ["mount:A2", "attack", "end"], dice: [1] });
    creatureTurn(a.g, "A1");
    expect(a.decisions[1]).toMatchObject({ kind: "opportunity-attack", player: 1 });
    expect(a.decisions[1]!.prompt).toContain("mounting");
    expect(creature(a, "A1").riding).toBe("A2");
  });

  it("the rider moves when its mount moves", () => {
    const a = mounted();
    a.g.choose = (d) => d.options.findIndex((o) => o.id === (d.kind === "action" && a.g.state.active!.move > 0 ? "move:3,7" : "end"));
    creatureTurn(a.g, "A2");
    expect(creature(a, "A2").space).toEqual({ x: 3, y: 7, size: 2 });
    expect(creature(a, "A1").space).toEqual({ x: 3, y: 7, size: 2 });
  });
});

describe("§ Mounts and Riders: Dismount", () => {
  it("dismounting puts the rider next to its mount, both lose Mounted, and it takes no further actions", () => {
    const a = mounted();
    a.decisions.length = 0;
    a.g.choose = (d) => {
      a.decisions.push(d);
      return d.options.findIndex((o) => o.id === (a.decisions.length === 1 ? "dismount:5,2" : "end"));
    };
    creatureTurn(a.g, "A1");
    const options = a.decisions[0]!.options.filter((o) => o.id.startsWith("dismount:")).map((o) => o.id);
    expect(options).toContain("dismount:5,2");
    expect(options).not.toContain("dismount:3,2");
    expect(creature(a, "A1").space).toEqual({ x: 5, y: 2, size: 1 });
    expect(creature(a, "A1").riding).toBeUndefined();
    expect(rulesView(a.g).hasKeyword("A2", "Mounted")).toBe(false);
    expect(a.decisions[1]!.options.filter((o) => o.legal).map((o) => o.id)).toEqual(["end"]);
  });

  it("a rider hit by forced movement is forcibly dismounted first, provoking nothing, then moved", () => {
    const a = mounted([{ card: "Cinder Goblin Cutter", side: "B", at: [5, 5] }]);
    a.decisions.length = 0;
    a.g.choose = (d) => {
      a.decisions.push(d);
      return d.options.findIndex((o) => o.legal && o.id !== "stop");
    };
    forcedMove(a.g, "A1", "slide", 1, { creature: null, rule: "a test slide", src: null });
    expect(creature(a, "A1").riding).toBeUndefined();
    expect(a.g.state.log.some((e) => e.kind === "dismount" && e.text.includes("forcibly dismounted"))).toBe(true);
    expect(a.decisions.some((d) => d.kind === "opportunity-attack")).toBe(false);
    expect(a.g.state.log.some((e) => e.kind === "forced-move")).toBe(true);
  });

  it("a rider whose mount is destroyed stands within the space the mount held (§ Mount Destroyed)", () => {
    const a = mounted();
    a.g.choose = (d) => d.options.findIndex((o) => o.id === "4,3");
    destroy(a.g, "A2", { creature: null, rule: "a test", src: null });
    expect(creature(a, "A1").space).toEqual({ x: 4, y: 3, size: 1 });
    expect(creature(a, "A1").riding).toBeUndefined();
    expect(rulesView(a.g).hasCondition("A1", "Riding")).toBe(false);
  });
});
