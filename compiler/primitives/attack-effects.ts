// Effects that are attacks: a power lets its owner make a basic attack now ("make a
// basic melee attack against that enemy", "this creature makes a basic attack"). The
// attack is rolled and resolved as any other; its owner's player picks the attack (and
// the target, when the phrase names none) among the legal ones, or declines.
// ddm-battle-rules-2011.txt § Basic Attacks; § Making an Attack; § Immediate Actions
import { pickOf } from "./activated.js";
import type { EffectEntry } from "./entry.js";

export const attackEffectEntries: EffectEntry[] = [
  {
    family: "effect",
    id: "pull-adjacent",
    patterns: ["pull {subject:subject} adjacent [to this creature]", "pull adjacent [to this creature]"],
    summary:
      "Pulls the creature toward the acting creature until it is adjacent: a pull of as many squares as lie between them, each square closer than the last, the acting creature's player choosing the path (and stopping early only where no square is closer).",
    cite: "ddm-battle-rules-2011.txt § Forced-Movement Effects (Pull)",
    example: "pull the target adjacent",
    defaultSubject: "target",
    apply: (_args, host, target, cause) => {
      if (!cause.creature) return;
      const squares = host.distance(cause.creature, target) - 1;
      if (squares > 0 && Number.isFinite(squares)) host.forcedMove(target, "pull", squares, cause);
    },
  },
  {
    family: "effect",
    id: "attack-boost",
    patterns: ["{amount:signed} {stat:stat} on that attack", "{subject:subject} get|gets|has {amount:signed} {stat:stat} on that attack"],
    summary:
      "A bonus (or penalty) for the attack being made, ending with that attack: to its roll or damage, which go to that attack's attacker (a champion's 'use when an ally hits: +10 damage on that attack' raises the ally's damage), or to a defence, which goes to the creature attacked ('+4 AC on that attack'). A creature named takes it instead ('that enemy gets -10 damage on that attack'). A power with this effect acts before the attack's hit or miss is applied.",
    cite: "ddm-battle-rules-2011.txt § Bonuses and Penalties",
    example: "+10 damage on that attack",
    // The roll and the damage are the attacker's; any other statistic named is a defence of the creature attacked.
    defaultSubject: (args) => (args.stat === "attack" || args.stat === "damage" ? "attacker" : "attacked"),
    apply: (args, host, target, cause) => host.boostAttack?.(target, args.stat as string, args.amount as number, cause),
  },
  {
    family: "effect",
    id: "basic-attack-against",
    patterns: ["[this creature] make|makes basic [{kind:attackKind}] attack against {subject:subject}"],
    summary:
      "The power's owner makes a basic attack (melee or ranged, or of the kind named) against the creature named, if one of its basic attacks can target it.",
    cite: "ddm-battle-rules-2011.txt § Basic Attacks",
    example: "make a basic melee attack against that enemy",
    defaultSubject: "target",
    apply: (args, host, target, cause) => (cause.creature ? host.basicAttack?.(cause.creature, (args.kind as string | undefined) ?? null, target, cause) : undefined),
  },
  {
    family: "effect",
    id: "attack-against",
    patterns: [
      "[this creature] make|makes {name:string} attack against|including {subject:subject}",
      "[this creature] make|makes {kind:attackKind} attack against|including {subject:subject}",
    ],
    summary:
      "The power's owner makes one attack of its own card, the one named or one of the kind named, against the creature named (a close or area attack placed so that its area includes it), if it can; its player picks among the ways, or declines.",
    cite: "ddm-battle-rules-2011.txt § Making an Attack; § Activated Powers",
    example: 'make "Spear" attack against that enemy',
    defaultSubject: "target",
    apply: (args, host, target, cause) => (cause.creature ? host.attacksByPower?.(cause.creature, pickOf(args, false), 1, cause, target) : undefined),
  },
  {
    family: "effect",
    id: "basic-attack",
    patterns: ["[this creature] make|makes basic [{kind:attackKind}] attack"],
    summary: "The power's owner makes a basic attack (melee or ranged, or of the kind named) against a target its player chooses among the legal ones.",
    cite: "ddm-battle-rules-2011.txt § Basic Attacks",
    example: "this creature makes a basic melee attack",
    defaultSubject: "self",
    apply: (args, host, target, cause) => host.basicAttack?.(target, (args.kind as string | undefined) ?? null, null, cause),
  },
];
