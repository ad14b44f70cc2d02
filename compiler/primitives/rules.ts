// Permissions: "can …" and "cannot …" rules about an action. Their precedence tier
// comes from where they are written (core rules or card) and whether they name
// the restriction they break (compiler/lower/permission-tier.ts).
import type { PermissionEntry } from "./entry.js";

const cite = "ddm-battle-rules-2011.txt § Core Rules and Exceptions";

export const permissionEntries: PermissionEntry[] = [
  {
    family: "permission",
    id: "can",
    polarity: "can",
    patterns: ["[{subject:subject}] can {verb:action} [up to] [{squares:squares}]"],
    summary:
      "Permits an action. On a card this is tier 1 (beaten by the core rules' restrictions), or tier 3 when it names the condition it breaks: 'can move 2 squares while Immobilized'.",
    cite,
    example: "can shift 2 squares",
  },
  {
    family: "permission",
    id: "cannot",
    polarity: "cannot",
    patterns: ["[{subject:subject}] cannot|can't {verb:action}"],
    summary: "Forbids an action. In core rules this is tier 2; on a card it is tier 4 and trumps every other rule.",
    cite,
    example: "adjacent enemies cannot shift",
  },
];
