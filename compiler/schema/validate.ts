// Validates compiled IR against ir.schema.json with the ahead-of-time validator.
import type { IR } from "../ir.js";
import validate from "./ir-validator.generated.js";

/** A schema violation: where in the IR (a JSON pointer such as /creatures/3/hp) and what is wrong there. */
export interface SchemaProblem {
  path: string;
  message: string;
}

/** Schema violations with their places in the IR; empty when the IR is valid. */
export function schemaProblems(ir: IR): SchemaProblem[] {
  if (validate(ir)) return [];
  return (validate.errors ?? []).map((e) => ({ path: e.instancePath || "/", message: e.message ?? "is invalid" }));
}

/** Schema violations as readable lines; empty when the IR is valid. */
export function validateIr(ir: IR): string[] {
  return schemaProblems(ir).map((p) => `${p.path} ${p.message}`);
}
