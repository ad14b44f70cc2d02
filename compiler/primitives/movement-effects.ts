// Effects that move the power's own side: a creature shifts, moves or teleports by a
// power ("minor action: shift 2", "this creature teleports up to 5 squares", "move up
// to its speed"). Its controller picks where; the rules that restrict moving still
// apply (an Immobilized creature does not shift), but no action is spent beyond the
// power's own cost.
// ddm-battle-rules-2011.txt § Move Actions (Move, Shift); § Forced-Movement Effects (Teleport)
import type { Args, EffectEntry } from "./entry.js";
import type { MoveEnding } from "./host.js";
import { placeEffectEntries } from "./place-effects.js";

export const movementEffectEntries: EffectEntry[] = [
  {
    family: "effect",
    id: "shift",
    patterns: [
      "{subject:subject} shift|shifts [up to] {squares:squares}",
      "shift [up to] {squares:squares}",
      "{subject:subject} shift|shifts",
      "shift",
    ],
    summary:
      "The creature (the power's owner unless named) shifts up to N squares (1 if no number is given), provoking nothing; difficult terrain costs as usual, and rules that forbid shifting or moving still apply. Its controller chooses where, or to stay.",
    cite: "ddm-battle-rules-2011.txt § Move Actions (Shift)",
    example: "this creature shifts 2 squares",
    defaultSubject: "self",
    apply: (args, host, target, cause) => host.moveBy?.(target, "shift", (args.squares as number | undefined) ?? 1, cause),
  },
  {
    family: "effect",
    id: "move",
    patterns: [
      "{subject:subject} move|moves up to its speed",
      "move|moves up to its speed",
      "{subject:subject} move|moves [up to] {squares:squares}",
      "move|moves [up to] {squares:squares}",
    ],
    summary:
      "The creature (the power's owner unless named) moves up to its current speed, or up to N squares, as a move does: leaving a square next to an enemy provokes opportunity attacks. Its controller chooses where, or to stay.",
    cite: "ddm-battle-rules-2011.txt § Move Actions (Move)",
    example: "this creature moves up to its speed",
    defaultSubject: "self",
    apply: (args, host, target, cause) => host.moveBy?.(target, "move", (args.squares as number | undefined) ?? "speed", cause),
  },
  {
    family: "effect",
    id: "move-with-mode",
    patterns: [
      "{subject:subject} move|moves up to its speed with {mode:movementMode}",
      "move|moves up to its speed with {mode:movementMode}",
      "{subject:subject} move|moves [up to] {squares:squares} with {mode:movementMode}",
      "move|moves [up to] {squares:squares} with {mode:movementMode}",
    ],
    summary:
      "The creature moves up to its speed (or N squares) with the movement mode named, as if its speed line said so for this move only: Flight over pits and difficult terrain, Burrow through walls and creatures, Phasing through walls.",
    cite: "ddm-battle-rules-2011.txt § Move Actions (Move); § Movement Modes",
    example: "this creature moves up to its speed with flight",
    defaultSubject: "self",
    apply: (args, host, target, cause) => host.moveBy?.(target, "move", (args.squares as number | undefined) ?? "speed", cause, { mode: args.mode as string }),
  },
  {
    // "Minor action: shift 4 with Flight", "that ally shifts up to 2 squares with Phasing".
    family: "effect",
    id: "shift-with-mode",
    patterns: ["{subject:subject} shift|shifts [up to] {squares:squares} with {mode:movementMode}", "shift|shifts [up to] {squares:squares} with {mode:movementMode}"],
    summary:
      "The creature shifts up to N squares with the movement mode named, as if its speed line said so for this shift only (Phasing through walls and creatures, Flight over pits and difficult terrain); it provokes nothing, and rules that forbid shifting still apply.",
    cite: "ddm-battle-rules-2011.txt § Move Actions (Shift); § Movement Modes",
    example: "this creature shifts 4 squares with flight",
    defaultSubject: "self",
    apply: (args, host, target, cause) => host.moveBy?.(target, "shift", args.squares as number, cause, { mode: args.mode as string }),
  },
  {
    // "Minor action; shift 3 squares; can move through enemies": the passage is the shift's alone.
    family: "effect",
    id: "shift-through-enemies",
    patterns: ["{subject:subject} shift|shifts [up to] {squares:squares} through enemies", "shift|shifts [up to] {squares:squares} through enemies"],
    summary:
      "The creature shifts up to N squares and may pass through squares enemies occupy during this shift only; it must still end in a legal position. It provokes nothing, and rules that forbid shifting still apply.",
    cite: "ddm-battle-rules-2011.txt § Move Actions (Shift); § Legal Position (Enemy)",
    example: "this creature shifts 3 squares through enemies",
    defaultSubject: "self",
    apply: (args, host, target, cause) => host.moveBy?.(target, "shift", args.squares as number, cause, { throughEnemies: true }),
  },
  {
    family: "effect",
    id: "move-twice-speed",
    patterns: ["{subject:subject} move|moves up to twice its speed", "move|moves up to twice its speed"],
    summary: "The creature moves up to twice its current speed in one move, as a move does (leaving a square next to an enemy provokes).",
    cite: "ddm-battle-rules-2011.txt § Move Actions (Move)",
    example: "this creature moves up to twice its speed",
    defaultSubject: "self",
    apply: (_args, host, target, cause) => host.moveBy?.(target, "move", "speed", cause, { times: 2 }),
  },
  {
    family: "effect",
    id: "shift-speed",
    patterns: ["{subject:subject} shift|shifts up to its speed", "shift|shifts up to its speed"],
    summary: "The creature shifts up to its current speed, provoking nothing; rules that forbid shifting still apply.",
    cite: "ddm-battle-rules-2011.txt § Move Actions (Shift)",
    example: "this creature shifts up to its speed",
    defaultSubject: "self",
    apply: (_args, host, target, cause) => host.moveBy?.(target, "shift", "speed", cause),
  },
  {
    family: "effect",
    id: "teleport",
    patterns: [
      "{subject:subject} teleport|teleports [up to] {squares:squares}",
      "teleport|teleports [up to] {squares:squares}",
      "{subject:subject} teleport|teleports to square it can see",
      "teleport|teleports to square it can see",
    ],
    summary:
      "The creature (the power's owner unless named) is placed in a legal position within N squares (or anywhere, 'to a square it can see') that the acting creature can see; nothing in between is crossed and no opportunity attacks are provoked.",
    cite: "ddm-battle-rules-2011.txt § Forced-Movement Effects (Teleport)",
    example: "this creature teleports up to 5 squares",
    defaultSubject: "self",
    // "to a square it can see": no distance, only sight ("Place this creature in a square it can see").
    apply: (args, host, target, cause) => host.teleport?.(target, (args.squares as number | undefined) ?? Number.POSITIVE_INFINITY, cause),
  },
  {
    family: "effect",
    id: "shift-ending",
    patterns: [
      "{subject:subject} shift|shifts [up to] {squares:squares} ending {place:gate}",
      "shift|shifts [up to] {squares:squares} ending {place:gate}",
      "{subject:subject} shift|shifts up to its speed ending {place:gate}",
      "shift|shifts up to its speed ending {place:gate}",
      "{subject:subject} shift|shifts [up to] {squares:squares} ending adjacent to that enemy",
      "shift|shifts [up to] {squares:squares} ending adjacent to that enemy",
      "{subject:subject} shift|shifts to square adjacent to that enemy",
      "shift|shifts to square adjacent to that enemy",
    ],
    summary:
      "The creature shifts up to N squares (or its speed) and must end where the state named holds (next to a wall, next to a bloodied enemy…), or still next to an enemy it stood next to ('that enemy'); it may only stay put if it is already there. Squares where the move cannot end are not offered; if none is left, it does not move.",
    cite: "ddm-battle-rules-2011.txt § Move Actions (Shift); § Powers and Effects",
    example: "this creature shifts 2 ending adjacent to a bloodied enemy",
    defaultSubject: "self",
    apply: (args, host, target, cause) => host.moveBy?.(target, "shift", (args.squares as number | undefined) ?? "speed", cause, { ending: endingOf(args) }),
  },
  {
    family: "effect",
    id: "shift-closer",
    patterns: ["this creature shift|shifts [up to] {squares:squares} closer to target"],
    summary:
      "The power's owner shifts up to N squares and must end nearer to the attack's target than it stands now; staying put is not offered, and if no such square is in reach it does not move. Cards: 'push 1 square AND this creature shifts 1 square closer to target'.",
    cite: "ddm-battle-rules-2011.txt § Move Actions (Shift); § Powers and Effects",
    example: "push 1 and this creature shifts 1 closer to target",
    defaultSubject: "target",
    apply: (args, host, target, cause) => (cause.creature ? host.moveBy?.(cause.creature, "shift", args.squares as number, cause, { ending: { closer: target } }) : undefined),
  },
  {
    family: "effect",
    id: "shift-toward",
    patterns: ["[this creature] shift|shifts [up to] {squares:squares} toward {subject:subject}"],
    summary:
      "The power's owner shifts up to N squares toward the creature named: every square it enters is closer to that creature than the square before, as a charge's squares are. It may stop anywhere on the way or stay; if that creature has left play, it does not move.",
    cite: "ddm-battle-rules-2011.txt § Move Actions (Shift); § Powers and Effects",
    example: "this creature shifts 4 toward that enemy",
    defaultSubject: "target",
    apply: (args, host, target, cause) => (cause.creature && cause.creature !== target ? host.moveBy?.(cause.creature, "shift", args.squares as number, cause, { toward: target }) : undefined),
  },
  {
    family: "effect",
    id: "move-toward",
    patterns: ["[this creature] move|moves up to its speed toward {subject:subject}"],
    summary:
      "The power's owner moves up to its speed toward the creature named, as a move does (leaving a square next to an enemy provokes): every square it enters is closer to that creature than the square before. It may stop anywhere on the way or stay; if that creature has left play, it does not move.",
    cite: "ddm-battle-rules-2011.txt § Move Actions (Move); § Powers and Effects",
    example: "this creature moves up to its speed toward that enemy",
    defaultSubject: "target",
    apply: (_args, host, target, cause) => (cause.creature && cause.creature !== target ? host.moveBy?.(cause.creature, "move", "speed", cause, { toward: target }) : undefined),
  },
  {
    family: "effect",
    id: "move-beside",
    patterns: ["[this creature] move|moves to square adjacent to {subject:subject}", "[this creature] move|moves up to its speed to square adjacent to {subject:subject}"],
    summary:
      "The power's owner moves up to its speed, as a move does (leaving a square next to an enemy provokes), and must end next to the creature named; squares where it cannot end are not offered, and with none it does not move. Its controller chooses where.",
    cite: "ddm-battle-rules-2011.txt § Move Actions (Move); § Powers and Effects",
    example: "this creature moves to a square adjacent to that enemy",
    defaultSubject: "target",
    apply: (_args, host, target, cause) => (cause.creature && cause.creature !== target ? host.moveBy?.(cause.creature, "move", "speed", cause, { ending: { beside: target } }) : undefined),
  },
  {
    // "Up to 2 Goblin allies within line of sight of this creature move to a space adjacent to this creature": they come to the owner.
    family: "effect",
    id: "move-beside-owner",
    patterns: ["{subject:subject} move|moves to square adjacent to this creature", "{subject:subject} move|moves up to its|their speed to square adjacent to this creature"],
    summary:
      "Each creature named moves up to its speed, as a move does (leaving a square next to an enemy provokes), and must end next to the power's owner; squares where it cannot end are not offered, and with none it does not move. Its controller chooses where.",
    cite: "ddm-battle-rules-2011.txt § Move Actions (Move); § Powers and Effects",
    example: "up to 2 Goblin allies this creature can see move to square adjacent to this creature",
    defaultSubject: "self",
    apply: (_args, host, target, cause) => (cause.creature && cause.creature !== target ? host.moveBy?.(target, "move", "speed", cause, { ending: { beside: cause.creature } }) : undefined),
  },
  {
    family: "effect",
    id: "teleport-beside",
    patterns: ["[this creature] teleport|teleports to square adjacent to {subject:subject}", "[this creature] teleport|teleports [up to] {squares:squares} to square adjacent to {subject:subject}"],
    summary:
      "The power's owner teleports (up to N squares, or anywhere it can see with no number) to a legal position next to the creature named (the space it stood in, if it is being destroyed), within the acting creature's sight; with no such square it stays.",
    cite: "ddm-battle-rules-2011.txt § Forced-Movement Effects (Teleport)",
    example: "this creature teleports to a square adjacent to that enemy",
    defaultSubject: "target",
    apply: (args, host, target, cause) =>
      cause.creature && cause.creature !== target ? host.teleport?.(cause.creature, (args.squares as number | undefined) ?? Number.POSITIVE_INFINITY, cause, { beside: target }) : undefined,
  },
  {
    family: "effect",
    id: "teleport-ending",
    patterns: [
      "{subject:subject} teleport|teleports [up to] {squares:squares} ending {place:gate}",
      "teleport|teleports [up to] {squares:squares} ending {place:gate}",
      "{subject:subject} teleport|teleports [up to] {squares:squares} to square {place:gate}",
      "teleport|teleports [up to] {squares:squares} to square {place:gate}",
      "{subject:subject} teleport|teleports to square {place:gate}",
      "teleport|teleports to square {place:gate}",
    ],
    summary:
      "The creature teleports up to N squares (or, with no number, to any square it can see) and must end where the state named holds: next to a wall, next to a terrain type, next to a creature of a kind. If no such square is in reach, it does not move.",
    cite: "ddm-battle-rules-2011.txt § Forced-Movement Effects (Teleport); § Powers and Effects",
    example: "this creature teleports 10 ending adjacent to a wall",
    defaultSubject: "self",
    apply: (args, host, target, cause) => host.teleport?.(target, (args.squares as number | undefined) ?? Number.POSITIVE_INFINITY, cause, endingOf(args)),
  },
  {
    family: "effect",
    id: "teleport-closer-to-enemy",
    patterns: ["{subject:subject} teleport|teleports [up to] {squares:squares} ending closer to enemy", "teleport|teleports [up to] {squares:squares} ending closer to enemy"],
    summary:
      "The creature teleports up to N squares and must end nearer to at least one enemy than it stands now (counted as distances are); staying put is not offered, and if no such square is in reach it does not move.",
    cite: "ddm-battle-rules-2011.txt § Forced-Movement Effects (Teleport); § Powers and Effects",
    example: "this creature teleports 6 ending closer to an enemy",
    defaultSubject: "self",
    apply: (args, host, target, cause) => host.teleport?.(target, args.squares as number, cause, { closerToEnemy: true }),
  },
  {
    family: "effect",
    id: "switch-positions",
    patterns: ["[this creature] switch|switches|swap|swaps positions|places with {subject:subject}"],
    summary:
      "The power's owner and the creature named trade spaces: each is placed where the other stood, provoking nothing, if each space is a legal position for the other (creatures of one size); otherwise neither moves.",
    cite: "ddm-battle-rules-2011.txt § Forced-Movement Effects (Place)",
    example: "this creature switches positions with one Shadow ally",
    defaultSubject: "self",
    apply: (_args, host, target, cause) => {
      if (cause.creature && cause.creature !== target) host.switchPositions?.(cause.creature, target, cause);
    },
  },
  {
    family: "effect",
    id: "switch-positions-with",
    patterns: ["{subject:subject} switch|switches|swap|swaps positions|places with {versus:subject}"],
    summary:
      "The creature named first (one ally within 5 squares…) and the second (the attack's target, that enemy) trade spaces: each is placed where the other stood, provoking nothing, if each space is a legal position for the other (creatures of one size); otherwise neither moves.",
    cite: "ddm-battle-rules-2011.txt § Forced-Movement Effects (Place)",
    example: "one ally within 5 squares switches positions with target",
    defaultSubject: "self",
    versus: "versus",
    apply: (_args, host, target, cause) => {
      if (cause.versus && cause.versus !== target) host.switchPositions?.(target, cause.versus, cause);
    },
  },
  // Placed, not moved: next to a creature or where a state holds (place-effects.ts).
  ...placeEffectEntries,
];

/** The place a move must end: the state slot, or (no state) next to an enemy it stood next to before. */
function endingOf(args: Args): MoveEnding {
  return args.place ? { gate: args.place as { op: string; args: Args } } : { besideEnemy: true };
}
