// Healing held over a creature at the start of each of its turns for a while ("heals 10 at
// start of each of its turns until it moves", compiler/primitives/turn-start-healing.ts):
// at step 3 of its start of turn, after ongoing damage, it heals; one power's healing is
// not added twice (the highest of its copies counts).
// ddm-battle-rules-2011.txt § Start of Turn Phase (Resolve Other Effects); § Hit Points (Healing)
import { heal } from "./damage.js";
import type { Game } from "./game.js";
import { creatureById } from "./state.js";
import { contributionsTo } from "./values.js";

export function healAtTurnStart(g: Game, id: string): void {
  const c = creatureById(g.state, id);
  if (c.status !== "in-play") return;
  const byRule = new Map<string, ReturnType<typeof contributionsTo>[number]>();
  for (const x of contributionsTo(g, id)) {
    if (x.stat !== "heals-at-turn-start") continue;
    const had = byRule.get(x.rule);
    if (!had || had.amount < x.amount) byRule.set(x.rule, x);
  }
  for (const x of byRule.values()) heal(g, id, x.amount, { creature: x.owner ?? null, rule: x.rule, src: x.src });
}
