// Triggers that ask how the attack was made: a basic attack hitting, an attack of a
// kind destroying an enemy ("whenever this creature's melee attack destroys an enemy").
// ddm-battle-rules-2011.txt § Automatic Powers; § Basic Attacks; § Common Triggered Powers ('Destroyed by' Triggers)
import type { Args, TriggerEntry } from "./entry.js";
import type { GameEvent, RulesView } from "./host.js";

const kindFits = (a: Args, ev: GameEvent) => a.kind === undefined || a.kind === ev.attackKind;

const named = (a: Args, ev: GameEvent) => typeof ev.name === "string" && ev.name.toLowerCase() === (a.name as string).toLowerCase();

/** No creature in play has an effect the owner's power or attack of that name gave it. */
const noneAffected = (a: Args, v: RulesView, self: string) => !v.creaturesInPlay().some((c) => v.affectedBy?.(c, self, a.name as string));

export const attackTriggerEntries: TriggerEntry[] = [
  {
    family: "trigger",
    id: "none-affected-by",
    event: "effect.ended",
    patterns: ["no creature is affected by {name:string}"],
    summary: "When the last effect (condition, ongoing damage, modifier) that this creature's power or attack of that name gave any creature ends, or that creature leaves play.",
    cite: "ddm-battle-rules-2011.txt § Powers and Effects (Rechargeable Powers)",
    example: 'recharge when no creature is affected by "Stonebinder"',
    matches: (a, ev, self, v) => ev.actor === self && named(a, ev) && noneAffected(a, v, self),
    participants: () => ({}),
  },
  {
    family: "trigger",
    id: "none-taking-ongoing",
    event: "effect.ended",
    patterns: ["no enemy is taking ongoing [{type:damageType}] damage"],
    summary: "When an effect on an enemy ends (or an enemy leaves play) and no enemy in play is taking ongoing damage (of the type named) any more.",
    cite: "ddm-battle-rules-2011.txt § Powers and Effects (Rechargeable Powers); § Ongoing Damage",
    example: "recharge when no enemy is taking ongoing fire damage",
    matches: (a, ev, self, v) =>
      ev.subject !== undefined && v.areEnemies(self, ev.subject) && !v.creaturesInPlay().some((c) => v.isInPlay(c) && v.areEnemies(self, c) && v.takingOngoing?.(c, a.type as string | undefined) === true),
    participants: () => ({}),
  },
  {
    family: "trigger",
    id: "uses-named",
    event: "power.used",
    patterns: ["this creature uses {name:string}"],
    summary: "When this creature uses its power or attack of that name (an attack when it is declared, a power once it has resolved).",
    cite: "ddm-battle-rules-2011.txt § Powers and Effects (Rechargeable Powers)",
    example: 'recharge when this creature uses "Stone Form"',
    matches: (a, ev, self) => ev.subject === self && named(a, ev),
    participants: () => ({}),
  },
  {
    family: "trigger",
    id: "uses-champion-power",
    event: "champion-power.used",
    patterns: ["this creature uses champion power"],
    summary: "When this creature uses one of its champion powers, once the power has resolved.",
    cite: "ddm-battle-rules-2011.txt § Champion Powers",
    example: "recharge when this creature uses a champion power",
    matches: (_a, ev, self) => ev.subject === self,
    participants: () => ({}),
  },
  {
    family: "trigger",
    id: "hits-basic",
    event: "attack.hit",
    patterns: ["this creature hits [enemy] with basic [{kind:attackKind}] attack"],
    summary: "When this creature hits with a basic attack (of the kind named); 'that enemy' and 'target' are the creature hit.",
    cite: "ddm-battle-rules-2011.txt § Basic Attacks",
    example: "whenever this creature hits with a basic melee attack",
    matches: (a, ev, self) => ev.actor === self && ev.basic === true && kindFits(a, ev),
    participants: (ev) => ({ other: ev.subject, target: ev.subject }),
  },
  {
    family: "trigger",
    id: "destroys-with",
    event: "creature.destroyed",
    patterns: ["this creature destroys enemy with {kind:attackKind} attack", "this creature's {kind:attackKind} attack destroys enemy"],
    summary: "When this creature destroys an enemy with an attack of the kind named; 'that enemy' is the destroyed creature.",
    cite: "ddm-battle-rules-2011.txt § Common Triggered Powers ('Destroyed by' Triggers)",
    example: "whenever this creature's melee attack destroys an enemy",
    matches: (a, ev, self, v) => ev.actor === self && ev.subject !== undefined && v.areEnemies(self, ev.subject) && kindFits(a, ev),
    participants: (ev) => ({ other: ev.subject }),
  },
];
