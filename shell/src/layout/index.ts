/** The shell's page frame: header, footer and the overlays; rendered once by app/app.tsx. */
export { Header } from './header/header';
export { Footer } from './footer/footer';
export { GlobalOverlays } from './overlays/global-overlays';
