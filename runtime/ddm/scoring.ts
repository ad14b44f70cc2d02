// Victory points and victory, from the scenario's rules.
// ddm-battle-rules-2011.txt § Scenarios and Variants; § The Battle (step 9, End the battle)
import { gateEntry, modifierEntry, scenarioRuleEntry } from "../../compiler/primitives/index.js";
import type { Cause } from "../../compiler/primitives/host.js";
import type { SourceRef } from "../../grammar/source.js";
import { cardOf, isOver, log, type Game } from "./game.js";
import { inPlay, label, type ActiveEffect, type CreatureState, type PlayerState } from "./state.js";
import { flagOption } from "./options.js";
import { contributionsTo } from "./values.js";
import { powersOf } from "./powers.js";
import { rulesView } from "./view.js";
import { scoresNoOccupationThisRound } from "./round-scoring.js";

/** The scenario's rules that act at this moment of the battle. */
export function scenarioRules(g: Game, hook: "destroyed" | "end-of-round" | "victory") {
  return g.scenario.rules.filter((r) => scenarioRuleEntry(r.op).hook === hook);
}

export function victoryTarget(g: Game): number {
  const r = scenarioRules(g, "victory")[0];
  return r ? scenarioRuleEntry(r.op).amount(r.args, g.facts, 0) : g.facts.pointLimit;
}

/** Adds VP; `simultaneous` scoring leaves the tie rule to the caller, which scores both players first. */
export function scoreVp(g: Game, player: number, vp: number, why: string, src: CreatureState["effects"][number]["src"], simultaneous = false): void {
  if (vp <= 0 || g.state.winner !== null) return;
  const p = g.state.players[player]!;
  p.vp += vp;
  log(g, "vp", `${p.name} scores ${vp} VP (${why}): ${p.vp} VP`, { rule: g.scenario.name, src }, { player, vp, total: p.vp });
  if (g.state.tiedAtTarget && !simultaneous) {
    // Tied at the target: the next player to score wins.
    finish(g, player, `${p.name} wins: first to score after the tie at the target`);
  }
}

/** A creature's VP value: its cost plus the cost of the items assigned to it, usable or only carried (§ Set-Up, Items). */
export function vpValue(g: Game, c: CreatureState): number {
  return cardOf(g, c.card).cost + (c.items ?? []).reduce((s, i) => s + i.cost, 0);
}

/**
 * What its own card says it is worth, destroyed by `cause`: "worth 0 VP when destroyed"
 * (the value the scenario scores instead of its cost) and "worth +25 VP when destroyed by
 * level 10 or lower enemy" (VP scored beside it, each with its source). Read from its card,
 * as it is no longer in play; a rule said "while allied Dragon champion is in play" counts
 * only if that holds as it is destroyed. A worth an effect gave it for a while ("until end of
 * battle, opponents score 0 VP for destroying this creature") counts as its card's does, read
 * from the effects it had as it was destroyed. ddm-battle-rules-2011.txt § Assault (Destroying enemy creatures)
 */
function ownWorth(g: Game, c: CreatureState, cause: Cause, ended: ActiveEffect[]): { value: number | null; bonuses: { vp: number; why: string; src: SourceRef }[] } {
  const view = rulesView(g);
  const by = cause.creature;
  let value: number | null = null;
  const bonuses: { vp: number; why: string; src: SourceRef }[] = [];
  for (const p of powersOf(g, c.id)) {
    for (const clause of p.clauses) {
      if (clause.kind !== "modifier" || clause.subject !== null) continue;
      if (clause.gate && !gateEntry(clause.gate.op).holds(clause.gate.args, view, c.id, c.id)) continue;
      for (const x of modifierEntry(clause.op).contributions(clause.args)) {
        if (x.stat === "vp-worth" && (!x.attackKind || x.attackKind === cause.attackKind)) value = Math.min(value ?? x.amount, x.amount);
        const byHolds = !x.by || (by !== null && by !== c.id && view.areEnemies(by, c.id) && gateEntry(x.by.op).holds(x.by.args, view, by, c.id));
        if (x.stat === "vp-bonus" && byHolds) bonuses.push({ vp: x.amount, why: `${p.name ?? clause.text}: ${clause.text}`, src: clause.src });
      }
    }
  }
  for (const e of ended) {
    if (e.kind !== "modifier" || !e.modifier) continue;
    for (const x of modifierEntry(e.modifier.op).contributions(e.modifier.args)) {
      if (x.stat === "vp-worth" && (!x.attackKind || x.attackKind === cause.attackKind)) value = Math.min(value ?? x.amount, x.amount);
    }
  }
  return { value, bonuses };
}

