import { PAGE_CHUNKS_ELEMENT_ID } from '@store/shared';
import { CLOSES_ON_BACKDROP_ATTRIBUTE, LOCKS_SCROLL_ATTRIBUTE, OVERFLOW_KEY } from './dialog-attributes';

/** Id of the JSON element naming the app's entry and the chunks it imports, on pages that start it late. */
export const APP_BOOT_ELEMENT_ID = 'app-boot';

/**
 * On the root of a page that arrives with only the store's header and footer drawn (around a loading page): the app
 * draws over it rather than hydrating it, in the visitor's chosen language.
 */
export const LAYOUT_SHELL_ATTRIBUTE = 'data-layout-shell';

/** Id of the JSON element naming the scripts that start the app, in order, on a page in the layout shell. */
export const APP_START_ELEMENT_ID = 'app-start';

/** Sent on window once the app has drawn (or hydrated) its first page and handles events itself. */
export const APP_STARTED_EVENT = 'store:app-started';

/** Where the loader leaves what the visitor did before the boot script arrived (see EarlyInput). */
export const EARLY_INPUT_KEY = 'storeEarlyInput';

/** What the visitor did before the boot script ran: clicks and submits held, fields typed into. */
export interface EarlyInput {
  /** Any input at all: the app is wanted now. */
  acted: boolean;
  /** Set by the boot script once it has taken these over; the loader then holds nothing more. */
  taken: boolean;
  events: { type: 'click' | 'submit' | 'input'; target: Element; submitter?: HTMLElement | null }[];
}

/** How long a browser that reports no paint timing waits before it fetches the boot script (or the app) anyway. */
const BOOT_FALLBACK_MS = 3000;
const CLICKABLE = 'a[href],button,input,label,select,summary,[role=button]';

/**
 * The only inline script of a page the server draws. It fetches the boot script (named in the boot
 * data) once the page's first text or picture is on the screen, so on a slow connection no script
 * competes with the page's own HTML, text and pictures before then; an input fetches it at once.
 * Until the boot script runs, a click or submit on the page is held (and typing noted) for it, so
 * nothing done in that moment is lost. The server allows the script by its hash (http/inline-scripts.ts).
 */
// Marked pure: the boot script shares this module, and an unused join would otherwise stay in its bundle.
export const BOOT_LOADER_SCRIPT = /* @__PURE__ */ [
  `const early={acted:false,taken:false,events:[]};window.${EARLY_INPUT_KEY}=early;let started=false;`,
  `const go=()=>{if(started)return;started=true;import(JSON.parse(document.getElementById("${APP_BOOT_ELEMENT_ID}").textContent).boot).catch(giveBack)};`,
  // Without the boot script the page is plain HTML: what was held goes ahead natively, but for a form with no
  // address of its own, which only the app can send (natively its fields, a password, would go in the URL).
  'let failed=false;const appsOwn=(form)=>!form.hasAttribute("action");',
  'const giveBack=()=>{early.taken=failed=true;for(const{type,target,submitter}of early.events){if(type==="click")target.click();else if(type==="submit"&&!appsOwn(target))target.requestSubmit(submitter||undefined)}};',
  // A checkbox or radio button answers a tap by itself; its choice is noted as typing is.
  'const box=(node)=>node instanceof HTMLInputElement&&(node.type==="checkbox"||node.type==="radio");',
  'const hold=(event)=>{if(failed&&event.type==="submit"&&appsOwn(event.target))event.preventDefault();if(early.taken)return;early.acted=true;go();const node=event.target;',
  'if(!(node instanceof Element)||!node.closest("#root")||!["click","submit","input","change"].includes(event.type))return;',
  `const target=event.type==="submit"?node:node.closest(event.type==="click"?"${CLICKABLE}":"input,textarea,select");if(!target)return;`,
  'if(event.type==="click"&&(box(target)||box(target.control)))return;',
  'if(event.type==="click"||event.type==="submit"){event.preventDefault();event.stopImmediatePropagation()}',
  'early.events.push({type:event.type==="change"?"input":event.type,target,submitter:event.submitter})};',
  'for(const type of ["click","submit"])addEventListener(type,hold,{capture:true});',
  'for(const type of ["input","change","pointerdown","pointermove","touchstart","keydown","focusin","wheel","scroll"])addEventListener(type,hold,{capture:true,passive:true});',
  'new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();setTimeout(go)}}).observe({type:"paint",buffered:true});',
  `setTimeout(go,${BOOT_FALLBACK_MS})`,
].join('');

