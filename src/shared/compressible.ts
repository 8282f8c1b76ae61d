/**
 * Built files worth compressing (text). The build writes a .br and a .gz of each beside it
 * (vite.config.ts) and the server sends those to browsers that accept them.
 */
export const COMPRESSIBLE_FILE = /\.(js|css|html|svg|json|txt|vtt|webmanifest)$/;
