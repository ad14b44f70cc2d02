// Powers that change a condition as it lands: "use when a Kobold ally causes an enemy to become
// Dazed; the duration of the Dazed condition becomes (save ends)": in the window before that
// condition lands on the creature, from the creature named, it gets that duration instead
// (compiler/primitives/cancellation-effects.ts condition-duration-instead).
// ddm-battle-rules-2011.txt § Conditions (Duration); § Resolving Effects
import type { CardPower } from "./card.js";
import { conditionName, duration } from "./effects.js";
import { quoted } from "./text.js";
import { readParty } from "./triggered.js";

type Reading = (name: string | null, body: string, power: CardPower) => string[] | null;

const changeRe =
  /^use (?:when|after) (.+?) causes (.+?) to become ([A-Za-z]+)\s*[:;,.]\s*(?:the duration of (?:the|that) ([A-Za-z]+) (?:effect|condition) becomes|(?:that|the) condition(?:'s duration)? (?:becomes|lasts)) (\(save ends\))(?:,? instead)?\.?$/i;

export const conditionDurationChanged: Reading = (name, body, power) => {
  const m = changeRe.exec(body.trim());
  if (!m) return null;
  const [who, whom] = [readParty(m[1]!), readParty(m[2]!)];
  const condition = conditionName(m[3]!);
  // "the duration of the Stunned effect": the condition the trigger named, no other.
  if (!who || !whom || who.rest || whom.rest || !condition || (m[4] && conditionName(m[4]) !== condition)) return null;
  const d = duration(m[5]!);
  if (!d) return null;
  const keyword = power.type === "CHAMPION" ? "champion power" : "power";
  const title = quoted(name ?? (body.split(/[:;.]/)[0] ?? "").replace(/^use /i, "Use ").slice(0, 60));
  return [`${keyword} ${title}${power.limit ? ` uses ${power.limit}` : ""}: use when ${whom.party} would become ${condition} by ${who.party}: that condition lasts ${d} instead`];
};
