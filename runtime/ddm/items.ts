// Items assigned to creatures at set-up. A creature whose level is in the item's range
// and that has its required keywords uses the item's powers as if they were on its own
// card; an item it cannot use is only carried (its cost still scores: scoring.ts). ddm-battle-rules-2011.txt § How to Read an Item Stat Card; § Set-Up
import type { ItemIR, PowerIR } from "../../compiler/ir.js";
import { cardOf, type Game } from "./game.js";
import { creatureById } from "./state.js";

function itemsOf(g: Game, id: string): ItemIR[] {
  const held = creatureById(g.state, id).items ?? [];
  return held.flatMap((h) => g.ir.items.filter((i) => i.name.toLowerCase() === h.name.toLowerCase()));
}

/** Can the creature use the item, or does it only carry it? */
export function canUseItem(g: Game, id: string, item: ItemIR): boolean {
  const card = cardOf(g, creatureById(g.state, id).card);
  const keywords = new Set(card.keywords.map((k) => k.toLowerCase()));
  return card.level >= item.minLevel && card.level <= item.maxLevel && item.keywords.every((k) => keywords.has(k.toLowerCase()));
}

export function itemPowersOf(g: Game, id: string): PowerIR[] {
  return itemsOf(g, id)
    .filter((i) => canUseItem(g, id, i))
    .flatMap((i) => i.powers);
}
