// The shape of an SRD 3.5 monster record (stat-block rows plus numbers parsed from them),
// as far as the converter reads it. Every field may be missing: the file is user input.

export interface ParsedAttack35 {
  count: number;
  name: string;
  bonus: number[];
  kind: string;
  damage: string;
}

export interface Derived35 {
  hp?: number | null;
  hd_count?: number | null;
  speed_ft?: number | null;
  fly_ft?: number | null;
  swim_ft?: number | null;
  climb_ft?: number | null;
  burrow_ft?: number | null;
  ac?: number | null;
  base_attack?: number | null;
  fort?: number | null;
  ref?: number | null;
  will?: number | null;
  str?: number | null;
  dex?: number | null;
  con?: number | null;
  int?: number | null;
  wis?: number | null;
  cha?: number | null;
  reach_ft?: string | null;
  size?: string | null;
  type?: string | null;
  subtypes?: string[];
  full_attack_parsed?: ParsedAttack35[] | null;
}

export interface Monster35 {
  name: string;
  size_type?: string;
  hit_dice?: string;
  special_attacks?: string | null;
  special_qualities?: string | null;
  feats?: string | null;
  environment?: string | null;
  alignment?: string | null;
  challenge_rating?: string | null;
  derived: Derived35;
}

/** Why a record cannot be converted, or null when it can. */
export function problemWith35(x: unknown): string | null {
  if (typeof x !== "object" || x === null) return "not an object";
  const m = x as Record<string, unknown>;
  if (typeof m.name !== "string" || !m.name.trim()) return "no name";
  const d = m.derived as Derived35 | undefined;
  if (typeof d !== "object" || d === null) return "no derived numbers";
  if (!hitDiceOf(m as unknown as Monster35)) return "no Hit Dice or hit points";
  if (typeof d.ac !== "number") return "no Armor Class";
  return null;
}

export function modifier35(score: number | null | undefined): number {
  return typeof score === "number" ? Math.floor((score - 10) / 2) : 0;
}

/** Top-level comma-separated entries of a stat-block row ("darkvision 60 ft., immunity to fire"), parentheses kept whole. */
export function entries(row: string | null | undefined): string[] {
  if (!row) return [];
  const out: string[] = [];
  let depth = 0;
  let cur = "";
  for (const ch of row) {
    if (ch === "(") depth++;
    if (ch === ")") depth = Math.max(0, depth - 1);
    if ((ch === "," || ch === ";") && depth === 0) {
      out.push(cur);
      cur = "";
    } else cur += ch;
  }
  out.push(cur);
  return out.map((e) => e.trim().replace(/\.$/, "").trim()).filter((e) => e && e !== "—" && e !== "-");
}

/** Hit Dice and hit points: the parsed numbers, else read from the row ("1/4 d8 (1 hp)", "62d8+806 (1,362 hp)"). */
export function hitDiceOf(m: Monster35): { hd: number; hp: number } | null {
  const text = m.hit_dice ?? "";
  const hpText = text.match(/\(([\d,]+) hp\)/);
  const hdText = text.match(/^(?:HD\s*)?(\d+)(?:\/(\d+))?\s*d\d+/i);
  const hp = typeof m.derived.hp === "number" ? m.derived.hp : hpText ? Number(hpText[1]!.replace(/,/g, "")) : null;
  const hd = typeof m.derived.hd_count === "number" ? m.derived.hd_count : hdText ? Number(hdText[1]) / (hdText[2] ? Number(hdText[2]) : 1) : null;
  return hp !== null && hd !== null && Number.isFinite(hp) && Number.isFinite(hd) ? { hd, hp } : null;
}
