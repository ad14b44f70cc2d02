// Writes the IR's ahead-of-time validator (ajv generates the validation code ahead of
// time, so neither the CLI nor the browser compiles code at run time). It is a build
// output, not committed: `npm run generate` (run by `npm ci`, `npm test` and `npm run
// build`) writes it. It is one line of about 1.9 MB that changes wholesale with any schema change.
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { irValidatorSource } from "./generate.js";

writeFileSync(fileURLToPath(new URL("../../../compiler/schema/ir-validator.generated.ts", import.meta.url)), irValidatorSource());
console.log("wrote compiler/schema/ir-validator.generated.ts");
