import type { Plugin } from 'vite';

export declare function messagesPastIndex(): Plugin;
