export declare const CHROMIUM: string;
export declare const CHROMIUM_ARGS: string[];
export declare const SHARED_BROWSER_ENV: string;
