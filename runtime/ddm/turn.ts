// A creature's turn: start (durations, ongoing damage, start-of-turn powers), actions
// chosen by its player from the legal options, end (saves, durations, end-of-turn
// powers). ddm-battle-rules-2011.txt § Taking a Turn; § Actions
import type { Option } from "../kernel/decisions.js";
import { placements } from "./attack-areas.js";
import { checkTargets, makeAttack, resolveAreaAttack, usesLeft } from "./attack.js";
import { charge, chargeOptions } from "./charge.js";
import { endOfTurnEffects, endStartOfTurnEffects, takeOngoingDamage } from "./effects.js";
import { emit } from "./events.js";
import { ask, cardOf, isOver, log, type Game } from "./game.js";
import { reachable, walk } from "./movement.js";
import { actionNamed, explainBriefly, mayAct } from "./permissions.js";
import { creatureById, label, type TurnState } from "./state.js";

/** An attack action may be spent as an extra move action (§ Take Actions Phase, Substitute Actions). */
function hasSlot(t: TurnState, slot: "attack" | "move"): boolean {
  return slot === "attack" ? t.attack > 0 : t.move > 0 || t.attack > 0;
}

function spendSlot(t: TurnState, slot: "attack" | "move"): void {
  if (slot === "move" && t.move > 0) t.move--;
  else t.attack--;
}

/** Every action the active creature could take, illegal ones included with the reason. */
export function actionOptions(g: Game, id: string): Option[] {
  const t = g.state.active!;
  const c = creatureById(g.state, id);
  const card = cardOf(g, c.card);
  const options: Option[] = [];
  for (const attack of card.attacks) {
    const base = `attack:${attack.name}`;
    if (!hasSlot(t, "attack")) {
      options.push({ id: base, label: `${attack.name}`, legal: false, why: "the attack action is spent" });
      continue;
    }
    if (!usesLeft(g, id, attack)) {
      options.push({ id: base, label: `${attack.name}`, legal: false, why: "no uses left" });
      continue;
    }
    if (attack.kind === "close" || attack.kind === "area") {
      const places = placements(g, id, attack);
      if (places.length === 0) options.push({ id: base, label: attack.name, legal: false, why: "no placement affects an enemy" });
      for (const p of places) options.push({ id: `${base}:${p.id}`, label: `${attack.name}: ${p.label}`, legal: true });
      continue;
    }
    const checks = checkTargets(g, id, attack);
    const legal = checks.filter((x) => x.ok);
    if (legal.length === 0) options.push({ id: base, label: attack.name, legal: false, why: checks.length ? `no target: ${[...new Set(checks.map((x) => x.why))].join(", ")}` : "no enemy in play" });
    for (const x of legal) options.push({ id: `${base}:${x.target}`, label: `${attack.name} → ${label(creatureById(g.state, x.target))}`, legal: true });
  }
  if (hasSlot(t, "attack")) options.push(...chargeOptions(g, id));
  for (const verb of ["move", "shift"]) {
    const action = actionNamed(g, verb);
    if (!action) continue;
    if (!hasSlot(t, "move")) {
      options.push({ id: verb, label: verb, legal: false, why: "no move action left" });
      continue;
    }
    const ruling = mayAct(g, id, verb);
    if (!ruling.allowed) {
      options.push({ id: verb, label: verb, legal: false, why: explainBriefly(ruling) });
      continue;
    }
    const routes = [...reachable(g, id, ruling.squares ?? 0).values()];
    if (routes.length === 0) options.push({ id: verb, label: verb, legal: false, why: "nowhere to go" });
    for (const r of routes) options.push({ id: `${verb}:${r.space.x},${r.space.y}`, label: `${verb} to ${r.space.x},${r.space.y} (${r.cost})`, legal: true });
  }
  options.push({ id: "end", label: "end turn", legal: true });
  return options;
}

function takeAction(g: Game, id: string, choice: string): void {
  const t = g.state.active!;
  const [kind, what, target] = choice.split(":");
  if (kind === "attack") {
    const attack = cardOf(g, creatureById(g.state, id).card).attacks.find((a) => a.name === what)!;
    spendSlot(t, "attack");
    if (attack.kind === "close" || attack.kind === "area") resolveAreaAttack(g, id, attack, placements(g, id, attack).find((p) => p.id === target)!);
    else makeAttack(g, id, attack, target!);
    return;
  }
  if (kind === "charge") {
    charge(g, id, what!, target!);
    return;
  }
  const verb = kind!;
  const ruling = mayAct(g, id, verb);
  const route = [...reachable(g, id, ruling.squares ?? 0).values()].find((r) => `${r.space.x},${r.space.y}` === what);
  if (!route) throw new Error(`${label(creatureById(g.state, id))} cannot ${verb} to ${what}`);
  spendSlot(t, "move");
  const action = actionNamed(g, verb)!;
  const decider = ruling.verdicts.find((v) => v.status === "decides");
  walk(g, id, route.path, action.provokes, { creature: id, rule: verb === "move" ? "moves" : "shifts", src: decider?.src ?? action.src });
}

export function creatureTurn(g: Game, id: string): void {
  const s = g.state;
  const c = creatureById(s, id);
  c.turns++;
  s.turn++;
  s.active = { creature: id, attack: 1, move: 1, minor: 1 };
  log(g, "turn", `${label(c)} starts its turn (${c.hp} hp)`, { rule: "core: start of turn" }, { creature: id });
  // Start of turn: durations that end now, then ongoing damage, then other effects (§ Start of Turn Phase).
  endStartOfTurnEffects(g, id);
  takeOngoingDamage(g, id);
  if (c.status === "in-play" && !isOver(g)) emit(g, { kind: "turn.start", subject: id });
  while (c.status === "in-play" && !isOver(g)) {
    const choice = ask(g, { player: c.owner, kind: "action", prompt: `${label(c)}: choose an action`, options: actionOptions(g, id) });
    if (choice === "end") break;
    takeAction(g, id, choice);
  }
  if (c.status === "in-play" && !isOver(g)) {
    endOfTurnEffects(g, id);
    emit(g, { kind: "turn.end", subject: id });
  }
  c.actedThisRound = true;
  s.active = null;
}
