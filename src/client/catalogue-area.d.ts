/** The signed-in area's part of a message catalogue (scripts/catalogue-plugin.ts). */
declare module '*.json?area' {
  const messages: Record<string, unknown>;
  export default messages;
}
