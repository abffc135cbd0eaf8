// The built index.html (scripts with their hashed names), provided to the server build by a
// Vite plugin in vite.config.ts.
declare module 'virtual:page-template' {
  const template: string
  export default template
}
