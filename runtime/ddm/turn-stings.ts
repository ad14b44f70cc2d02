// "Takes 15 damage at start of each of its turns", "… at end of each of its turns if it did
// not move this turn" (compiler/primitives/turn-stings.ts): dealt to the creature holding the
// effect at that point of its turn, from the effect's source, when the state named holds; "spreads
// 10 poison damage to adjacent enemies of this creature": dealt to those beside it at its turn's start.
// ddm-battle-rules-2011.txt § Start of Turn Phase (Take Damage); § End of Turn Phase (Resolve Other Effects)
import type { DamagePart } from "../../compiler/primitives/host.js";
import { gateEntry } from "../../compiler/primitives/index.js";
import { applyDamage, heal } from "./damage.js";
import type { Game } from "./game.js";
import { creatureById, inPlay } from "./state.js";
import { rulesView } from "./view.js";

export function stingAtTurn(g: Game, id: string, when: "start" | "end"): void {
  const c = creatureById(g.state, id);
  for (const e of [...c.effects]) {
    const m = e.kind === "modifier" ? e.modifier : undefined;
    // "Spreads 10 poison damage to adjacent enemies of this creature": the source's enemies beside it, not itself.
    if (when === "start" && m?.op === "spreads-at-turn-start" && e.source && c.space && c.status === "in-play") {
      const side = creatureById(g.state, e.source).side;
      for (const o of inPlay(g.state).filter((o) => o.id !== id && o.side !== side && o.space && g.grid.adjacent(o.space, c.space!))) {
        applyDamage(g, o.id, m.args.damage as DamagePart[], { creature: e.source, rule: e.rule, src: e.src });
      }
      continue;
    }
    // "Heals adjacent Plant creatures 5 hp": each such creature beside it, of either side.
    if (when === "start" && m?.op === "heals-near-at-turn-start" && c.space && c.status === "in-play") {
      const view = rulesView(g);
      const k = m.args.keyword as { keyword: string; negated?: boolean };
      for (const o of inPlay(g.state).filter((o) => o.id !== id && o.space && g.grid.adjacent(o.space, c.space!) && view.hasKeyword(o.id, k.keyword) !== (k.negated === true))) {
        heal(g, o.id, m.args.amount as number, { creature: e.source, rule: e.rule, src: e.src });
      }
      continue;
    }
    if (m?.op !== `damage-at-turn-${when}` || c.status !== "in-play") continue;
    const state = m.args.state as { op: string; args: Record<string, unknown> } | undefined;
    if (state && !gateEntry(state.op).holds(state.args, rulesView(g), id, e.source ?? id)) continue;
    applyDamage(g, id, m.args.damage as DamagePart[], { creature: e.source, rule: e.rule, src: e.src });
  }
}
