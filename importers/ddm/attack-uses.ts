// Attacks-section entries used on a trigger rather than (or as well as) as an attack
// action: "Immediate, use only when this creature first becomes bloodied: (burst 2) +15
// vs. Will; Confused", "Free action, use only at end of this creature's turn: (burst 1)
// …", and "… This creature can use <Name> as an immediate action when it first becomes
// bloodied.", "(Immediate) +15 vs. Reflex; …" (no trigger: the default timing points). The attack is the card's (by power only when the trigger is its only use),
// and a power of the same name makes it when the trigger occurs.
// ddm-battle-rules-2011.txt § Immediate Actions; § Activated Powers; § Making an Attack
import { rechargePhrase } from "./attack-recharge.js";
import { quoted, sentences } from "./text.js";

/** The trigger words the language has for a card's trigger ("this creature first becomes bloodied"), or null. */
function triggerWords(raw: string): string | null {
  // "is damaged by an enemy's attack": by an enemy, with an attack.
  const said = raw.trim().replace(/\bfirstt\b/gi, "first").replace(/\bdamaged by an? enemy's attack$/i, "damaged by enemy with attack");
  const r = rechargePhrase(`when ${said}`);
  return r?.startsWith(" recharge when ") ? r.slice(" recharge when ".length) : null;
}

/** The power's header after its name: the action and the trigger, as the language writes them. */
function useWords(action: string, trigger: string): string | null {
  // "at start of this creature's turn": one of its own turn's moments.
  const own = /^(?:at )?(start|end) of (?:this creature's|its) turn$/i.exec(trigger.trim());
  if (own) return `use at ${own[1]!.toLowerCase()} of its turn`;
  const t = triggerWords(trigger);
  if (!t) return null;
  return /^immediate/i.test(action) ? `immediate action, use when ${t}` : `use when ${t}`;
}

const leadRe = /^(immediate(?: action)?|free action)\s*[,;:]\s*use only (?:when|at|if) ([^:.]+?)\s*[:.]\s*(.+)$/i;
// "(Immediate) +15 vs. Reflex; …", "(Immediate action, range 5) …": no trigger of its own, so an immediate action at the
// default timing points (ddm-battle-rules-2011.txt § Actions, Immediate Action; § Common Triggered Powers, Default Condition).
const plainRe = /^\(immediate(?: action)?(?:\)\s*[:;,]?\s*|\s*[,;]\s*(?=[^()]*\)))(.+)$/i;
const laterRe = /^this creature can use (.+?) as an? (immediate|free) action when (.+)$/i;

/**
 * The lines for such an entry (the attack, then the power), or null. `read` reads the
 * attack's own text (attack.ts), as for any entry.
 */
export function attackUse(name: string, rest: string, read: (text: string) => string | null): string[] | null {
  const plain = plainRe.exec(rest.trim());
  const lead = plain ? null : leadRe.exec(rest.trim());
  if (lead || plain) {
    const use = plain ? "immediate action" : useWords(lead![1]!, lead![2]!);
    // "(Immediate action, range 5) …": the other parts stay the attack's.
    const body = plain ? (/^[^()]*\)/.test(plain[1]!) ? `(${plain[1]!}` : plain[1]!) : lead![3]!;
    const line = use ? read(body) : null;
    if (!line || !line.startsWith("attack ") || / recharge /.test(line)) return null;
    // A limited use (the card's check boxes) limits the power that makes the attack, the attack's only use.
    const uses = / uses (\d+)/.exec(line);
    const attack = line
      .replace(/ uses \d+/, "")
      .replace(` ${quoted(name)}`, ` by power only ${quoted(name)}`)
      .replace(/^attack (melee|ranged)( reach \d+)? basic\b/, "attack $1$2");
    return [attack, `power ${quoted(name)}${uses ? ` uses ${uses[1]}` : ""}: ${use}: this creature makes ${quoted(name)} attack`];
  }
  const parts = sentences(rest.trim());
  const later = parts.length > 1 ? laterRe.exec(parts[parts.length - 1]!.replace(/\.$/, "")) : null;
  if (!later || later[1]!.trim().toLowerCase() !== name.toLowerCase()) return null;
  const use = useWords(later[2]!, later[3]!.replace(/^it\b/i, "this creature"));
  const line = use ? read(parts.slice(0, -1).join(". ")) : null;
  if (!line || !line.startsWith("attack ")) return null;
  return [line, `power ${quoted(name)}: ${use}: this creature makes ${quoted(name)} attack`];
}
