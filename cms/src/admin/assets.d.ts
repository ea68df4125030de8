/** The panel's bundler (Vite) imports an SVG as its URL. */
declare module '*.svg' {
  const url: string;
  export default url;
}
