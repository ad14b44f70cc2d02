// "Use when an enemy in a victory area destroys a creature; if this creature is not on the
// battle map, place it on the battle map at least 5 squares away from that enemy": a creature
// off the map hears the destruction, and enters play that far from the destroyer.
// ddm-battle-rules-2011.txt § Set-Up (Delayed Appearance); § Forced-Movement Effects (Place); § How to Choose Targets (counting distance)
import { describe, expect, it } from "vitest";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { arena, attackOf, creature, type Placement } from "./arena.js";

// Made-up creatures (not bundled content).
const cards = {
  path: "test/watch-from-off-map.wb",
  text: `creature "Lantern Warden" {
  level 1  cost 4  unaligned  factions Civilization  keywords Human
  AC 12  Fort 10  Ref 10  Will 10  speed 6  hp 10
  attack melee basic "Cudgel": +4 vs AC; 5 damage
  power "Raise the Alarm" uses 1: use when enemy in victory area destroys creature while off battle map: place this creature at least 5 squares from that enemy
}
creature "Vault Raider" {
  level 3  cost 10  unaligned  factions Wild  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 30
  attack melee basic "Knife": +6 vs AC; 10 damage
}
`,
};

/** The raider (side B) kills a 5-hp raider of side A beside it with a roll of 15; the warden (side A) starts off the map unless `onMap`. */
function killAt(raider: [number, number], victim: [number, number], choices: string[], onMap = false) {
  const placements: Placement[] = [
    { card: "Lantern Warden", side: "A", at: [0, 0] },
    { card: "Vault Raider", side: "A", at: victim, hp: 5 },
    { card: "Vault Raider", side: "B", at: raider },
  ];
  const a = arena(placements, { extra: [cards], choices, dice: [15] });
  if (!onMap) creature(a, "A1").space = null;
  resolveAttack(a.g, "B1", attackOf(a, "B1", "Knife"), "A2");
  expect(creature(a, "A2").status).toBe("destroyed");
  return a;
}

describe("ddm-battle-rules-2011.txt § Set-Up (Delayed Appearance): a creature off the map answering a destruction", () => {
  it("the raider in a victory area (5,8) kills: the warden is placed, every square offered at least 5 squares from the raider", () => {
    const a = killAt([5, 8], [4, 8], ["use", "0,0"]);
    expect(creature(a, "A1").space).toMatchObject({ x: 0, y: 0 });
    const offered = a.decisions.find((d) => d.kind === "place")!.options.map((o) => o.id.split(",").map(Number) as [number, number]);
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every(([x, y]) => Math.max(Math.abs(x - 5), Math.abs(y - 8)) >= 5)).toBe(true);
    expect(offered.some(([x, y]) => x === 5 && y === 4)).toBe(false);
  });

  it("the raider outside every victory area kills: nothing offered, the warden stays off the map", () => {
    const a = killAt([1, 4], [1, 5], []);
    expect(creature(a, "A1").space).toBeNull();
    expect(a.decisions.filter((d) => d.kind === "use-power")).toHaveLength(0);
  });

  it("a warden already on the map is not offered it", () => {
    const a = killAt([5, 8], [4, 8], [], true);
    expect(creature(a, "A1").space).toMatchObject({ x: 0, y: 0 });
    expect(a.decisions.filter((d) => d.kind === "use-power")).toHaveLength(0);
  });
});
