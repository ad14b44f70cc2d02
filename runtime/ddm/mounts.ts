// Mounts and riders: mounting and dismounting as move actions, forced dismounts, and a
// rider left behind when its mount is destroyed; a mount lent to one rider by a power. A rider stays in play in its mount's
// space (runtime/ddm/movement.ts carries it along) with the core condition Riding.
// ddm-battle-rules-2011.txt § Mounts and Riders (Mount, Dismount)
import type { Cause } from "../../compiler/primitives/host.js";
import type { Space } from "../geometry/geometry.js";
import type { Option } from "../kernel/decisions.js";
import { opportunityAttacks } from "./attack.js";
import { addCondition, endApart } from "./effects.js";
import { ask, cardOf, conditionNamed, isOver, log, type Game } from "./game.js";
import { isLegalPosition } from "./movement.js";
import { explainBriefly, mayAct, spendSlot } from "./permissions.js";
import { powersOf } from "./powers.js";
import { creatureById, inPlay, label, ridersOf, type CreatureState } from "./state.js";
import { rulesView } from "./view.js";

const key = (s: { x: number; y: number }) => `${s.x},${s.y}`;

type KeywordArg = { keyword: string; negated?: boolean } | undefined;

/** The size's place in the ruleset's list, smallest first. */
function sizeRank(g: Game, size: string): number {
  return g.ir.ruleset.sizes.findIndex((s) => s.name.toLowerCase() === size.toLowerCase());
}

/**
 * Does the creature's mount power take this rider: an ally of the named keyword (or of
 * the other one named), of the named size (or that size or smaller), while the mount
 * has fewer riders than the power allows (one unless it says "up to N")?
 * The rulebook leaves the kinds and number of riders to the power (§ Mounts and Riders).
 */
function carries(g: Game, mount: CreatureState, rider: CreatureState): boolean {
  if (mount.id === rider.id || mount.side !== rider.side || mount.riding || rider.riding) return false;
  if (g.state.creatures.some((c) => c.riding === rider.id && c.status === "in-play")) return false;
  const aboard = ridersOf(g.state, mount.id).length;
  // A mount lent to this rider by the rider's power ("that ally can be a mount for this creature"): one rider at a time.
  if (mount.mountFor?.includes(rider.id) && aboard === 0) return true;
  const view = rulesView(g);
  const has = (k: KeywordArg) => k !== undefined && view.hasKeyword(rider.id, k.keyword) !== (k.negated === true);
  const size = cardOf(g, rider.card).size;
  for (const p of powersOf(g, mount.id)) {
    for (const clause of p.clauses) {
      if (clause.kind !== "modifier" || clause.op !== "mount") continue;
      const a = clause.args as { keyword?: KeywordArg; other?: KeywordArg; also?: KeywordArg; size?: string; atMost?: string; riders?: number };
      if (aboard >= (a.riders ?? 1)) continue;
      if (a.keyword && !has(a.keyword) && !has(a.other)) continue;
      if (a.also && !has(a.also)) continue;
      if (a.size && sizeRank(g, size) !== sizeRank(g, a.size)) continue;
      if (a.atMost && sizeRank(g, size) > sizeRank(g, a.atMost)) continue;
      return true;
    }
  }
  return false;
}

function setMounted(c: CreatureState, on: boolean): void {
  const rest = (c.keywords ?? []).filter((k) => k !== "Mounted");
  if (on) c.keywords = [...rest, "Mounted"];
  else if (rest.length) c.keywords = rest;
  else delete c.keywords;
}

/** "That ally can be a mount for this creature": the mount may carry that rider from now on. */
export function lendMount(g: Game, mount: string, rider: string, cause: Cause): void {
  const m = creatureById(g.state, mount);
  if (m.mountFor?.includes(rider)) return;
  m.mountFor = [...(m.mountFor ?? []), rider];
  log(g, "mount", `${label(m)} can be a mount for ${label(creatureById(g.state, rider))} (${cause.rule})`, cause, { creature: mount, rider });
}

