// The zod schemas of every entity and payload of the spec (filled in by the schemas work).
export {};