/** `ended`: the effects it had as it was destroyed ("until end of battle, opponents score 0 VP for destroying this creature"). */
export function scoreDestroyed(g: Game, c: CreatureState, cause: Cause, ended: ActiveEffect[] = []): void {
  const opponent = 1 - c.owner;
  // A summoned creature scores its cost unless the rule option says otherwise (A-44).
  if (c.keywords?.includes("Summoned") && !flagOption(g, "summoned creatures score their cost")) return;
  const worth = ownWorth(g, c, cause, ended);
  const cost = worth.value ?? vpValue(g, c);
  const doubled = firstDestroyedDoubled(g, c, cause);
  for (const r of scenarioRules(g, "destroyed")) {
    const vp = scenarioRuleEntry(r.op).amount(r.args, g.facts, cost);
    scoreVp(g, opponent, vp, `destroyed ${label(c)}${worth.value !== null ? `, worth ${worth.value}` : ""}`, r.src);
    if (doubled) scoreVp(g, opponent, vp, `destroyed ${label(c)}, doubled: ${doubled.rule}`, doubled.src);
  }
  for (const b of worth.bonuses) scoreVp(g, opponent, b.vp, `destroyed ${label(c)}: ${b.why}`, b.src);
}

/**
 * "You score double VP for the first enemy this creature destroys": the destroyer's rule, if
 * this is the first enemy it destroys (each destroyed enemy is counted on its destroyer as it falls, damage.ts).
 * ddm-battle-rules-2011.txt § Assault (Destroying enemy creatures)
 */
function firstDestroyedDoubled(g: Game, c: CreatureState, cause: Cause): { rule: string; src: SourceRef | null } | null {
  const by = cause.creature === null ? undefined : g.state.creatures.find((x) => x.id === cause.creature);
  if (!by || by.side === c.side) return null;
  const first = by.enemiesDestroyed === 1;
  const rule = first ? contributionsTo(g, by.id).find((x) => x.stat === "double-vp-first-destroyed") : undefined;
  return rule ? { rule: rule.rule, src: rule.src } : null;
}

/** The victory areas a player scores in: its own side's, and those of both sides. */
export function ownVictoryAreas(g: Game, player: number) {
  const mySide = g.state.players[player]!.side;
  return g.map.victoryAreas.filter((va) => va.side === mySide || va.side === "AB");
}

/**
 * A creature occupies an area if any square of its space is in it (spec A-42), or, with a
 * power saying it "counts as occupying a victory area while adjacent to it", if a square of
 * the area is next to its space.
 */
function occupies(g: Game, c: CreatureState, va: { squares: { x: number; y: number }[] }): boolean {
  if (!c.space) return false;
  const squares = g.grid.squaresOf(c.space);
  if (va.squares.some((s) => squares.some((q) => q.x === s.x && q.y === s.y))) return true;
  return occupiesBeside(g, c) && va.squares.some((s) => g.grid.adjacent(c.space!, { ...s, size: 1 }));
}

