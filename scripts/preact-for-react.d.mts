export declare const PREACT_FOR_REACT: ReadonlyArray<readonly [react: string, preact: string]>;