/** Legal positions for the rider adjacent to, but not in, its mount's space. */
function dismountSpaces(g: Game, rider: CreatureState, mount: CreatureState): Space[] {
  const size = cardOf(g, rider.card).squares;
  const m = mount.space!;
  const out: Space[] = [];
  for (let y = m.y - size; y <= m.y + m.size; y++) {
    for (let x = m.x - size; x <= m.x + m.size; x++) {
      const s = { x, y, size };
      if (g.grid.distance(m, s) === 1 && isLegalPosition(g, rider.id, s)) out.push(s);
    }
  }
  return out;
}

/** The player picks one of the spaces (asked once; no question when there is one). */
function pickSpace(g: Game, player: number, prompt: string, spaces: Space[]): Space {
  if (spaces.length === 1) return spaces[0]!;
  const id = ask(g, { player, kind: "place", prompt, options: spaces.map((s) => ({ id: key(s), label: key(s), legal: true })) });
  return spaces.find((s) => key(s) === id)!;
}

/** Mount and dismount options of the active creature (both take its move action, § Mount; § Dismount). */
export function mountOptions(g: Game, id: string): Option[] {
  const c = creatureById(g.state, id);
  const out: Option[] = [];
  if (c.riding) {
    const ruling = mayAct(g, id, "dismount");
    const mount = creatureById(g.state, c.riding);
    const spaces = ruling.allowed && mount.space ? dismountSpaces(g, c, mount) : [];
    if (!ruling.allowed || spaces.length === 0) out.push({ id: "dismount", label: "dismount", legal: false, why: ruling.allowed ? "no legal position next to its mount" : explainBriefly(ruling) });
    for (const s of spaces) out.push({ id: `dismount:${key(s)}`, label: `dismount to ${key(s)}`, legal: true });
    return out;
  }
  const mounts = inPlay(g.state).filter((m) => carries(g, m, c) && g.grid.distance(c.space!, m.space!) === 1);
  if (mounts.length === 0) return out;
  const ruling = mayAct(g, id, "mount");
  if (!ruling.allowed) out.push({ id: "mount", label: "mount", legal: false, why: explainBriefly(ruling) });
  else for (const m of mounts) out.push({ id: `mount:${m.id}`, label: `mount ${label(m)}`, legal: true });
  return out;
}

/** The rider leaves its mount for the given position; both lose the keyword Mounted and the rider its Riding. */
function leave(g: Game, rider: CreatureState, to: Space): void {
  const mount = g.state.creatures.find((m) => m.id === rider.riding);
  delete rider.riding;
  rider.space = to;
  setMounted(rider, false);
  if (mount) setMounted(mount, false);
  rider.effects = rider.effects.filter((e) => !(e.kind === "condition" && e.name === "Riding"));
  endApart(g);
}

/** After dismounting, voluntarily or not, the creature takes no further actions this turn (§ Dismount). */
function noFurtherActions(g: Game, rider: CreatureState): void {
  const t = g.state.active;
  if (t?.creature === rider.id) t.barred = { text: "dismounted: no further actions this turn", src: g.actions.find((a) => a.name === "dismount")?.src ?? null };
}

