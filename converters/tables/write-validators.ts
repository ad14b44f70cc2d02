// Writes the conversion tables' ahead-of-time validators. Run by `npm run schema`;
// test/converters/tables.test.ts fails when they are stale.
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { tableValidatorsSource } from "./generate.js";

writeFileSync(fileURLToPath(new URL("../../../converters/tables/table-validators.generated.ts", import.meta.url)), tableValidatorsSource());
console.log("wrote converters/tables/table-validators.generated.ts");
