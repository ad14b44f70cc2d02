// The abstract syntax tree: what a file says, with the range of every part.
import type { Range } from "./source.js";

export interface WordAtom {
  kind: "word";
  text: string;
  /** Lower-cased text, for case-insensitive matching of phrase words. */
  lower: string;
  range: Range;
}

export interface IntAtom {
  kind: "int";
  value: number;
  range: Range;
}

export interface StringAtom {
  kind: "string";
  value: string;
  terminated: boolean;
  range: Range;
}

export interface SymbolAtom {
  kind: "sym";
  text: "+" | "-" | "," | ":" | ";" | "and";
  range: Range;
}

export interface GroupAtom {
  kind: "group";
  atoms: Atom[];
  range: Range;
}

export type Atom = WordAtom | IntAtom | StringAtom | SymbolAtom | GroupAtom;

/** A run of atoms between separators: "ongoing 5 fire (save ends)". */
export interface Phrase {
  atoms: Atom[];
  range: Range;
}

/** "head: phrases" when the segment has a colon, otherwise just phrases. */
export interface Segment {
  head: Phrase[] | null;
  phrases: Phrase[];
  range: Range;
}

/** Segments separated by semicolons. */
export type Body = Segment[];

export interface Name {
  text: string;
  quoted: boolean;
  range: Range;
}

export interface LayerAst {
  kind: "layer";
  layer: WordAtom;
  label: StringAtom | null;
  range: Range;
}

export interface StatAst {
  kind: "stat";
  /** The stat's keyword as written (level, AC, speed, keywords, good…). */
  key: WordAtom;
  value: IntAtom | null;
  /** The upper end of a range: "level 1-10" on an item. */
  upTo: IntAtom | null;
  mode: WordAtom | null;
  words: WordAtom[];
  range: Range;
}

export interface AttackAst {
  kind: "attack";
  keyword: WordAtom;
  header: Atom[];
  body: Body;
  range: Range;
}

export interface PowerAst {
  kind: "power" | "aura";
  keyword: WordAtom;
  /** Written "champion power". */
  champion: boolean;
  header: Atom[];
  body: Body;
  range: Range;
}

export interface TextAst {
  kind: "text";
  keyword: WordAtom;
  text: StringAtom;
  range: Range;
}

export type CreatureItem = StatAst | AttackAst | PowerAst | TextAst;

export interface CreatureAst {
  kind: "creature";
  keyword: WordAtom;
  name: Name;
  items: CreatureItem[];
  range: Range;
}

export interface ItemAst {
  kind: "item";
  keyword: WordAtom;
  name: Name;
  items: CreatureItem[];
  range: Range;
}

export interface ConditionAst {
  kind: "condition";
  keyword: WordAtom;
  name: Name;
  /** One body per line: "cannot move", "speed 0". */
  lines: Body[];
  range: Range;
}

export interface DataLine {
  key: WordAtom;
  atoms: Atom[];
  range: Range;
}

export type DataBlockKind = "action" | "map" | "scenario" | "warband" | "battle" | "ruleset" | "house" | "test" | "model" | "terrain";

export interface DataBlockAst {
  kind: DataBlockKind;
  keyword: WordAtom;
  name: Name;
  lines: DataLine[];
  range: Range;
}

/** A named power declared outside any creature: `power "Sneak Attack N": +N damage …`; capital letters in its name are parameters. */
export interface NamedPowerAst {
  kind: "named-power";
  keyword: WordAtom;
  name: Name;
  power: PowerAst;
  range: Range;
}

export type Declaration = LayerAst | CreatureAst | ItemAst | ConditionAst | DataBlockAst | NamedPowerAst;

export interface FileAst {
  file: string;
  declarations: Declaration[];
}
