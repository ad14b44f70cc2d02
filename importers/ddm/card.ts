// The shape of a DDM card record as the community card lists give it (one JSON
// array of creatures), and a check that a record has that shape before it is read.
export type PowerType = "ATTACK" | "SPECIAL" | "ABILITY" | "CHAMPION";
export const powerTypes: PowerType[] = ["ATTACK", "SPECIAL", "ABILITY", "CHAMPION"];

export interface CardPower {
  type: PowerType;
  text: string;
  /** Limited uses (the ☐ boxes before the name). */
  limit?: number;
}

export interface Card {
  name: string;
  setInfo?: string;
  level: number;
  cost: number;
  hp: number;
  ac: number;
  fort: number;
  ref: number;
  will: number;
  speed: number;
  movementMode: "NORMAL" | "FLIGHT" | "BURROW";
  alignment: "GOOD" | "EVIL" | "NEUTRAL";
  factions: string[];
  keywords: string[];
  championRating?: number;
  powers: CardPower[];
}

/** A file name for the card: lower case words joined by hyphens. */
export function fileNameOf(card: Card): string {
  return `${card.name.toLowerCase().normalize("NFKD").replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "card"}.wb`;
}

const numbers = ["level", "cost", "hp", "ac", "fort", "ref", "will", "speed"] as const;

/** Why a record cannot be read as a card, or null when it can. */
export function cardProblem(x: unknown): string | null {
  if (typeof x !== "object" || x === null) return "not an object";
  const r = x as Record<string, unknown>;
  if (typeof r.name !== "string" || r.name.trim() === "") return "no name";
  for (const k of numbers) if (typeof r[k] !== "number") return `no number for ${k}`;
  if (!Array.isArray(r.powers)) return "no powers list";
  for (const p of r.powers as unknown[]) {
    const q = p as Record<string, unknown>;
    if (typeof q?.text !== "string" || !powerTypes.includes(q.type as PowerType)) return "a power without type or text";
  }
  if (!Array.isArray(r.factions) || !Array.isArray(r.keywords)) return "no factions or keywords list";
  return null;
}
