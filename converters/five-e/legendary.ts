// 5e legendary actions → DDM champion powers. A legendary action is taken at the end of
// another creature's turn, a few times a round; a champion power is declared at a trigger
// and used up to the champion rating per battle, once per creature-turn
// (ddm-battle-rules-2011.txt § Champion Powers). The table names the trigger; an action
// that makes one of the monster's attacks becomes a basic attack, one that moves becomes a
// move, a check is left off (DDM has none), and the rest stays text.
import { quoted, shortened } from "../card-text.js";
import type { MonsterAction } from "./monster.js";

export interface LegendaryInput {
  actions: MonsterAction[];
  /** The trigger after "use", e.g. "at end of enemy's turn". */
  use: string;
  /** The kind of the card's basic attack, or null when it has none. */
  basicKind: "melee" | "ranged" | null;
  /** The card's speed in squares. */
  speed: number;
}

export interface LegendaryOutput {
  lines: string[];
  notes: string[];
  /** Actions kept as text. */
  fallbacks: string[];
}

function powerName(a: MonsterAction): string {
  return a.name.replace(/\s*\(Costs \d+ Actions\)\s*/i, "").trim() || a.name;
}

export function legendaryPowers(input: LegendaryInput): LegendaryOutput {
  const out: LegendaryOutput = { lines: [], notes: [], fallbacks: [] };
  for (const a of input.actions) {
    const desc = a.desc ?? "";
    const name = powerName(a);
    const cost = a.name.match(/Costs (\d+) Actions/i);
    const costNote = cost ? `; its cost of ${cost[1]} legendary actions is dropped (each champion power is one use)` : "";
    const power = (effect: string, why: string) => {
      out.lines.push(`  champion power ${quoted(name)}: use ${input.use}: ${effect}`);
      out.notes.push(`legendary action ${name}: ${why} → champion power, used ${input.use}${costNote}`);
    };
    if (/makes? an? \w+ \([^)]*\) check/i.test(desc) && desc.split(/\.\s/).length <= 1) {
      out.notes.push(`legendary action ${name} left off: DDM has no checks`);
      continue;
    }
    // "makes one claw attack", "makes a tail attack", "makes one unarmed strike", "makes one bite attack or uses its Swallow".
    const attack = desc.match(/\bmakes (?:one|a|an) ([\w' -]+?) (?:attack|strike)\b/i);
    if (attack && input.basicKind) {
      const alternative = /\bor uses\b/i.test(desc) ? "; the other choice it offers is dropped" : "";
      power(`this creature makes basic ${input.basicKind} attack`, `its ${attack[1]!.toLowerCase()} ${/strike/i.test(attack[0]) ? "strike" : "attack"} becomes its basic ${input.basicKind} attack${alternative}`);
      continue;
    }
    const move = desc.match(/\bmoves up to (half )?its (?:\w+ )?speed/i);
    if (move && !/\bteleport/i.test(desc)) {
      const half = move[1] !== undefined;
      const provoking = /without provoking/i.test(desc) ? "; DDM movement still provokes opportunity attacks" : "";
      power(half ? `this creature moves up to ${Math.max(1, Math.floor(input.speed / 2))}` : "this creature moves up to its speed", `moves up to ${half ? "half " : ""}its speed${provoking}`);
      continue;
    }
    out.fallbacks.push(`${name} (legendary action)`);
    out.lines.push(`  text ${quoted(`${name} (legendary action): ${shortened(desc)}`)}`);
  }
  return out;
}
