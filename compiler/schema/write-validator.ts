// Writes the IR's ahead-of-time validator (ajv generates the validation code ahead of
// time, so neither the CLI nor the browser compiles code at run time). It is a build
// output, not committed: `npm run generate` (run by `npm ci`, `npm test` and `npm run
// build`) writes it beside its sources, for the tests and the workbench, and into dist/,
// for the CLI, as the one line of about 2.3 MB that ajv makes (generate.ts). Its types
// are ir-validator.generated.d.ts.
import { existsSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { irValidatorSource } from "./generate.js";

const source = irValidatorSource();
// This script runs from dist/compiler/schema/.
writeFileSync(fileURLToPath(new URL("./ir-validator.generated.js", import.meta.url)), source);
writeFileSync(fileURLToPath(new URL("../../../compiler/schema/ir-validator.generated.js", import.meta.url)), source);
// Written as TypeScript before: a file left from then would be compiled in its place.
const old = fileURLToPath(new URL("../../../compiler/schema/ir-validator.generated.ts", import.meta.url));
if (existsSync(old)) rmSync(old);
console.log("wrote compiler/schema/ir-validator.generated.js");
