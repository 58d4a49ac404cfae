/** Types of scripts/build-state.mjs, for the TypeScript that imports it (the benchmark). */
export declare const root: string;
export declare const pagesEntry: string;
export declare const bundleFile: string;
export declare function whatToBuild(): 'all' | 'server' | null;
