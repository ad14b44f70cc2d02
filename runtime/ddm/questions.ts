// Questions a person (or the workbench) may ask about a battle state, answered with the
// rules that decide them: "may A1 shift?", "may A1 attack B2 with Pick?", "may A1 use
// Healing Horn?", "may A1 enter 4,5?", "what is A1's speed?". Permission answers carry
// every verdict with its tier, rule and source range; value answers their contributions.
// ddm-battle-rules-2011.txt § Core Rules and Exceptions
import type { Space } from "../geometry/geometry.js";
import { decide, type Ruling, type Verdict } from "../kernel/permission.js";
import { cardOf, type Game } from "./game.js";
import { conditionsOf } from "./in-force.js";
import { actionNamed, mayAct, verdictsFor } from "./permissions.js";
import { mayUsePower, powersOf } from "./powers.js";
import { creatureById, inPlay, label } from "./state.js";
import { modesOf, occupiedTerrains, rulesWith, typesIn } from "./terrain.js";
import { mayTarget } from "./targeting.js";
import { actionsAllowedOf, attackBonusOf, damageBonusOf, defenseOf, speedOf, type ValueAnswer } from "./values.js";

export type Answer =
  | { kind: "ruling"; question: string; ruling: Ruling }
  | { kind: "value"; question: string; value: ValueAnswer }
  | { kind: "unknown"; message: string };

const lower = (s: string) => s.toLowerCase();

/** May `id` make `attackName` against `target`? The attack action's rulings plus the targeting rules. */
function attackRuling(g: Game, id: string, words: string[]): Answer {
  const card = cardOf(g, creatureById(g.state, id).card);
  const targetId = words.find((w) => g.state.creatures.some((c) => lower(c.id) === lower(w)));
  const rest = words.filter((w) => w !== targetId).join(" ");
  const attack = card.attacks.find((a) => lower(a.name) === lower(rest)) ?? (rest ? undefined : card.attacks[0]);
  if (!attack) return { kind: "unknown", message: `${card.name} has no attack "${rest}" (${card.attacks.map((a) => a.name).join(", ")})` };
  const verdicts: Verdict[] = verdictsFor(g, id, "attack", { attack });
  let question = `attack with ${attack.name}`;
  if (targetId) {
    const t = creatureById(g.state, g.state.creatures.find((c) => lower(c.id) === lower(targetId))!.id);
    question = `attack ${label(t)} with ${attack.name}`;
    // The targeting rules' own verdicts (tier 0 permission, tier-2 core restrictions).
    for (const { status: _status, ...v } of mayTarget(g, id, attack, t.id).verdicts) verdicts.push(v);
  }
  return { kind: "ruling", question, ruling: decide(verdicts) };
}

/**
 * May `id` end a move in (or pass through) square x,y? Off the map, walls and enemies
 * forbid it (core, tier 2); an enemy that is Helpless may be entered (§ Legal Position; § Helpless).
 */
function enterRuling(g: Game, id: string, at: string): Answer {
  const m = /^(\d+),(\d+)$/.exec(at);
  if (!m) return { kind: "unknown", message: `expected a square as x,y, not "${at}"` };
  const me = creatureById(g.state, id);
  const space = { x: Number(m[1]), y: Number(m[2]), size: me.space?.size ?? 1 };
  const move = actionNamed(g, "move");
  const verdicts: Verdict[] = [{ tier: 0, polarity: "can", rule: "core action move", text: "a creature may enter an empty square", src: move?.src ?? null }];
  const core = (text: string, restriction: string): Verdict => ({ tier: 2, polarity: "cannot", rule: "core: legal position", text, src: move?.src ?? null, restriction });
  if (!g.grid.inBounds(space)) verdicts.push(core("the square is off the battle map", "legal position"));
  else if (g.grid.touchesWall(space)) verdicts.push(core("a wall fills the square", "legal position"));
  for (const c of inPlay(g.state)) {
    if (c.id === id || !c.space) continue;
    const overlaps = g.grid.squaresOf(c.space).some((q) => g.grid.squaresOf(space).some((s) => s.x === q.x && s.y === q.y));
    if (!overlaps) continue;
    if (c.side === me.side) verdicts.push(core(`${label(c)}, an ally, stands there: it may be passed through but not ended in`, "legal position"));
    else if (conditionsOf(g, c.id).has("helpless")) verdicts.push({ tier: 3, polarity: "can", rule: "condition Helpless", text: `enemies may enter ${label(c)}'s square while it is Helpless`, src: null, breaks: "legal position" });
    else verdicts.push(core(`${label(c)}, an enemy, stands there`, "legal position"));
  }
  if (g.grid.inBounds(space)) verdicts.push(...terrainVerdicts(g, id, space));
  return { kind: "ruling", question: `enter ${at}`, ruling: decide(verdicts) };
}