/** Does a power let the creature occupy victory areas next to it? Asked only when some card of the battle says so. */
function occupiesBeside(g: Game, c: CreatureState): boolean {
  let any = besideRuleIn.get(g.ir);
  if (any === undefined) {
    any = [...g.ir.creatures.flatMap((x) => x.powers), ...g.ir.items.flatMap((i) => i.powers)].some((p) => p.clauses.some((x) => x.kind === "modifier" && x.op === "occupies-adjacent-victory-areas"));
    besideRuleIn.set(g.ir, any);
  }
  // A rule of its own gated on occupying ("resist 10 all while it occupies a victory area") asks again meanwhile: by its squares alone.
  if (!any || readingBeside.has(c.id)) return false;
  readingBeside.add(c.id);
  try {
    return contributionsTo(g, c.id).some((x) => x.stat === "occupies-adjacent-victory-areas");
  } finally {
    readingBeside.delete(c.id);
  }
}
const besideRuleIn = new WeakMap<object, boolean>();
const readingBeside = new Set<string>();

/** Does the creature occupy a victory area: one of its own side's, or any (cards' "if it occupies a victory area"). */
export function inVictoryArea(g: Game, c: CreatureState, own: boolean): boolean {
  return own ? inVictoryAreaOf(g, c, c.owner) : g.map.victoryAreas.some((va) => occupies(g, c, va));
}

/**
 * In its own turn, does the creature occupy a victory area (either side's) that its space
 * at the start of that turn did not (a card's "a victory area in which it did not begin its
 * turn")? Each labelled region counts apart (spec A-43); off its turn, no.
 */
export function inNewVictoryArea(g: Game, c: CreatureState): boolean {
  const a = g.state.active;
  if (a?.creature !== c.id || !a.startSpace) return false;
  const began = { ...c, space: a.startSpace };
  return g.map.victoryAreas.some((va) => occupies(g, c, va) && !occupies(g, began, va));
}

/** "Does not score VP for occupying victory areas", always or this round by a power: such a creature is not counted (§ Victory Areas). */
export function scoresForOccupying(g: Game, c: CreatureState): boolean {
  return !scoresNoOccupationThisRound(g, c.id) && !contributionsTo(g, c.id).some((x) => x.stat === "scores-no-occupation-vp");
}

/** At the end of its turn: the victory areas it occupies join those it has ended a turn in this battle. */
export function noteTurnEndAreas(g: Game, c: CreatureState): void {
  const now = victoryAreasOccupied(g, c).filter((i) => !(c.endedTurnIn ?? []).includes(i));
  if (now.length) c.endedTurnIn = [...(c.endedTurnIn ?? []), ...now].sort((a, b) => a - b);
}

/**
 * "Only if this creature has ended a turn in each victory area (minimum 2)": every victory
 * area of the map, and the map has two or more; each labelled region counts apart (spec A-43).
 */
export function endedTurnInEachVictoryArea(g: Game, c: CreatureState): boolean {
  const n = g.map.victoryAreas.length;
  return n >= 2 && g.map.victoryAreas.every((_va, i) => (c.endedTurnIn ?? []).includes(i));
}

/** Does the creature occupy one of its own victory areas that no other creature in play occupies? */
export function aloneInVictoryArea(g: Game, c: CreatureState): boolean {
  return ownVictoryAreas(g, c.owner).some((va) => occupies(g, c, va) && !inPlay(g.state).some((o) => o.id !== c.id && occupies(g, o, va)));
}

/** Is there a victory area both creatures occupy ("enemies occupying that victory area", said by a creature in it)? */
export function sharesVictoryArea(g: Game, a: CreatureState, b: CreatureState): boolean {
  return g.map.victoryAreas.some((va) => occupies(g, a, va) && occupies(g, b, va));
}

/** The victory areas (by their place in the map's list) the creature occupies now. */
export function victoryAreasOccupied(g: Game, c: CreatureState): number[] {
  return g.map.victoryAreas.flatMap((va, i) => (occupies(g, c, va) ? [i] : []));
}

/** Does the creature occupy one of that player's victory areas (the ones that score for that player)? */
export function inVictoryAreaOf(g: Game, c: CreatureState, player: number): boolean {
  return ownVictoryAreas(g, player).some((va) => occupies(g, c, va));
}

