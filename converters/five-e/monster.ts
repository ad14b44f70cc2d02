// The shape of an SRD 5.1 monster record (the 5e-bits JSON), as far as the converter
// reads it. Every field is checked before use: the file is user input.

export interface DamageRef {
  damage_type?: { index?: string; name?: string };
  damage_dice?: string;
  choose?: number;
  from?: { options?: DamageRef[] };
}

export interface MonsterAction {
  name: string;
  desc?: string;
  attack_bonus?: number;
  damage?: DamageRef[];
  dc?: { dc_type?: { index?: string }; dc_value?: number; success_type?: string };
  usage?: { type?: string; times?: number; dice?: string; min_value?: number };
  multiattack_type?: string;
  actions?: { action_name: string; count: number | string; type?: string }[];
}

export interface Monster5e {
  index?: string;
  name: string;
  size: string;
  type: string;
  subtype?: string | null;
  alignment: string;
  armor_class: { value: number; type?: string }[] | number;
  hit_points: number;
  speed: Record<string, string | boolean>;
  strength: number;
  dexterity: number;
  constitution: number;
  intelligence: number;
  wisdom: number;
  charisma: number;
  proficiencies?: { value: number; proficiency: { index: string } }[];
  damage_vulnerabilities?: string[];
  damage_resistances?: string[];
  damage_immunities?: string[];
  condition_immunities?: { index: string; name?: string }[];
  senses?: Record<string, string | number>;
  challenge_rating: number;
  special_abilities?: MonsterAction[];
  actions?: MonsterAction[];
  legendary_actions?: MonsterAction[];
  reactions?: MonsterAction[];
}

/** Why a record cannot be read as a monster, or null when it can. */
export function problemWith(x: unknown): string | null {
  if (typeof x !== "object" || x === null) return "not an object";
  const m = x as Record<string, unknown>;
  if (typeof m.name !== "string" || !m.name.trim()) return "no name";
  for (const k of ["hit_points", "challenge_rating", "strength", "dexterity", "constitution", "intelligence", "wisdom", "charisma"]) {
    if (typeof m[k] !== "number" || !Number.isFinite(m[k])) return `no number for ${k}`;
  }
  if (typeof m.size !== "string" || typeof m.type !== "string") return "no size or type";
  if (typeof m.speed !== "object" || m.speed === null) return "no speed";
  if (!(typeof m.armor_class === "number" || (Array.isArray(m.armor_class) && typeof m.armor_class[0]?.value === "number"))) return "no armor class";
  return null;
}

export function armorClass(m: Monster5e): number {
  return typeof m.armor_class === "number" ? m.armor_class : m.armor_class[0]!.value;
}

export function modifier(score: number): number {
  return Math.floor((score - 10) / 2);
}

/** Feet from "40 ft." (or a bare number). */
export function feet(v: string | number | boolean | undefined): number {
  if (typeof v === "number") return v;
  if (typeof v !== "string") return 0;
  const m = v.match(/(\d+)/);
  return m ? Number(m[1]) : 0;
}
