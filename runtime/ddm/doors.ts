// Secret doors: while no creature stands in one, it is a wall for distance and adjacency
// (as for sight and effect, runtime/ddm/sight.ts); a creature may still move into it at
// cost 1 and end there, and then it is clear.
// ddm-battle-rules-2011.txt § Secret Door; ../shared/spec/ddm-2011.md A-39
import type { Square } from "../geometry/geometry.js";
import type { Game } from "./game.js";
import { inPlay } from "./state.js";
import { squareHas } from "./terrain.js";

/** Tells the battle's grid which squares are secret doors and that they open while occupied. */
export function shutDoors(g: Game): void {
  const doors: Square[] = [];
  for (const key of g.terrain.keys()) {
    const [x, y] = key.split(",").map(Number) as [number, number];
    if (squareHas(g, { x, y }, "wall-while-empty")) doors.push({ x, y });
  }
  if (doors.length === 0) return;
  g.grid.setDoors(doors, (d) =>
    inPlay(g.state).some((c) => c.space !== null && d.x >= c.space.x && d.x < c.space.x + c.space.size && d.y >= c.space.y && d.y < c.space.y + c.space.size),
  );
}