/**
 * The terrain's restrictions on entering: only fliers enter (a pit), no one ends a move
 * there (a pit, a statue). Each cites the terrain rule in force, a house-rule pack's
 * where one replaced or restricted the type. § Pit; § Statue; § Legal Position
 */
function terrainVerdicts(g: Game, id: string, space: Space): Verdict[] {
  const out: Verdict[] = [];
  const flies = modesOf(g, creatureById(g.state, id)).flight;
  const types = typesIn(g, space);
  const terrain = (type: string, text: string, src: Verdict["src"]): Verdict => ({ tier: 2, polarity: "cannot", rule: `terrain ${type}`, text, src, restriction: "legal position" });
  for (const { type, rule } of rulesWith(g, types, "flight-only")) if (!flies) out.push(terrain(type, `only creatures with Flight may enter ${type}`, rule.src));
  // "May occupy statue terrain": card text naming the restriction it breaks (tier 3 over the terrain's tier 2).
  const occupies = occupiedTerrains(g, id);
  for (const { type, rule } of rulesWith(g, types, "no-ending")) {
    out.push(terrain(type, `no creature may end its movement in ${type} (it may pass through)`, rule.src));
    const may = occupies.get(type.toLowerCase());
    if (may) out.push({ tier: 3, polarity: "can", rule: may.rule, text: may.text, src: may.src, breaks: "legal position" });
  }
  return out;
}

function valueAnswer(g: Game, id: string, q: string): ValueAnswer | null {
  const card = cardOf(g, creatureById(g.state, id).card);
  if (q === "speed") return speedOf(g, id);
  if (q === "actions") return actionsAllowedOf(g, id);
  const defense = g.ir.ruleset.defenses.find((d) => lower(d) === q);
  if (defense) return defenseOf(g, id, defense);
  const basic = card.attacks[0];
  if (q === "attack bonus" && basic) return attackBonusOf(g, id, basic);
  if (q === "damage" && basic) return damageBonusOf(g, id, basic);
  return null;
}

/** Answers a question written as words after the creature: "shift", "attack Pick B2", "use Healing Horn", "enter 4,5", "speed". */
export function answer(g: Game, id: string, words: string[]): Answer {
  const q = lower(words.join(" ").trim());
  const value = valueAnswer(g, id, q);
  if (value) return { kind: "value", question: q, value };
  const [head, ...rest] = words;
  if (lower(head ?? "") === "enter" && rest.length === 1) return enterRuling(g, id, rest[0]!);
  if (lower(head ?? "") === "attack" && rest.length > 0) return attackRuling(g, id, rest);
  const powerName = lower(head ?? "") === "use" ? lower(rest.join(" ")) : q;
  const power = powersOf(g, id).find((p) => p.name !== null && lower(p.name) === powerName);
  if (power) {
    const trigger = power.clauses.find((c) => c.kind === "trigger") ?? null;
    return { kind: "ruling", question: `use ${power.name}`, ruling: mayUsePower(g, id, power, trigger?.kind === "trigger" ? trigger : null) };
  }
  if (actionNamed(g, q)) return { kind: "ruling", question: q, ruling: mayAct(g, id, q) };
  const names = [...g.actions.map((a) => a.name), "attack <attack> <target>", "use <power>", "enter x,y", "speed", "actions", ...g.ir.ruleset.defenses];
  return { kind: "unknown", message: `"${words.join(" ")}" is not a question warband can answer; ask about: ${names.join(", ")}` };
}

/** The verdicts a ruling's deciding verdict set aside, as "what it overrode". */
export function overridden(r: Ruling): Ruling["verdicts"] {
  return r.verdicts.filter((v) => v.status === "overridden" || v.status === "broken");
}
