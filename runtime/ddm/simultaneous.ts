// Simultaneous effects: when the order matters, the acting player decides it — the rolls
// of a close or area attack against its targets, several opportunity attacks provoked by
// one action. Each pick is a decision, so agents, replays and people choose alike.
// ddm-battle-rules-2011.txt § Resolving Effects (Simultaneous Effects); § Opportunity Attacks; ../shared/spec/ddm-2011.md P-02, A-46
import { ask, type Game } from "./game.js";

/** `items` in the order `player` picks them, one pick at a time; one item or none needs no decision. */
export function inActingOrder<T>(g: Game, player: number, items: T[], id: (t: T) => string, name: (t: T) => string, what: string): T[] {
  const left = [...items];
  const out: T[] = [];
  while (left.length > 1) {
    const pick = ask(g, {
      player,
      kind: "order",
      prompt: `${what}: which resolves next (${out.length + 1} of ${items.length})?`,
      options: left.map((t) => ({ id: id(t), label: name(t), legal: true })),
    });
    const k = left.findIndex((t) => id(t) === pick);
    out.push(...left.splice(k, 1));
  }
  return [...out, ...left];
}
