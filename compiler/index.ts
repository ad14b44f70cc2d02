// The compiler's public face: compile warband source files into validated IR.
import { compile, type CompileResult, type SourceFile } from "./compile.js";
import { validateIr } from "./schema/validate.js";

export { compile, type CompileOptions, type CompileResult, type SourceFile } from "./compile.js";
export type * from "./ir.js";
export { IR_VERSION } from "./ir.js";
export { validateIr } from "./schema/validate.js";

/** Compile and check the IR against compiler/schema/ir.schema.json. */
export function compileProject(files: SourceFile[]): CompileResult {
  return compile(files, { validate: validateIr });
}
