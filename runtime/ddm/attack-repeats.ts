// Attacks an attack's own effects make after it: "then make this attack again (maximum
// 4 per turn)", "then make this attack again against the same target", "then make a
// basic melee attack (maximum 1 per turn)", "then make "Claws" attack against same target". Each is queued as the effect resolves and
// made once the attack that queued it has fully resolved, as part of the same action: a
// repeated attack is resolved serially after the original (§ Attack Roll, Repeated
// Attacks). A chain of them counts its attacks; it stops at the card's maximum, and at
// a bound of its own when the card gives none, so a chain always ends.
// ddm-battle-rules-2011.txt § Attack Roll (Repeated Attacks); § Basic Attacks
import type { Cause } from "../../compiler/primitives/host.js";
import { checkTargets, makeAttack, usesLeft } from "./attack.js";
import { ask, cardOf, isOver, log, type Game } from "./game.js";
import { creatureById, label } from "./state.js";

/** What an attack's effect asks to be made after it. */
export interface LaterAttack {
  /** This attack made again, a basic attack (of `kind`, or melee or ranged), or the card's attack `name`. */
  what: "again" | "basic" | "named";
  kind: string | null;
  name: string | null;
  /** Its target: any legal one, the same as the attack's, or one the chain has not attacked. */
  targets: "any" | "same" | "different";
  /** At most this many per turn: of this attack with the first one counted ("again"), or of the attacks this effect makes. */
  max: number | null;
}

interface Queued extends LaterAttack {
  attacker: string;
  /** The attack whose effect queued it. */
  from: string;
  target: string;
  chain: Chain;
}

/** The attacks of one chain: how many each effect has made, and the creatures attacked. */
interface Chain {
  counts: Map<string, number>;
  attacked: Set<string>;
  made: number;
}

/** Attacks of a chain without a maximum: far more than any card's, and the chain ends. */
const CHAIN_BOUND = 20;

const queues = new WeakMap<Game, Queued[]>();
/** The chain whose queued attack is being made now; effects of that attack join it. */
const current = new WeakMap<Game, Chain>();

function queueOf(g: Game): Queued[] {
  let q = queues.get(g);
  if (!q) queues.set(g, (q = []));
  return q;
}

/** The effect resolves: its attack is queued, to be made when the attack that queued it has resolved. */
export function queueLaterAttack(g: Game, later: LaterAttack, target: string, cause: Cause): void {
  if (!cause.creature) return;
  const chain = current.get(g) ?? { counts: new Map([[`again:${cause.rule}`, 1]]), attacked: new Set([target]), made: 0 };
  queueOf(g).push({ ...later, attacker: cause.creature, from: cause.rule, target, chain });
}

/** Where the queue stands before an attack resolves; `makeLaterAttacks` makes what was queued after this point. */
export const laterMark = (g: Game): number => queueOf(g).length;

/** The attack has resolved: the attacks its effects queued are made now, in order. */
export function makeLaterAttacks(g: Game, mark: number): void {
  const q = queueOf(g);
  const mine = q.splice(mark);
  for (const later of mine) {
    if (isOver(g) || creatureById(g.state, later.attacker).status !== "in-play") return;
    makeLater(g, later);
  }
}

function makeLater(g: Game, later: Queued): void {
  const a = creatureById(g.state, later.attacker);
  const card = cardOf(g, a.card);
  const key = later.what === "again" ? `again:${later.from}` : later.what === "named" ? `named:${later.from}:${later.name}` : `basic:${later.from}`;
  const made = later.chain.counts.get(key) ?? 0;
  const what = later.what === "again" ? later.from : later.what === "named" ? `"${later.name}"` : `a basic ${later.kind ?? ""} attack`.replace(/\s+/g, " ");
  const cause = { creature: later.attacker, rule: later.from, src: null };
  if ((later.max !== null && made >= later.max) || later.chain.made >= CHAIN_BOUND) {
    log(g, "attack", `${label(a)} makes no more ${what} this turn (${later.from}: at most ${later.max ?? CHAIN_BOUND})`, cause, { creature: later.attacker });
    return;
  }
  const attacks = card.attacks.filter((x) =>
    later.what === "again"
      ? x.name === later.from
      : later.what === "named"
        ? x.name.toLowerCase() === later.name?.toLowerCase()
        : x.basic && (later.kind ? x.kind === later.kind : x.kind === "melee" || x.kind === "ranged"),
  );
  const options = attacks
    .filter((x) => (x.kind === "melee" || x.kind === "ranged") && (later.what === "again" || usesLeft(g, later.attacker, x)))
    .flatMap((x) => checkTargets(g, later.attacker, x).filter((t) => t.ok && fits(later, t.target)).map((t) => ({ attack: x, target: t.target })));
  if (options.length === 0) {
    log(g, "attack", `${label(a)} has no target for ${what} (${later.from})`, cause, { creature: later.attacker });
    return;
  }
  const pick = ask(g, {
    player: a.owner,
    kind: "power-attack",
    prompt: `${label(a)}: then make ${what} (${later.from})`,
    options: [
      ...options.map((o, i) => ({ id: `${i}`, label: `${o.attack.name} → ${label(creatureById(g.state, o.target))}`, legal: true })),
      { id: "decline", label: "decline", legal: true },
    ],
  });
  if (pick === "decline") return;
  const o = options[Number(pick)]!;
  later.chain.counts.set(key, made + 1);
  later.chain.made++;
  later.chain.attacked.add(o.target);
  const outer = current.get(g);
  current.set(g, later.chain);
  try {
    makeAttack(g, later.attacker, o.attack, o.target, later.what === "again" ? { repeated: true } : {});
  } finally {
    if (outer) current.set(g, outer);
    else current.delete(g);
  }
}

/** May the queued attack be made against this target: the same as the first, one the chain has not attacked, or any. */
function fits(l: Queued, target: string): boolean {
  if (l.targets === "same") return target === l.target;
  if (l.targets === "different") return !l.chain.attacked.has(target);
  return true;
}
