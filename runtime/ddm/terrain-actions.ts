// Actions terrain offers a creature on its turn: a healing font's heal in place of
// the attack action, and a teleporter's jump as an immediate action.
// ddm-battle-rules-2011.txt § Healing Font; § Teleporter
import type { Option } from "../kernel/decisions.js";
import type { Space } from "../geometry/geometry.js";
import { heal } from "./damage.js";
import { log, type Game } from "./game.js";
import { isLegalPosition, place } from "./movement.js";
import { creatureById, label } from "./state.js";
import { rulesWith, terrainLine, typesAt } from "./terrain.js";

/** At the start of its turn: is the creature on or next to a healing font? Remembers the amount for this turn. */
export function noteHealingFont(g: Game, id: string): void {
  const c = creatureById(g.state, id);
  const t = g.state.active;
  if (!t || !c.space) return;
  for (const t2 of g.map.terrain) {
    const rule = rulesWith(g, [t2.type], "healing-font")[0];
    if (!rule) continue;
    const near = t2.squares.find((q) => g.grid.adjacent(c.space!, { x: q.x, y: q.y, size: 1 }));
    if (near) {
      t.fontHeal = terrainLine(g, near, t2.type)?.amount ?? (rule.rule.args.amount as number);
      return;
    }
  }
}

/** The nearest unoccupied teleporter squares, counted straight through walls and terrain, and the spaces that put the creature on them. */
function teleporterSpaces(g: Game, id: string): Space[] {
  const c = creatureById(g.state, id);
  const mine = g.grid.squaresOf(c.space!);
  const onOne = mine.some((q) => rulesWith(g, typesAt(g, q), "teleporter").length > 0);
  if (!onOne) return [];
  const pads = g.map.terrain
    .filter((t) => rulesWith(g, [t.type], "teleporter").length > 0)
    .flatMap((t) => t.squares)
    .filter((q) => !mine.some((m) => m.x === q.x && m.y === q.y))
    .filter((q) => isLegalPosition(g, id, { x: q.x, y: q.y, size: 1 }) || c.space!.size > 1);
  if (pads.length === 0) return [];
  const dist = (q: { x: number; y: number }) => g.grid.rawDistance(c.space!, { x: q.x, y: q.y, size: 1 });
  const nearest = Math.min(...pads.map(dist));
  const size = c.space!.size;
  const out: Space[] = [];
  for (const q of pads.filter((p) => dist(p) === nearest)) {
    // A big creature is placed legally with one of its squares on the teleporter.
    for (let dy = 0; dy < size; dy++) {
      for (let dx = 0; dx < size; dx++) {
        const s = { x: q.x - dx, y: q.y - dy, size };
        if (isLegalPosition(g, id, s) && !out.some((o) => g.grid.same(o, s))) out.push(s);
      }
    }
  }
  return out;
}

export function terrainActionOptions(g: Game, id: string): Option[] {
  const t = g.state.active!;
  const out: Option[] = [];
  if (t.fontHeal !== undefined) {
    const legal = t.attack > 0;
    out.push({ id: "terrain:heal", label: `drink from the healing font (heal ${t.fontHeal})`, legal, ...(legal ? {} : { why: "the attack action is spent" }) });
  }
  const pads = teleporterSpaces(g, id);
  if (pads.length) {
    // At most one immediate action per creature-turn (§ Actions, Immediate Actions).
    const legal = creatureById(g.state, id).immediateTurn !== g.state.turn;
    out.push({ id: "terrain:teleport", label: "use the teleporter", legal, ...(legal ? {} : { why: "the immediate action is spent" }) });
  }
  return out;
}

export function takeTerrainAction(g: Game, id: string, what: string): void {
  const t = g.state.active!;
  const c = creatureById(g.state, id);
  if (what === "heal") {
    t.attack--;
    const amount = t.fontHeal ?? 0;
    heal(g, id, amount, { creature: id, rule: "healing-font terrain", src: g.map.src });
  } else if (what === "teleport") {
    c.immediateTurn = g.state.turn;
    const spaces = teleporterSpaces(g, id);
    log(g, "teleporter", `${label(c)} steps onto the teleporter`, { rule: "teleporter terrain", src: g.map.src });
    place(g, id, spaces, c.owner, { creature: id, rule: "teleporter terrain", src: g.map.src });
  } else throw new Error(`no terrain action ${what}`);
}
