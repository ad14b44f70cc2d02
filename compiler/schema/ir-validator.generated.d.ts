// The types of the IR's validator, which compiler/schema/write-validator.ts generates as JavaScript.
interface ValidatorError {
  instancePath: string;
  message?: string;
}

/** Whether the data is valid IR; the reasons it is not in `errors`. */
declare const validate: ((data: unknown) => boolean) & { errors?: ValidatorError[] | null };
export default validate;
export { validate };
