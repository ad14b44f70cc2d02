// "Takes 10 damage if it moves" (compiler/primitives/move-stings.ts): as its creature
// leaves its first square on its own turn, by a move or a shift, the damage is dealt and
// the effect ends; "whenever it moves": dealt at each such move, the effect kept. Forced
// movement is not the creature moving.
// ddm-battle-rules-2011.txt § Conditions (Duration); § Move Actions
import type { DamagePart } from "../../compiler/primitives/host.js";
import { applyDamage } from "./damage.js";
import { endEffect } from "./effects.js";
import type { Game } from "./game.js";
import { creatureById } from "./state.js";

export function stingOnMove(g: Game, id: string): void {
  const c = creatureById(g.state, id);
  if (g.state.active?.creature !== id) return;
  for (const e of [...c.effects]) {
    const op = e.kind === "modifier" ? e.modifier?.op : undefined;
    if ((op !== "damage-if-moves" && op !== "damage-whenever-moves") || c.status !== "in-play") continue;
    if (op === "damage-if-moves") endEffect(g, c, e, "it moved");
    applyDamage(g, id, e.modifier!.args.damage as DamagePart[], { creature: e.source, rule: e.rule, src: e.src });
  }
}
