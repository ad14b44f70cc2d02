// "May this creature <action> now?" Verdicts come from the core action (tier 0), the
// creature's conditions (core restrictions, tier 2) and every card whose power reaches
// it (tiers 1, 3 and 4); the kernel decides by tier.
// ddm-battle-rules-2011.txt § Core Rules and Exceptions
import type { ActionIR } from "../../compiler/ir.js";
import { decide, type Ruling, type Verdict } from "../kernel/permission.js";
import type { Game } from "./game.js";
import { permissionsInForce } from "./in-force.js";
import { speedOf } from "./values.js";

export function actionNamed(g: Game, verb: string): ActionIR | undefined {
  return g.ir.actions.find((a) => a.name.toLowerCase() === verb.toLowerCase());
}

/** A rule about `ruleVerb` speaks to a question about `verb`: the same action, or a restriction on an action it counts as. */
function speaksTo(g: Game, ruleVerb: string, polarity: "can" | "cannot", verb: string): boolean {
  if (ruleVerb.toLowerCase() === verb.toLowerCase()) return true;
  if (polarity === "can") return false;
  return (actionNamed(g, verb)?.countsAs ?? []).some((v) => v.toLowerCase() === ruleVerb.toLowerCase());
}

export function verdictsFor(g: Game, creature: string, verb: string): Verdict[] {
  const verdicts: Verdict[] = [];
  const action = actionNamed(g, verb);
  if (action) {
    const squares = action.squares === "speed" ? speedOf(g, creature).value : action.squares;
    verdicts.push({
      tier: 0,
      polarity: "can",
      rule: `core action ${action.name}`,
      text: action.squares === "speed" ? `${action.name} up to speed (${squares} squares)` : `${action.name} ${squares} square${squares === 1 ? "" : "s"}`,
      src: action.src,
      squares,
    });
  }
  for (const p of permissionsInForce(g, creature)) {
    const c = p.clause;
    if (!speaksTo(g, c.verb, c.polarity, verb)) continue;
    verdicts.push({
      tier: c.tier,
      polarity: c.polarity,
      rule: p.condition ? `condition ${p.condition}` : p.rule,
      text: c.text,
      src: c.src,
      squares: c.squares,
      restriction: c.polarity === "cannot" ? (p.condition ?? p.rule) : null,
      breaks: c.breaks,
    });
  }
  return verdicts;
}

/** The ruling on whether `creature` may take `verb`, with every verdict and its tier. */
export function mayAct(g: Game, creature: string, verb: string): Ruling {
  return decide(verdictsFor(g, creature, verb));
}

const tierNames: Record<number, string> = {
  0: "the core rules' own permission",
  1: "permissive card text",
  2: "a restrictive core rule",
  3: "card text that names the restriction it breaks",
  4: "restrictive card text",
};

export function tierName(tier: number): string {
  return tierNames[tier] ?? `tier ${tier}`;
}

/** The ruling in one line, for disabled actions in the workbench and for traces. */
export function explainBriefly(r: Ruling): string {
  const d = r.verdicts.find((v) => v.status === "decides");
  if (!d) return r.allowed ? "allowed" : "no rule allows it";
  return `${r.allowed ? "allowed" : "not allowed"}: ${d.text} (${d.rule}, tier ${d.tier}: ${tierName(d.tier)})`;
}
