// Terrain laid on a close or area attack's area, hit or miss, once for the attack: "squares
// in area gain \"spike-stones\" terrain until end of battle" (for a line, the squares it
// passes through), "one clear square in area becomes \"difficult\" terrain until end of
// battle" (its player picks one without terrain). Squares outside the area are untouched.
// ddm-battle-rules-2011.txt § Close Attacks (Line); § Area Attacks; § Spike Stones; § Difficult Terrain
import { describe, expect, it } from "vitest";
import { placements } from "../../runtime/ddm/attack-areas.js";
import { resolveAreaAttack } from "../../runtime/ddm/attack.js";
import { typesAt } from "../../runtime/ddm/terrain.js";
import { arena, attackOf } from "./arena.js";

const cards = {
  path: "test/area-terrain.wb",
  text: `creature "Thorn Caller" {
  level 6  cost 20  unaligned  factions Wild  keywords Plant
  AC 15  Fort 15  Ref 12  Will 12  speed 6  hp 40
  attack melee basic "Lash": +6 vs AC; 5 damage
  attack close line 3 "Thorn Line": +6 vs AC; 10 damage; hit or miss: squares in area gain "spike-stones" terrain until end of battle
  attack area 1 within 10 "Shard Burst": +6 vs Ref; 10 damage; hit or miss: one clear square in area becomes "difficult" terrain until end of battle
}
`,
};
const key = (q: { x: number; y: number }) => `${q.x},${q.y}`;

describe("§ Close Attacks, § Area Attacks: terrain laid on the attack's area", () => {
  it("a missed line lays spike stones on each square it passes through, and only there", () => {
    const a = arena(
      [
        { card: "Thorn Caller", side: "A", at: [2, 5] },
        { card: "Cinder Goblin Cutter", side: "B", at: [4, 5] },
      ],
      { extra: [cards], dice: [1] },
    );
    const line = attackOf(a, "A1", "Thorn Line");
    // One way to place the line reaches the goblin (ways with the same creatures count once); its squares include the goblin's.
    const p = placements(a.g, "A1", line)[0]!;
    const squares = p.squares.map(key);
    expect(squares).toEqual(expect.arrayContaining(["3,5", "4,5"]));
    resolveAreaAttack(a.g, "A1", line, p);
    expect(squares.every((k) => { const [x, y] = k.split(",").map(Number); return typesAt(a.g, { x: x!, y: y! }).has("spike-stones"); })).toBe(true);
    expect(typesAt(a.g, { x: 3, y: 7 }).size).toBe(0);
  });

  it("a burst picks one clear square of its area to become difficult terrain", () => {
    const a = arena(
      [
        { card: "Thorn Caller", side: "A", at: [2, 2] },
        { card: "Cinder Goblin Cutter", side: "B", at: [6, 6] },
      ],
      { extra: [cards], dice: [1], choices: ["4,4"] },
    );
    const burst = attackOf(a, "A1", "Shard Burst");
    const p = placements(a.g, "A1", burst)[0]!;
    expect(key(p.origin)).toBe("5,5");
    resolveAreaAttack(a.g, "A1", burst, p);
    // The burst around 5,5 covers 4,4 to 6,6: the square picked is difficult, the others clear.
    expect([...typesAt(a.g, { x: 4, y: 4 })]).toEqual(["difficult"]);
    expect([typesAt(a.g, { x: 6, y: 6 }).size, typesAt(a.g, { x: 7, y: 7 }).size]).toEqual([0, 0]);
    expect(a.decisions.at(-1)!.options.map((o) => o.id)).not.toContain("7,7");
  });
});
