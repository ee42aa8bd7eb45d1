import type { Browser } from 'playwright-core';

export declare const CHROMIUM: string;
export declare const CHROMIUM_FLAGS: readonly string[];
export declare function launchChromium(): Promise<Browser>;
