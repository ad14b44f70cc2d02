// Writes the conversion tables' ahead-of-time validators. A build output like the IR
// validator (compiler/schema/write-validator.ts): `npm run generate` writes it.
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { tableValidatorsSource } from "./generate.js";

writeFileSync(fileURLToPath(new URL("../../../converters/tables/table-validators.generated.ts", import.meta.url)), tableValidatorsSource());
console.log("wrote converters/tables/table-validators.generated.ts");
