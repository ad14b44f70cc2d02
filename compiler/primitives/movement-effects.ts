// Effects that move the power's own side: a creature shifts, moves or teleports by a
// power ("minor action: shift 2", "this creature teleports up to 5 squares", "move up
// to its speed"). Its controller picks where; the rules that restrict moving still
// apply (an Immobilized creature does not shift), but no action is spent beyond the
// power's own cost.
// ddm-battle-rules-2011.txt § Move Actions (Move, Shift); § Forced-Movement Effects (Teleport)
import type { EffectEntry } from "./entry.js";

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
    id: "teleport",
    patterns: ["{subject:subject} teleport|teleports [up to] {squares:squares}", "teleport|teleports [up to] {squares:squares}"],
    summary:
      "The creature (the power's owner unless named) is placed in a legal position within N squares that the acting creature can see; nothing in between is crossed and no opportunity attacks are provoked.",
    cite: "ddm-battle-rules-2011.txt § Forced-Movement Effects (Teleport)",
    example: "this creature teleports up to 5 squares",
    defaultSubject: "self",
    apply: (args, host, target, cause) => host.teleport?.(target, args.squares as number, cause),
  },
];
