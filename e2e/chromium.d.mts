export declare const CHROMIUM: string;
export declare const CHROMIUM_FOR_TESTS: string;
export declare const CHROMIUM_ARGS: string[];
