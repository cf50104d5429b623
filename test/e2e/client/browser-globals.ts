/**
 * The browser globals that the functions these tests run in the page (page.evaluate, waitForFunction) refer to.
 * The root tsconfig has no DOM library, on purpose (build code must not use it); importing these names keeps the
 * in-page functions compiling without adding DOM types to the whole program. In Node they are undefined; in the
 * page the function's source resolves them to the real globals.
 */
/* eslint-disable @typescript-eslint/no-explicit-any */
const g = globalThis as any;
export const document: any = g.document;
export const window: any = g.window;
export const location: any = g.location;
export const history: any = g.history;
export const navigator: any = g.navigator;
export const localStorage: any = g.localStorage;
export const scrollTo: any = g.scrollTo;
export const scrollBy: any = g.scrollBy;
export const scrollY: any = g.scrollY;
export const innerHeight: any = g.innerHeight;
export const innerWidth: any = g.innerWidth;
export const addEventListener: any = g.addEventListener;
export const matchMedia: any = g.matchMedia;
export const getComputedStyle: any = g.getComputedStyle;
export const requestIdleCallback: any = g.requestIdleCallback;
export const requestAnimationFrame: any = g.requestAnimationFrame;
export const MutationObserver: any = g.MutationObserver;
export const Navigator: any = g.Navigator;
export const StorageEvent: any = g.StorageEvent;
export const DOMException: any = g.DOMException;
export type HTMLElement = any;
export const sessionStorage: any = g.sessionStorage;
export const Storage: any = g.Storage;
