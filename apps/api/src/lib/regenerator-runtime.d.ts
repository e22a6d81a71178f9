/** Sets the global `regeneratorRuntime` fontkit's Indic shaper calls; it exports nothing the store uses. */
declare module 'regenerator-runtime/runtime.js';
