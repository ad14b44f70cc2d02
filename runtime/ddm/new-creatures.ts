// Creatures that join a warband during the battle: a summoned card by name ("summon
// \"Ember Wisp\" within 2 squares") and a new creature of a keyword and cost the power's
// player picks ("place new Undead creature with cost 10 or less in space of that enemy").
// ddm-battle-rules-2011.txt § Powers and Effects (Summoning); § Set-Up (Delayed Appearance);
// § Legal Position; ../shared/spec/ddm-2011.md A-08, A-44
import type { CreatureIR } from "../../compiler/ir.js";
import type { Cause, NewCreaturePlace } from "../../compiler/primitives/host.js";
import { onceGone } from "./damage.js";
import { ask, log, type Game } from "./game.js";
import { isLegalPosition, placeWhere, putOnMap } from "./movement.js";
import { placeIn } from "./placing.js";
import { powersOf } from "./powers.js";
import { creatureById, label, type CreatureState } from "./state.js";

/**
 * A creature of the card joins `by`'s warband, at `space` or off the map until placed. It
 * joins after this round's turns were chosen, so it acts from the next round (the cards
 * say it "is considered to have activated this round"; A-08).
 */
export function joinWarband(g: Game, ir: CreatureIR, by: CreatureState, space: CreatureState["space"], keywords: string[]): CreatureState {
  const n = g.state.creatures.filter((c) => c.side === by.side).length + 1;
  const created: CreatureState = {
    id: `${by.side}${n}`,
    card: ir.name,
    owner: by.owner,
    side: by.side,
    space,
    hp: ir.hp,
    maxHp: ir.hp,
    bloodiedAt: ir.bloodied,
    status: "in-play",
    effects: [],
    spent: {},
    turns: 0,
    actedThisRound: true,
    oaTurn: -1,
    ...(keywords.length ? { keywords } : {}),
  };
  g.state.creatures.push(created);
  return created;
}

/** "Undead", "Imp": a keyword of the card, or a word of its name; "Horde Zombie": the card of that name. */
function cardFits(ir: CreatureIR, pick: { keywords: string[]; cost: number | null; name?: string }): boolean {
  if (pick.cost !== null && ir.cost > pick.cost) return false;
  if (pick.name !== undefined) return ir.name.toLowerCase() === pick.name.toLowerCase();
  const words = ir.name.toLowerCase().split(/[^a-z]+/);
  return pick.keywords.some((k) => ir.keywords.some((x) => x.toLowerCase() === k.toLowerCase()) || words.includes(k.toLowerCase()));
}

/**
 * A new creature: the power's player picks a loaded card that fits (a unique card only if
 * none of it is in play), it joins the warband and is put where `place` says, else in the
 * nearest legal position. Beside or in the space of a creature being destroyed, it waits
 * until that creature has left its space (runtime/ddm/damage.ts onceGone).
 */
export function newCreature(g: Game, self: string, pick: { keywords: string[]; cost: number | null; name?: string }, where: NewCreaturePlace, cause: Cause): void {
  const by = creatureById(g.state, self);
  const inPlay = new Set(g.state.creatures.filter((c) => c.status === "in-play").map((c) => c.card));
  const cards = g.ir.creatures.filter((ir) => cardFits(ir, pick) && !(ir.unique && inPlay.has(ir.name))).sort((a, b) => a.name.localeCompare(b.name));
  const said = pick.name ?? `${pick.keywords.join(" or ")} creature${pick.cost !== null ? ` with cost ${pick.cost} or less` : ""}`;
  if (cards.length === 0) {
    log(g, "new-creature", `${label(by)}: no ${said} to put on the battle map (${cause.rule})`, cause);
    return;
  }
  const name = ask(g, {
    player: by.owner,
    kind: "new-creature",
    prompt: `${label(by)}: which ${said} joins your warband? (${cause.rule})`,
    options: cards.map((c) => ({ id: c.name, label: c.name, legal: true })),
  });
  const ir = cards.find((c) => c.name === name)!;
  const anchor = "spaceOf" in where ? where.spaceOf : self;
  onceGone(g, anchor, () => {
    // A Summoning power's creature is Summoned until the end of the battle (§ Powers and Effects, Summoning).
    const summoning = powersOf(g, self).some((p) => p.name === cause.rule && p.types?.includes("Summoning"));
    const created = joinWarband(g, ir, by, null, summoning ? ["Summoned"] : []);
    log(g, "new-creature", `${label(created)} (${ir.name}) joins ${label(by)}'s warband (${cause.rule})`, cause, { creature: created.id, card: ir.name });
    const at = creatureById(g.state, anchor);
    const space = at.space ?? at.lastSpace ?? null;
    if ("area" in where) placeIn(g, created.id, where.area, cause);
    else if ("within" in where) placeWhere(g, created.id, (s) => space !== null && g.grid.distance(space, s) <= where.within, cause);
    else if (space) putOnMap(g, created.id, "beside" in where ? { beside: space } : { at: space }, ir.squares, by.owner, cause);
    // No legal position anywhere: it never comes into play.
    if (created.space === null) g.state.creatures.splice(g.state.creatures.indexOf(created), 1);
  });
}

/**
 * Summoning: a creature of the card enters play in a legal position within `squares` of
 * the summoner (its player chooses where), joins the summoner's warband and has the
 * keyword Summoned until the end of the battle; it takes its turns from the next round.
 * Destroyed, it scores its card's cost (digest A-44). ddm-battle-rules-2011.txt § Powers and Effects (Summoning)
 */
export function summon(g: Game, card: string, near: string, squares: number, cause: Cause): void {
  const summoner = creatureById(g.state, near);
  const ir = g.ir.creatures.find((c) => c.name.toLowerCase() === card.toLowerCase());
  if (!ir || !summoner.space) {
    log(g, "summon", `${label(summoner)} cannot summon "${card}"${ir ? "" : ": no such creature"}`, cause);
    return;
  }
  const size = ir.squares;
  const s = summoner.space;
  const spots = [];
  for (let y = s.y - squares - size + 1; y <= s.y + s.size + squares - 1; y++) {
    for (let x = s.x - squares - size + 1; x <= s.x + s.size + squares - 1; x++) {
      const at = { x, y, size };
      if (isLegalPosition(g, "", at) && g.grid.distance(s, at) <= squares) spots.push(at);
    }
  }
  if (spots.length === 0) {
    log(g, "summon", `${label(summoner)} cannot summon ${ir.name}: no legal position within ${squares}`, cause);
    return;
  }
  const pick = ask(g, {
    player: summoner.owner,
    kind: "summon",
    prompt: `${label(summoner)}: where does the summoned ${ir.name} appear?`,
    options: spots.map((p) => ({ id: `${p.x},${p.y}`, label: `${p.x},${p.y}`, legal: true })),
  });
  const at = spots.find((p) => `${p.x},${p.y}` === pick)!;
  const created = joinWarband(g, ir, summoner, at, ["Summoned"]);
  log(g, "summon", `${label(summoner)} summons ${label(created)} at ${at.x},${at.y}`, cause, { creature: created.id, card: ir.name, x: at.x, y: at.y });
}
