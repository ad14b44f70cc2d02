// The read-only questions primitives ask (compiler/primitives/host.ts RulesView),
// answered from the battle state and the map.
import type { RulesView } from "../../compiler/primitives/host.js";
import type { Game } from "./game.js";
import { creatureById, inPlay } from "./state.js";

export function rulesView(g: Game): RulesView {
  const s = g.state;
  const space = (id: string) => creatureById(s, id).space;
  return {
    creaturesInPlay: () => inPlay(s).map((c) => c.id),
    isInPlay: (id) => {
      const c = s.creatures.find((x) => x.id === id);
      return c !== undefined && c.status === "in-play" && c.space !== null;
    },
    // ddm-battle-rules-2011.txt § Hit Points (Bloodied): at or below the bloodied score.
    isBloodied: (id) => {
      const c = creatureById(s, id);
      return c.hp <= c.bloodiedAt;
    },
    hasCondition: (id, condition) =>
      creatureById(s, id).effects.some((e) => e.kind === "condition" && e.name.toLowerCase() === condition.toLowerCase()),
    areEnemies: (a, b) => creatureById(s, a).side !== creatureById(s, b).side,
    areAllies: (a, b) => a !== b && creatureById(s, a).side === creatureById(s, b).side,
    adjacent: (a, b) => {
      const sa = space(a);
      const sb = space(b);
      return sa !== null && sb !== null && g.grid.adjacent(sa, sb);
    },
    distance: (a, b) => {
      const sa = space(a);
      const sb = space(b);
      return sa === null || sb === null ? Number.POSITIVE_INFINITY : g.grid.distance(sa, sb);
    },
  };
}
