// Validates compiled IR against ir.schema.json with the ahead-of-time validator.
import type { IR } from "../ir.js";
import validate from "./ir-validator.generated.js";

interface ValidatorError {
  instancePath: string;
  message?: string;
}

/** Schema violations as readable lines; empty when the IR is valid. */
export function validateIr(ir: IR): string[] {
  const fn = validate as unknown as ((data: unknown) => boolean) & { errors?: ValidatorError[] | null };
  if (fn(ir)) return [];
  return (fn.errors ?? []).map((e) => `${e.instancePath || "/"} ${e.message ?? "is invalid"}`);
}
