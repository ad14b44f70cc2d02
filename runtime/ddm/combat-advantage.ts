// Combat advantage: +2 to the attack roll, once however many reasons there are; the
// attacker must be able to see its target.
// ddm-battle-rules-2011.txt § Combat Advantage; § Flanking
import { gateEntry } from "../../compiler/primitives/index.js";
import type { Game } from "./game.js";
import { rulesView } from "./view.js";
import { describeFlank, flankingPartner } from "./flanking.js";
import { ruleOption } from "./options.js";
import { sees } from "./sight.js";
import { creatureById, label } from "./state.js";
import { contributionsTo, type ValueContribution } from "./values.js";
import { ignoresFlanking } from "./continuous.js";

/** The reasons for combat advantage, and whether flanking is one of them (it sets the bonus). */
function advantage(g: Game, attacker: string, target: string): { reasons: string[]; flanking: boolean } {
  if (!sees(g, attacker, target)) return { reasons: [], flanking: false };
  // "Never grants combat advantage" outweighs every reason; so does its attacker's "cannot gain combat advantage" (card text).
  if (contributionsTo(g, target).some((c) => c.stat === "never-grants-combat-advantage")) return { reasons: [], flanking: false };
  if (contributionsTo(g, attacker).some((c) => c.stat === "cannot-gain-combat-advantage")) return { reasons: [], flanking: false };
  const reasons: string[] = [];
  if (!sees(g, target, attacker)) reasons.push(`${label(creatureById(g.state, target))} cannot see the attacker`);
  // "Immune Flanking": being flanked grants no combat advantage (card text), though it is still flanked.
  let partner = flankingPartner(g, attacker, target);
  if (partner && ignoresFlanking(g, target)) partner = null;
  if (partner) reasons.push(describeFlank(g, attacker, target, partner));
  for (const c of contributionsTo(g, target)) if (c.stat === "grants-combat-advantage") reasons.push(`${c.rule}: ${c.text}`);
  // "Has combat advantage against Dazed targets", "… against that enemy" (the one its power chose): the attacker's own reason (§ Combat Advantage).
  for (const c of contributionsTo(g, attacker)) {
    // "Has combat advantage with any attacks made this turn": against whatever it attacks.
    if (c.stat === "combat-advantage-always") reasons.push(`${c.rule}: ${c.text}`);
    if (c.stat !== "combat-advantage-against") continue;
    // "Allies have combat advantage against targets adjacent to this creature": beside the power's owner, not the attacker.
    if (c.against ? gateEntry(c.against.op).holds(c.against.args, rulesView(g), target, attacker, c.owner ?? undefined) : c.versus === target) reasons.push(`${c.rule}: ${c.text}`);
  }
  return { reasons, flanking: partner !== null };
}

/** Every reason the attacker has combat advantage against the target (empty if none, or if it cannot see the target). */
export function combatAdvantageReasons(g: Game, attacker: string, target: string): string[] {
  return advantage(g, attacker, target).reasons;
}

/**
 * The bonus is a rule option: "combat advantage bonus" (2), or "flanking attack bonus"
 * (also 2 in the core rules) when flanking is among the reasons, so a house-rule pack
 * can make flanking worth more; the contribution cites the line that set it.
 */
export function combatAdvantageBonus(g: Game, attacker: string, target: string): ValueContribution | null {
  const { reasons, flanking } = advantage(g, attacker, target);
  if (reasons.length === 0) return null;
  const option = ruleOption(g, flanking ? "flanking attack bonus" : "combat advantage bonus");
  const amount = option.value as number;
  return { op: "add", amount, rule: "core: combat advantage", text: `combat advantage (+${amount} once): ${reasons.join("; ")}`, src: option.src };
}
