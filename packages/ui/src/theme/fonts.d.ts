/** Font files imported from code resolve to their published URL (webpack and Vite asset modules). */
declare module '*.woff2' {
  const url: string;
  export default url;
}
