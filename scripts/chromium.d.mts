export declare const CHROMIUM_ARGS: string[];
export declare function findChromium(): Promise<string | null>;
export declare const NO_CHROMIUM_MESSAGE: string;
