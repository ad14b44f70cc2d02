// The conversion itself, loaded only when the "Add a D&D monster" panel first converts, so
// the tables, their validators and the Chainmail ruleset stay out of the workbench's first
// load. The converters are the CLI's own (converters/), fed the bundled tables.
import { compile } from "../../../compiler/compile.js";
import type { IR } from "../../../compiler/ir.js";
import { convertBatch35, convertBatch5e } from "../../../converters/batch.js";
import type { ConvertedCard } from "../../../converters/report.js";
import { check35Table, check5eTable } from "../../../converters/tables/validate.js";
import { vocabularyOf } from "../../../converters/vocabulary.js";
import type { Diagnostic } from "../../../grammar/source.js";
import table35Text from "../../../content/conversions/3.5-to-chainmail.json?raw";
import table5eText from "../../../content/conversions/5e-to-ddm.json?raw";
import { chainmailCore } from "./chainmail-files.js";
import type { Edition } from "./monster-list.js";


export interface Conversion {
  card: ConvertedCard;
  /**
   * A Chainmail model checked against the Chainmail ruleset at once (the workbench checks it
   * the same way once it is a file); absent for a DDM card, which the workbench compiles itself.
   */
  chainmail?: Diagnostic[];
}

function tableOf<T>(text: string, check: (data: unknown) => { ok: true; table: T } | { ok: false; problems: string[] }): T {
  const checked = check(JSON.parse(text));
  if (!checked.ok) throw new Error(`the bundled conversion table is invalid: ${checked.problems.join("; ")}`);
  return checked.table;
}

let chainmailIr: IR | undefined;

/**
 * Converts the record named `name`. A DDM card takes its words (conditions, damage types,
 * factions) from the project's compiled IR, the user's own additions included; a Chainmail
 * model from the bundled Chainmail ruleset.
 */
export function convertMonster(records: unknown[], edition: Edition, name: string, ddm: IR): Conversion {
  if (edition === "5e") {
    const batch = convertBatch5e(records, tableOf(table5eText, check5eTable), vocabularyOf(ddm), [name]);
    const card = batch.cards[0];
    if (!card) throw new Error(batch.skipped[0] ? `${batch.skipped[0].name} cannot be read as an SRD 5.1 monster: ${batch.skipped[0].problem}` : `no monster named ${name}`);
    return { card };
  }
  chainmailIr ??= compile(chainmailCore).ir;
  const batch = convertBatch35(records, tableOf(table35Text, check35Table), vocabularyOf(chainmailIr), [name]);
  const card = batch.cards[0];
  if (!card) throw new Error(batch.skipped[0] ? `${batch.skipped[0].name} cannot be read as an SRD 3.5 monster: ${batch.skipped[0].problem}` : `no monster named ${name}`);
  const path = `conversions/${card.file}`;
  const chainmail = compile([...chainmailCore, { path, text: card.text }]).diagnostics.filter((d) => d.file === path);
  return { card, chainmail };
}
