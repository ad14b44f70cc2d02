// Writes ir.schema.json, the published JSON Schema of the IR. Run with `npm run schema`;
// test/compiler/schema.test.ts fails when it is stale.
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { irSchemaText } from "./generate.js";

writeFileSync(fileURLToPath(new URL("../../../compiler/schema/ir.schema.json", import.meta.url)), irSchemaText());
console.log("wrote compiler/schema/ir.schema.json");
