// Always-on powers read where the rule they change is decided: combat advantage not
// granted for being flanked, conceal ignored, invisible creatures treated as visible.
// Each answer is the contribution (rule, text, source) so the log and `why` can name it.
// ddm-battle-rules-2011.txt § Flanking; § Attack Roll (Conceal); § How to Choose Targets (Invisible)
import { gateEntry } from "../../compiler/primitives/index.js";
import type { Game } from "./game.js";
import { contributionsTo } from "./values.js";
import { rulesView } from "./view.js";

type Found = ReturnType<typeof contributionsTo>[number];

/** The first contribution of the stat; one with a range ("within 5 squares") or a state ("without flight") only when `other` is within it or in it. */
function find(g: Game, id: string, stat: string, other?: string, kind?: string): Found | undefined {
  const v = rulesView(g);
  const reaches = (c: Found) =>
    (c.within === undefined || (other !== undefined && v.distance(id, other) <= c.within)) && (c.against === undefined || (other !== undefined && gateEntry(c.against.op).holds(c.against.args, v, other, id)));
  // "with ranged attacks": only for an attack of that kind.
  return contributionsTo(g, id).find((c) => c.stat === stat && (c.attackKind === undefined || c.attackKind === kind) && reaches(c));
}

export const ignoresFlanking = (g: Game, id: string) => find(g, id, "no-combat-advantage-from-flanking");
export const neverFlanked = (g: Game, id: string) => find(g, id, "never-flanked");

/** "Attacks with range sight have range 5 instead": the squares its sight-range attacks of this kind reach now, or undefined (§ Ranged Attacks; § Area Attacks). */
export function sightRangeOf(g: Game, id: string, kind: string): number | undefined {
  const caps = contributionsTo(g, id).filter((c) => c.stat === "sight-range" && c.attackKind === kind);
  return caps.length ? Math.min(...caps.map((c) => c.amount)) : undefined;
}
export const ignoresConceal = (g: Game, id: string, target?: string, kind?: string) => find(g, id, "ignores-conceal", target, kind);
export const seesInvisible = (g: Game, id: string, target?: string) => find(g, id, "sees-invisible", target);
/** "This creature's {r} attacks ignore forest terrain": the terrain types its attacks of this kind ignore (sight and cover). */
export function terrainIgnoredBy(g: Game, id: string, kind: string): ReadonlySet<string> {
  return new Set(contributionsTo(g, id).flatMap((c) => (c.stat === "attacks-ignore-terrain" && c.attackKind === kind && c.terrain ? [c.terrain.toLowerCase()] : [])));
}

/** "Ignores cover with ranged attacks", "… on the nearest target within 10 squares": its attacks of the kind against that target face no cover. */
export const ignoresCoverAgainst = (g: Game, id: string, target: string, kind: string) => find(g, id, "ignores-cover", target, kind);

/**
 * Push, pull and slide that do not move it: "not affected by forced movement", or only
 * by its enemies' (ddm-battle-rules-2011.txt § Forced-Movement Effects).
 */
export function immuneToForcedMovement(g: Game, id: string, by: string | null): Found | undefined {
  const enemy = by !== null && by !== id && rulesView(g).areEnemies(id, by);
  return contributionsTo(g, id).find((c) => c.stat === "immune-forced-movement" || (enemy && c.stat === "immune-enemy-forced-movement"));
}

/** "Takes half damage from melee attacks": the power that halves an attack of this kind against it. */
export const halvesDamageFrom = (g: Game, id: string, kind: string) => contributionsTo(g, id).find((c) => c.stat === "half-damage-from-kind" && c.attackKind === kind);

/** The power by which its attacks of this kind ignore the rule named by `stat` ("ignores cover with ranged attacks"). */
export const attacksIgnore = (g: Game, id: string, stat: "ignores-creature-cover" | "ignores-insubstantial" | "attacks-without-provoking", kind: string) =>
  contributionsTo(g, id).find((c) => c.stat === stat && (!c.attackKind || c.attackKind === kind));

/** Does its moving provoke no opportunity attacks ("never provokes opportunity attacks while moving", § Opportunity Attacks)? */
export const movesWithoutProvoking = (g: Game, id: string) => find(g, id, "moves-without-provoking");

/** Are opportunity attacks against it forbidden ("cannot be attacked by opportunity attacks", § Opportunity Attacks)? */
export const spareFromOpportunityAttacks = (g: Game, id: string) => find(g, id, "cannot-be-opportunity-attacked");

/** Does an enemy shifting next to it provoke an opportunity attack from it (ddm-battle-rules-2011.txt § Opportunity Attacks)? */
export const punishesShifting = (g: Game, id: string) => find(g, id, "opportunity-attacks-on-shift");

/** May it move through the square of this enemy ("can move through enemies", of a keyword: § Legal Position, Enemy)? */
export function movesThroughEnemy(g: Game, id: string, enemy: string): boolean {
  const view = rulesView(g);
  return contributionsTo(g, id).some((c) => c.stat === "moves-through-enemies" && (!c.against || gateEntry(c.against.op).holds(c.against.args, view, enemy, id)));
}

/** The power making it immune to one of these types ("immune Fear"), if any (§ Powers and Effects, Type). */
export function immuneToTypes(g: Game, id: string, types: string[] | undefined): Found | undefined {
  if (!types?.length) return undefined;
  const lower = types.map((t) => t.toLowerCase());
  return contributionsTo(g, id).find((c) => c.stat === "immune-power-type" && lower.includes((c.powerType ?? "").toLowerCase()));
}

/** The power making it immune to attacks against this defence ("immune to attacks that target Will"), if any. */
export const immuneToAttacksAgainst = (g: Game, id: string, defence: string) =>
  contributionsTo(g, id).find((c) => c.stat === "immune-attacks-against" && c.defence?.toLowerCase() === defence.toLowerCase());

/** The power making it immune to attacks of this kind ("Immune {r} attacks"), if any. */
export const immuneToAttackKind = (g: Game, id: string, kind: string) => contributionsTo(g, id).find((c) => c.stat === "immune-attack-kind" && c.attackKind === kind);

/** The power making it immune to attacks and powers with this name ("with Gaze in their name"), if any. */
export function immuneToNamed(g: Game, id: string, name: string): Found | undefined {
  const n = name.toLowerCase();
  return contributionsTo(g, id).find((c) => c.stat === "immune-named-powers" && c.named !== undefined && n.includes(c.named.toLowerCase()));
}

/** The power making it immune to the champion powers `user` uses ("immune to champion powers of allies"), if any (§ Champion Powers). */
export function immuneToChampionPowersOf(g: Game, id: string, user: string): Found | undefined {
  const view = rulesView(g);
  const side = user === id || view.areAllies(id, user) ? "ally" : "enemy";
  return contributionsTo(g, id).find((c) => c.stat === "immune-champion-powers" && (c.side === undefined || c.side === side));
}
