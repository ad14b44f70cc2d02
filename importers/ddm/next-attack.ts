// Bonuses for the creature's next attack, as the cards word them: "+5 poison Damage to this
// creature's next {m} attack", "+4 Attack and +5 Damage on this creature's next {r} attack
// this turn", "Reach 2 with this creature's next attack", "deals +15 Damage when it hits
// with its next {m} attack", "has -5 Attack on its next attack roll", "its next {r} attack
// ignores cover": the bonus for a while,
// until an attack of that kind has resolved (and the turn's end, for "this turn").
// ddm-battle-rules-2011.txt § Conditions (Duration: until a trigger); § Bonuses and Penalties
import { modifierPhrases } from "./effects.js";

/** The language's effects for a bonus on the next attack, or null. `subjectOf` names who has it ("this creature" when no one is named). */
export function nextAttackEffects(sentence: string, subjectOf: (raw: string) => string | null): string | null {
  // "its next attack is an automatic hit": no roll for it (compiler/primitives/card-modifiers.ts, attacks-automatic-hits).
  const sure = /^(?:its|this creature's) next (?:(melee|ranged|close|area) )?attack (?:is an automatic hit|hits automatically)( this turn)?$/i.exec(sentence.trim().replace(/\.$/, ""));
  if (sure) {
    const kind = sure[1]?.toLowerCase();
    const until = kind ? `until it makes a ${kind} attack` : "until it attacks";
    return `this creature gets its ${kind ? `${kind} ` : ""}attacks are automatic hits ${sure[2] ? `until end of turn or ${until}` : until}`;
  }
  // "This creature's next {r} attack ignores cover": no cover for it (compiler/primitives/continuous.ts, ignores-cover).
  const open = /^(?:its|this creature's) next (?:(melee|ranged|close|area) )?attack ignores cover( this turn)?$/i.exec(sentence.trim().replace(/\.$/, ""));
  if (open) {
    const kind = open[1]?.toLowerCase();
    const until = kind ? `until it makes a ${kind} attack` : "until it attacks";
    return `this creature gets ignores cover${kind ? ` with ${kind} attacks` : ""} ${open[2] ? `until end of turn or ${until}` : until}`;
  }
  const m =
    /^(?:(.+?) (?:has|have|gets?|gains?|deals?) )?([+-]\d+ .+?|reach \d+) (?:on|to|with|for|when it hits with) (?:this creature's|its|their|the) next (?:(melee|ranged|close|area) )?attack(?: roll)?( this turn)?$/i.exec(
      sentence.trim().replace(/\.$/, ""),
    );
  if (!m) return null;
  const who = m[1] ? subjectOf(m[1]) : "this creature";
  if (!who) return null;
  const kind = m[3]?.toLowerCase();
  const until = kind ? `until it makes a ${kind} attack` : "until it attacks";
  const duration = m[4] ? `until end of turn or ${until}` : until;
  const reach = /^reach (\d+)$/i.exec(m[2]!);
  const mods = reach ? [`reach ${reach[1]}`] : modifierPhrases(m[2]!)?.map((x) => (kind && !/ with \w+ attacks$/.test(x) ? `${x} with ${kind} attacks` : x));
  if (!mods?.length) return null;
  return mods.map((x) => `${who} gets ${x} ${duration}`).join(" and ");
}