/** Takes a mount or dismount choice; false if the choice is neither. */
export function takeMountAction(g: Game, id: string, choice: string): boolean {
  const [kind, what] = [choice.split(":")[0], choice.slice(choice.indexOf(":") + 1)];
  if (kind !== "mount" && kind !== "dismount") return false;
  const c = creatureById(g.state, id);
  const src = g.actions.find((a) => a.name === kind)?.src ?? null;
  const cause = { creature: id, rule: kind, src };
  spendSlot(g.state.active!, "move");
  // Adjacent enemies may make opportunity attacks before it mounts or dismounts.
  opportunityAttacks(g, id, kind === "mount" ? "mounting" : "dismounting");
  if (c.status !== "in-play" || isOver(g)) return true;
  if (kind === "mount") {
    const mount = creatureById(g.state, what);
    c.riding = mount.id;
    c.space = { ...mount.space! };
    setMounted(c, true);
    setMounted(mount, true);
    if (conditionNamed(g, "Riding")) addCondition(g, id, "Riding", { kind: "end-of-battle" }, cause);
    log(g, "mount", `${label(c)} mounts ${label(mount)}`, cause, { creature: id, mount: mount.id });
    return true;
  }
  const mount = creatureById(g.state, c.riding!);
  const to = dismountSpaces(g, c, mount).find((s) => key(s) === what);
  if (!to) throw new Error(`${label(c)} cannot dismount to ${what}`);
  leave(g, c, to);
  noFurtherActions(g, c);
  log(g, "dismount", `${label(c)} dismounts ${label(mount)} to ${key(to)}`, cause, { creature: id, x: to.x, y: to.y });
  return true;
}

/**
 * Forcibly dismounted (a forced-movement effect on the rider): its owner puts it next
 * to the mount, provoking nothing; then the effect goes on (§ Dismount: Forcibly Dismounted).
 */
export function forcedDismount(g: Game, id: string, cause: Cause, chooser?: number): void {
  const c = creatureById(g.state, id);
  if (!c.riding) return;
  const mount = creatureById(g.state, c.riding);
  const spaces = mount.space ? dismountSpaces(g, c, mount) : [];
  const pick = spaces.length === 0 ? null : pickSpace(g, chooser ?? c.owner, `${label(c)} is forcibly dismounted: where?`, spaces);
  if (!pick) return;
  leave(g, c, pick);
  noFurtherActions(g, c);
  log(g, "dismount", `${label(c)} is forcibly dismounted from ${label(mount)} to ${key(pick)} (${cause.rule})`, cause, { creature: id, x: pick.x, y: pick.y });
}

/**
 * The creature comes under `controller`'s control (Dominated, or as if Dominated): if that
 * is not its owner, it and its rider or mount are controlled by different players, and
 * the rider is forcibly dismounted before the controlled action (§ Dismount: Forcibly
 * Dismounted; digest A-34). A Dominated rider is placed by its new controller.
 */
export function dismountOnControl(g: Game, id: string, controller: number, cause: Cause): void {
  const c = creatureById(g.state, id);
  if (controller === c.owner) return;
  if (c.riding) forcedDismount(g, id, cause, controller);
  for (const rider of ridersOf(g.state, id)) forcedDismount(g, rider.id, cause);
}

/**
 * A destroyed mount leaves its rider in a space entirely within the space it occupied
 * (its owner chooses); a destroyed rider leaves its mount unmounted (§ Mount Destroyed).
 */
export function afterDestroyed(g: Game, id: string, former: Space | null): void {
  const gone = creatureById(g.state, id);
  if (gone.riding) {
    const mount = g.state.creatures.find((m) => m.id === gone.riding);
    delete gone.riding;
    if (mount) setMounted(mount, false);
  }
  for (const rider of ridersOf(g.state, id)) {
    if (!former) continue;
    const size = cardOf(g, rider.card).squares;
    const spaces: Space[] = [];
    for (let y = former.y; y + size <= former.y + former.size; y++) for (let x = former.x; x + size <= former.x + former.size; x++) spaces.push({ x, y, size });
    const open = spaces.filter((s) => isLegalPosition(g, rider.id, s));
    const choices = open.length ? open : spaces;
    const pick = pickSpace(g, rider.owner, `${label(rider)}'s mount is destroyed: where does it stand?`, choices);
    leave(g, rider, pick);
    log(g, "dismount", `${label(rider)} is left at ${key(pick)}: its mount is destroyed`, { rule: "core: mount destroyed", src: g.actions.find((a) => a.name === "dismount")?.src ?? null }, { creature: rider.id, x: pick.x, y: pick.y });
  }
}
