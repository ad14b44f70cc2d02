// Line of sight between creatures: the map's lines (walls) and any rule that takes a
// creature's sight away ("has no line of sight", as Blinded says).
// ddm-battle-rules-2011.txt § How to Choose Targets (Line of Sight); § Blinded
import type { Game } from "./game.js";
import { creatureById } from "./state.js";
import { contributionsTo } from "./values.js";

/** The rule that leaves the creature unable to trace line of sight, if one reaches it. */
export function sightless(g: Game, viewer: string) {
  return contributionsTo(g, viewer).find((c) => c.stat === "no-line-of-sight");
}

export function sees(g: Game, viewer: string, target: string): boolean {
  const v = creatureById(g.state, viewer);
  const t = creatureById(g.state, target);
  if (!v.space || !t.space || sightless(g, viewer)) return false;
  return g.grid.lineOfSight(v.space, t.space);
}
