// Squad Activation: "All creatures in your warband named Carnage Demon must activate as a
// single activation", "When this creature takes a turn, each other creature named X in your
// warband also takes a turn, until all have taken a turn. These creatures' turns count as a
// single turn …": the creatures of that name take their turns one after another as one of
// the player's creature-turns (compiler/primitives/round-effects.ts, runtime/ddm/round.ts).
// ddm-battle-rules-2011.txt § The Battle (Game Overview), step 6; § Rounds and Turns (Turn)
import type { CardPower } from "./card.js";
import { quoted } from "./text.js";

const named = String.raw`([A-Z].*?)`;
const phrasings = [
  new RegExp(String.raw`^all creatures in your warband named ${named} (?:must )?activate as (?:a single|one) activation$`, "i"),
  new RegExp(
    String.raw`^when(?:ever)? this creature takes (?:a|its) turn, each other creature named ${named} in your warband also takes a turn(?:, until all have taken a turn)?\. these creatures' turns count as (?:a single|one) turn(?: towards? the number of creatures you take turns with(?: (?:on )?this turn)?)?$`,
    "i",
  ),
];

export function squadActivation(name: string | null, body: string, power: CardPower): string[] | null {
  // Both phrasings name the creatures ("named X"): other powers are not tried.
  if (!/\bnamed\b/i.test(body)) return null;
  const t = body.trim().replace(/\s+/g, " ").replace(/\.+$/, "");
  for (const re of phrasings) {
    const m = re.exec(t);
    if (m) return [`power ${quoted(name ?? "Squad Activation")}${power.limit ? ` uses ${power.limit}` : ""}: creatures named ${quoted(m[1]!)} take their turns as one activation`];
  }
  return null;
}
