// Riders that give the target damage it takes each time it acts, or at the start or end of each
// of its turns, while they last: "until this creature is destroyed, target takes 10 damage whenever
// it hits with a {m} attack", "target takes 10 damage whenever it declares a non-{b} attack (save
// ends)", "target takes 15 damage at the start of each of its turns until end of battle", "target
// takes 10 psychic damage at end of each of its turns if it does not move 1 or more squares on that
// turn (save ends)", "whenever target starts its turn, each enemy adjacent to it takes 10 poison
// damage" (compiler/primitives/act-stings.ts, turn-stings.ts).
// ddm-battle-rules-2011.txt § Conditions (Duration); § Making an Attack; § Start of Turn Phase; § End of Turn Phase
import { typeWord } from "./attack-riders.js";
import { duration } from "./effects.js";

/**
 * "until this creature is destroyed, target takes 10 damage whenever it hits with a melee
 * attack": the duration said first, put after the rider it bounds (actStingRider).
 */
export function actStingWords(text: string): string {
  return text.replace(/(^|\sAND\s)(until [^,]+?|\(save ends\)),? ((?:the )?target takes \d+(?: [a-z]+)? damage whenever it (?:hits|declares) [^,]+?)(?=\s+AND\s|\s*$)/gi, "$1$3 $2");
}

/**
 * "target takes 10 damage whenever it hits with a melee attack until this creature is
 * destroyed", "… whenever it declares a non-basic melee attack (save ends)" (the card's
 * "non-{b} attack": any attack but a basic melee one): dealt each time it so acts (act-stings).
 */
export function actStingRider(part: string): string | null {
  const m = /^(?:the )?target takes (\d+)( [a-z]+)? damage whenever it (hits with an? (?:(melee|ranged|close|area) )?attack|declares an? (non-basic (?:(melee|ranged|close|area) )?)?attack)\s*(\(save ends\)|until .+)$/i.exec(part.trim().replace(/\.$/, ""));
  const type = m?.[2] ? typeWord(m[2].trim()) : "";
  const d = m ? duration(m[7]) : null;
  if (!m || type === null || !d) return null;
  const kind = (m[4] ?? m[6])?.toLowerCase();
  const act = /^hits/i.test(m[3]!) ? `hits with ${kind ? `${kind} ` : ""}attack` : m[5] ? `declares attack other than basic ${kind ? `${kind} ` : ""}attack` : "declares attack";
  return `target takes ${m[1]} ${type}damage whenever it ${act} ${d}`;
}

/** "it does not move 1 or more squares on that turn": the state at the end of its turn, as the language's gate words. */
function turnState(raw: string): string | null {
  return /^it does not move(?: (?:1|one) or more squares?)?(?: (?:on|during) (?:that|this) turn)?$/i.test(raw.trim()) ? "it did not move this turn" : null;
}

/**
 * "target takes 15 damage at the start of each of its turns until end of battle", "… at end of each of
 * its turns if it does not move 1 or more squares on that turn (save ends)": dealt then while it lasts.
 */
export function turnStingRider(part: string): string | null {
  // "5 Damage at end of each of target's turns": the target takes it.
  const m = /^(?:(?:the )?target takes )?(\d+)( [a-z]+)? damage at (?:the )?(start|end) of each of (?:its|(?:the )?target's) turns(?: if (.+?))?\s*(\(save ends\)|until .+)$/i.exec(part.trim().replace(/\.$/, ""));
  const type = m?.[2] ? typeWord(m[2].trim()) : "";
  const state = m?.[4] ? turnState(m[4]) : "";
  const d = m ? duration(m[5]) : null;
  if (!m || type === null || state === null || !d) return null;
  return `target takes ${m[1]} ${type}damage at ${m[3]!.toLowerCase()} of each of its turns${state ? ` if ${state}` : ""} ${d}`;
}

/**
 * "whenever target starts its turn, each enemy adjacent to it takes 10 poison damage": said as the
 * language says it ("target spreads 10 poison damage to adjacent enemies of this creature at start of
 * each of its turns"), before the parts are split at their commas.
 */
export function spreadStingWords(text: string): string {
  return text
    // "when target activates, each adjacent Plant creature heals 5 HP": as it starts its turn (§ Start of Turn Phase).
    .replace(/\b(?:whenever|when) (?:the )?target (?:activates|starts (?:its|a) turn),? each adjacent ([A-Z][\w-]*) creature (?:heals|regains) (\d+)(?: [Hh][Pp]| hit points)?/g, "target heals adjacent $1 creatures $2 hp at start of each of its turns")
    .replace(/\b(?:whenever|when) (?:the )?target starts (?:its|a) turn,? each enemy adjacent to it takes (\d+ (?:[a-z]+ )?damage)/gi, "target spreads $1 to adjacent enemies of this creature at start of each of its turns");
}

/** "target spreads 10 poison damage to adjacent enemies of this creature at start of each of its turns (save ends both)": dealt while it lasts. */
export function spreadStingRider(part: string): string | null {
  const m = /^target spreads (\d+)( [a-z]+)? damage to adjacent enemies of this creature at start of each of its turns\s*(\(save ends(?: both| all)?\)|until .+)$/i.exec(part.trim().replace(/\.$/, ""));
  const type = m?.[2] ? typeWord(m[2].trim()) : "";
  const d = m ? duration(m[3]!.replace(/ (?:both|all)\)$/i, ")")) : null;
  if (!m || type === null || !d) return null;
  return `target spreads ${m[1]} ${type}damage to adjacent enemies of this creature at start of each of its turns ${d}`;
}

/** "target heals adjacent Plant creatures 5 hp at start of each of its turns (save ends all)": given while it lasts. */
export function healNearRider(part: string): string | null {
  const m = /^target heals adjacent ([A-Z][\w-]*) creatures (\d+) hp at start of each of its turns\s*(\(save ends(?: both| all)?\)|until .+)$/.exec(part.trim().replace(/\.$/, ""));
  const d = m ? duration(m[3]!.replace(/ (?:both|all)\)$/i, ")")) : null;
  return m && d ? `target heals adjacent ${m[1]} creatures ${m[2]} hp at start of each of its turns ${d}` : null;
}
