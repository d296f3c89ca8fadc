export declare const BROWSER_FLOOR: string[];
export declare function syntaxAboveFloor(code: string): string[];