/**
 * The inline script of a page in the layout shell. It fetches the app once the shell's header is on the screen,
 * so the stylesheet the first paint waits for has the connection to itself; a first touch or key fetches it at
 * once. The app's scripts run in their order, as the shell's script elements would; the page's chunks download
 * beside them. The shell's links and its phone menu work without the app; a tap on its cart button is kept for the app.
 * The server allows the script by its hash (http/inline-scripts.ts).
 */
// Marked pure, as the boot loader above.
export const LAYOUT_LOADER_SCRIPT = /* @__PURE__ */ [
  'let started=false;const named=(id)=>JSON.parse(document.getElementById(id)?.textContent||"[]");',
  'const add=(tag,fields)=>document.head.append(Object.assign(document.createElement(tag),{crossOrigin:"anonymous"},fields));',
  `const go=()=>{if(started)return;started=true;for(const href of named("${PAGE_CHUNKS_ELEMENT_ID}"))add("link",{rel:"modulepreload",href});`,
  `for(const src of named("${APP_START_ELEMENT_ID}"))add("script",{type:"module",async:false,src})};`,
  'for(const type of ["pointerdown","touchstart","keydown"])addEventListener(type,go,{capture:true,passive:true});',
  // The phone menu opens natively (invoker commands) and the app opens its own as it draws over it
  // (lib/shell-dialogs.ts); until then its backdrop closes it and it locks the page's scrolling, as
  // lib/page-controls.ts does for the app's. The shell's other buttons (the cart) are the app's: a tap on one is
  // held, and given to the app's own button once it has started; so is the menu's where the browser has no
  // invoker commands.
  'const native="commandForElement"in HTMLButtonElement.prototype;',
  'const shellButtons=new Set(document.querySelectorAll(native?"#root button:not([commandfor])":"#root button"));let tapped;',
  'const shellDialogs=new Set(document.querySelectorAll("#root dialog"));',
  `addEventListener("toggle",(event)=>{const dialog=event.target;if(!shellDialogs.has(dialog)||!dialog.isConnected||!dialog.hasAttribute("${LOCKS_SCROLL_ATTRIBUTE}"))return;`,
  `const locked="${OVERFLOW_KEY}"in dialog.dataset;if(dialog.open&&!locked){dialog.dataset.${OVERFLOW_KEY}=document.body.style.overflow;document.body.style.overflow="hidden"}`,
  `else if(!dialog.open&&locked){document.body.style.overflow=dialog.dataset.${OVERFLOW_KEY};delete dialog.dataset.${OVERFLOW_KEY}}},{capture:true});`,
  'addEventListener("click",(event)=>{',
  `if(shellDialogs.has(event.target)&&event.target.hasAttribute("${CLOSES_ON_BACKDROP_ATTRIBUTE}")){event.target.close();return}`,
  'const button=event.target instanceof Element&&event.target.closest("button");',
  'if(!shellButtons.has(button))return;event.preventDefault();event.stopImmediatePropagation();',
  `const controls=button.getAttribute("aria-controls");tapped=button.hasAttribute("data-cart-button")?"[data-cart-button]":controls&&\`[aria-controls="\${CSS.escape(controls)}"]\`;go()},{capture:true});`,
  `addEventListener("${APP_STARTED_EVENT}",()=>{if(tapped)document.querySelector(tapped)?.click()},{once:true});`,
  'new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();setTimeout(go)}}).observe({type:"paint",buffered:true});',
  `setTimeout(go,${BOOT_FALLBACK_MS})`,
].join('');
