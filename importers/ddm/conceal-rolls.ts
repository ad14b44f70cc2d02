// Powers answering a conceal roll: "use after an enemy succeeds on its Conceal roll; that
// enemy must reroll" has the roll that turned a hit into a miss made again, the new roll
// standing (compiler/primitives/cancellation-effects.ts reroll-conceal).
// ddm-battle-rules-2011.txt § Attack Roll (Conceal); § Resolving Effects (Cancellation Effects)
import type { CardPower } from "./card.js";
import { quoted } from "./text.js";

type Reading = (name: string | null, body: string, power: CardPower) => string[] | null;

const rerollRe =
  /^use (?:when|after) (?:an? )?(?:opponent|enemy) succeeds on (?:a |its |the )?conceal roll\s*[:;,.]\s*(?:the |that )?(?:opponent|enemy) (?:must )?re-?rolls?(?: (?:it|that roll|that conceal roll|the conceal roll))?\.?$/i;

export const concealReroll: Reading = (name, body, power) => {
  if (!rerollRe.test(body.trim())) return null;
  const keyword = power.type === "CHAMPION" ? "champion power" : "power";
  const title = quoted(name ?? (body.split(/[:;.]/)[0] ?? "").replace(/^use /i, "Use ").slice(0, 60));
  return [`${keyword} ${title}${power.limit ? ` uses ${power.limit}` : ""}: use when enemy succeeds on conceal roll: reroll that conceal roll`];
};