/**
 * End-of-round scoring, both players at once. "once": a player with any creature in
 * one of its own victory areas scores the award, at most once per round (§ Assault).
 * "each-uncontested": the award for each of its creatures in one of its own victory
 * areas that no enemy occupies (§ Uncontested Victory).
 */
export function scoreVictoryAreas(g: Game): void {
  for (const r of scenarioRules(g, "end-of-round")) {
    const entry = scenarioRuleEntry(r.op);
    // A power may have doubled this round's awards (round-effects.ts).
    const award = entry.amount(r.args, g.facts, 0) * (g.state.doubledVictoryAreas === g.state.round ? 2 : 1);
    const awards = g.state.players.map((_, i) => {
      // "Does not score VP for occupying victory areas", always or this round by a power: such a creature is not counted (§ Victory Areas).
      const mine = inPlay(g.state).filter((c) => c.owner === i && scoresForOccupying(g, c));
      if (entry.award === "each-uncontested") {
        const enemies = inPlay(g.state).filter((c) => c.owner !== i);
        const open = ownVictoryAreas(g, i).filter((va) => !enemies.some((e) => occupies(g, e, va)));
        const holders = mine.filter((c) => open.some((va) => occupies(g, c, va)));
        return { vp: award * holders.length, why: `${holders.length} creature${holders.length === 1 ? "" : "s"} in uncontested victory areas (${holders.map(label).join(", ")})` };
      }
      const holder = mine.find((c) => ownVictoryAreas(g, i).some((va) => occupies(g, c, va)));
      return { vp: holder ? award : 0, why: holder ? `${label(holder)} occupies a victory area` : "" };
    });
    // Simultaneous: both awards are added before the tie rule looks at them.
    awards.forEach((a, i) => scoreVp(g, i, a.vp, a.why, r.src, true));
    if (g.state.tiedAtTarget && !isOver(g)) {
      const scored = awards.map((a, i) => ({ a, i })).filter((x) => x.a.vp > 0);
      const [p0, p1] = g.state.players as [PlayerState, PlayerState];
      if (scored.length === 1) finish(g, scored[0]!.i, `${g.state.players[scored[0]!.i]!.name} wins: first to score after the tie at the target`);
      else if (scored.length === 2 && p0.vp !== p1.vp) {
        const w = p0.vp > p1.vp ? 0 : 1;
        finish(g, w, `${g.state.players[w]!.name} wins: both scored after the tie at the target, more VP wins`);
      }
    }
  }
}

export function finish(g: Game, winner: number | null, result: string): void {
  g.state.winner = winner;
  g.state.result = result;
  g.state.phase = "over";
  log(g, "result", result, { rule: g.scenario.name, src: g.scenario.src });
}

/** Checked after every creature-turn and after end-of-round scoring. */
export function checkVictory(g: Game): boolean {
  if (isOver(g)) return true;
  const target = victoryTarget(g);
  const reached = g.state.players.map((p, i) => ({ p, i })).filter((x) => x.p.vp >= target);
  if (reached.length === 1) {
    finish(g, reached[0]!.i, `${reached[0]!.p.name} wins with ${reached[0]!.p.vp} VP (target ${target})`);
  } else if (reached.length === 2) {
    const [a, b] = reached as [(typeof reached)[number], (typeof reached)[number]];
    if (a.p.vp !== b.p.vp) {
      const w = a.p.vp > b.p.vp ? a : b;
      finish(g, w.i, `${w.p.name} wins with ${w.p.vp} VP: both reached ${target}, more VP wins`);
    } else if (!g.state.tiedAtTarget) {
      g.state.tiedAtTarget = true;
      log(g, "tie", `both players have ${a.p.vp} VP at the target: the next player to score wins`, { rule: g.scenario.name, src: g.scenario.src });
    }
  }
  return isOver(g);
}
