// "Use 1 champion power of an allied champion, as if this creature had that champion
// power": a creature with such a power has the champion powers of the champions in play
// on that side (its allies', or its enemies') as its own. Used, each counts against its
// own champion rating and is once per turn like any of its champion powers, and what it
// says of "this creature" and "allies" is said of the creature using it. The rulebook
// says no more of whose rating pays; warband takes the user's, as for its own powers.
// ddm-battle-rules-2011.txt § Champion Powers
import type { PowerIR } from "../../compiler/ir.js";
import { copiedSides } from "../../compiler/primitives/copied-powers.js";
import { gateEntry } from "../../compiler/primitives/index.js";
import { cardOf, type Game } from "./game.js";
import { creatureById, inPlay } from "./state.js";
import { rulesView } from "./view.js";

/** The sides ("ally", "enemy") whose champions' powers these powers let their creature use now ("… while it occupies a victory area": only then). */
function sidesCopied(g: Game, id: string, powers: PowerIR[]): string[] {
  const sides: string[] = [];
  for (const p of powers) {
    for (const c of p.clauses) {
      if (c.kind !== "modifier" || !copiedSides[c.op]) continue;
      if (c.gate === null || gateEntry(c.gate.op).holds(c.gate.args, rulesView(g), id, id)) sides.push(copiedSides[c.op]!);
    }
  }
  return sides;
}

/** The champion powers `id` may use as its own by such a power (none when it has none); one power of a name only. */
export function copiedChampionPowers(g: Game, id: string, own: PowerIR[]): PowerIR[] {
  const sides = sidesCopied(g, id, own);
  if (sides.length === 0) return [];
  const me = creatureById(g.state, id);
  const names = new Set(own.map((p) => p.name));
  const out: PowerIR[] = [];
  for (const other of inPlay(g.state)) {
    if (other.id === id || !sides.includes(other.side === me.side ? "ally" : "enemy")) continue;
    const card = cardOf(g, other.card);
    if (!card.champion) continue;
    for (const p of card.powers) {
      if (!p.champion || names.has(p.name)) continue;
      names.add(p.name);
      out.push(p);
    }
  }
  return out;
}
